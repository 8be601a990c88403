// Stuck locks and slow statements end cleanly (DATABASE_LOCK_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS):
// another session holds a member's row; saves of it end at the lock timeout with a 409 naming the
// limit and the request id, over REST and GraphQL, without exhausting the pool, while other rows are
// served; once the row is free the same save succeeds. A statement that runs too long ends at the
// statement timeout with a 503. The log and the metrics say which limit ended what.
import { Client } from 'pg';
import { createLogger } from '../src/common/logger';
import { call, createUser, type HttpAnswer, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

const LOCK_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 1000;
const ANALYST_TIMEOUT_MS = 300;
const METRICS_TOKEN = 'request-timeouts-scrape-token';

const LOCK_MESSAGE =
  /^다른 작업이 같은 자료를 사용하고 있어 기다리다 제한 시간\(0\.5초\)에 멈췄습니다\. 잠시 후 다시 시도해주세요\. \(요청 번호 ([0-9a-f]{8})\)$/;
const SLOW_MESSAGE =
  /^처리 시간이 제한\(1초\)을 넘어 멈췄습니다\. 계속되면 요청 번호를 관리자에게 알려주세요\. \(요청 번호 ([0-9a-f]{8})\)$/;
const ANALYST_MESSAGE =
  /^조회 시간이 제한\(0\.3초\)을 넘었습니다\. 기간이나 조건을 좁혀 주세요\. \(요청 번호 ([0-9a-f]{8})\)$/;

const FIELDS = 'memberId userId name email telNo companyId groupVal delYn version';
const MEMBER = `query ($memberId: Int!) { member(memberId: $memberId) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: MemberUpdateInput!) { updateMember(input: $input) { ${FIELDS} } }`;

interface Member {
  memberId: number;
  userId: string;
  name: string;
  email: string | null;
  telNo: string | null;
  companyId: number | null;
  groupVal: string;
  delYn: string;
  version: number;
}

/** Both transports' answers to one call: the status, the code and message, the request id sent. */
interface Outcome {
  status: number;
  code: string | undefined;
  message: string | undefined;
  requestId: string | null;
  retryAfter: string | null;
}

let server: TestServer;
let token: string;
/** Members whose rows the tests lock (`locked`), slow down (`slow`) or leave alone (`free`). */
const members = {} as Record<'locked' | 'slow' | 'free', number>;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    databaseTimeouts: { lockTimeoutMs: LOCK_TIMEOUT_MS, statementTimeoutMs: STATEMENT_TIMEOUT_MS },
    analystReads: { statementTimeoutMs: ANALYST_TIMEOUT_MS },
    metricsToken: METRICS_TOKEN,
    logger: createLogger({
      level: 'warn',
      destination: { write: (line: string) => void logLines.push(line) },
    }),
  });
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
  token = (await signIn(server, 'admin', 'admin-pass-1')).accessToken;
  for (const who of ['locked', 'slow', 'free'] as const)
    members[who] = await createUser(server, `${who}user`, 'member-pass-1', 'member_view');
});
afterAll(() => server.close());

/** Holds `sql` (a row or table lock) in a transaction of another session until released. */
async function holdLock(sql: string, values: unknown[] = []): Promise<() => Promise<void>> {
  const session = new Client({ connectionString: server.db.url });
  await session.connect();
  await session.query('begin');
  await session.query(sql, values);
  return async () => {
    await session.query('rollback');
    await session.end();
  };
}

const lockMember = (memberId: number) =>
  holdLock('select member_id from member where member_id = $1 for update', [memberId]);

async function readMember(memberId: number): Promise<Member> {
  const answer = await call<{ data?: { member: Member } }>(server, 'POST', '/graphql', {
    token,
    body: { query: MEMBER, variables: { memberId } },
  });
  if (!answer.body.data) throw new Error(`member ${memberId}: ${answer.status}`);
  return answer.body.data.member;
}

/** The update form of `member` with a new name (a blank password keeps it). */
const updateInput = (member: Member, name: string) => ({
  memberId: member.memberId,
  userPw: '',
  userPwConfirm: '',
  name,
  email: member.email,
  telNo: member.telNo,
  companyId: member.companyId,
  groupVal: member.groupVal,
  delYn: member.delYn,
  version: member.version,
});

function outcome(answer: HttpAnswer<unknown>, code?: string, message?: string): Outcome {
  return {
    status: answer.status,
    code,
    message,
    requestId: answer.headers.get('x-request-id'),
    retryAfter: answer.headers.get('retry-after'),
  };
}

async function saveOverRest(member: Member, name: string): Promise<Outcome> {
  const answer = await call<{ code?: string; message?: string }>(server, 'PUT', '/api/member/update', {
    token,
    body: updateInput(member, name),
  });
  return outcome(answer, answer.body.code, answer.body.message);
}

async function saveOverGraphql(member: Member, name: string): Promise<Outcome> {
  const answer = await call<{ errors?: { message: string; extensions: { code: string } }[] }>(
    server,
    'POST',
    '/graphql',
    { token, body: { query: UPDATE, variables: { input: updateInput(member, name) } } },
  );
  const [error] = answer.body.errors ?? [];
  return outcome(answer, error?.extensions.code, error?.message);
}

/** `save`'s outcome and how long it took to come (ms). */
async function timed(save: () => Promise<Outcome>): Promise<[Outcome, number]> {
  const started = performance.now();
  const result = await save();
  return [result, performance.now() - started];
}

/** The message's request id, which must be the one the answer's X-Request-Id header shows. */
const quotedId = (pattern: RegExp, result: Outcome) => pattern.exec(result.message ?? '')?.[1];

/** What the server warned of about request `requestId`, besides its request line. */
const warningsOf = (requestId: string | null) =>
  logLines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.reqId === requestId && entry.level === 40 && entry.msg !== 'request completed');

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return response.text();
}

/** A sample of the exposition (0 when absent). */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('a save waiting on a row another session holds (DATABASE_LOCK_TIMEOUT_MS)', () => {
  it('ends at the limit: 409 naming it and the request id, over REST and GraphQL, logged with its SQLSTATE', async () => {
    const member = await readMember(members.locked);
    const release = await lockMember(members.locked);
    try {
      for (const save of [saveOverRest, saveOverGraphql]) {
        const [result, elapsedMs] = await timed(() => save(member, '기다린이름'));
        expect(result).toMatchObject({ status: 409, code: 'CONFLICT', retryAfter: null });
        expect(result.message).toMatch(LOCK_MESSAGE);
        expect(quotedId(LOCK_MESSAGE, result)).toBe(result.requestId);
        // It ended because of the limit (the row is still locked), and not before it.
        expect(elapsedMs).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS);
        expect(warningsOf(result.requestId)).toEqual([
          expect.objectContaining({
            msg: expect.stringContaining('lock timeout') as unknown,
            err: expect.objectContaining({ code: '55P03' }) as unknown,
            relation: 'member',
            limitMs: LOCK_TIMEOUT_MS,
          }),
        ]);
      }
    } finally {
      await release();
    }
    expect((await readMember(members.locked)).name).toBe(member.name);
  });

  it('frees the connection each time: more waiting saves than the pool holds all end, other rows are served, and the same save succeeds once the row is free', async () => {
    const poolMax = server.deps.orm.config.get('pool')?.max ?? 0;
    const before = sample(await scrape(), 'db_request_timeouts_total{kind="lock"}');
    const member = await readMember(members.locked);
    const release = await lockMember(members.locked);
    try {
      const saves = Array.from({ length: poolMax * 3 }, (_, index) =>
        (index % 2 === 0 ? saveOverRest : saveOverGraphql)(member, `동시저장${index}`),
      );
      const results = await Promise.all(saves);
      expect(results.map((result) => [result.status, result.code])).toEqual(
        results.map(() => [409, 'CONFLICT']),
      );
      for (const result of results) expect(quotedId(LOCK_MESSAGE, result)).toBe(result.requestId);

      // The pool has given every connection back, and serves the rest while the row is still held.
      const metrics = await scrape();
      expect(sample(metrics, 'db_pool_connections{state="used"}')).toBe(0);
      expect(sample(metrics, 'db_pool_connections{state="pending"}')).toBe(0);
      expect(sample(metrics, 'db_request_timeouts_total{kind="lock"}') - before).toBe(results.length);
      const list = await call<{ items: unknown[] }>(server, 'GET', '/api/member/list?page=0&size=5', {
        token,
      });
      expect(list.status).toBe(200);
      const free = await readMember(members.free);
      expect(await saveOverRest(free, '다른행저장')).toMatchObject({ status: 200 });
      expect((await readMember(members.free)).name).toBe('다른행저장');
    } finally {
      await release();
    }
    expect(await saveOverRest(member, '풀린뒤저장')).toMatchObject({ status: 200 });
    const saved = await readMember(members.locked);
    expect(saved.name).toBe('풀린뒤저장');
    expect(await saveOverGraphql(saved, '풀린뒤저장2')).toMatchObject({ status: 200 });
    expect((await readMember(members.locked)).name).toBe('풀린뒤저장2');
  });
});

describe('a statement that runs too long (DATABASE_STATEMENT_TIMEOUT_MS)', () => {
  /** Makes every update of the `slow` member's row take 60 s (a trigger, as a slow plan would). */
  async function slowDownUpdates(): Promise<() => Promise<void>> {
    const em = server.db.orm.em.fork();
    await em.execute(
      `create function test_slow_update() returns trigger language plpgsql as $$
       begin perform pg_sleep(60); return new; end $$`,
    );
    await em.execute(
      `create trigger test_slow_update before update on member for each row
       when (old.member_id = ${members.slow}) execute function test_slow_update()`,
    );
    return async () => {
      await em.execute('drop trigger test_slow_update on member');
      await em.execute('drop function test_slow_update()');
    };
  }

  it('ends at the limit: 503 naming it and the request id (no Retry-After), nothing saved, and the next save succeeds', async () => {
    const member = await readMember(members.slow);
    const before = sample(await scrape(), 'db_request_timeouts_total{kind="statement"}');
    const restore = await slowDownUpdates();
    try {
      for (const save of [saveOverRest, saveOverGraphql]) {
        const [result, elapsedMs] = await timed(() => save(member, '느린저장'));
        expect(result).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: null });
        expect(result.message).toMatch(SLOW_MESSAGE);
        expect(quotedId(SLOW_MESSAGE, result)).toBe(result.requestId);
        expect(elapsedMs).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS);
        expect(warningsOf(result.requestId)).toEqual([
          expect.objectContaining({
            msg: expect.stringContaining('statement timeout') as unknown,
            err: expect.objectContaining({ code: '57014' }) as unknown,
            limitMs: STATEMENT_TIMEOUT_MS,
          }),
        ]);
      }
      expect(sample(await scrape(), 'db_request_timeouts_total{kind="statement"}') - before).toBe(2);
      expect((await readMember(members.slow)).name).toBe(member.name);
    } finally {
      await restore();
    }
    expect(await saveOverRest(member, '빠른저장')).toMatchObject({ status: 200 });
    expect((await readMember(members.slow)).name).toBe('빠른저장');
  });

  it("leaves analysts' reads under their own limit (ANALYST_STATEMENT_TIMEOUT_MS, here the shorter)", async () => {
    const release = await holdLock('lock table transport_sender in access exclusive mode');
    try {
      const answer = await call<{ errors: { message: string; extensions: { code: string } }[] }>(
        server,
        'POST',
        '/graphql',
        { token, body: { query: '{ transportList { total } }' } },
      );
      expect(answer.status).toBe(503);
      expect(answer.body.errors[0]!.message).toMatch(ANALYST_MESSAGE);
    } finally {
      await release();
    }
  });
});
