// The backup and the restore drill of docs/deployment.md, run as an operator runs them:
// deploy/backup.sh dumps a database with rows in it, deploy/restore-drill.sh restores the dump into
// an empty scratch database, and the copy holds the same migrations and rows, needing no migration.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, ensureDatabase, withDatabaseName } from '../src/connection';
import { initOrm } from '../src/orm';
import { repoRoot } from '../src/paths';
import { seedDemoData } from '../src/seed';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';
import { TEST_ADMIN_URL_ENV } from '../src/testing/test-env';

let db: TestDatabase;
let folder: string;
let scratchName: string;
let scratchUrl: string;

const adminUrl = (): string => {
  const url = process.env[TEST_ADMIN_URL_ENV];
  if (!url) throw new Error('the jest global setup of db/src/testing did not run');
  return url;
};

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.orm.em.fork(), { transports: 30 });
  folder = await mkdtemp(path.join(os.tmpdir(), 'parcel-backups-'));
  scratchName = `parcel_drill_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl(), scratchName);
  scratchUrl = withDatabaseName(adminUrl(), scratchName);
});
afterAll(async () => {
  await db.destroy();
  await dropDatabase(adminUrl(), scratchName);
  await rm(folder, { recursive: true, force: true });
});

function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      path.join(repoRoot, 'deploy', script),
      args,
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The same figures the drill prints, read from the live database. */
async function liveFigures(): Promise<string[]> {
  const connection = db.orm.em.getConnection();
  const migrations = await connection.execute<{ count: string }[]>(
    'select count(*) as count from mikro_orm_migrations',
  );
  const tables = await connection.execute<{ relname: string }[]>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const lines = [`migrations ${migrations[0]?.count}`];
  for (const { relname } of tables) {
    const rows = await connection.execute<{ count: string }[]>(`select count(*) as count from "${relname}"`);
    lines.push(`${relname} ${rows[0]?.count}`);
  }
  return lines;
}

it('backs up, restores into a scratch database, and the copy matches the live database', async () => {
  const backup = await run('backup.sh', [folder], { DATABASE_URL: db.url });
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const dump = backup.stdout.trim();
  expect(path.basename(dump)).toMatch(/^parcel-\d{8}T\d{6}Z\.dump$/);
  expect(await readdir(folder)).toEqual([path.basename(dump)]);

  const drill = await run('restore-drill.sh', [dump], { SCRATCH_URL: scratchUrl });
  expect(drill.stderr).toBe('');
  expect(drill.code).toBe(0);
  const restored = drill.stdout.trim().split('\n');
  const live = await liveFigures();
  expect(restored).toEqual(live);
  // Rows really were copied, not just empty tables.
  expect(restored).toContainEqual(expect.stringMatching(/^shipment [1-9]\d*$/));
  expect(restored).toContainEqual(expect.stringMatching(/^company [1-9]\d*$/));

  // The restored copy is at the live schema's migration: the app starts on it with nothing to do.
  const orm = await initOrm(scratchUrl, { pool: { min: 0, max: 1 }, logger: () => undefined });
  try {
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
  } finally {
    await orm.close(true);
  }

  // A second run refuses to restore over what it restored.
  const again = await run('restore-drill.sh', [dump], { SCRATCH_URL: scratchUrl });
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('the scratch database is not empty');
}, 120_000);
