// 내 정보 (issue 35): every signed-in user reads and changes their own name, telephone and e-mail
// (never their id, permission, company or status) and changes their own password, over GraphQL and
// REST. A password change needs the current password (a wrong one: 400 naming currentPw, counted
// as sign-in attempts are), ends every other sign-in of the user and keeps the one that made it.
import { readFileSync } from 'node:fs';
import { WEB_DOCUMENTS_MANIFEST } from '../src/graphql/web-documents';
import { LoginThrottle } from '../src/modules/auth/login-throttle';
import { call, createUser, graphql, type Session, sessionCookies, signIn } from './http';
import { badInput } from './kit';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  // Two free guesses, then a wait: the throttle's rule, made quick to reach.
  server = await startTestServer({
    loginThrottle: new LoginThrottle({
      freeAttemptsPerAccount: 3,
      freeAttemptsPerSource: 100,
      firstWaitSeconds: 60,
      longestWaitSeconds: 60,
      windowSeconds: 3600,
    }),
  });
});
afterAll(() => server.close());

const ACCOUNT = `{ myAccount { memberId userId name telNo email groupVal companyId companyNm version } }`;
const UPDATE = `mutation ($input: MyAccountInput!) { updateMyAccount(input: $input) { userId name telNo email groupVal } }`;
const CHANGE = `mutation ($input: PasswordChangeInput!) { changeMyPassword(input: $input) { accessToken message } }`;

/** The web app's document of the operation `name`: a customer (화주) may send only those. */
function webDocument(name: string): string {
  const documents = Object.values(
    JSON.parse(readFileSync(WEB_DOCUMENTS_MANIFEST, 'utf8')) as Record<string, string>,
  );
  const found = documents.find((text) => new RegExp(`(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`the web app has no document ${name}`);
  return found;
}

const refresh = (session: Session) =>
  call<{ accessToken: string }>(server, 'POST', '/auth/refresh', {
    cookie: session.cookie,
    headers: { 'x-xsrf-token': session.xsrf },
  });
const memberList = (token: string) => call(server, 'GET', '/api/member/list', { token });

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/account', undefined],
    ['PUT', '/api/account', { name: '누구', telNo: '010-1111-2222', email: 'a@example.com' }],
    ['PUT', '/api/account/password', { currentPw: 'x', newPw: 'abcdefgh', newPwConfirm: 'abcdefgh' }],
  ])('%s %s is 401', async (method, path, body) => {
    expect((await call(server, method, path, { body })).status).toBe(401);
  });

  it.each([
    ['myAccount', ACCOUNT, {}],
    ['updateMyAccount', UPDATE, { input: { name: 'a', telNo: '01011112222', email: 'a@example.com' } }],
    ['changeMyPassword', CHANGE, { input: { currentPw: 'x', newPw: 'abcdefgh', newPwConfirm: 'abcdefgh' } }],
  ])('%s is UNAUTHENTICATED', async (_field, query, variables) => {
    const answer = await graphql(server, query, variables);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('own details', () => {
  it.each(['member_view', 'member_pickup', 'admin', 'customer'] as const)(
    'a %s reads and changes their own details, not their id or permission',
    async (role) => {
      const userId = `self-${role.replace('_', '-')}`;
      const memberId = await createUser(server, userId, 'self-pass-1', role);
      const session = await signIn(server, userId, 'self-pass-1');
      const read = await call<{ userId: string; groupVal: string; memberId: number }>(
        server,
        'GET',
        '/api/account',
        {
          token: session.accessToken,
        },
      );
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ memberId, userId, groupVal: role });

      const changed = await call(server, 'PUT', '/api/account', {
        token: session.accessToken,
        // The id, the permission and the status sent along are not the caller's to change.
        body: {
          name: '  새 이름 ',
          telNo: '010-9876-5432',
          email: 'new@example.com',
          userId: 'hijacked',
          groupVal: 'admin',
          delYn: 'Y',
        },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        userId,
        name: '새 이름',
        telNo: '01098765432',
        email: 'new@example.com',
        groupVal: role,
      });
      // A customer sends the web app's documents; staff any document.
      const [update, readDocument] =
        role === 'customer' ? [webDocument('UpdateMyAccount'), webDocument('MyAccount')] : [UPDATE, ACCOUNT];
      const viaGraphQL = await graphql<{ updateMyAccount: { name: string; groupVal: string } }>(
        server,
        update,
        { input: { name: '그래프 이름', telNo: '02-123-4567', email: 'g@example.com' } },
        session.accessToken,
      );
      expect(viaGraphQL.data?.updateMyAccount).toMatchObject({ name: '그래프 이름', groupVal: role });
      const again = await graphql<{ myAccount: { name: string; telNo: string; userId: string } }>(
        server,
        readDocument,
        {},
        session.accessToken,
      );
      expect(again.data?.myAccount).toMatchObject({ name: '그래프 이름', telNo: '021234567', userId });
      // Changing details ends no sign-in.
      expect((await graphql(server, readDocument, {}, session.accessToken)).status).toBe(200);
    },
  );

  it.each([
    [{ name: '', telNo: '010-1111-2222', email: 'a@example.com' }, '이름은 필수 입력 항목입니다.', 'name'],
    [{ name: '이름', telNo: '12', email: 'a@example.com' }, '올바른 전화번호 형식이 아닙니다.', 'telNo'],
    [{ name: '이름', telNo: '010-1111-2222', email: 'not-mail' }, '올바른 이메일 형식이 아닙니다.', 'email'],
    [
      { name: '가'.repeat(51), telNo: '010-1111-2222', email: 'a@example.com' },
      expect.stringContaining('50자'),
      'name',
    ],
  ])('refuses %j: 400 naming the field', async (body, message, field) => {
    await createUser(server, 'bad-details', 'bad-details-1', 'member_all').catch(() => undefined);
    const session = await signIn(server, 'bad-details', 'bad-details-1');
    const answer = await call(server, 'PUT', '/api/account', { token: session.accessToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(badInput(message, field));
    const viaGraphQL = await graphql(server, UPDATE, { input: body }, session.accessToken);
    expect(viaGraphQL.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });
});

describe('password change', () => {
  it('is a customer’s (화주) too', async () => {
    await createUser(server, 'customer-changer', 'old-password-6', 'customer');
    const session = await signIn(server, 'customer-changer', 'old-password-6');
    const other = await signIn(server, 'customer-changer', 'old-password-6');
    const answer = await call<{ accessToken: string }>(server, 'PUT', '/api/account/password', {
      token: session.accessToken,
      body: { currentPw: 'old-password-6', newPw: 'new-password-6', newPwConfirm: 'new-password-6' },
    });
    expect(answer.status).toBe(200);
    const account = (token: string) => call(server, 'GET', '/api/account', { token });
    expect((await account(answer.body.accessToken)).status).toBe(200);
    expect((await account(other.accessToken)).status).toBe(401);
    expect((await signIn(server, 'customer-changer', 'new-password-6')).accessToken).toEqual(
      expect.any(String),
    );
  });

  it('ends every other sign-in of the user and keeps the one that made it', async () => {
    await createUser(server, 'changer', 'old-password-1', 'member_delivery');
    const laptop = await signIn(server, 'changer', 'old-password-1');
    const phone = await signIn(server, 'changer', 'old-password-1');
    const answer = await call<{ accessToken: string; message: string }>(
      server,
      'PUT',
      '/api/account/password',
      {
        token: laptop.accessToken,
        cookie: laptop.cookie,
        body: { currentPw: 'old-password-1', newPw: 'new-password-1', newPwConfirm: 'new-password-1' },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료되었습니다.');
    // The other device: its access token and its refresh cookie are both dead.
    expect((await memberList(phone.accessToken)).status).toBe(401);
    expect((await refresh(phone)).status).toBe(401);
    // The old token of the changing device is dead too; the answer's token and cookies carry on.
    expect((await memberList(laptop.accessToken)).status).toBe(401);
    expect((await memberList(answer.body.accessToken)).status).toBe(200);
    const renewed = await refresh({
      accessToken: answer.body.accessToken,
      ...sessionCookies(answer.cookies),
    });
    expect(renewed.status).toBe(200);
    expect((await memberList(renewed.body.accessToken)).status).toBe(200);
    // The new password signs in; the old one does not.
    expect((await signIn(server, 'changer', 'new-password-1')).accessToken).toEqual(expect.any(String));
    expect(
      (await call(server, 'POST', '/auth/login', { body: { userId: 'changer', userPw: 'old-password-1' } }))
        .status,
    ).toBe(401);
  });

  it('over GraphQL too, with the cookies set as at sign-in', async () => {
    await createUser(server, 'gql-changer', 'old-password-2', 'member_view');
    const session = await signIn(server, 'gql-changer', 'old-password-2');
    const other = await signIn(server, 'gql-changer', 'old-password-2');
    const answer = await call<{ data: { changeMyPassword: { accessToken: string } } }>(
      server,
      'POST',
      '/graphql',
      {
        token: session.accessToken,
        body: {
          query: CHANGE,
          variables: {
            input: { currentPw: 'old-password-2', newPw: 'new-password-2', newPwConfirm: 'new-password-2' },
          },
        },
      },
    );
    expect(answer.status).toBe(200);
    expect(sessionCookies(answer.cookies).xsrf).not.toBe('');
    const token = answer.body.data.changeMyPassword.accessToken;
    expect((await graphql(server, ACCOUNT, {}, token)).status).toBe(200);
    expect((await graphql(server, ACCOUNT, {}, other.accessToken)).status).toBe(401);
  });

  it('refuses a wrong current password with 400 naming the field, and ends nothing', async () => {
    await createUser(server, 'wrong-current', 'right-password-1', 'member_all');
    const session = await signIn(server, 'wrong-current', 'right-password-1');
    const answer = await call(server, 'PUT', '/api/account/password', {
      token: session.accessToken,
      body: { currentPw: 'not-my-password', newPw: 'new-password-3', newPwConfirm: 'new-password-3' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(badInput('현재 비밀번호가 일치하지 않습니다.', 'currentPw'));
    const viaGraphQL = await graphql(
      server,
      CHANGE,
      { input: { currentPw: 'not-my-password', newPw: 'new-password-3', newPwConfirm: 'new-password-3' } },
      session.accessToken,
    );
    expect(viaGraphQL.errors?.[0]).toMatchObject({
      message: '현재 비밀번호가 일치하지 않습니다.',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPw' },
    });
    expect((await memberList(session.accessToken)).status).toBe(200);
    expect((await signIn(server, 'wrong-current', 'right-password-1')).accessToken).toEqual(
      expect.any(String),
    );
  });

  it('makes guessing wait as the sign-in does', async () => {
    await createUser(server, 'guessed', 'right-password-4', 'member_all');
    const session = await signIn(server, 'guessed', 'right-password-4');
    const guess = (currentPw: string) =>
      call(server, 'PUT', '/api/account/password', {
        token: session.accessToken,
        body: { currentPw, newPw: 'new-password-4', newPwConfirm: 'new-password-4' },
      });
    const statuses = [];
    for (const attempt of ['guess-1', 'guess-2', 'guess-3', 'guess-4'])
      statuses.push((await guess(attempt)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Even the right password waits now.
    const waited = await guess('right-password-4');
    expect(waited.status).toBe(429);
    expect(waited.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
  });

  it.each([
    [
      { currentPw: '', newPw: 'new-password-5', newPwConfirm: 'new-password-5' },
      '현재 비밀번호는 필수 입력 항목입니다.',
      'currentPw',
    ],
    [
      { currentPw: 'right-password-5', newPw: 'short', newPwConfirm: 'short' },
      '새 비밀번호는 8~100자로 입력해주세요.',
      'newPw',
    ],
    [
      { currentPw: 'right-password-5', newPw: 'new-password-5', newPwConfirm: 'other-password' },
      '새 비밀번호와 확인 값이 다릅니다.',
      'newPwConfirm',
    ],
    [
      { currentPw: 'right-password-5', newPw: 'right-password-5', newPwConfirm: 'right-password-5' },
      '새 비밀번호가 현재 비밀번호와 같습니다.',
      'newPw',
    ],
  ])('refuses %j before checking the password: 400 naming the field', async (body, message, field) => {
    await createUser(server, 'policy', 'right-password-5', 'member_all').catch(() => undefined);
    const session = await signIn(server, 'policy', 'right-password-5');
    const answer = await call(server, 'PUT', '/api/account/password', { token: session.accessToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(badInput(message, field));
    expect((await memberList(session.accessToken)).status).toBe(200);
  });
});
