import { timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import type { AccessTokens } from '../../common/access-token';
import { AppError } from '../../common/errors';

export const REFRESH_COOKIE = 'refresh_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const XSRF_MESSAGE = '보안 토큰(XSRF)이 없거나 일치하지 않습니다. 다시 로그인해주세요.';

/**
 * The refresh token travels only in an httpOnly, SameSite=Strict session cookie (it ends with the
 * browser session); beside it a readable XSRF-TOKEN cookie that the web copies into the
 * X-XSRF-TOKEN header (double submit), which a cross-site page cannot do. The XSRF token is a MAC
 * of the refresh token, so it is bound to this sign-in: a token planted from another session fails.
 */
export function setSessionCookies(
  req: Request,
  res: Response,
  tokens: AccessTokens,
  refreshToken: string,
): void {
  const common = { path: '/', sameSite: 'strict', secure: req.secure } as const;
  res.append('Set-Cookie', serialize(REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true }));
  res.append('Set-Cookie', serialize(XSRF_COOKIE, tokens.mac('xsrf', refreshToken), common));
}

export function clearSessionCookies(req: Request, res: Response): void {
  const expired = { path: '/', sameSite: 'strict', secure: req.secure, expires: new Date(0) } as const;
  res.append('Set-Cookie', serialize(REFRESH_COOKIE, '', { ...expired, httpOnly: true }));
  res.append('Set-Cookie', serialize(XSRF_COOKIE, '', expired));
}

export function readRefreshCookie(req: Request): string | null {
  return parse(req.headers.cookie ?? '')[REFRESH_COOKIE] || null;
}

/**
 * Cookie-authenticated calls must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, and that
 * token must be the one made for the refresh cookie sent along.
 */
export function assertXsrf(req: Request, tokens: AccessTokens, refreshToken: string): void {
  const cookie = parse(req.headers.cookie ?? '')[XSRF_COOKIE] ?? '';
  const header = req.headers[XSRF_HEADER];
  const sent = typeof header === 'string' ? header : '';
  const expected = tokens.mac('xsrf', refreshToken);
  if (!(sameText(sent, cookie) && sameText(sent, expected))) throw new AppError('FORBIDDEN', XSRF_MESSAGE);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}
