import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth-cookies';
import { login, loginInput, logout, logoutEverywhere, refresh } from './auth.service';

/** The session cookies set at sign-in, and the XSRF cookie's value sent back as a header (double submit). */
const SESSION = {
  cookies: z.object({
    [REFRESH_COOKIE]: z.string().openapi({ description: 'The refresh token (httpOnly, SameSite=Strict).' }),
    [XSRF_COOKIE]: z.string().openapi({ description: 'The XSRF token, readable by the page.' }),
  }),
  headers: z.object({
    [XSRF_HEADER]: z.string().openapi({ description: "The XSRF-TOKEN cookie's value." }),
  }),
};

const MESSAGE_ANSWER = z.object({ message: z.string().openapi({ description: 'Korean, for the user.' }) });

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    service: 'login({userId, userPw})',
    answer: '{accessToken, langkey, message} + refresh/XSRF cookies',
    contract: { body: loginInput, answer: (types) => types.output('LoginResult'), errors: [401, 429] },
    handle: ({ body, context }) => login(context, body),
  },
  {
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    service: 'refresh(cookie, X-XSRF-TOKEN)',
    answer: '{accessToken} + rotated cookies',
    contract: { ...SESSION, answer: (types) => types.output('RefreshResult'), errors: [401, 403] },
    handle: ({ context }) => refresh(context),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    service: 'logout(cookie, X-XSRF-TOKEN)',
    answer: '{message}; cookies cleared',
    contract: {
      cookies: SESSION.cookies.partial(),
      headers: SESSION.headers.partial(),
      answer: MESSAGE_ANSWER,
      errors: [403],
    },
    handle: ({ context }) => logout(context),
  },
  {
    method: 'POST',
    path: '/auth/logout-all',
    access: 'signed-in',
    service: 'logoutEverywhere(caller)',
    answer: '{message}; every sign-in of the caller ended, cookies cleared',
    contract: { answer: MESSAGE_ANSWER },
    handle: ({ context }) => logoutEverywhere(context),
  },
];
