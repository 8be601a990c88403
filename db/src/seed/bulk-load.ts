import type { ClientBase } from 'pg';

/**
 * Loading millions of rows into tables as pg_restore does: their triggers off, their secondary
 * indexes and the constraints checked by other means than the row itself (foreign keys, unique and
 * exclusion constraints) dropped, the rows copied in, then each index built once by sorting and each
 * constraint checked by one join, instead of maintaining and checking them row by row. Primary keys
 * stay (ids are appended in order, cheap). Everything happens in the caller's transaction: nobody
 * else ever sees the tables without their indexes, constraints or triggers, and a failure rolls it
 * all back. The tables must be empty; they are truncated here, which also locks them until the
 * commit and lets COPY write frozen rows (copyStatement in copy-rows.ts).
 */
export class BulkLoad {
  private constructor(
    private readonly client: ClientBase,
    private readonly restore: {
      indexes: string[];
      constraints: string[];
      foreignKeys: string[];
      triggers: string[];
    },
  ) {}

  static async begin(client: ClientBase, tables: readonly string[]): Promise<BulkLoad> {
    const relations = tables.map((table) => `"${table}"`);
    // Foreign keys from and to the tables, then their unique and exclusion constraints.
    const { rows: constraints } = await client.query<{
      target: string;
      name: string;
      definition: string;
      foreign_key: boolean;
    }>(
      `select conrelid::regclass::text as target, format('%I', conname) as name,
              pg_get_constraintdef(oid) as definition, contype = 'f' as foreign_key
         from pg_constraint
        where (conrelid = any($1::regclass[]) and contype in ('f', 'u', 'x'))
           or (confrelid = any($1::regclass[]) and contype = 'f')
        order by contype = 'f' desc, conrelid::regclass::text, conname`,
      [relations],
    );
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
         from pg_index i
        where indrelid = any($1::regclass[])
          and not exists (select 1 from pg_constraint c
                           where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
        order by indrelid::regclass::text, indexrelid::regclass::text`,
      [relations],
    );
    // Only the triggers that are on: one someone switched off stays off.
    const { rows: triggers } = await client.query<{ target: string; name: string }>(
      `select tgrelid::regclass::text as target, format('%I', tgname) as name
         from pg_trigger
        where tgrelid = any($1::regclass[]) and not tgisinternal and tgenabled = 'O'
        order by tgrelid::regclass::text, tgname`,
      [relations],
    );

    for (const { target, name } of constraints)
      await client.query(`alter table ${target} drop constraint ${name}`);
    for (const { name } of indexes) await client.query(`drop index ${name}`);
    for (const { target, name } of triggers)
      await client.query(`alter table ${target} disable trigger ${name}`);
    await client.query(`truncate table ${relations.join(', ')}`);

    const addConstraint = ({ target, name, definition }: (typeof constraints)[number]) =>
      `alter table ${target} add constraint ${name} ${definition}`;
    return new BulkLoad(client, {
      indexes: indexes.map((index) => index.definition),
      constraints: constraints.filter((c) => !c.foreign_key).map(addConstraint),
      foreignKeys: constraints.filter((c) => c.foreign_key).map(addConstraint),
      triggers: triggers.map(({ target, name }) => `alter table ${target} enable trigger ${name}`),
    });
  }

  /**
   * Builds the indexes, checks and restores the constraints and switches the triggers back on. The
   * triggers did not see the loaded rows: what they maintain is brought up to date afterwards
   * (derived-tables.ts).
   */
  async finish(): Promise<void> {
    const { indexes, constraints, foreignKeys, triggers } = this.restore;
    // Index builds and the joins that check foreign keys sort and hash in memory rather than on
    // disk; the settings end with the transaction.
    await this.client.query(`set local maintenance_work_mem = '512MB'`);
    await this.client.query(`set local work_mem = '256MB'`);
    for (const statement of [...indexes, ...constraints, ...foreignKeys, ...triggers])
      await this.client.query(statement);
  }
}
