import { writeAccessToken } from '../app/session/session-storage';
import { readXsrfCookie, refreshRequest } from './auth-api';
import { sessionExpired } from './app-events';

let pending: Promise<string | null> | null = null;

/**
 * Renews the access token once for everyone: requests that get a 401 while a refresh is under way
 * wait for the same one and are replayed with its token. A failed refresh (or no session cookie)
 * signs the user out.
 */
export function refreshAccessToken(): Promise<string | null> {
  pending ??= (async () => {
    try {
      if (!readXsrfCookie()) return null;
      const { accessToken } = await refreshRequest();
      writeAccessToken(accessToken);
      return accessToken;
    } catch {
      return null;
    }
  })().then((token) => {
    pending = null;
    if (!token) {
      writeAccessToken(null);
      sessionExpired.emit();
    }
    return token;
  });
  return pending;
}
