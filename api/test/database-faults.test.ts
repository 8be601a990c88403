// Database faults: connections the database drops under load are replaced without a 500 or a lost
// acknowledged write, and while the database is unreachable the API answers 503 with Retry-After.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initOrm, withClient } from '@parcel/db';
import { createApp } from '../src/app';
import { createLogger } from '../src/common/logger';
import { createAppDependencies } from '../src/context';
import { call, createUser, graphql, signIn } from './http';
import { startTestServer, TEST_JWT_SECRET, type TestServer, unexpectedErrorLog } from './test-server';

let server: TestServer;

/** What the server logged as unexpected (a 500's cause), so a failing run says why. */
const { logger, lines: unexpected } = unexpectedErrorLog();

beforeAll(async () => {
  server = await startTestServer({
    logger,
  });
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
});
afterAll(() => server.close());

/** Ends every connection of the app's database, as a restart or an operator would. */
async function terminateConnections(): Promise<number> {
  const database = new URL(server.db.url).pathname.slice(1);
  return withClient(server.db.url, async (client) => {
    const result = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return result.rowCount ?? 0;
  });
}

describe('connections the database drops', () => {
  it('under load: no 500, no acknowledged write lost, and the next requests succeed', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    let running = true;
    const reader = async () => {
      while (running) {
        statuses.push(
          (await call(server, 'GET', '/api/member/list?page=0&size=5', { token: session.accessToken }))
            .status,
        );
        statuses.push((await graphql(server, '{ members { total } }', {}, session.accessToken)).status);
      }
    };
    let sequence = 0;
    const writer = async () => {
      while (running) {
        sequence += 1;
        const userId = `load${sequence}`;
        const answer = await call(server, 'POST', '/api/member/insert', {
          token: session.accessToken,
          body: {
            userId,
            userPw: 'Passw0rd!',
            userPwConfirm: 'Passw0rd!',
            name: '부하',
            email: `${userId}@example.com`,
            telNo: '010-1234-5678',
            groupVal: 'member_view',
          },
        });
        statuses.push(answer.status);
        if (answer.status === 200) acknowledged.push(userId);
      }
    };
    const load = [reader(), reader(), reader(), writer()];
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await terminateConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await terminateConnections();
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(load);

    // A write caught by the cut may be refused with 503 (and not acknowledged); never a 500.
    expect({
      statuses: statuses.filter((status) => status >= 500 && status !== 503),
      unexpected,
    }).toEqual({ statuses: [], unexpected: [] });
    expect(acknowledged.length).toBeGreaterThan(0);
    const [stored] = await server.db.orm.em
      .fork()
      .execute<{ count: string }[]>(`select count(*) as count from member where user_id in (?)`, [
        acknowledged,
      ]);
    expect(Number(stored?.count)).toBe(acknowledged.length);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(server, 'GET', '/api/member/list', { token: session.accessToken })).status).toBe(
        200,
      );
    }
  }, 30_000);

  it('retries a read that meets a dead connection, so the caller never sees it', async () => {
    const session = await signIn(server, 'admin', 'admin-pass-1');
    // Warm the pool, kill its connections behind its back, then read at once.
    await Promise.all(
      Array.from({ length: 4 }, () =>
        call(server, 'GET', '/api/member/list', { token: session.accessToken }),
      ),
    );
    await terminateConnections();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(server, 'GET', '/api/member/list', { token: session.accessToken }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with a Korean message and Retry-After, and /healthz says the database is down', async () => {
    const token = await server.deps.tokens.sign({
      memberId: 1,
      sessionVersion: 1,
      userId: 'admin',
      name: '관리자',
      role: 'admin',
    });
    // Nothing listens on port 1.
    const orm = await initOrm('postgres://postgres@127.0.0.1:1/nothing', {
      connect: false,
      logger: () => undefined,
      pool: { min: 0, max: 2, acquireTimeoutMillis: 2000 },
    });
    const deps = createAppDependencies(orm, {
      appInfo: { productName: '택배관리시스템', demoData: false, printProgramUrl: null },
      jwtSecret: TEST_JWT_SECRET,
      logger: createLogger({ level: 'silent' }),
    });
    const running = await createApp(deps, 'test');
    const http: Server = running.app.listen(0);
    await new Promise((resolve) => http.once('listening', resolve));
    const down = {
      url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      db: server.db,
      deps,
      close: server.close,
    };
    try {
      const rest = await call<{ code: string; message: string }>(down, 'GET', '/api/member/list', { token });
      expect({ status: rest.status, body: rest.body }).toMatchObject({ status: 503 });
      expect(rest.body).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
      });
      expect(rest.headers.get('retry-after')).toBe('5');

      const viaGraphQL = await call<{ errors: { extensions: { code: string } }[] }>(
        down,
        'POST',
        '/graphql',
        {
          token,
          body: { query: '{ members { total } }' },
        },
      );
      expect(viaGraphQL.status).toBe(503);
      expect(viaGraphQL.body.errors[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(viaGraphQL.headers.get('retry-after')).toBe('5');

      const health = await call(down, 'GET', '/healthz');
      expect(health).toMatchObject({ status: 503, body: { status: 'error', database: 'down' } });
    } finally {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await running.stop();
      await orm.close(true);
    }
  }, 30_000);
});
