import { Member } from '@parcel/db';
import { z } from 'zod';
import type { Caller } from '../../common/access';
import { AppError } from '../../common/errors';
import { parseInput } from '../../common/parse-input';
import { timingDummyHash, verifyPassword } from '../../common/passwords';
import type { RequestContext } from '../../context';
import { assertXsrf, clearSessionCookies, readRefreshCookie, setSessionCookies } from './auth-cookies';
import { issueRefreshToken, revokeRefreshFamily, rotateRefreshToken } from './refresh-tokens';

export const AUTH_MESSAGES = {
  loginSucceeded: '로그인에 성공했습니다.',
  loginFailed: '아이디 또는 비밀번호가 올바르지 않습니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  loggedOut: '로그아웃되었습니다.',
} as const;

const loginInput = z.object({
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
 * Signs in: refused for 429 once the id or the address has failed 100 times within the hour; a
 * wrong id and a wrong password get the same answer after the same work. Success returns the access
 * token and sets the refresh and XSRF cookies.
 */
export async function login(context: RequestContext, input: unknown): Promise<LoginAnswer> {
  const { userId, userPw } = parseInput(loginInput, input);
  const { loginThrottle, tokens } = context.deps;
  const idKey = `id:${userId.toLowerCase()}`;
  const keys = [idKey, `ip:${context.req.ip ?? 'unknown'}`];
  if (loginThrottle.isBlocked(keys)) throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);

  const member = await context.em.findOne(Member, { userId, delYn: 'N' }, { populate: ['userPw'] });
  const valid = await verifyPassword(member?.userPw ?? (await timingDummyHash()), userPw);
  if (!member || !valid) {
    loginThrottle.recordFailure(keys);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginFailed);
  }
  loginThrottle.clear(idKey);
  const refreshToken = await issueRefreshToken(context.em, member.memberId);
  setSessionCookies(context.req, context.res, refreshToken);
  return {
    accessToken: await tokens.sign(callerOf(member)),
    langkey: 'ko',
    message: AUTH_MESSAGES.loginSucceeded,
  };
}

/**
 * Renews the access token from the refresh cookie (XSRF header required) and rotates the cookie.
 * A replayed token revokes its whole family; the revocation is committed before the 401 is sent.
 */
export async function refresh(context: RequestContext): Promise<{ accessToken: string }> {
  const token = readRefreshCookie(context.req);
  if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
  assertXsrf(context.req);
  const outcome = await context.em.transactional(async (tx) => {
    const rotation = await rotateRefreshToken(tx, token);
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
  setSessionCookies(context.req, context.res, outcome.token);
  return { accessToken: await context.deps.tokens.sign(callerOf(outcome.member)) };
}

/** Ends the sign-in of the refresh cookie, if any, and clears the cookies. Always succeeds. */
export async function logout(context: RequestContext): Promise<{ message: string }> {
  const token = readRefreshCookie(context.req);
  if (token) {
    assertXsrf(context.req);
    await revokeRefreshFamily(context.em, token);
  }
  clearSessionCookies(context.req, context.res);
  return { message: AUTH_MESSAGES.loggedOut };
}

function callerOf(member: Pick<Member, 'memberId' | 'userId' | 'name' | 'groupVal'>): Caller {
  return { memberId: member.memberId, userId: member.userId, name: member.name, role: member.groupVal };
}
