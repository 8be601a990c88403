import { quoteIdentifier, withClient } from '../connection';
import { takeTestRun } from './global-setup';

/**
 * Drops the template and any suite database a crashed suite left behind (they share the template's
 * prefix), then stops the embedded server; once per run.
 */
export default async function globalTeardown(): Promise<void> {
  const run = takeTestRun();
  if (!run) return;
  const prefix = run.template.replace(/_tpl$/, '');
  await withClient(run.adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 || '%'",
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    }
  });
  await run.server?.stop();
}
