/**
 * The sign-in calls (REST, as the spec's /auth routes): 10 s time-out, cookies sent, the XSRF
 * cookie echoed in X-XSRF-TOKEN for the cookie-authenticated refresh and logout. Never retried.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
export const TIMEOUT_MESSAGE = '서버 응답이 없습니다. 잠시 후 다시 시도해주세요.';
/** A request that never reached the server (network down, server stopped). */
export const CONNECTION_FAILED_MESSAGE = '서버 연결에 문제가 발생했습니다.';

export interface LoginAnswer {
  accessToken: string;
  langkey: string;
  message: string;
}

/** A non-success answer: the status and the server's Korean message when it sent one. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${serverMessage ?? ''}`);
    this.name = 'AuthRequestError';
  }
}

export function readXsrfCookie(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}

async function postAuth<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': readXsrfCookie() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(TIMEOUT_MESSAGE, { cause: error });
    throw error;
  }
  const answer = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || answer === null) throw new AuthRequestError(response.status, answer?.message ?? null);
  return answer;
}

export const loginRequest = (userId: string, userPw: string) =>
  postAuth<LoginAnswer>('/auth/login', { userId, userPw });
export const refreshRequest = () => postAuth<{ accessToken: string }>('/auth/refresh');
export const logoutRequest = () => postAuth<{ message: string }>('/auth/logout');

/** The claims the web reads from an access token (it does not verify it; the server does). */
export function readTokenClaims(token: string): {
  memberId: number;
  role: string | null;
  userId: string;
  name: string;
} {
  const payload = token.split('.')[1] ?? '';
  const json = decodeURIComponent(
    Array.from(
      atob(payload.replace(/-/g, '+').replace(/_/g, '/')),
      (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    ).join(''),
  );
  const claims = JSON.parse(json) as { sub?: string; authorities?: string[]; userId?: string; name?: string };
  return {
    memberId: Number(claims.sub ?? 0),
    role: claims.authorities?.[0] ?? null,
    userId: claims.userId ?? '',
    name: claims.name ?? '',
  };
}
