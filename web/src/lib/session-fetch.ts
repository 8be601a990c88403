import { readAccessToken } from '../app/session/session-storage';
import { refreshAccessToken } from './token-refresh';

/**
 * `fetch` for the app's own REST and GraphQL calls outside Apollo Client (file downloads, the GraphQL
 * workbench): signed with the session's access token, read at send time; a 401 renews the token
 * once (token-refresh.ts) and sends the request again.
 */
export async function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const token = readAccessToken();
    return fetch(url, {
      credentials: 'include',
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };
  const response = await send();
  return response.status === 401 && (await refreshAccessToken()) ? send() : response;
}
