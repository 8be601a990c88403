import { createHmac, randomBytes } from 'node:crypto';
import { GROUP_VALUES, type GroupVal } from '@parcel/db';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens live 15 minutes (docs/decisions.md#access-and-refresh-tokens); the refresh cookie
 * renews them.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'parcel-admin';

/**
 * What an access token says. The role, id and name are for legacy clients that read the token;
 * the server trusts only `memberId` and `sessionVersion` and reads the rest from the database.
 */
export interface TokenClaims {
  memberId: number;
  /** member.session_version when the token was issued; a raised version voids the token. */
  sessionVersion: number;
  userId: string;
  name: string;
  role: GroupVal;
}

/**
 * The server's session secret: signs access tokens (HS256 only; a token claiming `none` or another
 * algorithm, or lacking `exp`, is refused) and keys the MACs that bind refresh and XSRF tokens to
 * it. From JWT_SECRET; without one, a random key per process, so sign-ins die with a restart (fine
 * for the demo, logged as a warning).
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string | undefined) {
    if (secret !== undefined && secret.length < 32)
      throw new Error('JWT_SECRET must have at least 32 characters');
    this.key = secret ? new TextEncoder().encode(secret) : randomBytes(32);
  }

  sign(claims: TokenClaims, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({
      authorities: [claims.role],
      userId: claims.userId,
      name: claims.name,
      sv: claims.sessionVersion,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.memberId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for any token that is not (expired, forged, malformed). */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'iat', 'sub', 'sv'],
      });
      const memberId = Number(payload.sub);
      const role = Array.isArray(payload.authorities) ? payload.authorities[0] : undefined;
      if (!Number.isInteger(memberId) || !Number.isInteger(payload.sv)) return null;
      if (!GROUP_VALUES.includes(role as GroupVal)) return null;
      return {
        memberId,
        sessionVersion: payload.sv as number,
        role: role as GroupVal,
        userId: typeof payload.userId === 'string' ? payload.userId : '',
        name: typeof payload.name === 'string' ? payload.name : '',
      };
    } catch {
      return null;
    }
  }

  /** A MAC of `value` for one purpose, so a value made for one use is worthless for another. */
  mac(purpose: 'xsrf' | 'refresh-successor', value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\0${value}`).digest('base64url');
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
