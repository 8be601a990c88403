import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, freePort, quoteIdentifier, withClient, withDatabaseName } from '../connection';
import { startEmbeddedPostgres, type EmbeddedServer } from '../embedded';
import { repoRoot } from '../paths';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  TEST_ADMIN_URL_ENV,
  TEST_DEMO_TEMPLATE_ENV,
  TEST_PASSWORD_HASH_ENV,
  TEST_TEMPLATE_ENV,
} from './test-env';

/** Shared by setup and teardown, which jest runs in the same process. */
export interface TestRun {
  adminUrl: string;
  template: string;
  server: EmbeddedServer | null;
}
const RUN_KEY = Symbol.for('parcel.testRun');
type GlobalWithRun = typeof globalThis & { [RUN_KEY]?: TestRun };

/**
 * Jest global setup (shared by the db and api projects; runs once per test run): uses the server of
 * DATABASE_URL, or starts a throw-away embedded PostgreSQL when there is none, and builds one
 * migrated template database that each suite copies (createTestDatabase).
 */
export default async function globalSetup(): Promise<void> {
  const globals = globalThis as GlobalWithRun;
  if (globals[RUN_KEY]) return;
  let server: EmbeddedServer | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parcel-test-pg-'));
    server = await startEmbeddedPostgres(dataDir, await freePort(), { persistent: false });
    adminUrl = server.url;
  }
  const template = `parcel_test_${Date.now().toString(36)}_${process.pid}_tpl`;
  await ensureDatabase(adminUrl, template);
  await migrate(withDatabaseName(adminUrl, template));
  process.env[TEST_ADMIN_URL_ENV] = adminUrl;
  // Password hashes at the least cost in the suites (jest's NODE_ENV=test); the tests about
  // hashing choose theirs, and production-start.test.ts shows a production process ignores this.
  process.env[TEST_PASSWORD_HASH_ENV] = 'cheap';
  process.env[TEST_TEMPLATE_ENV] = template;
  globals[RUN_KEY] = { adminUrl, template, server };
}

export function takeTestRun(): TestRun | undefined {
  const globals = globalThis as GlobalWithRun;
  const run = globals[RUN_KEY];
  delete globals[RUN_KEY];
  return run;
}

/**
 * After globalSetup: a second template, the migrated one with `transports` demo transports (the seed's
 * members, suppliers, companies and waybill ranges too), which suites copy with
 * createTestDatabase({ demo: true }) instead of each seeding its own. Seeded once per run, with
 * today's date.
 */
export async function createDemoTemplate(transports: number): Promise<void> {
  const run = (globalThis as GlobalWithRun)[RUN_KEY];
  if (!run) throw new Error('createDemoTemplate runs after the global setup');
  if (process.env[TEST_DEMO_TEMPLATE_ENV]) return;
  const demoTemplate = run.template.replace(/_tpl$/, '_demo_tpl');
  await withClient(run.adminUrl, (client) =>
    client.query(
      `create database ${quoteIdentifier(demoTemplate)} template ${quoteIdentifier(run.template)}`,
    ),
  );
  await dbScript(withDatabaseName(run.adminUrl, demoTemplate), 'seeding the demo template', [
    'src/cli/seed.ts',
    '--transports',
    String(transports),
    '--today',
    seoulToday(),
  ]);
  process.env[TEST_DEMO_TEMPLATE_ENV] = demoTemplate;
}

const migrate = (url: string) => dbScript(url, 'migrating the test template', ['src/cli/migrate.ts']);

/**
 * Runs one of db's scripts (src/cli) on `url` in a child process: MikroORM must not be loaded in
 * jest's global-setup process (see test-env.ts).
 */
function dbScript(url: string, what: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', ...args],
      { cwd: path.join(repoRoot, 'db'), env: { ...process.env, DATABASE_URL: url } },
      (error, _stdout, stderr) => (error ? reject(new Error(`${what} failed: ${stderr}`)) : resolve()),
    );
  });
}
