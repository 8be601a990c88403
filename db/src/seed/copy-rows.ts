import { finished } from 'node:stream/promises';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { RowOf, TableSchema } from './bulk-insert';

/**
 * Rows of one table sent with COPY ... FROM STDIN (text format): the fastest way into PostgreSQL,
 * several times cheaper for the server than INSERT. Rows are encoded as they are added, so a batch
 * holds one string per row, not the row objects.
 */
export class CopyRows<S extends TableSchema> {
  private readonly names: (keyof S & string)[];
  /** One row's encoded values, reused: joining them makes a flat string, unlike appending to one. */
  private readonly cells: string[];
  private lines: string[] = [];

  constructor(
    readonly table: string,
    readonly schema: S,
  ) {
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

  /**
   * Sends the collected rows (and empties the batch). `freeze`: the rows are written frozen and
   * all-visible, as VACUUM would leave them (index-only scans right away); PostgreSQL allows it only
   * for a table created or truncated in the current transaction.
   */
  async copyInto(client: ClientBase, { freeze }: { freeze: boolean }): Promise<void> {
    if (this.lines.length === 0) return;
    const columns = this.names.map((name) => `"${name}"`).join(', ');
    const stream = client.query(
      copyFrom(`copy "${this.table}" (${columns}) from stdin${freeze ? ' with (freeze)' : ''}`),
    );
    const text = `${this.lines.join('\n')}\n`;
    this.lines = [];
    stream.end(text);
    await finished(stream);
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
