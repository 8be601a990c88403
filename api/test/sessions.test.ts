// Sessions that the account's current state governs: a demoted, withdrawn or re-passworded user's
// tokens stop working at their next request, "sign out everywhere" ends every device's sign-in,
// and only admins see users' phone numbers and e-mail addresses.
import { call, createUser, graphql, type Session, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
  admin = await signIn(server, 'admin', 'admin-pass-1');
});
afterAll(() => server.close());

const refresh = (session: Session) =>
  call(server, 'POST', '/auth/refresh', {
    cookie: session.cookie,
    headers: { 'x-xsrf-token': session.xsrf },
  });

const createAdminAs = (session: Session, userId: string) =>
  call(server, 'POST', '/api/member/insert', {
    token: session.accessToken,
    body: {
      userId,
      userPw: 'Passw0rd!',
      userPwConfirm: 'Passw0rd!',
      name: '새 관리자',
      email: `${userId}@example.com`,
      telNo: '010-1234-5678',
      groupVal: 'admin',
    },
  });

/** The update body of a user as stored, with `changes` applied. */
async function updateBody(
  memberId: number,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [row] = await server.db.orm.em.fork().execute<Record<string, unknown>[]>(
    `select member_id as "memberId", user_id as "userId", name, email, tel_no as "telNo",
              group_val as "groupVal", del_yn as "delYn", version from member where member_id = ?`,
    [memberId],
  );
  return { ...row, ...changes };
}

describe('a change to the account reaches tokens already issued', () => {
  it('a demoted admin cannot create admins with the token they still hold', async () => {
    const id = await createUser(server, 'demoted', 'demoted-pass-1', 'admin');
    const demoted = await signIn(server, 'demoted', 'demoted-pass-1');
    expect((await createAdminAs(demoted, 'made-before')).status).toBe(200);

    const update = await call(server, 'PUT', '/api/member/update', {
      token: admin.accessToken,
      body: await updateBody(id, { groupVal: 'member_view' }),
    });
    expect(update.status).toBe(200);

    const attempt = await createAdminAs(demoted, 'made-after');
    expect(attempt.status).toBe(401);
    // The next refresh serves the new role: reading still works, writing is refused.
    const renewed = await refresh(demoted);
    expect(renewed.status).toBe(200);
    const token = (renewed.body as { accessToken: string }).accessToken;
    const me = await graphql<{ me: { role: string } }>(server, '{ me { role } }', {}, token);
    expect(me.data?.me.role).toBe('member_view');
    expect((await createAdminAs({ ...demoted, accessToken: token }, 'made-later')).status).toBe(403);
  });

  it('a withdrawn admin is refused at once, and cannot refresh', async () => {
    const id = await createUser(server, 'leaving', 'leaving-pass-1', 'admin');
    const leaving = await signIn(server, 'leaving', 'leaving-pass-1');
    expect(
      (await call(server, 'DELETE', `/api/member/delete/${id}`, { token: admin.accessToken })).status,
    ).toBe(200);
    expect((await createAdminAs(leaving, 'made-by-leaver')).status).toBe(401);
    expect((await graphql(server, '{ me { role } }', {}, leaving.accessToken)).status).toBe(401);
    expect((await refresh(leaving)).status).toBe(401);
  });

  it('a new password ends the sign-ins made with the old one', async () => {
    const id = await createUser(server, 'rotating', 'rotating-pass-1', 'member_all');
    const old = await signIn(server, 'rotating', 'rotating-pass-1');
    const update = await call(server, 'PUT', '/api/member/update', {
      token: admin.accessToken,
      body: await updateBody(id, { userPw: 'new-password-1', userPwConfirm: 'new-password-1' }),
    });
    expect(update.status).toBe(200);
    expect((await call(server, 'GET', '/api/member/list', { token: old.accessToken })).status).toBe(401);
    expect((await refresh(old)).status).toBe(401);
    expect((await signIn(server, 'rotating', 'new-password-1')).accessToken).toEqual(expect.any(String));
  });

  it('signing out everywhere ends the sign-ins of every device', async () => {
    const id = await createUser(server, 'traveller', 'traveller-pass-1', 'member_view');
    const version = async () =>
      (
        await server.db.orm.em
          .fork()
          .execute<{ version: number }[]>('select version from member where member_id = ?', [id])
      )[0]!.version;
    const versionBefore = await version();
    const laptop = await signIn(server, 'traveller', 'traveller-pass-1');
    const phone = await signIn(server, 'traveller', 'traveller-pass-1');
    const answer = await call<{ message: string }>(server, 'POST', '/auth/logout-all', {
      token: laptop.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('모든 기기에서 로그아웃되었습니다.');
    // The raw update of session_version moved the member's version on by exactly one (bump_version()).
    expect(await version()).toBe(versionBefore + 1);
    for (const device of [laptop, phone]) {
      expect((await call(server, 'GET', '/api/member/list', { token: device.accessToken })).status).toBe(401);
      expect((await refresh(device)).status).toBe(401);
    }
    const viaGraphQL = await signIn(server, 'traveller', 'traveller-pass-1');
    const done = await graphql<{ logoutEverywhere: string }>(
      server,
      'mutation { logoutEverywhere }',
      {},
      viaGraphQL.accessToken,
    );
    expect(done.data?.logoutEverywhere).toBe('모든 기기에서 로그아웃되었습니다.');
    expect((await graphql(server, '{ me { role } }', {}, viaGraphQL.accessToken)).status).toBe(401);
  });
});

describe('phone numbers and e-mail addresses of users', () => {
  it('are answered to admins only, and only admins may search by phone', async () => {
    await createUser(server, 'reader', 'reader-pass-1', 'member_all');
    const reader = await signIn(server, 'reader', 'reader-pass-1');
    type Page = { items: { userId: string; telNo: string | null; email: string | null }[] };
    const asAdmin = await call<Page>(server, 'GET', '/api/member/list?page=0&size=50', {
      token: admin.accessToken,
    });
    expect(asAdmin.body.items.find((item) => item.userId === 'reader')).toMatchObject({
      telNo: '01012345678',
      email: 'reader@example.com',
    });
    const asReader = await call<Page>(server, 'GET', '/api/member/list?page=0&size=50', {
      token: reader.accessToken,
    });
    expect(asReader.body.items.length).toBeGreaterThan(1);
    for (const item of asReader.body.items) expect(item).toMatchObject({ telNo: null, email: null });

    const search = await call(server, 'GET', '/api/member/list?telNo=0101234', { token: reader.accessToken });
    expect(search).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', field: 'telNo' } });
    const viaGraphQL = await graphql<{ members: { items: { telNo: string | null }[] } }>(
      server,
      '{ members(page: { size: 50 }) { items { telNo email } } }',
      {},
      reader.accessToken,
    );
    expect(viaGraphQL.data?.members.items.every((item) => item.telNo === null)).toBe(true);
  });
});

describe('the users list past its last page', () => {
  it('counts only the users that match the filters', async () => {
    await createUser(server, 'kimfirst', 'kimfirst-pass-1', 'member_view', '김첫째');
    const filter = `name=${encodeURIComponent('김첫째')}`;
    const first = await call<{ total: number }>(server, 'GET', `/api/member/list?${filter}&page=0&size=17`, {
      token: admin.accessToken,
    });
    const beyond = await call<{ items: unknown[]; total: number }>(
      server,
      'GET',
      `/api/member/list?${filter}&page=5&size=17`,
      { token: admin.accessToken },
    );
    expect(first.body.total).toBe(1);
    expect(beyond.body).toEqual({ items: [], total: 1 });
  });
});
