import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createOrmConfig, type OrmSettings } from './config';
import { installDerivedRows } from './derived/install';
import { installJobQueueSchema } from './job-queue-schema';
import { ensureReferenceData } from './reference/ensure-reference-data';

export async function initOrm(
  url: string,
  overrides: Partial<Options> = {},
  settings: OrmSettings = {},
): Promise<MikroORM> {
  return MikroORM.init(createOrmConfig(url, overrides, settings));
}

/**
 * The PostgreSQL advisory lock key that every migrator of this app takes (a fixed number, the same
 * in all versions: 0x7061_7263_656c is "parcel" in ASCII).
 */
export const MIGRATION_LOCK_KEY = '123563833255276';

/**
 * Applies pending migrations, then brings the reference code lists, the derived rows' SQL
 * (derived/install.ts) and the job queue's tables (job-queue-schema.ts) up to date, under the migration
 * advisory lock: processes or replicas that start together take turns, and the later ones find
 * nothing pending. Returns the names of the migrations this call applied.
 */
export async function migrateDatabase(orm: MikroORM): Promise<string[]> {
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('migrateDatabase needs an ORM configured with a database URL');
  return withMigrationLock(url, async () => {
    const applied = await orm.getMigrator().up();
    await ensureReferenceData(orm.em.fork());
    await installDerivedRows(orm.em.fork());
    await installJobQueueSchema(url);
    return applied.map((migration) => migration.name);
  });
}

/**
 * Runs `work` while holding the migration advisory lock on a session of its own (not one of the
 * ORM's pooled connections, which the migrator uses and returns). The lock is released after
 * `work`, and by PostgreSQL itself should this process die while holding it.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const session = new Client({ connectionString: url, application_name: 'parcel migration lock' });
  // A dropped lock session must not crash the process with an unhandled 'error' event; the
  // migration's own queries report the outage.
  session.on('error', () => undefined);
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      // A session that was lost has released the lock already: nothing to undo then.
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await session.end();
  }
}
