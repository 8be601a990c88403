// Analysts' reads on a real streaming replica (common/analyst-reads.ts): the test starts a primary
// and a hot standby of its own (db/src/testing/replica-cluster.ts), whatever server the suite uses.
// Which server answered is seen from the data: while the standby's replay is paused, a row written
// on the primary is missing only on the replica.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase, initOrm, migrateDatabase, withClient, withDatabaseName } from '@parcel/db';
import { startReplicaCluster, type ReplicaCluster } from '@parcel/db/src/testing/replica-cluster';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { createApp, type RunningApp } from '../src/app';
import { createLogger } from '../src/common/logger';
import { createAppDependencies } from '../src/context';
import { WEB_DOCUMENTS_MANIFEST } from '../src/graphql/web-documents';
import { call, createUser, graphql, signIn } from './http';
import { TEST_JWT_SECRET, testOutboxMailer } from './test-server';

/**
 * Long enough for the test to see two reads waiting on the replica and stop it under them, on a
 * busy machine (3 s was not, once in CI).
 */
const TIMEOUT_MS = 5000;
const METRICS_TOKEN = 'replica-test-metrics-token';

const manifest = Object.values(
  JSON.parse(readFileSync(WEB_DOCUMENTS_MANIFEST, 'utf8')) as Record<string, string>,
);
function webDocument(operation: string): string {
  const text = manifest.find((document) => new RegExp(`\\b${operation}\\b`).test(document));
  if (!text) throw new Error(`the web app has no ${operation}`);
  return text;
}
/** The web app's course list and its "new course" mutation: the staff's. */
const WEB_ROUTES = webDocument('query Routes');
const WEB_CREATE_ROUTE = webDocument('mutation CreateRoute');
/** An analyst's own course list. */
const ANALYST_ROUTES = '{ routes { items { deliveryRouteNm } } }';

let cluster: ReplicaCluster;
let primaryUrl: string;
let replicaUrl: string;
let orm: MikroORM;
let running: RunningApp;
let http: Server;
let server: { url: string };
let token: string;
const logLines: string[] = [];

beforeAll(async () => {
  cluster = await startReplicaCluster();
  await ensureDatabase(cluster.primaryUrl, 'parcel');
  primaryUrl = withDatabaseName(cluster.primaryUrl, 'parcel');
  replicaUrl = withDatabaseName(cluster.replicaUrl, 'parcel');
  const quiet = () => undefined;
  orm = await initOrm(
    primaryUrl,
    { pool: { min: 0, max: 4 }, logger: quiet, driverOptions: { log: { warn: quiet, error: quiet } } },
    { replicaUrls: [replicaUrl] },
  );
  await migrateDatabase(orm);
  const deps = createAppDependencies(orm, {
    appInfo: { productName: '택배관리시스템', demoData: false, printProgramUrl: null },
    jwtSecret: TEST_JWT_SECRET,
    logger: createLogger({
      level: 'info',
      destination: { write: (line: string) => void logLines.push(line) },
    }),
    mailer: testOutboxMailer(),
    analystReads: { statementTimeoutMs: TIMEOUT_MS, replicaRetryMs: 300 },
  });
  running = await createApp(deps, 'test', { webDist: '/nonexistent', metricsToken: METRICS_TOKEN });
  http = running.app.listen(0);
  await new Promise((resolve) => http.once('listening', resolve));
  server = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  await createUser(
    { db: { orm, url: primaryUrl, destroy: async () => undefined } },
    'admin',
    'admin-pass-1',
    'admin',
  );
  token = (await signIn(server, 'admin', 'admin-pass-1')).accessToken;
  await caughtUp();
}, 120_000);

afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  await running?.stop();
  await orm?.close(true);
  await cluster?.destroy();
});

const onReplica = <T>(sql: string) =>
  withClient(replicaUrl, async (client) => (await client.query(sql)).rows as T[]);
const onPrimary = <T>(sql: string) =>
  withClient(primaryUrl, async (client) => (await client.query(sql)).rows as T[]);

/** Waits until the standby has replayed everything the primary has written out (flushed) so far. */
async function caughtUp(): Promise<void> {
  const [primary] = await onPrimary<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  await until(async () => {
    const [replica] = await onReplica<{ replayed: boolean }>(
      `select pg_last_wal_replay_lsn() >= '${primary?.lsn}'::pg_lsn as replayed`,
    );
    return replica?.replayed === true;
  });
}

async function until(
  condition: () => Promise<boolean>,
  timeoutMs = 10_000,
  explain: () => Promise<string> = async () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting ${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const courseNames = async (query: string) => {
  const answer = await graphql<{ routes: { items: { deliveryRouteNm: string }[] } }>(
    server,
    query,
    {},
    token,
  );
  expect(answer).toMatchObject({ status: 200 });
  return answer.data!.routes.items.map((route) => route.deliveryRouteNm);
};

/** The transports list's export, as the names of the senders on it. */
async function exportedSenders(): Promise<string[]> {
  const response = await fetch(`${server.url}/api/transport/excel`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: string[] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) rows.push(JSON.stringify(row.values));
  });
  return rows;
}

const addTransport = (senderName: string) =>
  rowBuilders(() => orm.em.fork()).aTransport({
    company_nm: senderName,
    receivers: [{ company_nm: '받는곳', sort_order: 1 }],
  });

/**
 * Holds an exclusive lock on transport_sender on the primary until released, and waits until the
 * standby has replayed it: reads of the table wait on both servers. The lock's WAL record is
 * flushed by a transaction that writes WAL of its own (a logical message), whose commit PostgreSQL
 * flushes at once. A transaction that only took an xid, such as `select txid_current()`, commits
 * asynchronously: the WAL writer flushed it up to 200 ms later, the primary's write position was
 * still before the lock, and in loaded CI runs the standby still showed the previous test's lock,
 * so a read went through between that one's release and this one's replay.
 */
async function lockSendersOnBoth(): Promise<() => Promise<void>> {
  const lock = new Client({ connectionString: primaryUrl });
  await lock.connect();
  await lock.query('begin');
  const release = async () => {
    await lock.query('rollback');
    await lock.end();
  };
  try {
    await lock.query('lock table transport_sender in access exclusive mode');
    await onPrimary(`select pg_logical_emit_message(true, 'replica-reads-test', 'flush the lock')`);
    await caughtUp();
    const held = await onReplica<{ granted: boolean }>(
      `select granted from pg_locks where relation = 'transport_sender'::regclass and mode = 'AccessExclusiveLock'`,
    );
    expect(held).toEqual([{ granted: true }]);
    return release;
  } catch (error) {
    await release();
    throw error;
  }
}

const logged = (message: string) => logLines.filter((line) => line.includes(message)).length;

describe('analysts on the replica, the staff on the primary', () => {
  it("serves analysts' queries and exports from the replica, the web app's queries and writes from the primary", async () => {
    await onReplica('select pg_wal_replay_pause()');
    try {
      const created = await graphql(
        server,
        WEB_CREATE_ROUTE,
        { input: { deliveryRouteNm: '복제 시험 코스' } },
        token,
      );
      expect(created.errors).toBeUndefined();
      expect(created).toMatchObject({
        status: 200,
        data: { createRoute: { deliveryRouteNm: '복제 시험 코스' } },
      });
      await addTransport('복제 시험 발송');
      expect(await courseNames(WEB_ROUTES)).toContain('복제 시험 코스');
      expect(await courseNames(ANALYST_ROUTES)).not.toContain('복제 시험 코스');
      expect((await exportedSenders()).join()).not.toContain('복제 시험 발송');
    } finally {
      await onReplica('select pg_wal_replay_resume()');
    }
    await caughtUp();
    expect(await courseNames(ANALYST_ROUTES)).toContain('복제 시험 코스');
    expect((await exportedSenders()).join()).toContain('복제 시험 발송');
  });

  it("opens the replica's sessions with PostgreSQL's settings (parallel workers, JIT), not the primary's session options", async () => {
    const settings = async (server: 'read' | 'write') => {
      const [row] = await orm.em
        .fork()
        .getConnection(server)
        .execute<{ workers: string; jit: string }[]>(
          `select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`,
        );
      return row;
    };
    expect({ replica: await settings('read'), primary: await settings('write') }).toEqual({
      replica: { workers: '2', jit: 'on' },
      primary: { workers: '0', jit: 'off' },
    });
  });

  it('stops an export on the replica at the statement timeout, with the Korean message', async () => {
    const release = await lockSendersOnBoth();
    try {
      const answer = await call<{ code: string; message: string }>(server, 'GET', '/api/transport/excel', {
        token,
      });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(
        `조회 시간이 제한(5초)을 넘었습니다. 기간이나 조건을 좁혀 주세요. (요청 번호 ${answer.headers.get('x-request-id')})`,
      );
    } finally {
      await release();
    }
  });

  it('moves reads caught by the replica going away to the primary, and reads there while it is down: no 500, one warning, counted', async () => {
    const release = await lockSendersOnBoth();
    let released = false;
    try {
      // What each read answered, for the failure message below.
      const answered: Record<string, unknown> = {};
      const tracked = <T>(name: string, read: Promise<T>) =>
        read.then(
          (answer) => ((answered[name] = answer), answer),
          (error: unknown) => {
            answered[name] = String(error);
            throw error;
          },
        );
      const inFlight = Promise.all([
        tracked(
          'graphql',
          graphql<{ rows: { total: number } }>(server, '{ rows: transportList { total } }', {}, token),
        ),
        tracked('export', exportedSenders()),
      ]);
      const waitingOn = (query: typeof onReplica) =>
        query<{ query: string }>(
          `select left(query, 80) as query from pg_stat_activity
            where backend_type = 'client backend' and wait_event_type = 'Lock'`,
        );
      // If this times out, the failure says where the reads were waiting and what the app logged.
      await until(
        async () => (await waitingOn(onReplica)).length === 2,
        20_000,
        async () =>
          JSON.stringify({
            waitingOnReplica: await waitingOn(onReplica),
            waitingOnPrimary: await waitingOn(onPrimary),
            answered,
            log: logLines.slice(-8),
          }),
      );
      await cluster.stopReplica();
      await release();
      released = true;
      const [analyst, exported] = await inFlight;
      expect(analyst).toMatchObject({ status: 200 });
      expect(analyst.data?.rows.total).toBeGreaterThan(0);
      expect(exported.join()).toContain('복제 시험 발송');
    } finally {
      if (!released) await release();
      // Stopped even when the test failed before it did, so the next test starts from a stopped standby.
      await cluster.stopReplica();
    }

    await addTransport('복제본 중단 중 발송');
    expect((await exportedSenders()).join()).toContain('복제본 중단 중 발송');
    expect(await graphql(server, ANALYST_ROUTES, {}, token)).toMatchObject({ status: 200 });
    expect(logged('read replica unreachable')).toBe(1);
    const metrics = await call<string>(server, 'GET', '/metrics', { token: METRICS_TOKEN });
    expect(metrics.body).toMatch(/^db_replica_fallbacks_total [1-9]/m);
  });

  it('goes back to the replica once it answers again', async () => {
    await cluster.startReplica();
    await caughtUp();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await onReplica('select pg_wal_replay_pause()');
    try {
      await addTransport('복제본 복귀 후 발송');
      expect((await exportedSenders()).join()).not.toContain('복제본 복귀 후 발송');
    } finally {
      await onReplica('select pg_wal_replay_resume()');
    }
    expect(logged('read replica answers again')).toBe(1);
  });
});
