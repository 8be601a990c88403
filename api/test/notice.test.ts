// 공지사항 (issue 35): admins write, change and remove notices; every signed-in caller reads the
// notices for their audience (staff: STAFF and ALL; customers: CUSTOMER and ALL), pinned first, then
// newest; admins read every notice in the management list. GraphQL and REST over one service.
import { call, createUser, graphql, type Session, signIn } from './http';
import { badInput } from './kit';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: Session;
let staff: Session;

const FIELDS = 'noticeId title body audience pinnedYn regNm regDt chgDt version';
const LIST = `query ($page: PageInput) { notices(page: $page) { items { ${FIELDS} } total } }`;
const LATEST = `query ($limit: Int) { latestNotices(limit: $limit) { ${FIELDS} } }`;
const ONE = `query ($noticeId: Int!) { notice(noticeId: $noticeId) { ${FIELDS} } }`;
const CREATE = `mutation ($input: NoticeInput!) { createNotice(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: NoticeUpdateInput!) { updateNotice(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($noticeId: Int!) { deleteNotice(noticeId: $noticeId) { ${FIELDS} } }`;

interface NoticeJson {
  noticeId: number;
  title: string;
  body: string;
  audience: string;
  pinnedYn: string;
  regNm: string | null;
  version: number;
}

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server, 'notice-admin', 'admin-pass-1', 'admin', '공지 관리자');
  await createUser(server, 'notice-staff', 'staff-pass-1', 'member_view');
  admin = await signIn(server, 'notice-admin', 'admin-pass-1');
  staff = await signIn(server, 'notice-staff', 'staff-pass-1');
});
afterAll(() => server.close());

const publish = async (body: Record<string, unknown>) => {
  const answer = await call<NoticeJson>(server, 'POST', '/api/notices', { token: admin.accessToken, body });
  expect(answer.status).toBe(200);
  return answer.body;
};
const titles = (notices: readonly { title: string }[]) => notices.map((notice) => notice.title);

describe('who may do what', () => {
  it.each([
    ['GET', '/api/notices'],
    ['GET', '/api/notices/latest'],
    ['GET', '/api/notices/1'],
    ['POST', '/api/notices'],
    ['PUT', '/api/notices/1'],
    ['DELETE', '/api/notices/1'],
  ])('anonymous %s %s is 401', async (method, path) => {
    expect((await call(server, method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
  });

  it.each([
    ['notices', LIST, {}],
    ['latestNotices', LATEST, {}],
    ['notice', ONE, { noticeId: 1 }],
    ['createNotice', CREATE, { input: { title: 't', body: 'b' } }],
    ['updateNotice', UPDATE, { input: { noticeId: 1, title: 't', body: 'b' } }],
    ['deleteNotice', DELETE, { noticeId: 1 }],
  ])('anonymous %s is UNAUTHENTICATED', async (_field, query, variables) => {
    const answer = await graphql(server, query, variables);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(['member_all', 'member_view'] as const)('a %s may not write notices: 403', async (role) => {
    await createUser(server, `writer-${role}`, 'writer-pass-1', role);
    const session = await signIn(server, `writer-${role}`, 'writer-pass-1');
    const existing = await publish({ title: `${role} 대상`, body: '본문' });
    const body = { title: '제목', body: '내용', audience: 'ALL', pinnedYn: 'N' };
    expect((await call(server, 'POST', '/api/notices', { token: session.accessToken, body })).status).toBe(
      403,
    );
    expect(
      (await call(server, 'PUT', `/api/notices/${existing.noticeId}`, { token: session.accessToken, body }))
        .status,
    ).toBe(403);
    expect(
      (await call(server, 'DELETE', `/api/notices/${existing.noticeId}`, { token: session.accessToken }))
        .status,
    ).toBe(403);
    for (const [query, variables] of [
      [CREATE, { input: body }],
      [UPDATE, { input: { ...body, noticeId: existing.noticeId } }],
      [DELETE, { noticeId: existing.noticeId }],
    ] as const) {
      const answer = await graphql(server, query, variables, session.accessToken);
      expect(answer.errors?.[0]).toMatchObject({
        message: '이 작업을 할 권한이 없습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    await call(server, 'DELETE', `/api/notices/${existing.noticeId}`, { token: admin.accessToken });
  });
});

describe('writing', () => {
  it('publishes, changes and removes a notice, recording who wrote it', async () => {
    const created = await publish({
      title: '  설 연휴 배송 안내 ',
      body: '1월 28일부터\n쉽니다.',
      pinnedYn: 'Y',
    });
    expect(created).toMatchObject({
      title: '설 연휴 배송 안내',
      body: '1월 28일부터\n쉽니다.',
      audience: 'ALL',
      pinnedYn: 'Y',
      regNm: '공지 관리자',
    });
    const changed = await call<NoticeJson>(server, 'PUT', `/api/notices/${created.noticeId}`, {
      token: admin.accessToken,
      body: {
        title: '설 연휴 안내',
        body: '변경된 내용',
        audience: 'STAFF',
        pinnedYn: 'N',
        version: created.version,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: '설 연휴 안내', audience: 'STAFF', pinnedYn: 'N' });
    // A stale version is refused.
    const stale = await call(server, 'PUT', `/api/notices/${created.noticeId}`, {
      token: admin.accessToken,
      body: { title: '늦은 수정', body: '내용', version: created.version },
    });
    expect(stale.status).toBe(409);
    const viaGraphQL = await graphql<{ updateNotice: NoticeJson }>(
      server,
      UPDATE,
      {
        input: {
          noticeId: created.noticeId,
          title: 'GraphQL 수정',
          body: '내용',
          audience: 'CUSTOMER',
          pinnedYn: 'Y',
        },
      },
      admin.accessToken,
    );
    expect(viaGraphQL.data?.updateNotice).toMatchObject({ title: 'GraphQL 수정', audience: 'CUSTOMER' });

    const removed = await graphql<{ deleteNotice: NoticeJson }>(
      server,
      DELETE,
      { noticeId: created.noticeId },
      admin.accessToken,
    );
    expect(removed.data?.deleteNotice.title).toBe('GraphQL 수정');
    expect(
      (await call(server, 'GET', `/api/notices/${created.noticeId}`, { token: admin.accessToken })).status,
    ).toBe(404);
    expect(
      (await call(server, 'DELETE', `/api/notices/${created.noticeId}`, { token: admin.accessToken })).status,
    ).toBe(404);
    // The change history keeps the removed notice's text.
    const [deletion] = await server.db.orm.em
      .fork()
      .execute<{ changes: Record<string, [unknown, unknown]> }[]>(
        `select changes from audit_log where entity_name = 'notice' and entity_id = ? and action = 'delete'`,
        [String(created.noticeId)],
      );
    expect(deletion?.changes.title?.[0]).toBe('GraphQL 수정');
  });

  it.each([
    [{ title: '', body: '내용' }, '제목은 필수 입력 항목입니다.', 'title'],
    [{ title: '   ', body: '내용' }, '제목은 필수 입력 항목입니다.', 'title'],
    [{ title: '가'.repeat(101), body: '내용' }, expect.stringContaining('100자'), 'title'],
    [{ title: '제목', body: '' }, '내용은 필수 입력 항목입니다.', 'body'],
    [{ title: '제목', body: '가'.repeat(4001) }, expect.stringContaining('4000자'), 'body'],
    [{ title: '제목', body: '내용', audience: 'EVERYONE' }, expect.stringContaining('대상'), 'audience'],
    [{ title: '제목', body: '내용', pinnedYn: 'X' }, expect.stringContaining('고정'), 'pinnedYn'],
  ])('refuses %j: 400 naming the field', async (body, message, field) => {
    const answer = await call(server, 'POST', '/api/notices', { token: admin.accessToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(badInput(message, field));
    const viaGraphQL = await graphql(server, CREATE, { input: body }, admin.accessToken);
    expect(viaGraphQL.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('refuses a bad limit or number with 400', async () => {
    const limit = await call(server, 'GET', '/api/notices/latest?limit=99', { token: staff.accessToken });
    expect(limit.status).toBe(400);
    expect(limit.body).toMatchObject({ code: 'BAD_USER_INPUT', message: '개수는 1~20 사이로 입력해주세요.' });
    expect((await call(server, 'GET', '/api/notices/abc', { token: staff.accessToken })).status).toBe(400);
  });
});

describe('reading', () => {
  let forStaff: NoticeJson;
  let forCustomers: NoticeJson;
  beforeAll(async () => {
    await server.db.orm.em.fork().execute('delete from notice');
    await publish({ title: '모두 1', body: '내용', audience: 'ALL' });
    forCustomers = await publish({ title: '화주 1', body: '내용', audience: 'CUSTOMER' });
    forStaff = await publish({ title: '직원 1', body: '내용', audience: 'STAFF' });
    await publish({ title: '모두 고정', body: '내용', audience: 'ALL', pinnedYn: 'Y' });
    await publish({ title: '모두 2', body: '내용', audience: 'ALL' });
    await publish({ title: '화주 고정', body: '내용', audience: 'CUSTOMER', pinnedYn: 'Y' });
  });

  it('staff read the notices for staff and for everyone, pinned first, then newest', async () => {
    const list = await call<{ items: NoticeJson[]; total: number }>(server, 'GET', '/api/notices', {
      token: staff.accessToken,
    });
    expect(list.status).toBe(200);
    expect(titles(list.body.items)).toEqual(['모두 고정', '모두 2', '직원 1', '모두 1']);
    expect(list.body.total).toBe(4);
    const latest = await graphql<{ latestNotices: NoticeJson[] }>(server, LATEST, {}, staff.accessToken);
    expect(titles(latest.data!.latestNotices)).toEqual(['모두 고정', '모두 2', '직원 1']);
    const two = await call<NoticeJson[]>(server, 'GET', '/api/notices/latest?limit=2', {
      token: staff.accessToken,
    });
    expect(titles(two.body)).toEqual(['모두 고정', '모두 2']);
    // Another audience's notice is not found.
    expect(
      (await call(server, 'GET', `/api/notices/${forCustomers.noticeId}`, { token: staff.accessToken }))
        .status,
    ).toBe(404);
    const one = await graphql<{ notice: NoticeJson }>(
      server,
      ONE,
      { noticeId: forStaff.noticeId },
      staff.accessToken,
    );
    expect(one.data?.notice.title).toBe('직원 1');
  });

  it("admins manage every notice, and read staff's on their home screens", async () => {
    const list = await graphql<{ notices: { items: NoticeJson[]; total: number } }>(
      server,
      LIST,
      { page: { page: 0, size: 4 } },
      admin.accessToken,
    );
    expect(titles(list.data!.notices.items)).toEqual(['화주 고정', '모두 고정', '모두 2', '직원 1']);
    expect(list.data!.notices.total).toBe(6);
    const latest = await call<NoticeJson[]>(server, 'GET', '/api/notices/latest', {
      token: admin.accessToken,
    });
    expect(titles(latest.body)).toEqual(['모두 고정', '모두 2', '직원 1']);
    expect(
      (await call(server, 'GET', `/api/notices/${forCustomers.noticeId}`, { token: admin.accessToken }))
        .status,
    ).toBe(200);
  });

  it('customers read the notices for customers and for everyone, and write none', async () => {
    await createUser(server, 'notice-customer', 'customer-pass-1', 'customer');
    const customer = await signIn(server, 'notice-customer', 'customer-pass-1');
    const latest = await call<NoticeJson[]>(server, 'GET', '/api/notices/latest', {
      token: customer.accessToken,
    });
    expect(latest.status).toBe(200);
    expect(titles(latest.body)).toEqual(['화주 고정', '모두 고정', '모두 2']);
    const list = await call<{ items: NoticeJson[] }>(server, 'GET', '/api/notices', {
      token: customer.accessToken,
    });
    expect(titles(list.body.items)).toEqual(['화주 고정', '모두 고정', '모두 2', '화주 1', '모두 1']);
    const theirs = await call<NoticeJson>(server, 'GET', `/api/notices/${forCustomers.noticeId}`, {
      token: customer.accessToken,
    });
    expect(theirs.body.title).toBe('화주 1');
    expect(
      (await call(server, 'GET', `/api/notices/${forStaff.noticeId}`, { token: customer.accessToken }))
        .status,
    ).toBe(404);
    const body = { title: '화주의 공지', body: '내용' };
    expect((await call(server, 'POST', '/api/notices', { token: customer.accessToken, body })).status).toBe(
      403,
    );
    expect(
      (await call(server, 'DELETE', `/api/notices/${forCustomers.noticeId}`, { token: customer.accessToken }))
        .status,
    ).toBe(403);
  });
});
