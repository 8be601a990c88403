import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccessTokens } from '../../common/access-token';

/** A sign-in ends after this long without a refresh (the web refreshes while it is used). */
export const REFRESH_IDLE_HOURS = 2;
/** ... and at the latest this long after the password was typed: a working day. */
export const SESSION_MAX_HOURS = 12;
/**
 * A refresh token presented again this soon after its rotation gets the same successor: two tabs
 * refreshing at once both stay signed in. Later, a second use is a replay and ends the sign-in.
 */
export const ROTATION_GRACE_SECONDS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a sign-in: a new family whose tokens all end by its absolute limit. Only hashes are stored. */
export async function issueRefreshToken(em: EntityManager, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.execute(
    `insert into refresh_token (member_id, family_id, token_hash, expires_at, session_expires_at)
     values (?, ?, ?, now() + make_interval(hours => ?), now() + make_interval(hours => ?))`,
    [memberId, randomUUID(), hashOf(token), REFRESH_IDLE_HOURS, SESSION_MAX_HOURS],
  );
  return token;
}

export type RotationResult = { status: 'rotated'; memberId: number; token: string } | { status: 'refused' };

/**
 * Uses `token` once: marks it used and issues its successor in the same family. The successor is
 * a MAC of the token under the server's secret, so a second use within the grace window can be
 * answered with the very same successor without storing it. A used token presented after the
 * grace window (or once its successor was used) is a stolen copy or a replay: its whole family is
 * revoked. Run in a transaction.
 */
export async function rotateRefreshToken(
  em: EntityManager,
  tokens: AccessTokens,
  token: string,
): Promise<RotationResult> {
  const successor = tokens.mac('refresh-successor', token);
  const [current] = await em.execute<{ member_id: number; family_id: string; session_expires_at: Date }[]>(
    `update refresh_token set used_at = now()
      where token_hash = ? and used_at is null and revoked_at is null
        and expires_at > now() and session_expires_at > now()
      returning member_id, family_id, session_expires_at`,
    [hashOf(token)],
  );
  if (current) {
    await em.execute(
      `insert into refresh_token (member_id, family_id, token_hash, expires_at, session_expires_at)
       values (?, ?, ?, least(now() + make_interval(hours => ?), ?::timestamptz), ?)`,
      [
        current.member_id,
        current.family_id,
        hashOf(successor),
        REFRESH_IDLE_HOURS,
        current.session_expires_at,
        current.session_expires_at,
      ],
    );
    return { status: 'rotated', memberId: current.member_id, token: successor };
  }
  const [justRotated] = await em.execute<{ member_id: number }[]>(
    `select used.member_id from refresh_token used
      join refresh_token next on next.token_hash = ? and next.family_id = used.family_id
     where used.token_hash = ? and used.revoked_at is null and used.session_expires_at > now()
       and used.used_at > now() - make_interval(secs => ?)
       and next.used_at is null and next.revoked_at is null`,
    [hashOf(successor), hashOf(token), ROTATION_GRACE_SECONDS],
  );
  if (justRotated) return { status: 'rotated', memberId: justRotated.member_id, token: successor };
  await em.execute(
    `update refresh_token set revoked_at = now()
      where revoked_at is null
        and family_id = (select family_id from refresh_token where token_hash = ? and used_at is not null)`,
    [hashOf(token)],
  );
  return { status: 'refused' };
}

/** Ends the sign-in that `token` belongs to (logout). */
export async function revokeRefreshFamily(em: EntityManager, token: string): Promise<void> {
  await em.execute(
    `update refresh_token set revoked_at = now()
      where revoked_at is null and family_id = (select family_id from refresh_token where token_hash = ?)`,
    [hashOf(token)],
  );
}

/** Ends every sign-in of a member (withdrawal, new password, "sign out everywhere"). */
export async function revokeMemberTokens(em: EntityManager, memberId: number): Promise<void> {
  await em.execute(`update refresh_token set revoked_at = now() where member_id = ? and revoked_at is null`, [
    memberId,
  ]);
}
