// A full disk (issue 26, part 5): the database's data directory is on a disk of 128 MiB that the
// test mounts (db/src/testing/test-cluster.ts, its WAL outside), filled with a file of the test's
// own until 256 KiB are left. A save that needs new pages then answers 503 with a Korean message
// and the request id, nothing of it is stored, and reads still answer 200 over REST and GraphQL;
// once the file is removed the same save succeeds. A read whose sort spills past temp_file_limit
// answers 503 too.
//
// Mounting needs root (CI and this machine run the tests as root). Elsewhere the test says so and
// raises PostgreSQL's disk_full (SQLSTATE 53100) from a trigger at the end of the save's
// statement instead: the app's path (the answer, the rollback, the reads) is the same.
import { readFile } from 'node:fs/promises';
import { withClient } from '@parcel/db';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { createClusterDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import { fillDisk, TestClusterRoot, type TestServerInstance } from '@parcel/db/src/testing/test-cluster';
import { createLogger } from '../src/common/logger';
import { ALL_STORED, bigTransport, NOTHING_STORED, storedOf } from './big-transport';
import { call, createUser, graphql, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

let root: TestClusterRoot;
let postgres: TestServerInstance;
let server: TestServer;
let token: string;
let parties: { senderCompanyId: number; receiverCompanyId: number };
/** True when the data directory is on a disk of the test's own (root); else the trigger stands in. */
let realDisk: boolean;
/** The app's log lines, to check what an operator reads. */
const logLines: string[] = [];

async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  let index = 0;
  const numbered = text.replace(/\?/g, () => `$${++index}`);
  return withClient(server.db.url, async (client) => (await client.query(numbered, params)).rows as Row[]);
}

beforeAll(async () => {
  realDisk = await TestClusterRoot.canMountDisks();
  if (!realDisk)
    console.warn('disk-full.test: not root, so no disk to fill: disk_full is raised by a trigger instead');
  root = await TestClusterRoot.create();
  postgres = await root.initialise('data', [], realDisk ? { diskMiB: 128 } : {});
  await postgres.start();
  const database: TestDatabase = await createClusterDatabase(postgres.url);
  server = await startTestServer({
    database,
    logger: createLogger({ level: 'info', destination: { write: (line: string) => logLines.push(line) } }),
  });
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
  token = (await signIn(server, 'admin', 'admin-pass-1')).accessToken;
  const company = (name: string, bizNo: string) =>
    rowBuilders(() => server.db.orm.em.fork()).aCompany({
      ...{ biz_no: bizNo, company_nm: name, tel_no: '0531234567' },
      ...{ address: '대구광역시 북구 칠성로 1', shipper_cd: 'COM' },
    });
  parties = {
    senderCompanyId: await company('디스크 보내는상사', '6808600001'),
    receiverCompanyId: await company('디스크 받는마트', '6808600002'),
  };
}, 120_000);

afterAll(async () => {
  await server?.close();
  await root?.destroy();
});

const save = (body: unknown) =>
  call<{ senderTransportId: number }>(server, 'POST', '/api/transport/shipment-save', { token, body });

/**
 * Makes the disk full until the returned function is called: a file filling the data directory's
 * disk, or (not root) a trigger raising disk_full once a statement has written goods lines.
 */
async function diskFull(): Promise<() => Promise<void>> {
  if (realDisk) return fillDisk(postgres.disk!, 256 * 1024);
  await sql(`create function raise_disk_full() returns trigger language plpgsql as $$
begin
  raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
end $$`);
  await sql(`create trigger disk_full after insert on shipment
               for each statement execute function raise_disk_full()`);
  return async () => {
    await sql('drop trigger disk_full on shipment');
    await sql('drop function raise_disk_full()');
  };
}

const TODAY = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
/** The transports list of today, a page of receivers, over REST. */
const listToday = () =>
  call<{ total: number }>(server, 'GET', `/api/transport/list?startDate=${TODAY}&endDate=${TODAY}&size=20`, {
    token,
  });

const READS = `query ($id: Int!) {
  transportList(page: { page: 0, size: 20 }) { total }
  transport(senderTransportId: $id) { receivers { shipments { shipmentId } } }
}`;

describe('the database server out of disk space', () => {
  it('a save answers 503 with the Korean message and its request id, stores nothing, and reads go on', async () => {
    const first = await save(bigTransport('디스크 먼저', parties, 770_000_000_000));
    expect(first.status).toBe(200);

    const freeAgain = await diskFull();
    try {
      const refused = await save(bigTransport('디스크 가득', parties, 770_000_010_000));
      const requestId = refused.headers.get('x-request-id');
      expect(refused).toMatchObject({
        status: 503,
        body: {
          code: 'SERVICE_UNAVAILABLE',
          message: `데이터베이스 저장 공간이 부족해 요청을 처리하지 못했습니다. 관리자에게 알려주세요. (요청 번호 ${requestId})`,
        },
      });
      // Space does not come back by itself: the caller is not told to retry in a few seconds.
      expect(refused.headers.get('retry-after')).toBeNull();
      expect(await storedOf(sql, '디스크 가득')).toEqual(NOTHING_STORED);
      const logged = logLines.find(
        (line) => line.includes(`"reqId":"${requestId}"`) && line.includes('disk full'),
      );
      expect(logged && JSON.parse(logged)).toMatchObject({ level: 50, err: { code: '53100' } });

      // Reads need no new space: the list over REST and GraphQL, and the first transport whole.
      expect(await listToday()).toMatchObject({ status: 200, body: { total: 20 } });
      const read = await graphql<{
        transportList: { total: number };
        transport: { receivers: { shipments: unknown[] }[] };
      }>(server, READS, { id: first.body.senderTransportId }, token);
      expect(read.status).toBe(200);
      expect(read.data?.transportList.total).toBe(20);
      expect(read.data?.transport.receivers.flatMap((receiver) => receiver.shipments)).toHaveLength(2000);
    } finally {
      await freeAgain();
    }

    // With the space back, the same save is stored whole.
    const again = await save(bigTransport('디스크 가득', parties, 770_000_010_000));
    expect(again.status).toBe(200);
    expect(await storedOf(sql, '디스크 가득')).toEqual(ALL_STORED);
    if (realDisk)
      expect(await readFile(postgres.logFile, 'utf8')).toMatch(
        /could not extend file .*No space left on device/,
      );
  }, 60_000);

  it('a read whose sort spills past temp_file_limit answers 503 saying to narrow it; other reads go on', async () => {
    // The delivery check's last page of today's 4,000 goods lines sorts them all (offset 3,990):
    // past 64 kB of memory, on disk.
    const checkList = () =>
      call(server, 'GET', `/api/transport/check-list?startDate=${TODAY}&endDate=${TODAY}&page=399&size=10`, {
        token,
      });
    expect((await checkList()).status).toBe(200);
    const reset = await setServerSettings({ work_mem: '64kB', temp_file_limit: '32kB' });
    try {
      const refused = await checkList();
      const requestId = refused.headers.get('x-request-id');
      expect(refused).toMatchObject({
        status: 503,
        body: {
          code: 'SERVICE_UNAVAILABLE',
          message: `처리에 필요한 임시 공간이 한도를 넘었습니다. 기간이나 조건을 좁혀 주세요. (요청 번호 ${requestId})`,
        },
      });
      const logged = logLines.find(
        (line) => line.includes(`"reqId":"${requestId}"`) && line.includes('temp_file_limit'),
      );
      expect(logged && JSON.parse(logged)).toMatchObject({ level: 40, err: { code: '53400' } });
      expect((await listToday()).status).toBe(200);
    } finally {
      await reset();
    }
    expect((await checkList()).status).toBe(200);
  }, 60_000);
});

/**
 * Sets settings of the whole server as an operator would (postgresql.auto.conf) and reloads it;
 * resolves once it has, with the function that resets them.
 */
async function setServerSettings(settings: Record<string, string>): Promise<() => Promise<void>> {
  const before = await currentSettings(Object.keys(settings));
  for (const [name, value] of Object.entries(settings)) await sql(`alter system set ${name} = '${value}'`);
  await reloaded(settings);
  return async () => {
    for (const name of Object.keys(settings)) await sql(`alter system reset ${name}`);
    await reloaded(before);
  };
}

/** The settings a new session gets, as current_setting writes them ('64kB'). */
async function currentSettings(names: string[]): Promise<Record<string, string>> {
  const [row] = await sql<Record<string, string>>(
    `select ${names.map((name, index) => `current_setting('${name}') as s${index}`).join(', ')}`,
  );
  return Object.fromEntries(names.map((name, index) => [name, row![`s${index}`]!]));
}

/**
 * Reloads the server's settings and waits until a new session sees `expected`: the server has then
 * told every session already open (the app's pool), which reads them before its next statement.
 */
async function reloaded(expected: Record<string, string>): Promise<void> {
  await sql('select pg_reload_conf()');
  for (let waited = 0; waited < 10_000; waited += 20) {
    const current = await currentSettings(Object.keys(expected));
    if (Object.entries(expected).every(([name, value]) => current[name] === value)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server did not take ${JSON.stringify(expected)} within 10 s`);
}
