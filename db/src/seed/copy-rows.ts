import { finished } from 'node:stream/promises';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { RowOf, TableSchema } from './bulk-insert';

/**
 * COPY ... FROM STDIN (text format): the fastest way into PostgreSQL, several times cheaper for the
 * server than INSERT. CopyRows encodes rows (in the generation's thread); copyIn sends them.
 */

/**
 * The COPY statement for rows of `schema` (its columns in their order). `freeze`: the rows are written
 * frozen and all-visible, as VACUUM would leave them (index-only scans right away); PostgreSQL allows
 * it only for a table created or truncated in the current transaction.
 */
export function copyStatement(table: string, schema: TableSchema, { freeze }: { freeze: boolean }): string {
  const columns = Object.keys(schema)
    .map((name) => `"${name}"`)
    .join(', ');
  return `copy "${table}" (${columns}) from stdin${freeze ? ' with (freeze)' : ''}`;
}

/** Sends `data` (rows in COPY's text format, UTF-8) with `statement` (copyStatement). */
export async function copyIn(client: ClientBase, statement: string, data: Uint8Array): Promise<void> {
  if (data.byteLength === 0) return;
  const stream = client.query(copyFrom(statement));
  stream.end(data);
  await finished(stream);
}

/** Rows of one table in COPY's text format, one line each, columns in the schema's order. */
export class CopyRows<S extends TableSchema> {
  private readonly names: (keyof S & string)[];
  /** One row's encoded values, reused: joining them makes a flat string, unlike appending to one. */
  private readonly cells: string[];
  private lines: string[] = [];

  constructor(readonly schema: S) {
    this.names = Object.keys(schema);
    this.cells = this.names.map(() => '');
  }

  get length(): number {
    return this.lines.length;
  }

  add(row: RowOf<S>): void {
    const { names, cells } = this;
    for (let i = 0; i < names.length; i += 1) cells[i] = copyText(row[names[i]!]);
    this.lines.push(cells.join('\t'));
  }

  /** The collected rows as UTF-8, in a buffer of their own (it can be handed to another thread); empties. */
  take(): Uint8Array {
    const text = this.lines.length === 0 ? '' : `${this.lines.join('\n')}\n`;
    this.lines = [];
    return new TextEncoder().encode(text);
  }
}

const SPECIAL = /[\\\t\n\r]/;

/** A value in COPY's text format: \N for null, backslash escapes for the characters it reserves. */
export function copyText(value: number | string | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}
