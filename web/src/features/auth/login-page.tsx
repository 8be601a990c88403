import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { AppFooter } from '../../app/shell/app-footer';
import { requestAppInfo } from '../../lib/app-info-request';
import './login-page.css';

export const LOGIN_MESSAGES = {
  idRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
} as const;
/** Offered only when the server says it runs on demo data (docs/decisions.md#demo-sign-in). */
export const DEMO_ACCOUNT = { userId: 'admin', userPw: 'admin1234' } as const;

/** The sign-in screen (spec part 1: login screen, sections 5 and 8). */
export function LoginPage() {
  const { auth, signIn } = useSession();
  const navigate = useNavigate();
  const [userId, setUserId] = useState('');
  const [userPw, setUserPw] = useState('');
  const [error, setError] = useState('');
  const touched = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let active = true;
    void requestAppInfo().then((info) => {
      if (active && info?.demoData && !touched.current) {
        setUserId(DEMO_ACCOUNT.userId);
        setUserPw(DEMO_ACCOUNT.userPw);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (auth.loading) return;
    if (!userId.trim()) return setError(LOGIN_MESSAGES.idRequired);
    if (!userPw) return setError(LOGIN_MESSAGES.passwordRequired);
    setError('');
    if (await signIn(userId.trim(), userPw)) void navigate('/transport/check', { replace: true });
  };

  // Enter in the id field moves to an empty password field instead of submitting.
  const onIdKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !userPw) {
      event.preventDefault();
      passwordRef.current?.focus();
    }
  };

  const shownError = error || auth.error;
  return (
    <div className="login-page">
      <main className="login-page__main">
        <form className="login-card" noValidate onSubmit={(event) => void submit(event)}>
          <div className="login-card__title">
            <TruckIcon />
            <h1>택배관리시스템</h1>
          </div>
          <LoginField
            label="아이디"
            value={userId}
            autoComplete="username"
            autoFocus
            disabled={auth.loading}
            onChange={(event) => {
              touched.current = true;
              setUserId(event.target.value);
            }}
            onKeyDown={onIdKeyDown}
          />
          <LoginField
            label="비밀번호"
            type="password"
            value={userPw}
            autoComplete="current-password"
            disabled={auth.loading}
            inputRef={passwordRef}
            onChange={(event) => {
              touched.current = true;
              setUserPw(event.target.value);
            }}
          />
          <div role="alert" aria-live="polite" className="login-card__message">
            {shownError && (
              <div className="login-alert">
                <ErrorIcon />
                <span>{shownError}</span>
              </div>
            )}
          </div>
          <button type="submit" className="login-card__submit" disabled={auth.loading}>
            {auth.loading ? '로그인 중...' : '로그인'}
          </button>
        </form>
      </main>
      <AppFooter />
    </div>
  );
}

interface LoginFieldProps {
  label: string;
  value: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * An outlined text field whose label floats to the border once it has focus or a value, as MUI's
 * does. Plain elements: MUI's runtime alone would take most of the sign-in page's 120 kB budget.
 */
function LoginField({ label, inputRef, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <div className="login-field">
      {/* The placeholder (a space) lets CSS tell an empty field (:placeholder-shown) from a filled one. */}
      <input id={id} ref={inputRef} placeholder=" " {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Material icons' LocalShipping and ErrorOutline (Apache 2.0), drawn without MUI's SvgIcon. */
function TruckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="login-card__logo">
      <path d="M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zM6 18.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m13.5-9 1.96 2.5H17V9.5zm-1.5 9c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5" />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="login-alert__icon">
      <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
    </svg>
  );
}
