import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthRequestError, CONNECTION_FAILED_MESSAGE, loginRequest, logoutRequest } from '../../lib/auth-api';
import { sessionEnded, sessionExpired } from '../../lib/app-events';
import {
  signedInUserOf,
  signedOut,
  signInFailed,
  signInStarted,
  signInSucceeded,
  type AuthState,
} from './session-state';
import { readAccessToken, readPersistedAuth, writeAccessToken, writePersistedAuth } from './session-storage';

export const LOGIN_FAILED_MESSAGE = '로그인에 실패했습니다.';

interface Session {
  auth: AuthState;
  /** Signs in; resolves true on success (the state carries the error otherwise). */
  signIn(userId: string, userPw: string): Promise<boolean>;
  signOut(): Promise<void>;
  /**
   * The signed-in user changed their own account (내 정보): a new name shown in the header, a new
   * access token (a password change ends every other sign-in; this one goes on with it).
   */
  accountChanged(change: { name?: string; accessToken?: string }): void;
}

const SessionContext = createContext<Session | null>(null);

/** The signed-in state, kept in session storage and shared by the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<AuthState>(() => {
    const restored = readPersistedAuth();
    // Signed in means holding a token; without one the session cannot go on.
    return restored.isAuthenticated && !readAccessToken() ? signedOut(restored) : restored;
  });

  const update = useCallback((next: (state: AuthState) => AuthState) => {
    setAuth((state) => {
      const result = next(state);
      writePersistedAuth(result);
      return result;
    });
  }, []);

  const endSession = useCallback(() => {
    update(signedOut);
    sessionEnded.emit();
  }, [update]);

  useEffect(() => sessionExpired.subscribe(endSession), [endSession]);

  const signIn = useCallback(
    async (userId: string, userPw: string) => {
      update(signInStarted);
      try {
        const answer = await loginRequest(userId, userPw);
        writeAccessToken(answer.accessToken);
        update((state) => signInSucceeded(state, signedInUserOf(answer, userId)));
        return true;
      } catch (error) {
        const message =
          error instanceof AuthRequestError
            ? (error.serverMessage ?? LOGIN_FAILED_MESSAGE)
            : error instanceof Error && error.message && error.name === 'Error'
              ? error.message
              : CONNECTION_FAILED_MESSAGE;
        update((state) => signInFailed(state, userId, message));
        return false;
      }
    },
    [update],
  );

  const signOut = useCallback(async () => {
    endSession();
    try {
      await logoutRequest();
    } catch (error) {
      // The spec logs a failed logout call; the local session has ended either way.
      console.error('logout failed', error);
    } finally {
      writeAccessToken(null);
    }
  }, [endSession]);

  const accountChanged = useCallback(
    ({ name, accessToken }: { name?: string; accessToken?: string }) => {
      if (accessToken) writeAccessToken(accessToken);
      if (name !== undefined) update((state) => ({ ...state, name }));
    },
    [update],
  );

  const value = useMemo(
    () => ({ auth, signIn, signOut, accountChanged }),
    [auth, signIn, signOut, accountChanged],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
