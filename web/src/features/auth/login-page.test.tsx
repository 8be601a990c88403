import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../app/session/session-provider';
import { ACCESS_TOKEN_KEY, PERSIST_KEY } from '../../app/session/session-storage';
import { ToastProvider } from '../../components/toast-provider';
import { LoginPage } from './login-page';

/** A JWT-shaped token whose claims the web reads (the server signs real ones). */
const claims = { sub: '7', authorities: ['admin'], userId: 'admin', name: '관리자' };
const token = `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

type Route = (body: unknown) => { status: number; body: unknown };
function mockServer(routes: Record<string, Route>) {
  const calls: { path: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, body });
    const route = routes[path];
    const answer = route ? route(body) : { status: 404, body: {} };
    // jsdom has no Response: hand back the part of it the app reads.
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}
const appInfo =
  (demoData: boolean): Route =>
  () => ({
    status: 200,
    body: {
      data: { appInfo: { productName: '택배관리시스템', demoData, printProgramUrl: null } },
    },
  });

// A data router needs fetch's Request, which jsdom lacks; the plain memory router does not.
function renderLogin() {
  render(
    <ToastProvider>
      <SessionProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/transport/check" element={<p>배송 확인 화면</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </ToastProvider>,
  );
}

const idField = () => screen.getByLabelText('아이디');
const passwordField = () => screen.getByLabelText('비밀번호');

beforeEach(() => sessionStorage.clear());

describe('LoginPage', () => {
  it('prefills the demo account only when the server runs on demo data', async () => {
    mockServer({ '/graphql': appInfo(true) });
    renderLogin();
    await waitFor(() => expect(idField()).toHaveValue('admin'));
    expect(passwordField()).toHaveValue('admin1234');
  });

  it('leaves the fields empty on a real deployment', async () => {
    const calls = mockServer({ '/graphql': appInfo(false) });
    renderLogin();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(idField()).toHaveValue('');
  });

  it('asks for the id, then the password, before calling the server', async () => {
    const calls = mockServer({ '/graphql': appInfo(false) });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(idField(), { target: { value: 'kim' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/auth/login')).toHaveLength(0);
  });

  it('moves from the id to an empty password field on Enter', () => {
    mockServer({ '/graphql': appInfo(false) });
    renderLogin();
    fireEvent.change(idField(), { target: { value: 'kim' } });
    fireEvent.keyDown(idField(), { key: 'Enter' });
    expect(passwordField()).toHaveFocus();
  });

  it("shows the server's message when sign-in fails", async () => {
    mockServer({
      '/graphql': appInfo(false),
      '/auth/login': () => ({ status: 401, body: { message: '아이디 또는 비밀번호가 올바르지 않습니다.' } }),
    });
    renderLogin();
    fireEvent.change(idField(), { target: { value: 'kim' } });
    fireEvent.change(passwordField(), { target: { value: 'wrong' } });
    fireEvent.submit(passwordField());
    expect(await screen.findByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
  });

  it('signs in, keeps the session in session storage and goes to /transport/check', async () => {
    const calls = mockServer({
      '/graphql': appInfo(false),
      '/auth/login': () => ({
        status: 200,
        body: { accessToken: token, langkey: 'ko', message: '로그인에 성공했습니다.' },
      }),
    });
    renderLogin();
    fireEvent.change(idField(), { target: { value: 'admin' } });
    fireEvent.change(passwordField(), { target: { value: 'admin1234' } });
    await act(async () => {
      fireEvent.submit(passwordField());
    });
    expect(await screen.findByText('배송 확인 화면')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/auth/login')?.body).toEqual({
      userId: 'admin',
      userPw: 'admin1234',
    });
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    const root = JSON.parse(sessionStorage.getItem(PERSIST_KEY) ?? '{}') as Record<string, string>;
    expect(JSON.parse(root.auth ?? '{}')).toMatchObject({
      isAuthenticated: true,
      memberId: 7,
      userId: 'admin',
      name: '관리자',
      role: 'admin',
      langkey: 'ko',
    });
    expect(JSON.parse(root._persist ?? '{}')).toMatchObject({ version: 1 });
  });
});
