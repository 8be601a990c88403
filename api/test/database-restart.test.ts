// The database restarted under load, several times in a row, with the same app process: on a
// PostgreSQL server of the test's own (db/src/testing/test-cluster.ts), whatever server the suite
// uses, reached through a TCP relay that can also lose connections silently. Readers and writers
// run throughout; every answer is recorded with when it was asked and answered, so a 503 can be
// held against the windows in which the database was really down.
import { withActor } from '@parcel/db';
import { createClusterDatabase } from '@parcel/db/src/testing/test-database';
import { startTestCluster, type StopMode, type TestCluster } from '@parcel/db/src/testing/test-cluster';
import { type DatabaseRelay, startDatabaseRelay } from './database-relay';
import { call, createUser, graphql, signIn } from './http';
import { startTestServer, type TestServer, unexpectedErrorLog } from './test-server';

let cluster: TestCluster;
let relay: DatabaseRelay;
let server: TestServer;
let token: string;
/** What the server logged as unexpected (a 500's cause), so a failing run says why. */
const { logger, lines: unexpected } = unexpectedErrorLog();

beforeAll(async () => {
  cluster = await startTestCluster();
  relay = await startDatabaseRelay(cluster.server.url);
  server = await startTestServer({
    database: await createClusterDatabase(relay.url),
    logger,
  });
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
  token = (await signIn(server, 'admin', 'admin-pass-1')).accessToken;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await relay?.close();
  await cluster?.destroy();
});

/** One answer of the load: what was asked, its status, and when it was asked and answered. */
interface Answer {
  what: string;
  status: number;
  askedAt: number;
  answeredAt: number;
}

/** From when the server was told to stop until it accepted connections again. */
interface Outage {
  from: number;
  to: number;
}

let sequence = 0;
/** A new member over REST: a write whose acknowledgement (200) promises it is stored. */
function insertMember(): Promise<{ userId: string; status: number }> {
  sequence += 1;
  const userId = `restart${sequence}`;
  return call(server, 'POST', '/api/member/insert', {
    token,
    body: {
      userId,
      userPw: 'Passw0rd!',
      userPwConfirm: 'Passw0rd!',
      name: '재시작',
      email: `${userId}@example.com`,
      telNo: '010-1234-5678',
      groupVal: 'member_view',
    },
  }).then((answer) => ({ userId, status: answer.status }));
}

const listMembers = () =>
  call(server, 'GET', '/api/member/list?page=0&size=5', { token }).then((answer) => answer.status);
const countMembers = () =>
  graphql(server, '{ members { total } }', {}, token).then((answer) => answer.status);

async function storedMembers(userIds: string[]): Promise<number> {
  const [stored] = await server.db.orm.em
    .fork()
    .execute<{ count: string }[]>(`select count(*) as count from member where user_id in (?)`, [userIds]);
  return Number(stored?.count);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database restarted under load, three times, with the same app process', () => {
  it('no 500, no acknowledged write lost, 503 only while it is down, and every request after it succeeds', async () => {
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let running = true;
    const record = async (what: string, ask: () => Promise<number>) => {
      const askedAt = Date.now();
      const status = await ask();
      answers.push({ what, status, askedAt, answeredAt: Date.now() });
      return status;
    };
    const reader = async () => {
      while (running) {
        await record('REST list', listMembers);
        await record('GraphQL', countMembers);
      }
    };
    const writer = async () => {
      while (running)
        await record('REST insert', async () => {
          const { userId, status } = await insertMember();
          if (status === 200) acknowledged.push(userId);
          return status;
        });
    };
    const load = [reader(), reader(), writer(), writer()];

    const outages: Outage[] = [];
    const modes: StopMode[] = ['fast', 'immediate', 'fast'];
    for (const mode of modes) {
      await pause(700);
      const from = Date.now();
      await cluster.server.stop(mode);
      await pause(400);
      await cluster.server.start();
      outages.push({ from, to: Date.now() });
    }
    await pause(700);
    running = false;
    await Promise.all(load);

    if (process.env.FAULT_REPORT)
      process.stdout.write(
        `restarts ${modes.join(', ')}: ${answers.length} answers, ` +
          `${answers.filter((answer) => answer.status === 503).length} of them 503, ` +
          `${acknowledged.length} writes acknowledged, outages ${outages.map((outage) => outage.to - outage.from).join(', ')} ms\n`,
      );
    expect(unexpected).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    // A 503 only for a request asked before the database accepted connections again.
    const outsideOutages = answers.filter(
      (answer) =>
        answer.status === 503 &&
        !outages.some((outage) => answer.askedAt <= outage.to && answer.answeredAt >= outage.from),
    );
    expect(outsideOutages).toEqual([]);
    // The same for every request asked after each outage: it succeeded.
    const failedAfter = answers.filter(
      (answer) =>
        answer.status !== 200 &&
        outages.every((outage) => answer.askedAt > outage.to || answer.answeredAt < outage.from),
    );
    expect(failedAfter).toEqual([]);
    // The load really ran through the outages: writes were acknowledged between them.
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(modes.length);
    expect(await storedMembers(acknowledged)).toBe(acknowledged.length);
  }, 90_000);

  it('hands no connection that died idle across a restart to the next writes', async () => {
    // Fill the pool with idle connections, restart under them, then write at once, in parallel.
    await Promise.all(Array.from({ length: 4 }, listMembers));
    await cluster.server.stop('fast');
    await cluster.server.start();
    const writes = await Promise.all(Array.from({ length: 4 }, insertMember));
    expect(writes.map((write) => write.status)).toEqual([200, 200, 200, 200]);
    expect(await storedMembers(writes.map((write) => write.userId))).toBe(4);
  }, 60_000);

  it('serves writes handed connections that had died silently: the first read of each request runs again', async () => {
    // Idle connections that the server's side lost without the app being told (a restart behind a
    // proxy): each request's first statement, reading the caller, fails and runs once more.
    await Promise.all(Array.from({ length: 4 }, listMembers));
    relay.dropSilently();
    const writes = await Promise.all(Array.from({ length: 4 }, insertMember));
    expect(writes.map((write) => write.status)).toEqual([200, 200, 200, 200]);
    expect(await storedMembers(writes.map((write) => write.userId))).toBe(4);
    expect(unexpected).toEqual([]);
  });

  it('runs a transaction again, once, when its BEGIN met a connection that had died silently', async () => {
    const { orm } = server.db;
    await orm.em
      .fork()
      .execute('create table if not exists restart_probe (id serial primary key, note text)');
    const connections = 4;
    await Promise.all(
      Array.from({ length: connections }, () => orm.em.fork().execute('select pg_sleep(0.05)')),
    );
    relay.dropSilently();
    await Promise.all(
      Array.from({ length: connections }, (_, index) =>
        withActor(orm.em.fork(), null, (tx) =>
          // Raw: restart_probe is this test's own table.
          tx.execute('insert into restart_probe (note) values (?)', [`silent ${index}`]),
        ),
      ),
    );
    const rows = await orm.em
      .fork()
      .execute<{ note: string }[]>(`select note from restart_probe where note like 'silent %' order by note`);
    expect(rows.map((row) => row.note)).toEqual(['silent 0', 'silent 1', 'silent 2', 'silent 3']);
  });
});
