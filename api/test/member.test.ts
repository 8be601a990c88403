// User management (설정 > 사용자 관리) through the REST shim (/api/member/*) and GraphQL, against the
// real server and database: filters, paging, the form's ordered checks, password "change only",
// withdrawal, the role table of DECISIONS.md and the audit trail.
import { call, createUser, graphql, type HttpAnswer, type Session, sessionCookies, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

interface MemberJson {
  memberId: number;
  userId: string;
  name: string;
  email: string | null;
  telNo: string | null;
  companyId: number | null;
  companyNm: string | null;
  groupVal: string;
  delYn: string;
  regDt: string;
  version: number;
}

interface ErrorJson {
  code: string;
  message: string;
  field?: string;
}

interface MemberPageJson {
  items: MemberJson[];
  total: number;
}

const PASSWORD = 'Passw0rd!';
const ADMIN_PASSWORD = 'admin-pass-1234';
const LOGIN_FAILED = '아이디 또는 비밀번호가 올바르지 않습니다.';
const FORBIDDEN = '이 작업을 할 권한이 없습니다.';
// regDt is asked for only where it is the point of the test (see 'answers the registration time').
const MEMBER_FIELDS = 'memberId userId name email telNo companyId companyNm groupVal delYn version';
const CREATE_MUTATION = `mutation ($input: MemberCreateInput!) { createMember(input: $input) { ${MEMBER_FIELDS} } }`;
const UPDATE_MUTATION = `mutation ($input: MemberUpdateInput!) { updateMember(input: $input) { ${MEMBER_FIELDS} } }`;

let server: TestServer;
let admin: Session;
let adminId: number;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer();
  adminId = await createUser(server, 'admin', ADMIN_PASSWORD, 'admin', '관리자');
  admin = await signIn(server, 'admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------
// Helpers

/** A REST call, as the admin unless another token (or null for none) is given. */
function rest<Body = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null } = {},
): Promise<HttpAnswer<Body>> {
  return call<Body>(server, method, path, { token: admin.accessToken, ...options });
}

/** A GraphQL call, as the admin unless another token (or null for none) is given. */
function gql<Data = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token: string | null = admin.accessToken,
) {
  return graphql<Data>(server, query, variables, token);
}

/** The answer's raw text, to look for things that must never be sent (password hashes). */
async function rawText(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

const uniqueUserId = (prefix = 'user') => `${prefix}${++sequence}`;

/** A valid insert body with a fresh user id; overrides replace single fields. */
function memberBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const userId = uniqueUserId();
  return {
    userId,
    userPw: PASSWORD,
    userPwConfirm: PASSWORD,
    name: '홍길동',
    email: `${userId}@example.com`,
    telNo: '010-1234-5678',
    companyId: null,
    groupVal: 'member_view',
    ...overrides,
  };
}

/** Registers a user through POST /api/member/insert and returns the answer. */
async function insertMember(overrides: Record<string, unknown> = {}): Promise<MemberJson> {
  const answer = await rest<MemberJson>('POST', '/api/member/insert', { body: memberBody(overrides) });
  if (answer.status !== 200)
    throw new Error(`insert failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** An update body that changes nothing (blank password keeps it); overrides replace single fields. */
function updateBody(member: MemberJson, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    memberId: member.memberId,
    userPw: '',
    userPwConfirm: '',
    name: member.name,
    email: member.email,
    telNo: member.telNo,
    companyId: member.companyId,
    groupVal: member.groupVal,
    delYn: member.delYn,
    version: member.version,
    ...overrides,
  };
}

async function getMember(memberId: number): Promise<MemberJson> {
  const answer = await gql<{ member: MemberJson }>(
    `query ($memberId: Int!) { member(memberId: $memberId) { ${MEMBER_FIELDS} } }`,
    { memberId },
  );
  if (!answer.data) throw new Error(`member ${memberId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.member;
}

const login = (userId: string, userPw: string) =>
  call<{ accessToken?: string; message: string }>(server, 'POST', '/auth/login', {
    body: { userId, userPw },
  });

/** POST /auth/refresh with a session's cookies and XSRF header. */
const refreshSession = (session: Session) =>
  call<{ accessToken?: string }>(server, 'POST', '/auth/refresh', {
    cookie: session.cookie,
    headers: { 'x-xsrf-token': session.xsrf },
  });

const listMembers = async (query = ''): Promise<MemberJson[]> => {
  const answer = await rest<MemberJson[]>('GET', `/api/member/list${query}`);
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  return answer.body;
};

const userIdsOf = (members: MemberJson[]) => members.map((member) => member.userId);

const expectNewestFirst = (members: MemberJson[]) => {
  const ids = members.map((member) => member.memberId);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
};

// ---------------------------------------------------------------------------------------------

describe('GET /api/member/list and GraphQL members', () => {
  let companyId: number;
  let kim: MemberJson;
  let lee: MemberJson;
  let kim2: MemberJson;

  beforeAll(async () => {
    const [company] = await server.db.orm.em
      .fork()
      .execute<{ company_id: number }[]>(
        `insert into company (biz_no, company_nm) values ('2208162517','대성통신') returning company_id`,
      );
    companyId = company!.company_id;
    kim = await insertMember({ name: 'Kim Listtest', telNo: '010-5555-0001', groupVal: 'member_view' });
    lee = await insertMember({
      name: '이목록',
      telNo: '02-555-0002',
      groupVal: 'member_delivery',
      companyId,
    });
    kim2 = await insertMember({ name: 'KIM LISTTEST 2', telNo: '01055550003', groupVal: 'member_all' });
  });

  it('answers an array of every user, newest first, without a page or size', async () => {
    const members = await listMembers();
    expect(userIdsOf(members)).toEqual(
      expect.arrayContaining(['admin', kim.userId, lee.userId, kim2.userId]),
    );
    expectNewestFirst(members);
    expect(members[0]!.userId).toBe(kim2.userId);
  });

  it('filters by exact permission group; "all" and an empty value mean no filter', async () => {
    const delivery = await listMembers('?groupVal=member_delivery');
    expect(userIdsOf(delivery)).toContain(lee.userId);
    expect(delivery.every((member) => member.groupVal === 'member_delivery')).toBe(true);

    const everyone = await listMembers();
    expect(await listMembers('?groupVal=all')).toEqual(everyone);
    expect(await listMembers('?groupVal=')).toEqual(everyone);
  });

  it('accepts the old form values member1..member4 as the permission filter', async () => {
    expect(await listMembers('?groupVal=member2')).toEqual(await listMembers('?groupVal=member_delivery'));
    expect(userIdsOf(await listMembers('?groupVal=member1'))).toContain(kim.userId);
    expect(userIdsOf(await listMembers('?groupVal=member4'))).toContain(kim2.userId);
  });

  it('refuses an unknown permission filter with 400 naming groupVal', async () => {
    const answer = await rest<ErrorJson>('GET', '/api/member/list?groupVal=boss');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: '올바른 권한 형식이 아닙니다.',
      field: 'groupVal',
    });
  });

  it('filters by part of the name, ignoring case', async () => {
    expect(userIdsOf(await listMembers('?name=listtest'))).toEqual([kim2.userId, kim.userId]);
    expect(userIdsOf(await listMembers(`?name=${encodeURIComponent('목록')}`))).toEqual([lee.userId]);
  });

  it('filters by telephone number typed with or without hyphens', async () => {
    expect(userIdsOf(await listMembers('?telNo=010-5555-0001'))).toEqual([kim.userId]);
    expect(userIdsOf(await listMembers('?telNo=01055550001'))).toEqual([kim.userId]);
    expect(userIdsOf(await listMembers('?telNo=5555-000'))).toEqual([kim2.userId, kim.userId]);
    expect(userIdsOf(await listMembers('?telNo=02-555-0002'))).toEqual([lee.userId]);
  });

  it('combines filters', async () => {
    expect(userIdsOf(await listMembers('?name=kim&groupVal=member_all&telNo=0003'))).toEqual([kim2.userId]);
    expect(await listMembers('?name=kim&groupVal=member_delivery')).toEqual([]);
  });

  it('answers {items, total} with page and size', async () => {
    const everyone = await listMembers();
    const first = await rest<MemberPageJson>('GET', '/api/member/list?page=0&size=2');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(everyone.length);
    expect(first.body.items).toEqual(everyone.slice(0, 2));

    const second = await rest<MemberPageJson>('GET', '/api/member/list?page=1&size=2');
    expect(second.body).toEqual({ items: everyone.slice(2, 4), total: everyone.length });

    const sizeOnly = await rest<MemberPageJson>('GET', '/api/member/list?size=3&name=listtest');
    expect(sizeOnly.body).toEqual({ items: [kim2, kim], total: 2 });
  });

  it('counts with the filters on a page past the last one (REST and GraphQL)', async () => {
    const filtered = await rest<MemberPageJson>('GET', '/api/member/list?name=listtest&page=0&size=17');
    expect(filtered.body.total).toBe(2);
    const past = await rest<MemberPageJson>('GET', '/api/member/list?name=listtest&page=5&size=17');
    expect(past.body).toEqual({ items: [], total: 2 });
    const viaGraphql = await gql<{ members: MemberPageJson }>(
      '{ members(filter: { name: "listtest" }, page: { page: 5 }) { items { memberId } total } }',
    );
    expect(viaGraphql.data!.members).toEqual({ items: [], total: 2 });
  });

  it('refuses a page size over 100 with 400 and a Korean message naming size', async () => {
    const answer = await rest<ErrorJson>('GET', '/api/member/list?page=0&size=101');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_USER_INPUT');
    expect(answer.body.message).toMatch(/[가-힣]/);
    expect(answer.body.message).toContain('size');
    expect(answer.body.field).toBe('size');
  });

  it('joins the company name when a company is set', async () => {
    const [row] = (await listMembers(`?name=${encodeURIComponent('이목록')}`)) as [MemberJson];
    expect(row).toMatchObject({ companyId, companyNm: '대성통신', telNo: '025550002' });
    expect((await listMembers('?telNo=01055550001'))[0]).toMatchObject({ companyId: null, companyNm: null });
    expect(await getMember(lee.memberId)).toMatchObject({ companyId, companyNm: '대성통신' });
  });

  it('never answers a password or its hash', async () => {
    for (const path of ['/api/member/list', '/api/member/list?page=0&size=100']) {
      const text = await rawText(path);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('userPw');
      expect(text).not.toContain('user_pw');
    }
    const answer = await call(server, 'POST', '/graphql', {
      token: admin.accessToken,
      body: { query: `{ members(page: { size: 100 }) { items { ${MEMBER_FIELDS} } total } }` },
    });
    expect(JSON.stringify(answer.body)).not.toContain('$argon2');
  });

  it('pages over GraphQL with the filters, newest first', async () => {
    const query = `query ($filter: MemberFilterInput, $page: PageInput) {
      members(filter: $filter, page: $page) { items { ${MEMBER_FIELDS} } total }
    }`;
    const everyone = await listMembers();
    const firstPage = await gql<{ members: MemberPageJson }>(query, { page: { page: 0, size: 2 } });
    expect(firstPage.errors).toBeUndefined();
    expect(firstPage.data!.members.total).toBe(everyone.length);
    expect(firstPage.data!.members.items.map((member) => member.memberId)).toEqual(
      everyone.slice(0, 2).map((member) => member.memberId),
    );

    const filtered = await gql<{ members: MemberPageJson }>(query, {
      filter: { name: 'LISTTEST', telNo: '010-5555' },
    });
    expect(filtered.data!.members.total).toBe(2);
    expect(userIdsOf(filtered.data!.members.items)).toEqual([kim2.userId, kim.userId]);

    const byGroup = await gql<{ members: MemberPageJson }>(query, {
      filter: { groupVal: 'member_delivery' },
    });
    expect(userIdsOf(byGroup.data!.members.items)).toContain(lee.userId);
    expect(byGroup.data!.members.items.every((member) => member.groupVal === 'member_delivery')).toBe(true);

    const all = await gql<{ members: MemberPageJson }>(query, { filter: { groupVal: 'all' } });
    expect(all.data!.members.total).toBe(everyone.length);
  });

  it('uses 17 rows per page by default over GraphQL', async () => {
    // Filler rows straight into the database: 16 API inserts would spend seconds on argon2.
    for (let index = 0; index < 16; index += 1) {
      await createUser(server, uniqueUserId('filler'), 'filler-pass-1', 'member_view', '페이지채움');
    }
    const answer = await gql<{ members: MemberPageJson }>('{ members { items { memberId } total } }');
    expect(answer.data!.members.total).toBeGreaterThan(17);
    expect(answer.data!.members.items).toHaveLength(17);
  });

  it('refuses a GraphQL page size over 100 with BAD_USER_INPUT naming size', async () => {
    const answer = await gql('{ members(page: { page: 0, size: 101 }) { total } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('size');
    expect(answer.errors?.[0]?.message).toMatch(/[가-힣]/);
  });
});

describe('POST /api/member/insert and GraphQL createMember', () => {
  it('registers a user: trimmed, email lowercased, phone digits only, status N', async () => {
    const userId = uniqueUserId('newbie');
    const answer = await rest<MemberJson>('POST', '/api/member/insert', {
      body: memberBody({
        userId,
        name: '  김신규  ',
        email: '  New.User@Example.COM ',
        telNo: '010-2345-6789',
        groupVal: 'member_pickup',
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      memberId: expect.any(Number),
      userId,
      name: '김신규',
      email: 'new.user@example.com',
      telNo: '01023456789',
      companyId: null,
      companyNm: null,
      groupVal: 'member_pickup',
      delYn: 'N',
      regDt: expect.any(String),
      version: 1,
    });
    expect(JSON.stringify(answer.body)).not.toContain('$argon2');
  });

  it('lets the new user sign in with the password given', async () => {
    const member = await insertMember({ userPw: 'Sign-in-42', userPwConfirm: 'Sign-in-42' });
    const answer = await login(member.userId, 'Sign-in-42');
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).toEqual(expect.any(String));
    expect((await login(member.userId, PASSWORD)).status).toBe(401);
  });

  it('refuses an empty body with the first check of the form: the id', async () => {
    const answer = await rest<ErrorJson>('POST', '/api/member/insert', { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: '아이디는 필수 입력 항목입니다.',
      field: 'userId',
    });
  });

  it('registers a user when the optional companyId is left out', async () => {
    const body = memberBody();
    delete body.companyId;
    const answer = await rest<MemberJson>('POST', '/api/member/insert', { body });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userId: body.userId, companyId: null, companyNm: null });
  });

  it('checks the form in order, one message and field at a time, and writes nothing', async () => {
    const userId = uniqueUserId('order');
    // companyId: null is sent from the first step so that this walk checks the form's own order;
    // a body without companyId at all is the test 'refuses an empty body ...' above.
    const steps: [body: Record<string, unknown>, field: string, message: string][] = [
      [{ companyId: null }, 'userId', '아이디는 필수 입력 항목입니다.'],
      [{ userId }, 'userPw', '비밀번호는 필수 입력 항목입니다.'],
      [{ userPw: PASSWORD }, 'userPwConfirm', '비밀번호 확인은 필수 입력 항목입니다.'],
      [{ userPwConfirm: `${PASSWORD}x` }, 'userPwConfirm', '비밀번호와 확인 값이 다릅니다.'],
      [{ userPwConfirm: PASSWORD }, 'name', '이름은 필수 입력 항목입니다.'],
      [{ name: '순서' }, 'email', '이메일은 필수 입력 항목입니다.'],
      [{ email: 'not-an-email' }, 'email', '올바른 이메일 형식이 아닙니다.'],
      [{ email: 'order@example.com' }, 'telNo', '전화번호는 필수 입력 항목입니다.'],
      [{ telNo: '123-45' }, 'telNo', '올바른 전화번호 형식이 아닙니다.'],
      [{ telNo: '010-9876-5432' }, 'groupVal', '권한은 필수 입력 항목입니다.'],
      [{ groupVal: 'boss' }, 'groupVal', '올바른 권한 형식이 아닙니다.'],
    ];
    let body: Record<string, unknown> = {};
    const answers: unknown[] = [];
    for (const [change] of steps) {
      body = { ...body, ...change };
      const answer = await rest<ErrorJson>('POST', '/api/member/insert', { body });
      answers.push({ step: change, status: answer.status, body: answer.body });
    }
    expect(answers).toEqual(
      steps.map(([change, field, message]) => ({
        step: change,
        status: 400,
        body: { code: 'BAD_USER_INPUT', message, field },
      })),
    );
    expect((await rest<boolean>('GET', `/api/member/userId/check/${userId}`)).body).toBe(false);

    const done = await rest<MemberJson>('POST', '/api/member/insert', {
      body: { ...body, groupVal: 'admin' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ userId, groupVal: 'admin', telNo: '01098765432' });
  });

  it.each([
    [
      'a malformed id',
      { userId: 'a b' },
      'userId',
      '아이디는 영문, 숫자와 . _ - 로 3~50자까지 입력할 수 있습니다.',
    ],
    [
      'a short password',
      { userPw: 'short', userPwConfirm: 'short' },
      'userPw',
      '비밀번호는 8~100자로 입력해주세요.',
    ],
    ['a Seoul number too short', { telNo: '02-123-456' }, 'telNo', '올바른 전화번호 형식이 아닙니다.'],
  ])('refuses %s', async (_case, change, field, message) => {
    const answer = await rest<ErrorJson>('POST', '/api/member/insert', { body: memberBody(change) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'BAD_USER_INPUT', message, field });
  });

  it('refuses a taken id with 409, also the id of a withdrawn user', async () => {
    const member = await insertMember();
    const duplicate = await rest<ErrorJson>('POST', '/api/member/insert', {
      body: memberBody({ userId: member.userId }),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      code: 'CONFLICT',
      message: '이미 사용 중인 ID입니다.',
      field: 'userId',
    });

    expect((await rest('DELETE', `/api/member/delete/${member.memberId}`)).status).toBe(200);
    const reuse = await rest<ErrorJson>('POST', '/api/member/insert', {
      body: memberBody({ userId: member.userId }),
    });
    expect(reuse.status).toBe(409);
    expect(reuse.body.message).toBe('이미 사용 중인 ID입니다.');
  });

  it.each([
    ['member1', 'member_view'],
    ['member2', 'member_delivery'],
    ['member3', 'member_pickup'],
    ['member4', 'member_all'],
  ])('accepts the old form value %s over REST and stores %s', async (alias, stored) => {
    const member = await insertMember({ groupVal: alias });
    expect(member.groupVal).toBe(stored);
    const [row] = await server.db.orm.em
      .fork()
      .execute<{ group_val: string }[]>('select group_val from member where member_id = ?', [
        member.memberId,
      ]);
    expect(row?.group_val).toBe(stored);
  });

  it('refuses an unknown company with 400 naming companyId and writes nothing', async () => {
    const body = memberBody({ companyId: 999999 });
    const answer = await rest<ErrorJson>('POST', '/api/member/insert', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: '선택한 업체가 없습니다.',
      field: 'companyId',
    });
    expect((await rest<boolean>('GET', `/api/member/userId/check/${String(body.userId)}`)).body).toBe(false);
  });

  it('refuses wrong JSON types with 400 and a Korean message naming the field', async () => {
    const answer = await rest<ErrorJson>('POST', '/api/member/insert', { body: memberBody({ name: 123 }) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_USER_INPUT');
    expect(answer.body.field).toBe('name');
    expect(answer.body.message).toContain('name');
    expect(answer.body.message).toMatch(/[가-힣]/);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const answer = await call<ErrorJson>(server, 'POST', '/api/member/insert', {
      token: admin.accessToken,
      rawBody: '{"userId":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: '요청 본문이 올바른 JSON 형식이 아닙니다.',
    });
  });

  it('registers a user over GraphQL, and refuses bad input with the field in extensions', async () => {
    const mutation = CREATE_MUTATION;
    const input = memberBody({ email: 'GQL@Example.com', telNo: '031-123-4567' });
    const created = await gql<{ createMember: MemberJson }>(mutation, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMember).toMatchObject({
      userId: input.userId,
      email: 'gql@example.com',
      telNo: '0311234567',
      delYn: 'N',
    });
    expect((await login(String(input.userId), PASSWORD)).status).toBe(200);

    const bad = await gql(mutation, { input: { ...input, userId: uniqueUserId(), email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]).toMatchObject({
      message: '올바른 이메일 형식이 아닙니다.',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });

    const taken = await gql(mutation, { input });
    expect(taken.status).toBe(409);
    expect(taken.errors?.[0]).toMatchObject({
      message: '이미 사용 중인 ID입니다.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('registers a user over GraphQL when the optional companyId is left out', async () => {
    const input = memberBody();
    delete input.companyId;
    const answer = await gql<{ createMember: MemberJson }>(CREATE_MUTATION, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createMember).toMatchObject({ userId: input.userId, companyId: null });
  });
});

describe('GET /api/member/userId/check/{userId} and GraphQL userIdTaken', () => {
  const taken = (userId: string) =>
    gql<{ userIdTaken: boolean }>('query ($userId: String!) { userIdTaken(userId: $userId) }', { userId });

  it('answers true for a taken id and false for a free one', async () => {
    const member = await insertMember();
    expect(await rest('GET', `/api/member/userId/check/${member.userId}`)).toMatchObject({
      status: 200,
      body: true,
    });
    expect(await rest('GET', '/api/member/userId/check/admin')).toMatchObject({ status: 200, body: true });
    expect(await rest('GET', '/api/member/userId/check/nobody-here')).toMatchObject({
      status: 200,
      body: false,
    });

    expect((await taken(member.userId)).data).toEqual({ userIdTaken: true });
    expect((await taken('nobody-here')).data).toEqual({ userIdTaken: false });
  });

  it('answers true for the id of a withdrawn user (ids are never reused)', async () => {
    const member = await insertMember();
    expect((await rest('DELETE', `/api/member/delete/${member.memberId}`)).status).toBe(200);
    expect((await rest('GET', `/api/member/userId/check/${member.userId}`)).body).toBe(true);
    expect((await taken(member.userId)).data).toEqual({ userIdTaken: true });
  });

  it('refuses a blank id with 400', async () => {
    const answer = await rest<ErrorJson>('GET', '/api/member/userId/check/%20');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('값을 입력해주세요.');
    expect((await taken('')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('PUT /api/member/update and GraphQL updateMember', () => {
  const updateMutation = UPDATE_MUTATION;

  it('keeps the old password when the password is blank', async () => {
    const member = await insertMember({ name: '수정전' });
    const answer = await rest<MemberJson>('PUT', '/api/member/update', {
      body: updateBody(member, {
        name: '수정후',
        email: 'Changed@Example.com',
        telNo: '02-1234-5678',
        groupVal: 'member3',
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      memberId: member.memberId,
      userId: member.userId,
      name: '수정후',
      email: 'changed@example.com',
      telNo: '0212345678',
      groupVal: 'member_pickup',
      delYn: 'N',
      version: member.version + 1,
    });
    expect((await login(member.userId, PASSWORD)).status).toBe(200);
  });

  it('also keeps the password when it is left out or null', async () => {
    const member = await insertMember();
    const body = updateBody(member, { name: '비밀번호없음', userPw: null, userPwConfirm: null });
    expect((await rest('PUT', '/api/member/update', { body })).status).toBe(200);
    const {
      userPw: _pw,
      userPwConfirm: _confirm,
      ...withoutPassword
    } = updateBody(await getMember(member.memberId));
    expect((await rest('PUT', '/api/member/update', { body: withoutPassword })).status).toBe(200);
    expect((await login(member.userId, PASSWORD)).status).toBe(200);
  });

  it('replaces the password and ends the sign-ins the user already had', async () => {
    const member = await insertMember();
    const before = await signIn(server, member.userId, PASSWORD);
    const check = await refreshSession(before);
    expect(check.status).toBe(200);
    const session: Session = { accessToken: check.body.accessToken!, ...sessionCookies(check.cookies) };

    const answer = await rest<MemberJson>('PUT', '/api/member/update', {
      body: updateBody(member, { userPw: 'Brand-new-9', userPwConfirm: 'Brand-new-9' }),
    });
    expect(answer.status).toBe(200);

    const old = await login(member.userId, PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(LOGIN_FAILED);
    expect((await login(member.userId, 'Brand-new-9')).status).toBe(200);
    expect((await refreshSession(session)).status).toBe(401);
  });

  it('updates a user when the optional companyId is left out (REST and GraphQL)', async () => {
    const member = await insertMember();
    const { companyId: _company, ...body } = updateBody(member, { name: '업체생략' });
    const viaRest = await rest<MemberJson>('PUT', '/api/member/update', { body });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({ name: '업체생략', companyId: null });

    const viaGraphql = await gql<{ updateMember: MemberJson }>(UPDATE_MUTATION, {
      input: { ...body, name: '업체생략2', version: null },
    });
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data?.updateMember).toMatchObject({ name: '업체생략2', companyId: null });
  });

  it('refuses a new password that differs from its confirmation', async () => {
    const member = await insertMember();
    const answer = await rest<ErrorJson>('PUT', '/api/member/update', {
      body: updateBody(member, { userPw: 'Brand-new-9', userPwConfirm: 'Brand-new-8' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: '비밀번호와 확인 값이 다릅니다.',
      field: 'userPwConfirm',
    });
    expect((await login(member.userId, PASSWORD)).status).toBe(200);
  });

  it('refuses a stale version with 409 and keeps the newer change', async () => {
    const member = await insertMember({ name: '버전원본' });
    const first = await rest<MemberJson>('PUT', '/api/member/update', {
      body: updateBody(member, { name: '먼저' }),
    });
    expect(first.status).toBe(200);
    const stale = await rest<ErrorJson>('PUT', '/api/member/update', {
      body: updateBody(member, { name: '나중' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      code: 'CONFLICT',
      message: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해주세요.',
    });
    expect((await getMember(member.memberId)).name).toBe('먼저');

    const again = await gql(updateMutation, { input: updateBody(member, { name: '그래프' }) });
    expect(again.status).toBe(409);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('answers 404 for an unknown member', async () => {
    const member = await insertMember();
    const body = updateBody(member, { memberId: 999999 });
    const answer = await rest<ErrorJson>('PUT', '/api/member/update', { body });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'NOT_FOUND', message: '사용자를 찾을 수 없습니다.' });

    const viaGraphql = await gql(updateMutation, { input: body });
    expect(viaGraphql.status).toBe(404);
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: '사용자를 찾을 수 없습니다.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a missing or non-numeric memberId with 400', async () => {
    const member = await insertMember();
    const { memberId: _id, ...withoutId } = updateBody(member);
    expect((await rest('PUT', '/api/member/update', { body: withoutId })).status).toBe(400);
    expect(
      (await rest('PUT', '/api/member/update', { body: updateBody(member, { memberId: 'abc' }) })).status,
    ).toBe(400);
  });

  it('does not let an admin withdraw themself through the edit form', async () => {
    const self = await getMember(adminId);
    const answer = await rest<ErrorJson>('PUT', '/api/member/update', {
      body: updateBody(self, { delYn: 'Y' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: '본인 계정은 탈퇴 처리할 수 없습니다.',
      field: 'delYn',
    });
    expect((await getMember(adminId)).delYn).toBe('N');
  });

  it('withdraws another user through the edit form (delYn Y) and restores them (N)', async () => {
    const member = await insertMember();
    const withdrawn = await rest<MemberJson>('PUT', '/api/member/update', {
      body: updateBody(member, { delYn: 'Y' }),
    });
    expect(withdrawn.body.delYn).toBe('Y');
    expect((await login(member.userId, PASSWORD)).status).toBe(401);

    const restored = await rest<MemberJson>('PUT', '/api/member/update', {
      body: updateBody(withdrawn.body, { delYn: 'N' }),
    });
    expect(restored.body.delYn).toBe('N');
    expect((await login(member.userId, PASSWORD)).status).toBe(200);
  });

  it('updates a user over GraphQL', async () => {
    const member = await insertMember();
    const answer = await gql<{ updateMember: MemberJson }>(updateMutation, {
      input: updateBody(member, { name: '그래프수정', telNo: '010-7777-8888', userPw: '' }),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateMember).toMatchObject({
      memberId: member.memberId,
      name: '그래프수정',
      telNo: '01077778888',
      version: member.version + 1,
    });
    expect((await login(member.userId, PASSWORD)).status).toBe(200);
  });
});

describe('DELETE /api/member/delete/{id} and GraphQL withdrawMember', () => {
  it('withdraws the user: delYn Y, the row stays, and they can no longer sign in', async () => {
    const member = await insertMember();
    const session = await signIn(server, member.userId, PASSWORD);

    const answer = await rest<MemberJson>('DELETE', `/api/member/delete/${member.memberId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ memberId: member.memberId, userId: member.userId, delYn: 'Y' });

    const [row] = (await listMembers()).filter((listed) => listed.memberId === member.memberId);
    expect(row).toMatchObject({ delYn: 'Y', name: member.name });

    const refused = await login(member.userId, PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(LOGIN_FAILED);
    expect((await refreshSession(session)).status).toBe(401);
  });

  it('refuses to withdraw the caller themself', async () => {
    const answer = await rest<ErrorJson>('DELETE', `/api/member/delete/${adminId}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('본인 계정은 탈퇴 처리할 수 없습니다.');
    expect((await getMember(adminId)).delYn).toBe('N');
  });

  it('refuses a non-numeric id with 400 and answers 404 for an unknown one', async () => {
    const bad = await rest<ErrorJson>('DELETE', '/api/member/delete/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
    expect(bad.body.message).toMatch(/[가-힣]/);

    const unknown = await rest<ErrorJson>('DELETE', '/api/member/delete/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'NOT_FOUND', message: '사용자를 찾을 수 없습니다.' });
  });

  it('withdraws over GraphQL', async () => {
    const member = await insertMember();
    const mutation = `mutation ($memberId: Int!) { withdrawMember(memberId: $memberId) { memberId delYn } }`;
    const answer = await gql<{ withdrawMember: { memberId: number; delYn: string } }>(mutation, {
      memberId: member.memberId,
    });
    expect(answer.data).toEqual({ withdrawMember: { memberId: member.memberId, delYn: 'Y' } });
    expect((await login(member.userId, PASSWORD)).status).toBe(401);

    const self = await gql(mutation, { memberId: adminId });
    expect(self.status).toBe(400);
    expect(self.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('registration time (regDt)', () => {
  it('is answered over REST as a valid time', async () => {
    const member = await insertMember();
    expect(Number.isNaN(Date.parse(member.regDt))).toBe(false);
    const [listed] = (await listMembers()).filter((row) => row.memberId === member.memberId);
    expect(Number.isNaN(Date.parse(listed!.regDt))).toBe(false);
  });

  it('is answered over GraphQL by every field that returns users', async () => {
    const member = await insertMember();
    const answers = {
      members: await gql('{ members(page: { size: 1 }) { items { regDt } } }'),
      member: await gql(`{ member(memberId: ${member.memberId}) { regDt } }`),
      createMember: await gql(
        'mutation ($input: MemberCreateInput!) { createMember(input: $input) { regDt } }',
        {
          input: memberBody(),
        },
      ),
      updateMember: await gql(
        'mutation ($input: MemberUpdateInput!) { updateMember(input: $input) { regDt } }',
        {
          input: updateBody(member),
        },
      ),
      withdrawMember: await gql(`mutation { withdrawMember(memberId: ${member.memberId}) { regDt } }`),
    };
    const problems = Object.entries(answers)
      .filter(([, answer]) => answer.errors)
      .map(([field, answer]) => `${field}: ${answer.errors?.[0]?.message}`);
    expect(problems).toEqual([]);
    const fromMember = (answers.member.data as { member: { regDt: string } }).member.regDt;
    expect(new Date(fromMember).getTime()).toBe(new Date(member.regDt).getTime());
  });
});

describe.each(['member_view', 'member_all', 'member_delivery', 'member_pickup'])(
  'a %s user (users: read only)',
  (role) => {
    let session: Session;
    let target: MemberJson;

    beforeAll(async () => {
      const userId = uniqueUserId(role);
      await createUser(server, userId, PASSWORD, role);
      session = await signIn(server, userId, PASSWORD);
      target = await insertMember({ name: '대상사용자' });
    });

    it('may list users and check ids', async () => {
      expect((await rest('GET', '/api/member/list', { token: session.accessToken })).status).toBe(200);
      expect(
        (await rest('GET', '/api/member/list?page=0&size=5', { token: session.accessToken })).status,
      ).toBe(200);
      expect(
        await rest('GET', '/api/member/userId/check/admin', { token: session.accessToken }),
      ).toMatchObject({
        status: 200,
        body: true,
      });
      const answer = await gql<{ members: { total: number }; userIdTaken: boolean }>(
        '{ members { total } userIdTaken(userId: "admin") }',
        {},
        session.accessToken,
      );
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual({ members: { total: expect.any(Number) }, userIdTaken: true });
    });

    it('may not insert, update or delete over REST (403)', async () => {
      const token = session.accessToken;
      const attempts = [
        await rest<ErrorJson>('POST', '/api/member/insert', { token, body: memberBody() }),
        await rest<ErrorJson>('PUT', '/api/member/update', {
          token,
          body: updateBody(target, { name: '바꿈' }),
        }),
        await rest<ErrorJson>('DELETE', `/api/member/delete/${target.memberId}`, { token }),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN });
      }
      expect(await getMember(target.memberId)).toMatchObject({ name: '대상사용자', delYn: 'N' });
    });

    it('may not create, update or withdraw over GraphQL (HTTP 403, FORBIDDEN)', async () => {
      const token = session.accessToken;
      const input = memberBody();
      const attempts = [
        await gql(
          'mutation ($input: MemberCreateInput!) { createMember(input: $input) { memberId } }',
          { input },
          token,
        ),
        await gql(
          'mutation ($input: MemberUpdateInput!) { updateMember(input: $input) { memberId } }',
          { input: updateBody(target, { name: '바꿈' }) },
          token,
        ),
        await gql(
          'mutation ($memberId: Int!) { withdrawMember(memberId: $memberId) { memberId } }',
          { memberId: target.memberId },
          token,
        ),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(403);
        expect(answer.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
      }
      expect(await getMember(target.memberId)).toMatchObject({ name: '대상사용자', delYn: 'N' });
      expect((await rest('GET', `/api/member/userId/check/${String(input.userId)}`)).body).toBe(false);
    });
  },
);

describe('without a token', () => {
  it('answers 401 on every user route, REST and GraphQL', async () => {
    const attempts = [
      await rest<ErrorJson>('GET', '/api/member/list', { token: null }),
      await rest<ErrorJson>('GET', '/api/member/userId/check/admin', { token: null }),
      await rest<ErrorJson>('POST', '/api/member/insert', { token: null, body: memberBody() }),
      await rest<ErrorJson>('PUT', '/api/member/update', { token: null, body: {} }),
      await rest<ErrorJson>('DELETE', `/api/member/delete/${adminId}`, { token: null }),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' });
    }
    const viaGraphql = await gql('{ members { total } }', {}, null);
    expect(viaGraphql.status).toBe(401);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a forged token', async () => {
    const answer = await rest<ErrorJson>('GET', '/api/member/list', { token: 'not.a.token' });
    expect(answer.status).toBe(401);
  });
});

describe('audit trail', () => {
  interface AuditRow {
    action: string;
    member_id: number | null;
    changes: Record<string, [unknown, unknown]>;
  }
  const auditRows = (memberId: number) =>
    server.db.orm.em.fork().execute<AuditRow[]>(
      `select action, member_id, changes from audit_log
          where entity_name = 'member' and entity_id = ? order by audit_id`,
      [String(memberId)],
    );

  it('records who created and updated a user, without the password hash', async () => {
    const member = await insertMember({ name: '감사전' });
    const answer = await rest('PUT', '/api/member/update', {
      body: updateBody(member, { name: '감사후', userPw: 'Audit-pass-1', userPwConfirm: 'Audit-pass-1' }),
    });
    expect(answer.status).toBe(200);

    const rows = await auditRows(member.memberId);
    expect(rows.map((row) => [row.action, row.member_id])).toEqual([
      ['create', adminId],
      ['update', adminId],
    ]);
    const update = rows[1]!;
    expect(update.changes.name).toEqual(['감사전', '감사후']);
    expect(update.changes.user_pw).toEqual(['*', '*']);
    expect(JSON.stringify(rows)).not.toContain('$argon2');
  });

  it('records a withdrawal as an update by the admin', async () => {
    const member = await insertMember();
    expect((await rest('DELETE', `/api/member/delete/${member.memberId}`)).status).toBe(200);
    const rows = await auditRows(member.memberId);
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      member_id: adminId,
      changes: { del_yn: ['N', 'Y'] },
    });
  });
});
