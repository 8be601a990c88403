import { initialAuthState, signedOut, signInFailed, signInStarted, signInSucceeded } from './session-state';

const user = {
  memberId: 3,
  userId: 'kim',
  name: '김철수',
  role: 'member_view',
  langkey: 'ko',
  message: '로그인에 성공했습니다.',
};

describe('session transitions (spec part 1, section 4)', () => {
  it('starts signed out with langkey ko', () => {
    expect(initialAuthState).toMatchObject({
      isAuthenticated: false,
      loading: false,
      langkey: 'ko',
      role: null,
    });
  });

  it('is loading while submitting, then signed in with the user', () => {
    const loading = signInStarted(initialAuthState);
    expect(loading.loading).toBe(true);
    expect(signInSucceeded(loading, user)).toMatchObject({
      ...user,
      isAuthenticated: true,
      loading: false,
      error: '',
    });
  });

  it('keeps only the typed id after a failure (memberId 0, empty name, langkey ko)', () => {
    const failed = signInFailed(signInSucceeded(initialAuthState, user), 'lee', '로그인에 실패했습니다.');
    expect(failed).toMatchObject({
      memberId: 0,
      userId: 'lee',
      name: '',
      langkey: 'ko',
      role: null,
      isAuthenticated: false,
      error: '로그인에 실패했습니다.',
    });
  });

  it('clears the identity on sign-out but keeps memberId, as the spec says', () => {
    const out = signedOut(signInSucceeded(initialAuthState, user));
    expect(out).toMatchObject({
      isAuthenticated: false,
      userId: '',
      name: '',
      langkey: '',
      role: null,
      memberId: 3,
    });
    expect(out.message).toBe('로그아웃');
  });
});
