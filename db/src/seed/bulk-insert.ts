import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';

/**
 * Column-oriented bulk inserts for the demo data: rows are collected per column and sent as
 * `insert ... select * from unnest($1::int4[], $2::text[], ...)`, one statement for tens of
 * thousands of rows instead of one per row (or per ORM entity).
 */
type SqlType = 'int4' | 'int8' | 'text' | 'date' | 'timestamptz';
/** A trailing `?` marks a nullable column. */
export type ColumnType = SqlType | `${SqlType}?`;
export type TableSchema = Readonly<Record<string, ColumnType>>;
type ValueOf<T extends ColumnType> = T extends `${infer Base}?`
  ? ValueOf<Base & SqlType> | null
  : T extends 'int4' | 'int8'
    ? number
    : string;
export type RowOf<S extends TableSchema> = { -readonly [K in keyof S]: ValueOf<S[K]> };
type Cell = number | string | null;

/** Rows waiting to be inserted, whatever their table. */
export interface PendingRows {
  readonly length: number;
  take(offset: number): { sql: string; params: Cell[][] };
}

export class BulkTable<S extends TableSchema> implements PendingRows {
  private readonly names: (keyof S & string)[];
  private columns: Cell[][];

  constructor(
    readonly table: string,
    readonly schema: S,
  ) {
    this.names = Object.keys(schema);
    this.columns = this.names.map(() => []);
  }

  get length(): number {
    return this.columns[0]?.length ?? 0;
  }

  add(row: RowOf<S>): void {
    this.names.forEach((name, i) => this.columns[i]?.push(row[name]));
  }

  /** The insert statement for the collected rows, numbering parameters after `offset`; empties the table. */
  take(offset: number): { sql: string; params: Cell[][] } {
    const columns = this.names.map((name) => `"${name}"`).join(', ');
    const arrays = this.names
      .map((name, i) => `$${offset + i + 1}::${String(this.schema[name]).replace('?', '')}[]`)
      .join(', ');
    const params = this.columns;
    this.columns = this.names.map(() => []);
    return { sql: `insert into "${this.table}" (${columns}) select * from unnest(${arrays})`, params };
  }
}

/**
 * Inserts the rows of several tables in ONE statement (data-modifying CTEs), parents first. Foreign
 * keys are checked at the end of the statement, when all rows exist. One statement also means one
 * message to the server, so the next batch can be generated while this one is being written.
 */
export async function insertTogether(client: ClientBase, tables: PendingRows[]): Promise<number> {
  const filled = tables.filter((table) => table.length > 0);
  const rows = filled.reduce((sum, table) => sum + table.length, 0);
  if (filled.length === 0) return 0;
  const statements: string[] = [];
  const params: Cell[][] = [];
  for (const table of filled) {
    const part = table.take(params.length);
    statements.push(part.sql);
    params.push(...part.params);
  }
  const last = statements.pop() ?? '';
  const ctes = statements.map((sql, i) => `t${i} as (${sql})`);
  await client.query(ctes.length > 0 ? `with ${ctes.join(', ')} ${last}` : last, params);
  return rows;
}

/**
 * The pg client of the transaction `tx` runs in. Inside a knex transaction acquireConnection()
 * hands back the transaction's own connection (and release is a no-op), so queries sent here are
 * part of that transaction. pg sends JS arrays as PostgreSQL arrays, whereas MikroORM's execute()
 * would inline them into the SQL text.
 */
export async function transactionClient(tx: EntityManager): Promise<ClientBase> {
  const trx = tx.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('bulk inserts must run inside a transaction');
  const connection: unknown = await trx.client.acquireConnection();
  if (!isPgClient(connection)) throw new Error('expected a pg client behind the knex transaction');
  return connection;
}

function isPgClient(value: unknown): value is ClientBase {
  return (
    typeof value === 'object' && value !== null && typeof (value as { query?: unknown }).query === 'function'
  );
}

/**
 * Reserves ids from the serial sequences of several tables in one round trip, so parent and child
 * rows can be linked before they are inserted. Reserved values are never handed out again, even to
 * concurrent sessions.
 */
export class IdReserver<K extends string> {
  private constructor(
    private readonly client: ClientBase,
    private readonly sequences: Record<K, string>,
  ) {}

  /** `tables`: key → [table, serial column]. */
  static async create<K extends string>(
    client: ClientBase,
    tables: Record<K, readonly [string, string]>,
  ): Promise<IdReserver<K>> {
    const sequences = {} as Record<K, string>;
    for (const key of Object.keys(tables) as K[]) {
      const [table, column] = tables[key];
      const { rows } = await client.query<{ seq: string | null }>(
        'select pg_get_serial_sequence($1, $2) as seq',
        [table, column],
      );
      const seq = rows[0]?.seq;
      if (!seq) throw new Error(`${table}.${column} has no sequence`);
      sequences[key] = seq;
    }
    return new IdReserver(client, sequences);
  }

  async reserve(counts: Partial<Record<K, number>>): Promise<Record<K, number[]>> {
    const result = {} as Record<K, number[]>;
    for (const key of Object.keys(this.sequences) as K[]) result[key] = [];
    const keys = (Object.keys(counts) as K[]).filter((key) => (counts[key] ?? 0) > 0);
    if (keys.length === 0) return result;
    const selects = keys.map(
      (key, i) =>
        `(select array_agg(nextval($${2 * i + 1}::regclass)::int4) from generate_series(1, $${2 * i + 2}::int4)) as "${key}"`,
    );
    const params = keys.flatMap((key) => [this.sequences[key], counts[key] ?? 0]);
    const { rows } = await this.client.query<Record<K, number[]>>(`select ${selects.join(', ')}`, params);
    for (const key of keys) result[key] = rows[0]?.[key] ?? [];
    return result;
  }
}

/**
 * Ids of a table that a bulk load holds locked (BulkLoad truncated it in this transaction): numbered
 * on from `first` by the generation instead of one nextval each, then `close` moves the sequence past
 * them. Only inserts into the table draw from its sequence, and they wait for the lock, so nobody
 * else can take these ids meanwhile.
 */
export class LockedTableIds {
  private constructor(
    private readonly client: ClientBase,
    private readonly sequence: string,
    readonly first: number,
  ) {}

  static async open(client: ClientBase, table: string, column: string): Promise<LockedTableIds> {
    const { rows } = await client.query<{ seq: string | null; first: string | null }>(
      `select seq, nextval(seq::regclass) as first from pg_get_serial_sequence($1, $2) as seq`,
      [table, column],
    );
    const { seq, first } = rows[0] ?? { seq: null, first: null };
    if (!seq || first === null) throw new Error(`${table}.${column} has no sequence`);
    return new LockedTableIds(client, seq, Number(first));
  }

  /** Leaves the sequence as if the `used` ids from `first` on had been drawn from it one by one. */
  async close(used: number): Promise<void> {
    await this.client.query('select setval($1::regclass, $2, $3)', [
      this.sequence,
      used > 0 ? this.first + used - 1 : this.first,
      used > 0,
    ]);
  }
}
