import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
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

export const LOGIN_MESSAGES = {
  idRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
} as const;
/** Offered only when the server says it runs on demo data (DECISIONS.md). */
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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 400 }}>
          <CardContent sx={{ p: 4 }}>
            <Box
              component="form"
              noValidate
              onSubmit={(event) => void submit(event)}
              sx={{ display: 'grid', gap: 2 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  justifyContent: 'center',
                  color: 'primary.main',
                }}
              >
                <LocalShippingIcon fontSize="large" />
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                  택배관리시스템
                </Typography>
              </Box>
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
              <Box role="alert" aria-live="polite" sx={{ minHeight: 48 }}>
                {shownError && <Alert severity="error">{shownError}</Alert>}
              </Box>
              <Button type="submit" variant="contained" size="large" disabled={auth.loading}>
                {auth.loading ? '로그인 중...' : '로그인'}
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Box>
      <AppFooter />
    </Box>
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
 * An outlined text field built from its parts: TextField would bring Select and its menus into the
 * sign-in page's download (issue 4's budget for this page is 200 kB gzip).
 */
function LoginField({ label, inputRef, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth disabled={input.disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} inputRef={inputRef} {...input} />
    </FormControl>
  );
}
