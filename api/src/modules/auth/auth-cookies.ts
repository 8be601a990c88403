import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { AppError } from '../../common/errors';

export const REFRESH_COOKIE = 'refresh_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The refresh token travels only in an httpOnly, SameSite=Strict session cookie (it ends with the
 * browser session); beside it a readable XSRF-TOKEN cookie that the web copies into the
 * X-XSRF-TOKEN header (double submit), which a cross-site page cannot do.
 */
export function setSessionCookies(req: Request, res: Response, refreshToken: string): void {
  const common = { path: '/', sameSite: 'strict', secure: req.secure } as const;
  res.append('Set-Cookie', serialize(REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true }));
  res.append('Set-Cookie', serialize(XSRF_COOKIE, randomBytes(24).toString('base64url'), common));
}

export function clearSessionCookies(req: Request, res: Response): void {
  const expired = { path: '/', sameSite: 'strict', secure: req.secure, expires: new Date(0) } as const;
  res.append('Set-Cookie', serialize(REFRESH_COOKIE, '', { ...expired, httpOnly: true }));
  res.append('Set-Cookie', serialize(XSRF_COOKIE, '', expired));
}

export function readRefreshCookie(req: Request): string | null {
  return parse(req.headers.cookie ?? '')[REFRESH_COOKIE] || null;
}

/** Cookie-authenticated calls must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. */
export function assertXsrf(req: Request): void {
  const cookie = parse(req.headers.cookie ?? '')[XSRF_COOKIE] ?? '';
  const header = req.headers[XSRF_HEADER];
  const sent = typeof header === 'string' ? header : '';
  const matches =
    cookie.length > 0 &&
    sent.length === cookie.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(cookie));
  if (!matches)
    throw new AppError('FORBIDDEN', '보안 토큰(XSRF)이 없거나 일치하지 않습니다. 다시 로그인해주세요.');
}
