import { isCustomer, mayUseWorkbench } from '@parcel/shared/access';
import { MEMBER_GROUPS } from '@parcel/shared/forms/member-form';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { SignJWT } from 'jose';
import { getMetadataStorage } from 'type-graphql';
import { AccessTokens } from '../src/common/access-token';
import { type AccessRule, canAccess, ruleFromRoleString } from '../src/common/access';
import { CUSTOMER_DOCUMENT_MESSAGE } from '../src/graphql/customer-documents';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { restRoutes } from '../src/rest/routes';
import { sampleOperations, textFieldSamples, type SampleOperation } from './graphql-samples';
import { call, createUser, graphql, signIn, type Session } from './http';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from './test-server';

/** Operations anyone may call: the rest needs a signed-in caller. */
const PUBLIC_OPERATIONS = ['appInfo', 'login', 'refreshToken', 'logout'];
/** Mutations every signed-in caller may run on their own account: not writes of an area. */
const OWN_ACCOUNT_OPERATIONS = ['logoutEverywhere', 'updateMyAccount', 'changeMyPassword'];
const KOREAN = /[가-힣]/;
const FORBIDDEN = { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' };

/**
 * The roles the role table (@parcel/shared/access) refuses a rule: all that may not write its area,
 * and customers (화주) every rule not declared for them.
 */
const refusedRoles = (rule: AccessRule) =>
  rule === 'public'
    ? []
    : MEMBER_GROUPS.filter(
        (role) =>
          !canAccess(
            { memberId: 1, userId: role, name: role, role, companyScope: isCustomer(role) ? [] : null },
            rule,
          ),
      );

/** What a GraphQL field requires, as its @Authorized says (none: public). */
function fieldRule(field: string): AccessRule {
  const authorized = getMetadataStorage().authorizedFields.filter((entry) => entry.fieldName === field);
  if (authorized.length > 1) throw new Error(`two resolvers declare ${field}`);
  const [role, ...more] = authorized[0]?.roles ?? ['public'];
  if (more.length > 0) throw new Error(`${field} declares more than one rule`);
  return ruleFromRoleString(role ?? 'signed-in');
}

let server: TestServer;
let operations: SampleOperation[];
let admin: Session;
let viewer: Session;
/** A signed-in user of every role (none of these tests ends their sign-ins). */
const sessions = new Map<string, Session>();

beforeAll(async () => {
  server = await startTestServer();
  operations = sampleOperations(await buildGraphQLSchema());
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
  await createUser(server, 'viewer', 'viewer-pass-1', 'member_view');
  admin = await signIn(server, 'admin', 'admin-pass-1');
  viewer = await signIn(server, 'viewer', 'viewer-pass-1');
  for (const role of MEMBER_GROUPS) {
    await createUser(server, `role.${role}`, 'role-pass-1', role, '역할별 사용자');
    sessions.set(role, await signIn(server, `role.${role}`, 'role-pass-1'));
  }
});
/**
 * The session if the server still takes its token (it reads the member's session version on each
 * call), else a new sign-in: a sign-in per test cost most of this file's time.
 */
async function workingSession(session: Session, userId: string, password: string): Promise<Session> {
  const answer = await graphql<{ me: { userId: string } }>(
    server,
    '{ me { userId } }',
    {},
    session.accessToken,
  );
  return answer.status === 200 && answer.data?.me.userId === userId
    ? session
    : signIn(server, userId, password);
}
// Some rows tried with admin rights end the admin's sign-ins (POST /auth/logout-all): each test
// starts with sessions that work.
beforeEach(async () => {
  [admin, viewer] = await Promise.all([
    workingSession(admin, 'admin', 'admin-pass-1'),
    workingSession(viewer, 'viewer', 'viewer-pass-1'),
  ]);
});
afterAll(() => server.close());

/** A concrete path for a route pattern (`:id` becomes `1`). */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? '1' : 'sample'));

describe('without a token', () => {
  it.each(restRoutes.filter((route) => route.access !== 'public').map((route) => [route.method, route.path]))(
    '%s %s answers 401 with a Korean message',
    async (method, path) => {
      const body = method === 'GET' ? undefined : {};
      const answer = await call<{ code: string; message: string }>(server, method, concrete(path), { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' });
    },
  );

  it('every GraphQL operation but the public ones answers 401', async () => {
    const protectedOperations = operations.filter(
      (operation) => !PUBLIC_OPERATIONS.includes(operation.field),
    );
    expect(protectedOperations.length).toBeGreaterThan(5);
    for (const operation of protectedOperations) {
      const answer = await graphql(server, operation.document);
      expect({
        field: operation.field,
        status: answer.status,
        code: answer.errors?.[0]?.extensions?.code,
        data: answer.data ?? null,
      }).toEqual({
        field: operation.field,
        status: 401,
        code: 'UNAUTHENTICATED',
        data: null,
      });
    }
  });

  it('lets the workbench roles introspect: anonymous callers get 401, the field roles 403', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await graphql(server, query)).status).toBe(401);
    for (const role of MEMBER_GROUPS) {
      const answer = await graphql<{ __schema: { queryType: { name: string } } }>(
        server,
        query,
        {},
        sessions.get(role)?.accessToken,
      );
      expect({ role, status: answer.status, name: answer.data?.__schema.queryType.name }).toEqual(
        mayUseWorkbench(role) ? { role, status: 200, name: 'Query' } : { role, status: 403, name: undefined },
      );
    }
    expect(MEMBER_GROUPS.filter(mayUseWorkbench)).toEqual(['admin', 'member_view', 'member_all']);
  });

  it("gives a workbench role the whole schema by GraphiQL's own introspection query", async () => {
    const answer = await graphql<IntrospectionQuery>(
      server,
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
      {},
      viewer.accessToken,
    );
    expect(answer.errors).toBeUndefined();
    const schema = buildClientSchema(answer.data!);
    expect(schema.getQueryType()?.description).toMatch(/Asia\/Seoul/);
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toContain('transportStats');
  });

  it('still answers appInfo', async () => {
    const answer = await graphql<{ appInfo: { productName: string } }>(server, '{ appInfo { productName } }');
    expect(answer.data?.appInfo.productName).toBe('택배관리시스템');
  });
});

describe('with a member_view token', () => {
  it('every GraphQL write operation answers 403', async () => {
    const writes = operations.filter(
      (operation) =>
        operation.kind === 'mutation' &&
        ![...PUBLIC_OPERATIONS, ...OWN_ACCOUNT_OPERATIONS].includes(operation.field),
    );
    expect(writes.length).toBeGreaterThan(2);
    for (const operation of writes) {
      const answer = await graphql(server, operation.document, {}, viewer.accessToken);
      expect({
        field: operation.field,
        status: answer.status,
        code: answer.errors?.[0]?.extensions?.code,
      }).toEqual({
        field: operation.field,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it('may read', async () => {
    expect((await call(server, 'GET', '/api/member/list', { token: viewer.accessToken })).status).toBe(200);
  });
});

describe('with the token of a role the role table refuses', () => {
  // Every write route and operation, for every role that may not write its area (all but admin for
  // users, all but admin and member_all for companies, ...): refused before anything runs.
  it.each(
    restRoutes.flatMap((route) =>
      refusedRoles(route.access).map((role) => [role, route.method, route.path] as const),
    ),
  )('%s: %s %s answers 403', async (role, method, path) => {
    const body = method === 'GET' ? undefined : {};
    const answer = await call(server, method, concrete(path), {
      token: sessions.get(role)!.accessToken,
      body,
    });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('every GraphQL write answers 403 with the Korean message', async () => {
    // A customer's hand-written documents are refused before any field runs (the next test).
    const refusals = operations.flatMap((operation) =>
      refusedRoles(fieldRule(operation.field))
        .filter((role) => !isCustomer(role))
        .map((role) => ({ role, operation })),
    );
    // Every staff role but the admin is refused something.
    expect(new Set(refusals.map(({ role }) => role)).size).toBe(MEMBER_GROUPS.length - 2);
    for (const { role, operation } of refusals) {
      const answer = await graphql(server, operation.document, {}, sessions.get(role)!.accessToken);
      expect({ role, field: operation.field, status: answer.status, error: answer.errors?.[0] }).toEqual({
        role,
        field: operation.field,
        status: 403,
        error: expect.objectContaining({
          message: FORBIDDEN.message,
          extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
        }),
      });
    }
  });
});

describe('with a customer (화주) token', () => {
  it('every GraphQL operation not of the web app answers 403, the customers’ own reads included', async () => {
    for (const operation of operations.filter((operation) => !PUBLIC_OPERATIONS.includes(operation.field))) {
      const answer = await graphql(server, operation.document, {}, sessions.get('customer')!.accessToken);
      expect({ field: operation.field, status: answer.status, error: answer.errors?.[0] }).toEqual({
        field: operation.field,
        status: 403,
        error: expect.objectContaining({
          message: CUSTOMER_DOCUMENT_MESSAGE,
          extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
        }),
      });
      expect(answer.data ?? null).toBeNull();
    }
  });
});

describe('bad input never produces a 5xx', () => {
  const writeRoutes = restRoutes.filter((route) => route.method !== 'GET');

  it.each(writeRoutes.map((route) => [route.method, route.path]))(
    '%s %s answers malformed JSON with 400',
    async (method, path) => {
      const answer = await call(server, method, concrete(path), {
        token: admin.accessToken,
        rawBody: '{"userId": "kim",',
      });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { code: 'BAD_USER_INPUT', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
      });
    },
  );

  it.each(writeRoutes.map((route) => [route.method, route.path]))(
    '%s %s answers a 1 MB string with 413',
    async (method, path) => {
      const answer = await call<{ message: string }>(server, method, concrete(path), {
        token: admin.accessToken,
        body: { userId: 'x'.repeat(1024 * 1024), name: 'y' },
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('요청 내용이 너무 큽니다.');
    },
  );

  const oddBodies: unknown[] = [
    null,
    [],
    42,
    'text',
    { userId: 123, userPw: ['a'], name: { nested: true } },
    { memberId: 'abc', companyId: -5, groupVal: 'root' },
    { userId: "admin' --", userPw: "' or '1'='1", name: '\u0000', email: '<script>' },
  ];
  it.each(restRoutes.map((route) => [route.method, route.path]))(
    '%s %s answers odd bodies and queries with 4xx (or 2xx), never 5xx, always in Korean',
    async (method, path) => {
      for (const body of oddBodies) {
        const query = "?type=x'%20or%201=1--&name=%25&telNo=_&groupVal=%27&page=-1&size=abc";
        const answer = await call<{ message?: string }>(server, method, concrete(path) + query, {
          token: admin.accessToken,
          body: method === 'GET' ? undefined : body,
        });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.body.message).toMatch(KOREAN);
        expect(JSON.stringify(answer.body)).not.toMatch(/at \w+ \(|\.ts:\d+/);
      }
    },
  );

  it('treats LIKE wildcards and quotes in filters as text', async () => {
    for (const name of ['%', '_', "' or 1=1 --", '\\']) {
      const answer = await call<unknown[]>(
        server,
        'GET',
        `/api/member/list?name=${encodeURIComponent(name)}`,
        {
          token: admin.accessToken,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([]);
    }
  });

  it('answers a GraphQL query with a wrong argument type with 400 in Korean', async () => {
    const answer = await graphql(server, '{ member(memberId: "abc") { name } }', {}, admin.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/^GraphQL 요청이 스키마와 맞지 않습니다 \(memberId\): /);
  });

  it('refuses queries deeper than the limit and pages larger than 100', async () => {
    const ofTypes = (levels: number) => `${'ofType { '.repeat(levels)}name${' }'.repeat(levels)}`;
    const deep = `{ __schema { types { fields { type { ${ofTypes(13)} } } } } }`;
    const refused = await graphql(server, deep, {}, admin.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toBe('쿼리가 너무 깊습니다. 최대 16단계까지 요청할 수 있습니다.');
    const deepest = `{ __schema { types { fields { type { ${ofTypes(11)} } } } } }`;
    expect((await graphql(server, deepest, {}, admin.accessToken)).status).toBe(200);
    const big = await graphql(server, '{ members(page: { size: 101 }) { total } }', {}, admin.accessToken);
    expect(big.errors?.[0]).toMatchObject({
      message: '페이지 크기(size)는 1~100 사이여야 합니다.',
      extensions: { code: 'BAD_USER_INPUT', field: 'size' },
    });
  });
});

describe('access tokens', () => {
  const meQuery = '{ me { userId role } }';
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    sub: '1',
    authorities: ['admin'],
    iss: 'parcel-admin',
    exp: Math.floor(Date.now() / 1000) + 600,
  };

  it('accepts a valid token', async () => {
    const answer = await graphql<{ me: { userId: string; role: string } }>(
      server,
      meQuery,
      {},
      admin.accessToken,
    );
    expect(answer.data?.me).toEqual({ userId: 'admin', role: 'admin' });
  });

  it('refuses a token that is not a JWT at all', async () => {
    expect((await call(server, 'GET', '/api/member/list', { token: 'not.a.token' })).status).toBe(401);
    expect((await graphql(server, meQuery, {}, 'not.a.token')).status).toBe(401);
  });

  it('refuses a token signed with alg none', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await graphql(server, meQuery, {}, token)).status).toBe(401);
    expect((await call(server, 'GET', '/api/member/list', { token })).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new AccessTokens('another-secret-that-is-long-enough-too!!').sign({
      memberId: 1,
      sessionVersion: 1,
      userId: 'admin',
      name: '관리자',
      role: 'admin',
    });
    expect((await graphql(server, meQuery, {}, forged)).status).toBe(401);
  });

  it('refuses a token without an expiry', async () => {
    const endless = await new SignJWT({ authorities: ['admin'], sv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('parcel-admin')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await graphql(server, meQuery, {}, endless)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await server.deps.tokens.sign(
      { memberId: 1, sessionVersion: 1, userId: 'admin', name: '관리자', role: 'admin' },
      Date.now() - 60 * 60 * 1000,
    );
    expect((await graphql(server, meQuery, {}, expired)).status).toBe(401);
  });
});

describe('control characters', () => {
  const nul = 'sam\u0000ple';
  it.each(restRoutes.map((route) => [route.method, route.path]))(
    '%s %s refuses a NUL in a query value and in a body field with 400 naming the field',
    async (method, path) => {
      const inQuery = await call<{ code: string; field: string; message: string }>(
        server,
        method,
        `${concrete(path)}?name=${encodeURIComponent(nul)}`,
        { token: admin.accessToken, body: method === 'GET' ? undefined : {} },
      );
      expect(inQuery.status).toBe(400);
      expect(inQuery.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
      expect(inQuery.body.message).toMatch(KOREAN);
      if (method === 'GET') return;
      const inBody = await call<{ field: string }>(server, method, concrete(path), {
        token: admin.accessToken,
        body: { userId: 'kim', name: nul },
      });
      expect(inBody.status).toBe(400);
      expect(inBody.body.field).toBe('name');
    },
  );

  it('refuses a NUL in every text argument and input field of every GraphQL operation', async () => {
    const samples = textFieldSamples(await buildGraphQLSchema());
    expect(samples.length).toBeGreaterThan(10);
    for (const sample of samples) {
      const answer = await graphql(server, sample.document, {}, admin.accessToken);
      expect({
        sample: sample.path,
        status: answer.status,
        field: answer.errors?.[0]?.extensions?.field,
      }).toEqual({ sample: sample.path, status: 400, field: sample.path });
    }
    const viaVariables = await graphql(
      server,
      'query ($name: String) { members(filter: { name: $name }) { total } }',
      { name: nul },
      admin.accessToken,
    );
    expect(viaVariables.status).toBe(400);
    expect(viaVariables.errors?.[0]?.extensions?.field).toBe('name');
  });

  it('keeps line breaks and tabs, which memos use', async () => {
    const answer = await call(server, 'GET', `/api/member/list?name=${encodeURIComponent('a\n\tb')}`, {
      token: admin.accessToken,
    });
    expect(answer.status).toBe(200);
  });
});

/** Every column of a home-grid row. */
function rowFields(): string {
  return [
    'chargeCd companyNm1 companyNm2 companyNm2Address deliveryRegionId1 deliveryRegionId2 kindCode',
    'managerId memo mobileNo2 pickupCheck qty requstDt rmk sender senderTransportId shipmentId sumAmount',
    'sumWeight telNo2 transportCode transportCourse transportDate transportManager transportProcessCd',
    'untpc waybillNo weight weightQty',
  ].join(' ');
}

describe('GraphQL cost', () => {
  it('refuses 2,500 aliases before any of them runs', async () => {
    const aliases = Array.from({ length: 2500 }, (_, index) => `a${index}: deliveryStatus { total }`).join(
      ' ',
    );
    const answer = await graphql(server, `{ ${aliases} }`, {}, admin.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => error.message)).toContainEqual(
      expect.stringMatching(/별칭\(alias\)은 최대 30개/),
    );
  });

  it('counts each top-level field and lists without a page argument at the default page size', async () => {
    const roots = Array.from({ length: 11 }, (_, index) => `a${index}: appInfo { productName }`).join(' ');
    expect((await graphql(server, `{ ${roots} }`, {}, admin.accessToken)).errors?.[0]?.message).toMatch(
      /최상위 필드는 최대 10개/,
    );
    const fields = rowFields();
    const one = await graphql(server, `{ deliveryStatus { items { ${fields} } } }`, {}, admin.accessToken);
    expect(one.status).toBe(200);
    // Without a page argument each copy counts 17 rows: ten copies of every column are too many.
    const wide = Array.from(
      { length: 10 },
      (_, index) => `d${index}: deliveryStatus { items { ${fields} } }`,
    );
    const answer = await graphql(server, `{ ${wide.join(' ')} }`, {}, admin.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/요청한 데이터가 너무 많습니다/);
  });

  it('weighs the same query again for other variables', async () => {
    const copies = Array.from(
      { length: 10 },
      (_, index) => `d${index}: deliveryStatus(page: $page) { items { ${rowFields()} } }`,
    );
    const query = `query ($page: PageInput) { ${copies.join(' ')} }`;
    const pageOf = (size: number) => graphql(server, query, { page: { size } }, admin.accessToken);
    expect((await pageOf(1)).status).toBe(200);
    // Ten copies of every column of 17 rows: too many, though the same query of 1 row passed.
    const costly = await pageOf(17);
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0]?.message).toMatch(/요청한 데이터가 너무 많습니다/);
    expect((await pageOf(1)).status).toBe(200);
  });

  it('answers a wrongly typed variable with 400, not 500', async () => {
    const answer = await graphql(
      server,
      'mutation ($id: Int!) { withdrawMember(memberId: $id) { memberId } }',
      { id: 'not a number' },
      admin.accessToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('suggests no field names to a caller who may not read the schema', async () => {
    const anonymous = await graphql(server, '{ appInf { productName } }');
    expect(anonymous.status).toBe(400);
    expect(anonymous.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const signedIn = await graphql(server, '{ appInf { productName } }', {}, viewer.accessToken);
    expect(signedIn.errors?.[0]?.message).toMatch(/Did you mean "appInfo"/);
  });
});
