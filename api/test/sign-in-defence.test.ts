// Sign-in under attack: attempts counted atomically in PostgreSQL (parallel floods included), waits
// per account and address that grow with each failure, a stranger unable to lock the owner out, an
// admin's unlock, and a cap on concurrent argon2 work answered with 429 and Retry-After.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { argon2id, hash } from 'argon2';
import { call, createUser, type HttpAnswer, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  // Addresses come from X-Forwarded-For here, so one test can play several callers.
  server = await startTestServer({ http: { trustProxy: true, introspection: 'analysts' } });
  await createUser(server, 'admin', 'admin-pass-1', 'admin');
});
afterAll(() => server.close());

const login = (userId: string, userPw: string, from = '203.0.113.7') =>
  call<{ code: string; message: string }>(server, 'POST', '/auth/login', {
    body: { userId, userPw },
    headers: { 'x-forwarded-for': from },
  });

/** What login_attempts holds for an account from an address. */
async function attempts(account: string, source: string) {
  const [row] = await server.db.orm.em
    .fork()
    .execute<{ failures: number; locked: boolean }[]>(
      `select failures, coalesce(locked_until > now(), false) as locked from login_attempts where account = ? and source = ?`,
      [account, source],
    );
  return row;
}

const retryAfter = (answer: HttpAnswer) => Number(answer.headers.get('retry-after'));

describe('the sign-in throttle', () => {
  it('counts 50 parallel wrong passwords one by one, and then refuses the right one too', async () => {
    await createUser(server, 'flooded', 'right-pass-1', 'member_view');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login('flooded', 'wrong-pass', '198.51.100.1')),
    );
    expect(await attempts('flooded', '198.51.100.1')).toEqual({ failures: 50, locked: true });
    // Five got a password check; the rest were refused without one.
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(45);
    expect(refused[0]?.body.message).toBe('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');

    const right = await login('flooded', 'right-pass-1', '198.51.100.1');
    expect(right.status).toBe(429);
    expect(retryAfter(right)).toBeGreaterThan(0);
  });

  it('makes each further failure wait twice as long', async () => {
    await createUser(server, 'slow', 'right-pass-1', 'member_view');
    const from = '198.51.100.2';
    for (let attempt = 0; attempt < 5; attempt += 1) await login('slow', 'wrong-pass', from);
    const first = await login('slow', 'wrong-pass', from);
    expect(first.status).toBe(429);
    expect(retryAfter(first)).toBeGreaterThan(20);
    expect(retryAfter(first)).toBeLessThanOrEqual(30);
    // The wait ends; the next failure starts a wait twice as long.
    await server.db.orm.em
      .fork()
      .execute(`update login_attempts set locked_until = now() where account = 'slow'`);
    expect((await login('slow', 'wrong-pass', from)).status).toBe(401);
    const second = await login('slow', 'wrong-pass', from);
    expect(retryAfter(second)).toBeGreaterThan(60);
    expect(retryAfter(second)).toBeLessThanOrEqual(120);
  });

  it('never lets a stranger lock the owner out: the owner signs in from elsewhere', async () => {
    await createUser(server, 'owner', 'owner-pass-1', 'admin');
    for (let attempt = 0; attempt < 20; attempt += 1) await login('owner', 'guess', '192.0.2.66');
    expect((await login('owner', 'owner-pass-1', '192.0.2.66')).status).toBe(429);
    expect((await login('owner', 'owner-pass-1', '192.0.2.10')).status).toBe(200);
  });

  it('lets an admin unlock an account at once', async () => {
    const id = await createUser(server, 'unlucky', 'unlucky-pass-1', 'member_view');
    for (let attempt = 0; attempt < 6; attempt += 1) await login('unlucky', 'wrong-pass', '192.0.2.20');
    expect((await login('unlucky', 'unlucky-pass-1', '192.0.2.20')).status).toBe(429);
    const admin = await signIn(server, 'admin', 'admin-pass-1');
    const unlocked = await call(server, 'POST', `/api/member/unlock/${id}`, { token: admin.accessToken });
    expect(unlocked.status).toBe(200);
    expect((await login('unlucky', 'unlucky-pass-1', '192.0.2.20')).status).toBe(200);
  });

  it('limits one address over all accounts (password spraying)', async () => {
    const sprayer = '192.0.2.99';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 102; attempt += 1) {
      answers.push((await login(`nobody${attempt}`, 'Spring2026!', sprayer)).status);
    }
    expect(answers.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await login('admin', 'admin-pass-1', '192.0.2.98')).status).toBe(200);
  }, 60_000);
});

describe('the argon2 work cap', () => {
  it('answers sign-ins beyond the running and queued ones with 429 and Retry-After, never a 5xx', async () => {
    // Real-cost hashes (64 MiB, about 170 ms each): 30 at once is more than 2 running + 8 queued.
    const realHash = await hash('crowd-pass-1', { type: argon2id });
    const { aMember } = rowBuilders(() => server.db.orm.em.fork());
    for (let index = 0; index < 30; index += 1)
      await aMember({ user_id: `crowd${index}`, user_pw: realHash, name: `군중${index}` });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => login(`crowd${index}`, 'crowd-pass-1', '192.0.2.30')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(10);
    const busy = answers.filter((answer) => answer.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.body.message).toBe('요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해주세요.');
    expect(retryAfter(busy[0]!)).toBeGreaterThan(0);
  }, 60_000);
});
