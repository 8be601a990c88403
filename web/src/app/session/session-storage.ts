import { initialAuthState, type AuthState } from './session-state';

/**
 * Where the session lives: browser session storage, so it ends with the browser session. The
 * layout follows the spec: key 'persist:root' (prefix 'persist:', version 1) holding the sections
 * auth, ui, allMenu and chart, each JSON-encoded; the access token beside it.
 */
export const PERSIST_KEY = 'persist:root';
export const ACCESS_TOKEN_KEY = 'accessToken';
const PERSIST_VERSION = 1;

export function readAccessToken(): string | null {
  return sessionStorage.getItem(ACCESS_TOKEN_KEY);
}

export function writeAccessToken(token: string | null): void {
  if (token) sessionStorage.setItem(ACCESS_TOKEN_KEY, token);
  else sessionStorage.removeItem(ACCESS_TOKEN_KEY);
}

export function readPersistedAuth(): AuthState {
  try {
    const root = JSON.parse(sessionStorage.getItem(PERSIST_KEY) ?? 'null') as Record<string, string> | null;
    const meta = JSON.parse(root?._persist ?? 'null') as { version?: number } | null;
    if (!root?.auth || meta?.version !== PERSIST_VERSION) return initialAuthState;
    // Never restore a half-finished sign-in.
    return { ...initialAuthState, ...(JSON.parse(root.auth) as Partial<AuthState>), loading: false };
  } catch {
    return initialAuthState;
  }
}

/** What PERSIST_KEY holds for this state (the browser tests store a signed-in session with it too). */
export function persistedAuthValue(auth: AuthState): string {
  const root = {
    auth: JSON.stringify(auth),
    ui: JSON.stringify({}),
    allMenu: JSON.stringify({}),
    chart: JSON.stringify({}),
    _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
  };
  return JSON.stringify(root);
}

export function writePersistedAuth(auth: AuthState): void {
  sessionStorage.setItem(PERSIST_KEY, persistedAuthValue(auth));
}
