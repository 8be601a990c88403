import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A sign-in lasts at most a working day without signing in again. */
export const REFRESH_TOKEN_HOURS = 12;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a refresh token in `familyId` (a new family at sign-in); only its hash is stored. */
export async function issueRefreshToken(
  em: EntityManager,
  memberId: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.execute(
    `insert into refresh_token (member_id, family_id, token_hash, expires_at)
     values (?, ?, ?, now() + make_interval(hours => ?))`,
    [memberId, familyId, hashOf(token), REFRESH_TOKEN_HOURS],
  );
  return token;
}

export type RotationResult = { status: 'rotated'; memberId: number; token: string } | { status: 'refused' };

/**
 * Uses `token` once: marks it used and issues its successor in the same family. A token that was
 * already used is a stolen copy or a replay, so its whole family is revoked. Run in a transaction.
 */
export async function rotateRefreshToken(em: EntityManager, token: string): Promise<RotationResult> {
  const [current] = await em.execute<{ member_id: number; family_id: string }[]>(
    `update refresh_token set used_at = now()
      where token_hash = ? and used_at is null and revoked_at is null and expires_at > now()
      returning member_id, family_id`,
    [hashOf(token)],
  );
  if (!current) {
    await em.execute(
      `update refresh_token set revoked_at = now()
        where revoked_at is null
          and family_id = (select family_id from refresh_token where token_hash = ? and used_at is not null)`,
      [hashOf(token)],
    );
    return { status: 'refused' };
  }
  const successor = await issueRefreshToken(em, current.member_id, current.family_id);
  return { status: 'rotated', memberId: current.member_id, token: successor };
}

/** Ends the sign-in that `token` belongs to (logout). */
export async function revokeRefreshFamily(em: EntityManager, token: string): Promise<void> {
  await em.execute(
    `update refresh_token set revoked_at = now()
      where revoked_at is null and family_id = (select family_id from refresh_token where token_hash = ?)`,
    [hashOf(token)],
  );
}

/** Ends every sign-in of a member (withdrawal). */
export async function revokeMemberTokens(em: EntityManager, memberId: number): Promise<void> {
  await em.execute(`update refresh_token set revoked_at = now() where member_id = ? and revoked_at is null`, [
    memberId,
  ]);
}
