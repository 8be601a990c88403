import { readFileSync } from 'node:fs';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { WEB_DOCUMENTS_MANIFEST } from '../src/graphql/web-documents';
import { ROTATION_GRACE_SECONDS } from '../src/modules/auth/refresh-tokens';
import { call, createUser, graphql, sessionCookies, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server, 'admin', 'admin-pass-1', 'admin', '관리자');
});
afterAll(() => server.close());

const refresh = (cookie: string, xsrf: string | null) =>
  call<{ accessToken?: string; message?: string }>(server, 'POST', '/auth/refresh', {
    cookie,
    headers: xsrf === null ? {} : { 'x-xsrf-token': xsrf },
  });

describe('POST /auth/login', () => {
  it('answers 200 with the token, langkey and message, and sets the session cookies', async () => {
    const answer = await call<Record<string, string>>(server, 'POST', '/auth/login', {
      body: { userId: 'admin', userPw: 'admin-pass-1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accessToken: expect.any(String),
      langkey: 'ko',
      message: '로그인에 성공했습니다.',
    });
    const [header, payload] = (answer.body.accessToken ?? '').split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ authorities: ['admin'], userId: 'admin', name: '관리자' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    const refreshCookie = answer.cookies.find((cookie) => cookie.startsWith('refresh_token='));
    expect(refreshCookie).toMatch(/HttpOnly/i);
    expect(refreshCookie).toMatch(/SameSite=Strict/i);
    expect(refreshCookie).not.toMatch(/Expires|Max-Age/i);
    expect(answer.cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/i);
  });

  it('gives the same answer for an unknown id and a wrong password', async () => {
    const unknown = await call(server, 'POST', '/auth/login', {
      body: { userId: 'nobody', userPw: 'admin-pass-1' },
    });
    const wrong = await call(server, 'POST', '/auth/login', {
      body: { userId: 'admin', userPw: 'wrong-pass' },
    });
    expect({ status: unknown.status, body: unknown.body, cookies: unknown.cookies }).toEqual({
      status: wrong.status,
      body: wrong.body,
      cookies: [],
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'UNAUTHENTICATED',
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('asks for the id, then the password', async () => {
    const noId = await call(server, 'POST', '/auth/login', { body: { userId: ' ', userPw: '' } });
    expect(noId).toMatchObject({ status: 400, body: { message: '아이디를 입력해주세요.', field: 'userId' } });
    const noPassword = await call(server, 'POST', '/auth/login', { body: { userId: 'admin' } });
    expect(noPassword).toMatchObject({
      status: 400,
      body: { message: '비밀번호를 입력해주세요.', field: 'userPw' },
    });
  });
});

/** Pretends every rotation so far happened `seconds` ago. */
async function ageRotations(seconds: number): Promise<void> {
  await server.db.orm.em
    .fork()
    .execute(
      `update refresh_token set used_at = used_at - make_interval(secs => ?) where used_at is not null`,
      [seconds],
    );
}

describe('POST /auth/refresh', () => {
  it('renews the token and rotates the cookie; a replay after the grace window revokes the whole sign-in', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    const first = await refresh(session.cookie, session.xsrf);
    expect(first.status).toBe(200);
    expect(first.body.accessToken).toEqual(expect.any(String));
    const rotated = sessionCookies(first.cookies);
    expect(rotated.cookie).not.toBe(session.cookie);

    await ageRotations(ROTATION_GRACE_SECONDS + 1);
    const replay = await refresh(session.cookie, session.xsrf);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('로그인이 만료되었습니다. 다시 로그인해주세요.');
    // The thief's replay also ends the rightful holder's sign-in.
    expect((await refresh(rotated.cookie, rotated.xsrf)).status).toBe(401);
  });

  it('gives two tabs refreshing at once the same new sign-in, so both stay signed in', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    const [tabA, tabB] = await Promise.all([
      refresh(session.cookie, session.xsrf),
      refresh(session.cookie, session.xsrf),
    ]);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    const cookiesA = sessionCookies(tabA.cookies);
    expect(sessionCookies(tabB.cookies)).toEqual(cookiesA);
    // The pair they share goes on working.
    expect((await refresh(cookiesA.cookie, cookiesA.xsrf)).status).toBe(200);
  });

  it('ends a sign-in at its absolute limit however often it is refreshed', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    await server.db.orm.em
      .fork()
      .execute(
        `update refresh_token set session_expires_at = now() - interval '1 second' where revoked_at is null`,
      );
    expect((await refresh(session.cookie, session.xsrf)).status).toBe(401);
  });

  it('binds the XSRF token to its sign-in: the token of another session is refused', async () => {
    const mine = await signIn(server, 'admin', 'admin-pass-1');
    const other = await signIn(server, 'admin', 'admin-pass-1');
    const refreshCookie = mine.cookie.split('; ').find((pair) => pair.startsWith('refresh_token='));
    const planted = `${refreshCookie}; XSRF-TOKEN=${other.xsrf}`;
    expect((await refresh(planted, other.xsrf)).status).toBe(403);
  });

  it('requires the X-XSRF-TOKEN header to match the cookie', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    expect((await refresh(session.cookie, null)).status).toBe(403);
    expect((await refresh(session.cookie, 'forged')).status).toBe(403);
    expect((await refresh(session.cookie, session.xsrf)).status).toBe(200);
  });

  it('answers 401 without a cookie', async () => {
    expect((await refresh('', null)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the refresh token and clears the cookies', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    const answer = await call(server, 'POST', '/auth/logout', {
      cookie: session.cookie,
      headers: { 'x-xsrf-token': session.xsrf },
    });
    expect(answer).toMatchObject({ status: 200, body: { message: '로그아웃되었습니다.' } });
    expect(answer.cookies.some((cookie) => /^refresh_token=;/.test(cookie))).toBe(true);
    expect((await refresh(session.cookie, session.xsrf)).status).toBe(401);
  });
});

describe('GraphQL sign-in', () => {
  it('signs in, tells who is signed in, refreshes and signs out', async () => {
    const login = await call<{ data: { login: { accessToken: string; langkey: string } } }>(
      server,
      'POST',
      '/graphql',
      {
        body: {
          query: 'mutation($input: LoginInput!) { login(input: $input) { accessToken langkey message } }',
          variables: { input: { userId: 'admin', userPw: 'admin-pass-1' } },
        },
      },
    );
    expect(login.status).toBe(200);
    const { accessToken } = login.body.data.login;
    const me = await graphql<{ me: { userId: string; name: string; role: string } }>(
      server,
      '{ me { userId name role } }',
      {},
      accessToken,
    );
    expect(me.data?.me).toEqual({ userId: 'admin', name: '관리자', role: 'admin' });

    const session = sessionCookies(login.cookies);
    const renewed = await call<{ data: { refreshToken: { accessToken: string } } }>(
      server,
      'POST',
      '/graphql',
      {
        cookie: session.cookie,
        headers: { 'x-xsrf-token': session.xsrf },
        body: { query: 'mutation { refreshToken { accessToken } }' },
      },
    );
    expect(renewed.body.data.refreshToken.accessToken).toEqual(expect.any(String));

    const rotated = sessionCookies(renewed.cookies);
    const logout = await call<{ data: { logout: string } }>(server, 'POST', '/graphql', {
      cookie: rotated.cookie,
      headers: { 'x-xsrf-token': rotated.xsrf },
      body: { query: 'mutation { logout }' },
    });
    expect(logout.body.data.logout).toBe('로그아웃되었습니다.');
    expect((await refresh(rotated.cookie, rotated.xsrf)).status).toBe(401);
  });

  it('answers a wrong password with HTTP 401 and a Korean message', async () => {
    const answer = await graphql(
      server,
      'mutation { login(input: { userId: "admin", userPw: "nope" }) { accessToken } }',
    );
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]).toMatchObject({
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(answer.errors?.[0]?.extensions).not.toHaveProperty('http');
    expect(answer.errors?.[0]).not.toHaveProperty('extensions.stacktrace');
  });
});

describe('me of a customer (화주)', () => {
  const manifest = Object.values(
    JSON.parse(readFileSync(WEB_DOCUMENTS_MANIFEST, 'utf8')) as Record<string, string>,
  );
  /** The web app's own `me` document: a customer may send no other. */
  const webMe = manifest.find((document) => /\bquery Me\b/.test(document));

  it('answers its company through the web app’s document, and staff theirs (none)', async () => {
    expect(webMe).toBeDefined();
    const rows = rowBuilders(() => server.db.orm.em.fork());
    const companyId = await rows.aCompany({ company_nm: '내정보화주상회' });
    await createUser(server, 'me.customer', 'customer-pass-1', 'customer', '화주담당', companyId);
    const customer = await signIn(server, 'me.customer', 'customer-pass-1');
    const answer = await graphql<{ me: Record<string, unknown> }>(server, webMe!, {}, customer.accessToken);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toMatchObject({ role: 'customer', companyId, companyNm: '내정보화주상회' });

    const staff = await signIn(server, 'admin', 'admin-pass-1');
    const staffAnswer = await graphql<{ me: Record<string, unknown> }>(server, webMe!, {}, staff.accessToken);
    expect(staffAnswer.data?.me).toMatchObject({ role: 'admin', companyId: null, companyNm: null });
  });
});
