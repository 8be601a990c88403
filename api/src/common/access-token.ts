import { randomBytes } from 'node:crypto';
import { GROUP_VALUES, type GroupVal } from '@parcel/db';
import { jwtVerify, SignJWT } from 'jose';
import type { Caller } from './access';

/** Access tokens live 15 minutes (DECISIONS.md); the refresh cookie renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'parcel-admin';

/**
 * Signs and checks access tokens: HS256 only (a token claiming `none` or another algorithm is
 * refused), issuer and expiry checked. The key comes from JWT_SECRET; without one, a random key per
 * process, so tokens die with a restart (fine for the demo, logged as a warning).
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string | undefined) {
    if (secret !== undefined && secret.length < 32)
      throw new Error('JWT_SECRET must have at least 32 characters');
    this.key = secret ? new TextEncoder().encode(secret) : randomBytes(32);
  }

  sign(caller: Caller, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ authorities: [caller.role], userId: caller.userId, name: caller.name })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(caller.memberId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** The caller of a valid token, or null for any token that is not (expired, forged, malformed). */
  async verify(token: string): Promise<Caller | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const memberId = Number(payload.sub);
      const role = Array.isArray(payload.authorities) ? payload.authorities[0] : undefined;
      if (!Number.isInteger(memberId) || !GROUP_VALUES.includes(role as GroupVal)) return null;
      return {
        memberId,
        role: role as GroupVal,
        userId: typeof payload.userId === 'string' ? payload.userId : '',
        name: typeof payload.name === 'string' ? payload.name : '',
      };
    } catch {
      return null;
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
