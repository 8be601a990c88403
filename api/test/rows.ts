import type { ContractHarness } from './contract';

/**
 * Inserts fixture rows straight into the test's database (rows no API call makes, or makes too
 * slowly for a fixture): the columns as given, answering the row's id.
 */
export function rowInserter(harness: ContractHarness) {
  return async (table: string, idColumn: string, values: Record<string, unknown>): Promise<number> => {
    const columns = Object.keys(values);
    const [row] = await harness.server.db.orm.em.fork().execute<{ id: number }[]>(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})
         returning ${idColumn} as id`,
      Object.values(values),
    );
    if (typeof row?.id !== 'number') throw new Error(`insert into ${table} failed`);
    return row.id;
  };
}
