// User management (설정 > 사용자 관리) through the REST shim (/api/member/*) and GraphQL, against the
// real server and database: filters, paging, the form's ordered checks, password "change only",
// withdrawal, what read-only roles see and the audit trail. 401 without a token and 403 for every
// role the role table refuses are security.test.ts's, for every route.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { type ContractAnswer, contract, contractHarness, koreanMentioning } from './contract';
import { badInput } from './kit';
import { call, createUser, type Session, sessionCookies, signIn } from './http';

interface MemberJson {
  memberId: number;
  userId: string;
  name: string;
  email: string | null;
  telNo: string | null;
  companyId: number | null;
  groupVal: string;
  delYn: string;
  regDt: string;
  version: number;
}
type Body = Record<string, unknown>;

const PASSWORD = 'Passw0rd!';
const LOGIN_FAILED = '아이디 또는 비밀번호가 올바르지 않습니다.';
const FORBIDDEN = { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' };
const NOT_FOUND = { code: 'NOT_FOUND', message: '사용자를 찾을 수 없습니다.' };
const WITHDRAW_SELF = '본인 계정은 탈퇴 처리할 수 없습니다.';
const TAKEN = '이미 사용 중인 ID입니다.';
// regDt is asked for only where it is the point (describe 'registration time').
const FIELDS = 'memberId userId name email telNo companyId companyNm groupVal delYn version';
const CREATE = `mutation ($input: MemberCreateInput!) { createMember(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: MemberUpdateInput!) { updateMember(input: $input) { ${FIELDS} } }`;
const WITHDRAW = 'mutation ($memberId: Int!) { withdrawMember(memberId: $memberId) { memberId delYn } }';
const TAKEN_QUERY = 'query ($userId: String!) { userIdTaken(userId: $userId) }';
const MEMBERS = `query ($filter: MemberFilterInput, $page: PageInput) {
  members(filter: $filter, page: $page) { items { ${FIELDS} } total } }`;
const INSERT_REST = 'POST /api/member/insert';
const UPDATE_REST = 'PUT /api/member/update';
/** An ISO 8601 instant, as JSON and the DateTimeISO scalar write times. */
const A_TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/) as string;

const api = contractHarness();

let sequence = 0;
const uniqueUserId = (prefix = 'user') => `${prefix}${++sequence}`;

/** A valid insert body with a fresh user id; overrides replace single fields. */
function memberBody(overrides: Body = {}): Body {
  const userId = uniqueUserId();
  const password = { userPw: PASSWORD, userPwConfirm: PASSWORD };
  const details = { name: '홍길동', email: `${userId}@example.com`, telNo: '010-1234-5678' };
  return { userId, ...password, ...details, companyId: null, groupVal: 'member_view', ...overrides };
}

/** Registers a user through POST /api/member/insert and returns the answer. */
async function insertMember(overrides: Body = {}): Promise<MemberJson> {
  const answer = await api.rest<MemberJson>('POST', '/api/member/insert', { body: memberBody(overrides) });
  if (answer.status !== 200) throw new Error(`insert: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** An update body that changes nothing (blank password keeps it); overrides replace single fields. */
function updateBody(member: MemberJson, overrides: Body = {}): Body {
  const { memberId, name, email, telNo, companyId, groupVal, delYn, version } = member;
  const details = { name, email, telNo, companyId, groupVal, delYn, version };
  return { memberId, userPw: '', userPwConfirm: '', ...details, ...overrides };
}

/** A body without some of its keys (an old caller that leaves them out). */
const without = (body: Body, ...keys: string[]): Body =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));

async function getMember(memberId: number): Promise<MemberJson> {
  const query = `query ($memberId: Int!) { member(memberId: $memberId) { ${FIELDS} } }`;
  const answer = await api.graphql<{ member: MemberJson }>(query, { memberId });
  if (!answer.data) throw new Error(`member ${memberId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.member;
}

/** The signed-in admin, as the API answers them. */
const self = async () => getMember(await api.memberId('admin'));

/** A user inserted and then withdrawn. */
async function withdrawn(): Promise<MemberJson> {
  const member = await insertMember();
  const answer = await api.rest<MemberJson>('DELETE', `/api/member/delete/${member.memberId}`);
  if (answer.status !== 200) throw new Error(`withdrawal: ${answer.status}`);
  return answer.body;
}

/** A user updated once already (to 먼저): the answer given is a stale version. */
async function staleMember(): Promise<MemberJson> {
  const member = await insertMember({ name: '버전원본' });
  const first = await api.rest('PUT', '/api/member/update', { body: updateBody(member, { name: '먼저' }) });
  expect(first.status).toBe(200);
  return member;
}

const login = (userId: unknown, userPw: string) =>
  call<{ accessToken?: string; message: string }>(api.server, 'POST', '/auth/login', {
    body: { userId, userPw },
  });

/** POST /auth/refresh with a session's cookies and XSRF header. */
const refreshSession = (session: Session) =>
  call<{ accessToken?: string }>(api.server, 'POST', '/auth/refresh', {
    cookie: session.cookie,
    headers: { 'x-xsrf-token': session.xsrf },
  });

/** After-check: the given user signs in with PASSWORD (200) or may not (401). */
const signsIn = (status: number) => async (_answer: ContractAnswer, given: { userId?: unknown }) =>
  expect((await login(given.userId, PASSWORD)).status).toBe(status);

const isTaken = async (userId: unknown) =>
  (await api.rest<boolean>('GET', `/api/member/userId/check/${String(userId)}`)).body;

const listAll = async () => (await api.rest<MemberJson[]>('GET', '/api/member/list')).body;

const expectNoPassword = ({ body }: ContractAnswer) => {
  for (const secret of ['$argon2', 'userPw', 'user_pw']) expect(JSON.stringify(body)).not.toContain(secret);
};

// ---------------------------------------------------------------------------------------------

describe('GET /api/member/list and GraphQL members', () => {
  type Who = 'kim' | 'lee' | 'kim2' | 'admin';
  const users = {} as Record<Who, MemberJson>;
  let companyId: number;
  beforeAll(async () => {
    companyId = await rowBuilders(() => api.server.db.orm.em.fork()).aCompany({
      ...{ biz_no: '2208162517', company_nm: '대성통신' },
    });
    const telephones = { kim: '010-5555-0001', lee: '02-555-0002', kim2: '01055550003' };
    users.kim = await insertMember({ userId: 'kim', name: 'Kim Listtest', telNo: telephones.kim });
    users.lee = await insertMember({
      userId: 'lee',
      name: '이목록',
      telNo: telephones.lee,
      companyId,
      groupVal: 'member_delivery',
    });
    users.kim2 = await insertMember({
      userId: 'kim2',
      name: 'KIM LISTTEST 2',
      telNo: telephones.kim2,
      groupVal: 'member_all',
    });
    users.admin = expect.objectContaining({ userId: 'admin' }) as MemberJson;
  });

  // [name, query, the users answered in order; with a total, the page {items, total}]
  const everyone: Who[] = ['kim2', 'lee', 'kim', 'admin'];
  const lists: [string, string, Who[], number?][] = [
    ['answers an array of every user, newest first, without a page or size', '', everyone],
    ['filters by exact permission group', '?groupVal=member_delivery', ['lee']],
    ['takes the permission filter "all" as no filter', '?groupVal=all', everyone],
    ['takes an empty permission filter as no filter', '?groupVal=', everyone],
    ['accepts the old form value member1 as the permission filter', '?groupVal=member1', ['kim']],
    ['accepts the old form value member2 as the permission filter', '?groupVal=member2', ['lee']],
    ['accepts the old form value member4 as the permission filter', '?groupVal=member4', ['kim2']],
    ['filters by part of the name, ignoring case', '?name=listtest', ['kim2', 'kim']],
    ['filters by part of a Korean name', `?name=${encodeURIComponent('목록')}`, ['lee']],
    ['filters by telephone number typed with hyphens', '?telNo=010-5555-0001', ['kim']],
    ['filters by telephone number typed without hyphens', '?telNo=01055550001', ['kim']],
    ['filters by part of a telephone number', '?telNo=5555-000', ['kim2', 'kim']],
    ['filters by a Seoul telephone number', '?telNo=02-555-0002', ['lee']],
    ['combines filters', '?name=kim&groupVal=member_all&telNo=0003', ['kim2']],
    ['combines filters that exclude each other into nothing', '?name=kim&groupVal=member_delivery', []],
    ['answers {items, total} with page and size', '?page=0&size=2', ['kim2', 'lee'], 4],
    ['answers the next page', '?page=1&size=2', ['kim', 'admin'], 4],
    ['answers {items, total} with only a size, filtered', '?size=3&name=listtest', ['kim2', 'kim'], 2],
    ['counts with the filters', '?name=listtest&page=0&size=17', ['kim2', 'kim'], 2],
    ['counts with the filters on a page past the last one', '?name=listtest&page=5&size=17', [], 2],
  ];
  // [name, GraphQL members variables, the user ids answered, total]
  const pages: [string, Body, Who[], number][] = [
    ['pages over GraphQL, newest first', { page: { page: 0, size: 2 } }, ['kim2', 'lee'], 4],
    [
      'filters over GraphQL by name and telephone number',
      { filter: { name: 'LISTTEST', telNo: '010-5555' } },
      ['kim2', 'kim'],
      2,
    ],
    ['filters over GraphQL by permission group', { filter: { groupVal: 'member_delivery' } }, ['lee'], 1],
    [
      'takes the permission group "all" as no filter over GraphQL',
      { filter: { groupVal: 'all' } },
      everyone,
      4,
    ],
    [
      'counts with the filters on a page past the last one over GraphQL',
      { filter: { name: 'listtest' }, page: { page: 5 } },
      [],
      2,
    ],
  ];

  const row = contract(api);
  for (const [name, query, who, total] of lists) {
    const items = () => who.map((key) => users[key]);
    row(name, {
      rest: `GET /api/member/list${query}`,
      status: 200,
      answer: () => (total === undefined ? items() : { items: items(), total }),
    });
  }
  for (const [name, variables, who, total] of pages) {
    const items = who.map((userId) => ({ userId }));
    row(name, { graphql: MEMBERS, input: variables, status: 200, matches: { members: { items, total } } });
  }
  row('refuses an unknown permission filter with 400 naming groupVal', {
    rest: 'GET /api/member/list?groupVal=boss',
    status: 400,
    answer: badInput('올바른 권한 형식이 아닙니다.', 'groupVal'),
  });
  row('refuses a page size over 100 with 400 and a Korean message naming size', {
    rest: 'GET /api/member/list?page=0&size=101',
    code: 'BAD_USER_INPUT',
    matches: { message: koreanMentioning('size'), field: 'size' },
  });
  row('refuses a GraphQL page size over 100 with BAD_USER_INPUT naming size', {
    graphql: '{ members(page: { page: 0, size: 101 }) { total } }',
    code: 'BAD_USER_INPUT',
    matches: { message: koreanMentioning('size') },
  });
  row('joins the company name when a company is set', {
    rest: `GET /api/member/list?name=${encodeURIComponent('이목록')}`,
    status: 200,
    matches: () => [{ companyId, companyNm: '대성통신', telNo: '025550002' }],
  });
  row('answers no company name without a company', {
    rest: 'GET /api/member/list?telNo=01055550001',
    status: 200,
    matches: [{ companyId: null, companyNm: null }],
  });
  row('joins the company name over GraphQL member', {
    graphql: 'query ($memberId: Int!) { member(memberId: $memberId) { companyId companyNm } }',
    input: () => ({ memberId: users.lee.memberId }),
    status: 200,
    answer: () => ({ member: { companyId, companyNm: '대성통신' } }),
  });
  for (const rest of ['GET /api/member/list', 'GET /api/member/list?page=0&size=100'])
    row(`never answers a password or its hash: ${rest}`, { rest, status: 200, after: expectNoPassword });
  row('never answers a password or its hash: GraphQL members', {
    graphql: `{ members(page: { size: 100 }) { items { ${FIELDS} } total } }`,
    status: 200,
    after: expectNoPassword,
  });
  row('uses 17 rows per page by default over GraphQL', {
    before: async () => {
      // Filler rows straight into the database: 16 API inserts would spend seconds on argon2.
      for (let index = 0; index < 16; index += 1)
        await createUser(api.server, uniqueUserId('filler'), 'filler-pass-1', 'member_view', '페이지채움');
    },
    graphql: '{ members { items { memberId } total } }',
    status: 200,
    after: ({ answer }) => {
      const { members } = answer as { members: { items: unknown[]; total: number } };
      expect(members.total).toBeGreaterThan(17);
      expect(members.items).toHaveLength(17);
    },
  });
});

describe('POST /api/member/insert and GraphQL createMember', () => {
  // The form's checks in order: each step adds one value to the body of the step before. companyId:
  // null is sent from the first step so that the walk checks the form's own order; a body without
  // companyId at all is the row 'refuses an empty body ...'.
  const ORDER_USER_ID = uniqueUserId('order');
  const orderSteps: [change: Body, field: string, message: string][] = [
    [{ companyId: null }, 'userId', '아이디는 필수 입력 항목입니다.'],
    [{ userId: ORDER_USER_ID }, 'userPw', '비밀번호는 필수 입력 항목입니다.'],
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
  const bodyAt = (step: number): Body =>
    Object.assign({}, ...orderSteps.slice(0, step + 1).map(([change]) => change));
  // [what, change to a valid body, the field refused, its message]
  const refusals: [string, Body, string, string][] = [
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
    [
      'an unknown company, naming companyId, writing nothing',
      { companyId: 999999 },
      'companyId',
      '선택한 업체가 없습니다.',
    ],
  ];
  const legacyGroups = {
    member1: 'member_view',
    member2: 'member_delivery',
    member3: 'member_pickup',
    member4: 'member_all',
  };
  const storedGroup = async ({ answer }: ContractAnswer) =>
    (
      await api.server.db.orm.em
        .fork()
        .execute('select group_val from member where member_id = ?', [(answer as MemberJson).memberId])
    )[0];
  const bodyWithIdOf = (member: () => Promise<MemberJson>) => async () =>
    memberBody({ userId: (await member()).userId });
  const notWritten = async (_answer: ContractAnswer, body: Body) =>
    expect(await isTaken(body.userId)).toBe(false);

  // given: a valid body with a fresh user id, unless the row's `before` makes another.
  const row = contract(api, { given: () => memberBody() });
  row('registers a user: trimmed, email lowercased, phone digits only, status N', {
    rest: INSERT_REST,
    input: (body) => ({
      ...body,
      name: '  김신규  ',
      email: '  New.User@Example.COM ',
      telNo: '010-2345-6789',
      groupVal: 'member_pickup',
    }),
    status: 200,
    answer: ({ userId }) => ({
      ...{ memberId: expect.any(Number), userId, name: '김신규', email: 'new.user@example.com' },
      ...{ telNo: '01023456789', companyId: null, companyNm: null, groupVal: 'member_pickup', delYn: 'N' },
      ...{ regDt: expect.any(String), version: 1 },
    }),
    after: expectNoPassword,
  });
  row('lets the new user sign in with the password given', {
    rest: INSERT_REST,
    input: (body) => ({ ...body, userPw: 'Sign-in-42', userPwConfirm: 'Sign-in-42' }),
    status: 200,
    matches: ({ userId }) => ({ userId }),
    after: async (answer, body) => {
      const signedIn = await login(body.userId, 'Sign-in-42');
      expect(signedIn).toMatchObject({ status: 200, body: { accessToken: expect.any(String) } });
      await signsIn(401)(answer, body);
    },
  });
  row('refuses an empty body with the first check of the form: the id', {
    rest: INSERT_REST,
    input: {},
    status: 400,
    answer: badInput('아이디는 필수 입력 항목입니다.', 'userId'),
  });
  row('registers a user when the optional companyId is left out', {
    rest: INSERT_REST,
    input: (body) => without(body, 'companyId'),
    status: 200,
    matches: ({ userId }) => ({ userId, companyId: null, companyNm: null }),
  });
  orderSteps.forEach(([change, field, message], step) =>
    row(`checks the form in order, writing nothing: ${Object.keys(change)} given, ${field} refused`, {
      before: () => bodyAt(step),
      rest: INSERT_REST,
      input: (body) => body,
      status: 400,
      answer: badInput(message, field),
      after: async () => expect(await isTaken(ORDER_USER_ID)).toBe(false),
    }),
  );
  row('registers the user once every check of the form passes', {
    rest: INSERT_REST,
    input: { ...bodyAt(orderSteps.length - 1), groupVal: 'admin' },
    status: 200,
    matches: { userId: ORDER_USER_ID, groupVal: 'admin', telNo: '01098765432' },
  });
  for (const [what, change, field, message] of refusals)
    row(`refuses ${what}`, {
      rest: INSERT_REST,
      input: (body) => ({ ...body, ...change }),
      status: 400,
      answer: badInput(message, field),
      after: notWritten,
    });
  row('refuses a taken id with 409', {
    before: bodyWithIdOf(insertMember),
    rest: INSERT_REST,
    input: (body) => body,
    status: 409,
    answer: { code: 'CONFLICT', message: TAKEN, field: 'userId' },
  });
  row('refuses the id of a withdrawn user with 409', {
    before: bodyWithIdOf(withdrawn),
    rest: INSERT_REST,
    input: (body) => body,
    status: 409,
    matches: { message: TAKEN },
  });
  for (const [alias, stored] of Object.entries(legacyGroups))
    row(`accepts the old form value ${alias} over REST and stores ${stored}`, {
      rest: INSERT_REST,
      input: (body) => ({ ...body, groupVal: alias }),
      status: 200,
      matches: { groupVal: stored },
      after: async (answer) => expect(await storedGroup(answer)).toEqual({ group_val: stored }),
    });
  row('refuses wrong JSON types with 400 and a Korean message naming the field', {
    rest: INSERT_REST,
    input: (body) => ({ ...body, name: 123 }),
    code: 'BAD_USER_INPUT',
    answer: { code: 'BAD_USER_INPUT', field: 'name', message: '올바른 이름 형식이 아닙니다.' },
  });
  row('refuses a body that is not JSON with 400', {
    rest: INSERT_REST,
    rawBody: '{"userId":',
    status: 400,
    answer: { code: 'BAD_USER_INPUT', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
  });
  row('registers a user over GraphQL', {
    graphql: CREATE,
    input: (body) => ({ input: { ...body, email: 'GQL@Example.com', telNo: '031-123-4567' } }),
    status: 200,
    matches: ({ userId }) => ({
      createMember: { userId, email: 'gql@example.com', telNo: '0311234567', delYn: 'N' },
    }),
    after: signsIn(200),
  });
  row('refuses bad input over GraphQL with the field in extensions', {
    graphql: CREATE,
    input: (body) => ({ input: { ...body, email: 'nope' } }),
    code: 'BAD_USER_INPUT',
    matches: { message: '올바른 이메일 형식이 아닙니다.', extensions: { field: 'email' } },
  });
  row('refuses a taken id over GraphQL with CONFLICT', {
    before: bodyWithIdOf(insertMember),
    graphql: CREATE,
    input: (input) => ({ input }),
    code: 'CONFLICT',
    matches: { message: TAKEN },
  });
  row('registers a user over GraphQL when the optional companyId is left out', {
    graphql: CREATE,
    input: (body) => ({ input: without(body, 'companyId') }),
    status: 200,
    matches: ({ userId }) => ({ createMember: { userId, companyId: null, delYn: 'N' } }),
  });
});

describe('GET /api/member/userId/check/{userId} and GraphQL userIdTaken', () => {
  const check = ({ userId }: { userId: string }) => `GET /api/member/userId/check/${userId}`;
  const row = contract(api);
  row('answers true for a taken id (admin)', { rest: check({ userId: 'admin' }), status: 200, answer: true });
  row('answers false for a free id', { rest: check({ userId: 'nobody-here' }), status: 200, answer: false });
  row('answers false for a free id over GraphQL', {
    graphql: TAKEN_QUERY,
    input: { userId: 'nobody-here' },
    status: 200,
    answer: { userIdTaken: false },
  });
  row('refuses a blank id with 400', {
    rest: check({ userId: '%20' }),
    status: 400,
    matches: { message: '값을 입력해주세요.' },
  });
  row('refuses a blank id over GraphQL', {
    graphql: TAKEN_QUERY,
    input: { userId: '' },
    code: 'BAD_USER_INPUT',
  });

  // given: a new user, or a withdrawn one: ids are never reused.
  const withUser = contract(api, { given: () => insertMember() });
  const viaGraphql = {
    graphql: TAKEN_QUERY,
    input: ({ userId }: MemberJson) => ({ userId }),
    status: 200,
    answer: { userIdTaken: true },
  };
  withUser('answers true for a taken id', { rest: check, status: 200, answer: true });
  withUser('answers true for a taken id over GraphQL', viaGraphql);
  withUser('answers true for the id of a withdrawn user', {
    before: withdrawn,
    rest: check,
    status: 200,
    answer: true,
  });
  withUser('answers true for the id of a withdrawn user over GraphQL', { before: withdrawn, ...viaGraphql });
});

describe('PUT /api/member/update and GraphQL updateMember', () => {
  // given: a new user, unless the row's `before` makes another.
  const row = contract(api, { given: () => insertMember() });
  row('keeps the old password when the password is blank', {
    rest: UPDATE_REST,
    input: (member) =>
      updateBody(member, {
        name: '수정후',
        email: 'Changed@Example.com',
        telNo: '02-1234-5678',
        groupVal: 'member3',
      }),
    status: 200,
    matches: ({ memberId, userId, version }) => ({
      ...{ memberId, userId, name: '수정후', email: 'changed@example.com', telNo: '0212345678' },
      ...{ groupVal: 'member_pickup', delYn: 'N', version: version + 1 },
    }),
    after: signsIn(200),
  });
  row('also keeps the password when it is null', {
    rest: UPDATE_REST,
    input: (member) => updateBody(member, { name: '비밀번호없음', userPw: null, userPwConfirm: null }),
    status: 200,
    after: signsIn(200),
  });
  row('also keeps the password when it is left out', {
    rest: UPDATE_REST,
    input: (member) => without(updateBody(member), 'userPw', 'userPwConfirm'),
    status: 200,
    after: signsIn(200),
  });
  row('updates a user when the optional companyId is left out', {
    rest: UPDATE_REST,
    input: (member) => without(updateBody(member, { name: '업체생략' }), 'companyId'),
    status: 200,
    matches: { name: '업체생략', companyId: null },
  });
  row('updates a user over GraphQL when the optional companyId is left out (and version is null)', {
    graphql: UPDATE,
    input: (member) => ({
      input: without(updateBody(member, { name: '업체생략2', version: null }), 'companyId'),
    }),
    status: 200,
    matches: { updateMember: { name: '업체생략2', companyId: null } },
  });
  row('refuses a new password that differs from its confirmation', {
    rest: UPDATE_REST,
    input: (member) => updateBody(member, { userPw: 'Brand-new-9', userPwConfirm: 'Brand-new-8' }),
    status: 400,
    answer: badInput('비밀번호와 확인 값이 다릅니다.', 'userPwConfirm'),
    after: signsIn(200),
  });
  row('refuses a stale version with 409 and keeps the newer change', {
    before: staleMember,
    rest: UPDATE_REST,
    input: (member) => updateBody(member, { name: '나중' }),
    status: 409,
    answer: { code: 'CONFLICT', message: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해주세요.' },
    after: async (_answer, { memberId }) => expect((await getMember(memberId)).name).toBe('먼저'),
  });
  row('refuses a stale version over GraphQL with CONFLICT', {
    before: staleMember,
    graphql: UPDATE,
    input: (member) => ({ input: updateBody(member, { name: '그래프' }) }),
    code: 'CONFLICT',
  });
  row('answers 404 for an unknown member', {
    rest: UPDATE_REST,
    input: (member) => updateBody(member, { memberId: 999999 }),
    status: 404,
    answer: NOT_FOUND,
  });
  row('answers 404 for an unknown member over GraphQL', {
    graphql: UPDATE,
    input: (member) => ({ input: updateBody(member, { memberId: 999999 }) }),
    code: 'NOT_FOUND',
    matches: { message: NOT_FOUND.message },
  });
  row('refuses a missing memberId with 400', {
    rest: UPDATE_REST,
    input: (member) => without(updateBody(member), 'memberId'),
    status: 400,
  });
  row('refuses a non-numeric memberId with 400', {
    rest: UPDATE_REST,
    input: (member) => updateBody(member, { memberId: 'abc' }),
    status: 400,
  });
  row('does not let an admin withdraw themself through the edit form', {
    before: self,
    rest: UPDATE_REST,
    input: (admin) => updateBody(admin, { delYn: 'Y' }),
    status: 400,
    answer: badInput(WITHDRAW_SELF, 'delYn'),
    after: async () => expect((await self()).delYn).toBe('N'),
  });
  row('withdraws another user through the edit form (delYn Y)', {
    rest: UPDATE_REST,
    input: (member) => updateBody(member, { delYn: 'Y' }),
    status: 200,
    matches: { delYn: 'Y' },
    after: signsIn(401),
  });
  row('restores a withdrawn user through the edit form (delYn N)', {
    before: withdrawn,
    rest: UPDATE_REST,
    input: (member) => updateBody(member, { delYn: 'N' }),
    status: 200,
    matches: { delYn: 'N' },
    after: signsIn(200),
  });
  row('updates a user over GraphQL', {
    graphql: UPDATE,
    input: (member) => ({
      input: updateBody(member, { name: '그래프수정', telNo: '010-7777-8888', userPw: '' }),
    }),
    status: 200,
    matches: ({ memberId, version }) => ({
      updateMember: { memberId, name: '그래프수정', telNo: '01077778888', version: version + 1 },
    }),
    after: signsIn(200),
  });

  it('replaces the password and ends the sign-ins the user already had', async () => {
    const member = await insertMember();
    const check = await refreshSession(await signIn(api.server, member.userId, PASSWORD));
    expect(check.status).toBe(200);
    const session: Session = { accessToken: check.body.accessToken!, ...sessionCookies(check.cookies) };

    const body = updateBody(member, { userPw: 'Brand-new-9', userPwConfirm: 'Brand-new-9' });
    expect((await api.rest('PUT', '/api/member/update', { body })).status).toBe(200);

    expect(await login(member.userId, PASSWORD)).toMatchObject({
      status: 401,
      body: { message: LOGIN_FAILED },
    });
    expect((await login(member.userId, 'Brand-new-9')).status).toBe(200);
    expect((await refreshSession(session)).status).toBe(401);
  });
});

describe('DELETE /api/member/delete/{id} and GraphQL withdrawMember', () => {
  const byId = ({ memberId }: MemberJson) => ({ memberId });
  const row = contract(api, { given: () => insertMember() });
  row('refuses to withdraw the caller themself', {
    before: self,
    rest: ({ memberId }) => `DELETE /api/member/delete/${memberId}`,
    status: 400,
    matches: { message: WITHDRAW_SELF },
    after: async () => expect((await self()).delYn).toBe('N'),
  });
  row('refuses a non-numeric id with 400', {
    rest: 'DELETE /api/member/delete/abc',
    code: 'BAD_USER_INPUT',
    matches: { message: koreanMentioning() },
  });
  row('answers 404 for an unknown id', {
    rest: 'DELETE /api/member/delete/999999',
    status: 404,
    answer: NOT_FOUND,
  });
  row('withdraws over GraphQL', {
    graphql: WITHDRAW,
    input: byId,
    status: 200,
    answer: ({ memberId }) => ({ withdrawMember: { memberId, delYn: 'Y' } }),
    after: signsIn(401),
  });
  row('refuses to withdraw the caller themself over GraphQL', {
    before: self,
    graphql: WITHDRAW,
    input: byId,
    code: 'BAD_USER_INPUT',
  });

  it('withdraws the user: delYn Y, the row stays, and they can no longer sign in', async () => {
    const member = await insertMember();
    const session = await signIn(api.server, member.userId, PASSWORD);

    const answer = await api.rest<MemberJson>('DELETE', `/api/member/delete/${member.memberId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ memberId: member.memberId, userId: member.userId, delYn: 'Y' });
    const [row] = (await listAll()).filter((listed) => listed.memberId === member.memberId);
    expect(row).toMatchObject({ delYn: 'Y', name: member.name });

    expect(await login(member.userId, PASSWORD)).toMatchObject({
      status: 401,
      body: { message: LOGIN_FAILED },
    });
    expect((await refreshSession(session)).status).toBe(401);
  });
});

describe('registration time (regDt)', () => {
  // [GraphQL field, an operation asking for regDt, its variables]: every field that answers users.
  const fields: [string, string, (member: MemberJson) => Body][] = [
    ['members', '{ members(page: { size: 1 }) { items { regDt } } }', () => ({})],
    [
      'member',
      'query ($memberId: Int!) { member(memberId: $memberId) { regDt } }',
      ({ memberId }) => ({ memberId }),
    ],
    [
      'createMember',
      'mutation ($input: MemberCreateInput!) { createMember(input: $input) { regDt } }',
      () => ({ input: memberBody() }),
    ],
    [
      'updateMember',
      'mutation ($input: MemberUpdateInput!) { updateMember(input: $input) { regDt } }',
      (member) => ({ input: updateBody(member) }),
    ],
    [
      'withdrawMember',
      'mutation ($memberId: Int!) { withdrawMember(memberId: $memberId) { regDt } }',
      ({ memberId }) => ({ memberId }),
    ],
  ];
  const regDtOf = (field: string) =>
    field === 'members' ? { items: [{ regDt: A_TIME }] } : { regDt: A_TIME };

  // given: a new user.
  const row = contract(api, { given: () => insertMember() });
  row('is answered over REST as a valid time, on insert and in the list', {
    rest: INSERT_REST,
    input: () => memberBody(),
    status: 200,
    matches: { regDt: A_TIME },
    after: async ({ answer }) => {
      const [listed] = (await listAll()).filter(
        (member) => member.memberId === (answer as MemberJson).memberId,
      );
      expect(listed?.regDt).toEqual(A_TIME);
    },
  });
  for (const [field, graphql, input] of fields)
    row(`is answered over GraphQL by ${field}`, {
      graphql,
      input,
      status: 200,
      answer: { [field]: regDtOf(field) },
    });
  row('is the same time over GraphQL as over REST', {
    graphql: fields[1]![1],
    input: ({ memberId }) => ({ memberId }),
    status: 200,
    after: ({ answer }, { regDt }) =>
      expect(Date.parse((answer as { member: MemberJson }).member.regDt)).toBe(Date.parse(regDt)),
  });
});

describe.each(['member_view', 'member_all', 'member_delivery', 'member_pickup'] as const)(
  'a %s user (users: read only)',
  (role) => {
    // given: a user this role may not change. Writes come with a valid body and change nothing.
    let target: MemberJson;
    beforeAll(async () => {
      target = await insertMember({ name: '대상사용자' });
    });
    const created = memberBody();
    const notCreated = async () => expect(await isTaken(created.userId)).toBe(false);
    const unchanged = async () =>
      expect(await getMember(target.memberId)).toMatchObject({ name: '대상사용자', delYn: 'N' });
    const change = (member: MemberJson) => updateBody(member, { name: '바꿈' });
    const refused = { status: 403, answer: FORBIDDEN };
    const refusedGraphql = { code: 'FORBIDDEN', matches: { message: FORBIDDEN.message } };

    const row = contract(api, { as: role, given: () => target });
    row('may list users', { rest: 'GET /api/member/list', status: 200 });
    row('may list users a page at a time', { rest: 'GET /api/member/list?page=0&size=5', status: 200 });
    row('may check ids', { rest: 'GET /api/member/userId/check/admin', status: 200, answer: true });
    row('may list users and check ids over GraphQL', {
      graphql: '{ members { total } userIdTaken(userId: "admin") }',
      status: 200,
      answer: { members: { total: expect.any(Number) }, userIdTaken: true },
    });
    row('sees no telephone numbers or e-mail addresses', {
      rest: 'GET /api/member/list',
      status: 200,
      after: ({ answer }) => {
        expect((answer as MemberJson[]).length).toBeGreaterThan(1);
        expect((answer as MemberJson[]).filter(({ telNo, email }) => telNo ?? email)).toEqual([]);
      },
    });
    row('may not search by telephone number', {
      rest: 'GET /api/member/list?telNo=010',
      status: 403,
      answer: { code: 'FORBIDDEN', message: '전화번호 검색은 관리자만 할 수 있습니다.', field: 'telNo' },
    });
    row('may not insert a user', { rest: INSERT_REST, input: created, ...refused, after: notCreated });
    row('may not update a user', { rest: UPDATE_REST, input: change, ...refused, after: unchanged });
    row('may not delete a user', {
      rest: ({ memberId }) => `DELETE /api/member/delete/${memberId}`,
      ...refused,
      after: unchanged,
    });
    row('may not create a user over GraphQL', {
      graphql: CREATE,
      input: { input: created },
      ...refusedGraphql,
      after: notCreated,
    });
    row('may not update a user over GraphQL', {
      graphql: UPDATE,
      input: (member) => ({ input: change(member) }),
      ...refusedGraphql,
      after: unchanged,
    });
    row('may not withdraw a user over GraphQL', {
      graphql: WITHDRAW,
      input: ({ memberId }) => ({ memberId }),
      ...refusedGraphql,
      after: unchanged,
    });
  },
);

describe('audit trail', () => {
  type AuditRow = { action: string; member_id: number | null; changes: Record<string, [unknown, unknown]> };
  const auditRows = (memberId: number) =>
    api.server.db.orm.em.fork().execute<AuditRow[]>(
      `select action, member_id, changes from audit_log
         where entity_name = 'member' and entity_id = ? order by audit_id`,
      [String(memberId)],
    );

  // given: a new user, named 감사전.
  const row = contract(api, { given: () => insertMember({ name: '감사전' }) });
  row('records who created and updated a user, without the password hash', {
    rest: UPDATE_REST,
    input: (member) =>
      updateBody(member, { name: '감사후', userPw: 'Audit-pass-1', userPwConfirm: 'Audit-pass-1' }),
    status: 200,
    after: async (_answer, { memberId }) => {
      const adminId = await api.memberId('admin');
      const rows = await auditRows(memberId);
      expect(rows.map((row) => [row.action, row.member_id])).toEqual([
        ['create', adminId],
        ['update', adminId],
      ]);
      expect(rows[1]!.changes).toMatchObject({ name: ['감사전', '감사후'], user_pw: ['*', '*'] });
      expect(JSON.stringify(rows)).not.toContain('$argon2');
    },
  });
  row('records a withdrawal as an update by the admin', {
    rest: ({ memberId }) => `DELETE /api/member/delete/${memberId}`,
    status: 200,
    after: async (_answer, { memberId }) =>
      expect((await auditRows(memberId)).at(-1)).toMatchObject({
        action: 'update',
        member_id: await api.memberId('admin'),
        changes: { del_yn: ['N', 'Y'] },
      }),
  });
});
