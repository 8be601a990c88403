import { AccessTokens } from '../src/common/access-token';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { LoginThrottle } from '../src/common/login-throttle';
import { restRoutes } from '../src/rest/routes';
import { sampleOperations, type SampleOperation } from './graphql-samples';
import { call, createUser, graphql, signIn, type Session } from './http';
import { startTestServer, type TestServer } from './test-server';

/** Operations anyone may call: the rest needs a signed-in caller. */
const PUBLIC_OPERATIONS = ['appInfo', 'login', 'refreshToken', 'logout'];
const KOREAN = /[가-힣]/;

let server: TestServer;
let operations: SampleOperation[];
let admin: Session;
let viewer: Session;

beforeAll(async () => {
  server = await startTestServer();
  operations = sampleOperations(await buildGraphQLSchema());
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
  await createUser(server, 'viewer', 'viewer-pass-1', 'member_view');
  admin = await signIn(server, 'admin', 'admin-pass-1');
  viewer = await signIn(server, 'viewer', 'viewer-pass-1');
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
      }).toEqual({
        field: operation.field,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses introspection to anonymous callers but not to signed-in analysts', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await graphql(server, query)).status).toBe(401);
    const signedIn = await graphql<{ __schema: { queryType: { name: string } } }>(
      server,
      query,
      {},
      viewer.accessToken,
    );
    expect(signedIn.data?.__schema.queryType.name).toBe('Query');
  });

  it('still answers appInfo', async () => {
    const answer = await graphql<{ appInfo: { productName: string } }>(server, '{ appInfo { productName } }');
    expect(answer.data?.appInfo.productName).toBe('택배관리시스템');
  });
});

describe('with a member_view token', () => {
  it.each(
    restRoutes
      .filter((route) => typeof route.access === 'object' && route.access.level === 'write')
      .map((route) => [route.method, route.path]),
  )('%s %s answers 403', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const answer = await call(server, method, concrete(path), { token: viewer.accessToken, body });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' });
  });

  it('every GraphQL write operation answers 403', async () => {
    const writes = operations.filter(
      (operation) => operation.kind === 'mutation' && !PUBLIC_OPERATIONS.includes(operation.field),
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

describe('bad input never produces a 5xx', () => {
  const writeRoutes = restRoutes.filter((route) => route.method !== 'GET');

  it.each(writeRoutes.map((route) => [route.method, route.path]))(
    '%s %s answers malformed JSON with 400',
    async (method, path) => {
      const answer = await call<{ message: string }>(server, method, concrete(path), {
        token: admin.accessToken,
        rawBody: '{"userId": "kim",',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('요청 본문이 올바른 JSON 형식이 아닙니다.');
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
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }'} }`;
    expect((await graphql(server, deep, {}, admin.accessToken)).status).toBe(400);
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

  it('refuses a token signed with alg none', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await graphql(server, meQuery, {}, token)).status).toBe(401);
    expect((await call(server, 'GET', '/api/member/list', { token })).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new AccessTokens('another-secret-that-is-long-enough-too!!').sign({
      memberId: 1,
      userId: 'admin',
      name: '관리자',
      role: 'admin',
    });
    expect((await graphql(server, meQuery, {}, forged)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await server.deps.tokens.sign(
      { memberId: 1, userId: 'admin', name: '관리자', role: 'admin' },
      Date.now() - 60 * 60 * 1000,
    );
    expect((await graphql(server, meQuery, {}, expired)).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('refuses the 101st failed sign-in of an id within the hour, even with the right password', async () => {
    const throttled = await startTestServer({ loginThrottle: new LoginThrottle(100) });
    try {
      await createUser(throttled, 'target', 'right-pass-1', 'member_view');
      for (let attempt = 1; attempt <= 100; attempt += 1) {
        const answer = await call(throttled, 'POST', '/auth/login', {
          body: { userId: 'target', userPw: 'wrong' },
        });
        expect(answer.status).toBe(401);
      }
      const refused = await call<{ message: string }>(throttled, 'POST', '/auth/login', {
        body: { userId: 'target', userPw: 'right-pass-1' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      await throttled.close();
    }
  }, 120_000);
});
