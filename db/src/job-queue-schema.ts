// The job queue's tables (pg-boss, schema `pgboss`): statement mails are sent as jobs that every app
// process shares. pg-boss owns and versions these tables itself; they are installed or brought up
// to date with our migrations (migrateDatabase), so an app process starting its workers finds them.
import { PgBoss } from 'pg-boss';

/** The schema that holds pg-boss's tables, apart from the app's. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** Creates or migrates pg-boss's schema, running none of its timers or workers. */
export async function installJobQueueSchema(url: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: url,
    schema: JOB_QUEUE_SCHEMA,
    application_name: 'parcel job queue install',
    max: 1,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: unknown = null;
  boss.on('error', (error) => {
    failure = error;
  });
  try {
    await boss.start();
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
}
