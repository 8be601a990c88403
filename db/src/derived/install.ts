import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { derivedRowsDefinition } from './derived-sql';
import { ROLLUPS } from './rollups';

/** The one definition row: every rollup's SQL is installed and hashed together. */
const DEFINITION_NAME = 'derived_rows';

/**
 * Installs the derived rows' triggers and functions (derived-sql.ts) when the SQL generated from the
 * code differs from what the database runs, and then rebuilds every row from the transports, in one
 * transaction: a changed money rule reprices every day at once, and no reader finds stale rows.
 * Runs after the migrations (migrateDatabase); returns whether it installed.
 */
export async function installDerivedRows(em: EntityManager): Promise<boolean> {
  const statements = derivedRowsDefinition();
  const hash = createHash('sha256').update(statements.join('\n')).digest('hex');
  return em.transactional(async (tx) => {
    // Two processes starting together: the second waits here and then finds the hash installed.
    await tx.execute('lock table derived_rows_definition in exclusive mode');
    const [installed] = await tx.execute<{ hash: string }[]>(
      'select hash from derived_rows_definition where name = ?',
      [DEFINITION_NAME],
    );
    if (installed?.hash === hash) return false;
    for (const statement of statements) await tx.execute(statement);
    await tx.execute('select rebuild_derived_rows()');
    // Every row is new: without fresh statistics the planner takes a month's rows for a hundred
    // (the month-end board's plan went from 0.1 s to past the 30 s limit).
    for (const rollup of ROLLUPS)
      await tx.execute(
        `analyze ${[`${rollup.table}_day`, ...(rollup.months ? [`${rollup.table}_month`] : [])].join(', ')}`,
      );
    await tx.execute(
      `insert into derived_rows_definition (name, hash) values (?, ?)
       on conflict (name) do update set hash = excluded.hash, installed_at = now()`,
      [DEFINITION_NAME, hash],
    );
    return true;
  });
}
