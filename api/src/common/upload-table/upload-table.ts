// The rows of an uploaded file as the import reads them, whatever the format: the header row (the
// first row with any text), then the data rows, each with its row number in the file. Empty rows
// are skipped and do not count; the row limit stops the reading as soon as it is passed.
import { IMPORT_LIMITS, TRANSPORT_IMPORT_MESSAGES } from '@parcel/shared/forms/transport-import';
import { badInput } from '../../../common/errors';

export interface ImportRow {
  /** The row's number as the spreadsheet program shows it (1 is the file's first row). */
  rowNo: number;
  /** Its cells' text, trimmed, one per column of the table ('' for an empty cell). */
  cells: string[];
}

export interface ImportTable {
  /** The header row's cells ('' for a column without a name). */
  headers: string[];
  rows: ImportRow[];
}

/** The most columns read; an import has 15 fields, and exports rarely have 100. */
export const MAX_COLUMNS = 1_000;

/** Collects the rows with text as a reader meets them; 400 tooManyRows past IMPORT_LIMITS.maxRows. */
export class TableRows {
  /** The header row first, then the data rows, in file order. */
  readonly rows: ImportRow[] = [];

  /** Takes a row's trimmed cells; a row without text is dropped. 400 at the limit's next data row. */
  add(rowNo: number, cells: string[]): void {
    let width = Math.min(cells.length, MAX_COLUMNS);
    while (width > 0 && !cells[width - 1]) width -= 1;
    if (width === 0) return;
    if (this.rows.length > IMPORT_LIMITS.maxRows) throw badInput(TRANSPORT_IMPORT_MESSAGES.tooManyRows);
    this.rows.push({ rowNo, cells: cells.slice(0, width) });
  }

  /** The header and the data rows, every row as wide as the widest; 400 noRows without data rows. */
  table(): ImportTable {
    const [header, ...rows] = this.rows;
    if (!header || rows.length === 0) throw badInput(TRANSPORT_IMPORT_MESSAGES.noRows);
    const width = this.rows.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
    const padded = (cells: string[]) =>
      cells.length === width ? cells : [...cells, ...Array<string>(width - cells.length).fill('')];
    return {
      headers: padded(header.cells),
      rows: rows.map((row) => ({ rowNo: row.rowNo, cells: padded(row.cells) })),
    };
  }
}
