// `npm start`'s server process against a fresh database of DATABASE_URL: it migrates, loads no demo
// data (so no admin with the published password), listens on loopback, and refuses to listen beyond
// it while the demo admin still has that password.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { DEMO_ADMIN_USER_ID, hasDemoData, repoRoot, seedDemoData } from '@parcel/db';
import { createTestDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import { TEST_PASSWORD_HASH_ENV } from '@parcel/db/src/testing/test-env';
import { LISTENING, startServerProcess, waitForOutput } from './server-process';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

/** Starts api/src/main.ts as `npm run serve` does, on the test's database, with `env` added. */
const startServer = (env: Record<string, string>) => startServerProcess(db.url, env);

it('on a fresh database: no demo admin, loopback only, and an anonymous caller learns no version', async () => {
  const started = startServer({});
  try {
    const address = await waitForOutput(started, LISTENING);
    const members = await db.orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) as count from member');
    expect(Number(members[0]?.count)).toBe(0);
    const answer = await fetch(`${address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appInfo { productName demoData printProgramUrl } }' }),
    });
    expect(await answer.json()).toEqual({
      data: { appInfo: { productName: '택배관리시스템', demoData: false, printProgramUrl: null } },
    });
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
  } finally {
    started.process.kill('SIGTERM');
    await started.exited;
  }
}, 90_000);

it('says plainly that the port is taken, and exits', async () => {
  const other = createServer();
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  try {
    const started = startServer({ PORT: String(port) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(`cannot listen on 127.0.0.1:${port}: another process uses the port`);
    expect(started.output()).not.toContain('TypeError');
  } finally {
    other.close();
  }
}, 90_000);

it('refuses to listen beyond loopback while the demo admin has the published password', async () => {
  await seedDemoData(db.orm.em.fork(), { transports: 0 });
  const started = startServer({ HOST: '0.0.0.0' });
  const code = await started.exited;
  expect(code).toBe(1);
  expect(started.output()).toContain(`npm run admin:password -- ${DEMO_ADMIN_USER_ID}`);

  // The command it names gives the admin a password of its own: the server is no demo any more.
  // Run as in production, beside the jest run's cheap-hash setting, which it must ignore.
  const setPassword = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'src/cli/set-password.ts', 'admin'],
    {
      cwd: path.join(repoRoot, 'api'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        [TEST_PASSWORD_HASH_ENV]: 'cheap',
        DATABASE_URL: db.url,
        NEW_PASSWORD: 'a-real-secret-42',
      },
    },
  );
  expect(await new Promise((resolve) => setPassword.once('exit', resolve))).toBe(0);
  expect(await hasDemoData(db.orm.em.fork())).toBe(false);
  // The real cost: argon2id with 64 MiB, 3 passes and 4 lanes.
  const [admin] = await db.orm.em
    .fork()
    .execute<{ user_pw: string }[]>('select user_pw from member where user_id = ?', [DEMO_ADMIN_USER_ID]);
  expect(admin?.user_pw).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
}, 90_000);
