import type { RestRoute } from '../../rest/rest-route';
import { login, logout, logoutEverywhere, refresh } from './auth.service';

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    service: 'login({userId, userPw})',
    answer: '{accessToken, langkey, message} + refresh/XSRF cookies',
    handle: ({ body, context }) => login(context, body),
  },
  {
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    service: 'refresh(cookie, X-XSRF-TOKEN)',
    answer: '{accessToken} + rotated cookies',
    handle: ({ context }) => refresh(context),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    service: 'logout(cookie, X-XSRF-TOKEN)',
    answer: '{message}; cookies cleared',
    handle: ({ context }) => logout(context),
  },
  {
    method: 'POST',
    path: '/auth/logout-all',
    access: 'signed-in',
    service: 'logoutEverywhere(caller)',
    answer: '{message}; every sign-in of the caller ended, cookies cleared',
    handle: ({ context }) => logoutEverywhere(context),
  },
];
