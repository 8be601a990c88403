import type { MikroORM } from '@mikro-orm/postgresql';
import { dropDatabase, withDatabaseName, withClient, quoteIdentifier } from '../connection';
import { initOrm } from '../orm';
import { TEST_ADMIN_URL_ENV, TEST_TEMPLATE_ENV } from './test-env';

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  /** Closes the ORM and drops the database. */
  destroy(): Promise<void>;
}

let counter = 0;

/**
 * A fresh database for one test suite, copied from the migrated template (schema, triggers and
 * reference codes, no other rows), so suites never see each other's data.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env[TEST_ADMIN_URL_ENV];
  const template = process.env[TEST_TEMPLATE_ENV];
  if (!adminUrl || !template) throw new Error('the jest global setup of db/src/testing did not run');
  counter += 1;
  const name = `${template.replace(/_tpl$/, '')}_w${process.env.JEST_WORKER_ID ?? 0}_${counter}`;
  await withClient(adminUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`),
  );
  const url = withDatabaseName(adminUrl, name);
  // Quiet: suites that run migrations must not fill the test output with the migrator's log.
  const orm = await initOrm(url, { pool: { min: 0, max: 4 }, logger: () => undefined });
  return {
    orm,
    url,
    destroy: async () => {
      await orm.close(true);
      await dropDatabase(adminUrl, name);
    },
  };
}
