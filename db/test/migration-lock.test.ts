// Migrators that start together (app replicas, `npm run db:migrate` beside a starting server) take
// turns under the PostgreSQL advisory lock: each succeeds and the schema is migrated once.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { dropDatabase, ensureDatabase, withDatabaseName } from '../src/connection';
import { MIGRATION_LOCK_KEY, migrateDatabase, initOrm } from '../src/orm';
import { migrationsDir, repoRoot } from '../src/paths';
import { TEST_ADMIN_URL_ENV } from '../src/testing/test-env';

const adminUrl = (): string => {
  const url = process.env[TEST_ADMIN_URL_ENV];
  if (!url) throw new Error('the jest global setup of db/src/testing did not run');
  return url;
};

const migrationCount = readdirSync(migrationsDir).filter((name) => /^Migration\d+_.*\.ts$/.test(name)).length;

let name: string;
let url: string;
let holder: Client;

beforeEach(async () => {
  name = `parcel_lock_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl(), name);
  url = withDatabaseName(adminUrl(), name);
  holder = new Client({ connectionString: url });
  await holder.connect();
});
afterEach(async () => {
  await holder.end();
  await dropDatabase(adminUrl(), name);
});

/** The sessions that wait for the migration lock (granted = false in pg_locks). */
async function waitingForLock(): Promise<number> {
  const { rows } = await holder.query<{ count: string }>(
    `select count(*) as count from pg_locks
      where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = $1)
        and ((classid::bigint << 32) | objid::bigint) = $2::bigint`,
    [name, MIGRATION_LOCK_KEY],
  );
  return Number(rows[0]?.count);
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const appliedRows = async () =>
  (await holder.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map(
    (row) => row.name,
  );

/** `npm run db:migrate` in a process of its own; resolves with its exit code and output. */
function migrateProcess(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', 'src/cli/migrate.ts'],
      { cwd: path.join(repoRoot, 'db'), env: { ...process.env, DATABASE_URL: url } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

it('two migrate processes released together both succeed, and every migration is applied once', async () => {
  // The test holds the lock until both processes wait for it, so they really start migrating together.
  await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  const runs = Promise.all([migrateProcess(), migrateProcess()]);
  await until(async () => (await waitingForLock()) === 2, 'both migrators wait for the lock');
  const { rows: before } = await holder.query(
    `select 1 from information_schema.tables where table_schema = 'public'`,
  );
  expect(before).toEqual([]);
  await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);

  const results = await runs;
  expect(results.map((run) => run.code)).toEqual([0, 0]);
  const counts = results
    .map((run) => Number(/migrations applied: (\d+)/.exec(run.output)?.[1]))
    .sort((a, b) => a - b);
  expect(counts).toEqual([0, migrationCount]);
  const applied = await appliedRows();
  expect(applied).toHaveLength(migrationCount);
  expect(new Set(applied).size).toBe(migrationCount);
}, 90_000);

it('two ORM instances migrating at once in one process: one applies everything, the other nothing', async () => {
  const quiet = () => undefined;
  const open = () => initOrm(url, { pool: { min: 0, max: 2 }, logger: quiet });
  const [first, second] = await Promise.all([open(), open()]);
  try {
    const results = await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
    expect(results.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, migrationCount]);
    expect(await appliedRows()).toHaveLength(migrationCount);
    // The lock is free again: the next migrator (a restart, an upgrade) does not wait.
    const { rows } = await holder.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_KEY,
    ]);
    expect(rows[0]?.locked).toBe(true);
  } finally {
    await first.close(true);
    await second.close(true);
  }
}, 60_000);
