import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { dropDatabase, ensureDatabase, withDatabaseName, withClient, quoteIdentifier } from '../connection';
import { initOrm, migrateDatabase } from '../orm';
import { TEST_ADMIN_URL_ENV, TEST_DEMO_TEMPLATE_ENV, TEST_TEMPLATE_ENV } from './test-env';

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  /** Closes the ORM and drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh database for one test suite, copied from the migrated template (schema, triggers and
 * reference codes, no other rows), or with `demo` from the template with demo data that the run's
 * global setup seeded (createDemoTemplate), so suites never see each other's data.
 */
export async function createTestDatabase({ demo = false } = {}): Promise<TestDatabase> {
  const adminUrl = process.env[TEST_ADMIN_URL_ENV];
  const template = process.env[demo ? TEST_DEMO_TEMPLATE_ENV : TEST_TEMPLATE_ENV];
  if (!adminUrl || !template)
    throw new Error(
      `the jest global setup of db/src/testing did not run${demo ? ' createDemoTemplate' : ''}`,
    );
  // Random, not a counter: jest gives every test file a fresh module registry, so a counter would
  // restart at 1 in each file of a worker and collide with a database a failed file left behind.
  const name = `${template.replace(/(_demo)?_tpl$/, '')}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`),
  );
  const url = withDatabaseName(adminUrl, name);
  const orm = await quietOrm(url);
  return {
    orm,
    url,
    destroy: async () => {
      await orm.close(true);
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * The ORM of a test database: a small pool, and quiet, so suites that run migrations do not fill
 * the test output with the migrator's log, nor the fault tests (which drop connections on purpose)
 * with knex's pool warnings.
 */
function quietOrm(url: string): Promise<MikroORM> {
  const quiet = () => undefined;
  return initOrm(url, {
    pool: { min: 0, max: 4 },
    logger: quiet,
    driverOptions: { log: { warn: quiet, error: quiet, deprecate: quiet, debug: quiet } },
  });
}

/**
 * The app's database `parcel` on a server of the test's own (test-cluster.ts), migrated: for tests
 * that stop, kill or fill that server. destroy() only closes the ORM; the cluster goes with its
 * own destroy().
 */
export async function createClusterDatabase(serverUrl: string): Promise<TestDatabase> {
  await ensureDatabase(serverUrl, 'parcel');
  const url = withDatabaseName(serverUrl, 'parcel');
  const orm = await quietOrm(url);
  await migrateDatabase(orm);
  return { orm, url, destroy: () => orm.close(true) };
}
