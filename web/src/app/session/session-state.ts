import { type LoginAnswer, readTokenClaims } from '../../lib/auth-api';

/**
 * The signed-in state the spec describes (section 3, "Session record") and its transitions
 * (section 4): pure functions, so the rules are tested without React.
 */
export interface AuthState {
  memberId: number | null;
  userId: string;
  name: string;
  isAuthenticated: boolean;
  loading: boolean;
  error: string;
  langkey: string;
  message: string;
  role: string | null;
}

export const initialAuthState: AuthState = {
  memberId: null,
  userId: '',
  name: '',
  isAuthenticated: false,
  loading: false,
  error: '',
  langkey: 'ko',
  message: '',
  role: null,
};

export interface SignedInUser {
  memberId: number;
  userId: string;
  name: string;
  role: string | null;
  langkey: string;
  message: string;
}

/** Who a successful sign-in answer names: its token's claims, its language and message. */
export const signedInUserOf = (answer: LoginAnswer, typedUserId: string): SignedInUser => {
  const claims = readTokenClaims(answer.accessToken);
  return {
    memberId: claims.memberId,
    userId: claims.userId || typedUserId,
    name: claims.name,
    role: claims.role,
    langkey: answer.langkey || 'ko',
    message: answer.message,
  };
};

export const signInStarted = (state: AuthState): AuthState => ({ ...state, loading: true, error: '' });

export const signInSucceeded = (state: AuthState, user: SignedInUser): AuthState => ({
  ...state,
  ...user,
  loading: false,
  error: '',
  isAuthenticated: true,
});

/** A failed sign-in keeps only the typed id (memberId 0, empty name, langkey 'ko'). */
export const signInFailed = (state: AuthState, userId: string, message: string): AuthState => ({
  ...state,
  memberId: 0,
  userId,
  name: '',
  langkey: 'ko',
  role: null,
  loading: false,
  isAuthenticated: false,
  error: message,
  message,
});

/** Sign-out clears the identity but, as the spec says, not memberId. */
export const signedOut = (state: AuthState): AuthState => ({
  ...state,
  isAuthenticated: false,
  userId: '',
  name: '',
  langkey: '',
  error: '',
  role: null,
  loading: false,
  message: '로그아웃',
});
