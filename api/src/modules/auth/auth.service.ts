import { Member, withActor } from '@parcel/db';
import { z } from 'zod';
import type { TokenClaims } from '../../common/access-token';
import { AppError, unauthenticated } from '../../common/errors';
import { parseInput } from '../../common/parse-input';
import type { RequestContext } from '../../context';
import { assertXsrf, clearSessionCookies, readRefreshCookie, setSessionCookies } from './auth-cookies';
import {
  issueRefreshToken,
  revokeMemberTokens,
  revokeRefreshFamily,
  rotateRefreshToken,
} from './refresh-tokens';

export const AUTH_MESSAGES = {
  loginSucceeded: '로그인에 성공했습니다.',
  loginFailed: '아이디 또는 비밀번호가 올바르지 않습니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  loggedOut: '로그아웃되었습니다.',
  loggedOutEverywhere: '모든 기기에서 로그아웃되었습니다.',
} as const;

export const loginInput = z.object({
  userId: z
    .string({ error: '아이디를 입력해주세요.' })
    .trim()
    .min(1, { error: '아이디를 입력해주세요.' })
    .max(50, { error: '아이디는 50자 이하로 입력해주세요.' }),
  userPw: z
    .string({ error: '비밀번호를 입력해주세요.' })
    .min(1, { error: '비밀번호를 입력해주세요.' })
    .max(200, { error: '비밀번호는 200자 이하로 입력해주세요.' }),
});

export interface LoginAnswer {
  accessToken: string;
  langkey: string;
  message: string;
}

/**
 * Signs in. The attempt is counted first (atomically, in PostgreSQL) and refused with 429 and
 * Retry-After while this account from this address, or this address over all accounts, is made to
 * wait; a wrong id and a wrong password get the same answer after the same work. Success returns
 * the access token and sets the refresh and XSRF cookies.
 */
export async function login(context: RequestContext, input: unknown): Promise<LoginAnswer> {
  const { userId, userPw } = parseInput(loginInput, input);
  const { loginThrottle, passwords, tokens } = context.deps;
  const source = context.req.ip ?? 'unknown';
  const admission = await loginThrottle.admit(context.em, userId, source);
  if (!admission.admitted) {
    context.log.warn({ event: 'login.throttled', userId }, 'sign-in refused: too many attempts');
    throw new AppError(
      'TOO_MANY_REQUESTS',
      AUTH_MESSAGES.tooManyAttempts,
      undefined,
      admission.retryAfterSeconds,
    );
  }

  const member = await context.em.findOne(Member, { userId, delYn: 'N' }, { populate: ['userPw'] });
  if (!(await passwords.verify(member?.userPw, userPw)) || !member) {
    context.log.info({ event: 'login.failed', userId }, 'sign-in failed');
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginFailed);
  }
  await loginThrottle.succeeded(context.em, userId, source);
  const refreshToken = await issueRefreshToken(context.em, member.memberId);
  setSessionCookies(context.req, context.res, tokens, refreshToken);
  context.log.info({ event: 'login.succeeded', memberId: member.memberId }, 'signed in');
  return {
    accessToken: await tokens.sign(claimsOf(member)),
    langkey: 'ko',
    message: AUTH_MESSAGES.loginSucceeded,
  };
}

/**
 * Renews the access token from the refresh cookie (its XSRF header required) and rotates the
 * cookie. A replayed token revokes its whole family; the revocation is committed before the 401.
 */
export async function refresh(context: RequestContext): Promise<{ accessToken: string }> {
  const token = readRefreshCookie(context.req);
  if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
  const { tokens } = context.deps;
  assertXsrf(context.req, tokens, token);
  const outcome = await withActor(context.em, null, async (tx) => {
    const rotation = await rotateRefreshToken(tx, tokens, token);
    if (rotation.status === 'refused') return null;
    const member = await tx.findOne(Member, { memberId: rotation.memberId, delYn: 'N' });
    if (!member) {
      await revokeRefreshFamily(tx, rotation.token);
      return null;
    }
    return { member, token: rotation.token };
  });
  if (!outcome) {
    clearSessionCookies(context.req, context.res);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
  }
  setSessionCookies(context.req, context.res, tokens, outcome.token);
  return { accessToken: await tokens.sign(claimsOf(outcome.member)) };
}

/** Ends the sign-in of the refresh cookie, if any, and clears the cookies. Always succeeds. */
export async function logout(context: RequestContext): Promise<{ message: string }> {
  const token = readRefreshCookie(context.req);
  if (token) {
    assertXsrf(context.req, context.deps.tokens, token);
    await revokeRefreshFamily(context.em, token);
  }
  clearSessionCookies(context.req, context.res);
  return { message: AUTH_MESSAGES.loggedOut };
}

/**
 * Ends every sign-in of the caller, on every device: the session version moves on (every access
 * token dies at its next request) and every refresh token is revoked.
 */
export async function logoutEverywhere(context: RequestContext): Promise<{ message: string }> {
  const caller = context.caller;
  if (!caller) throw unauthenticated();
  await withActor(context.em, caller.memberId, async (tx) => {
    await endSessions(tx, caller.memberId);
  });
  clearSessionCookies(context.req, context.res);
  context.log.info({ event: 'logout.everywhere', memberId: caller.memberId }, 'signed out everywhere');
  return { message: AUTH_MESSAGES.loggedOutEverywhere };
}

/** Voids every access token (session version) and refresh token of a member. Run in a transaction. */
export async function endSessions(em: RequestContext['em'], memberId: number): Promise<void> {
  await em.execute(`update member set session_version = session_version + 1 where member_id = ?`, [memberId]);
  await revokeMemberTokens(em, memberId);
}

/** The access token claims of a member as it is now (its session version included). */
export function claimsOf(
  member: Pick<Member, 'memberId' | 'userId' | 'name' | 'groupVal' | 'sessionVersion'>,
): TokenClaims {
  return {
    memberId: member.memberId,
    sessionVersion: member.sessionVersion,
    userId: member.userId,
    name: member.name,
    role: member.groupVal,
  };
}
