// The rows of an uploaded file, whatever the format: the header row (the first row with any text,
// or the first a reader recognises, for exports with a title and account lines above their table),
// then the data rows, each with its row number in the file. Empty rows are skipped and do not
// count; the row limit stops the reading as soon as it is passed.
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@parcel/shared/forms/upload-table';
import { badInput } from '../errors';

export interface UploadRow {
  /** The row's number as the spreadsheet program shows it (1 is the file's first row). */
  rowNo: number;
  /** Its cells' text, trimmed, one per column of the table ('' for an empty cell). */
  cells: string[];
}

export interface UploadTable {
  /** The header row's cells ('' for a column without a name). */
  headers: string[];
  rows: UploadRow[];
}

/** The most columns read; an import has 15 fields, and exports rarely have 100. */
export const MAX_COLUMNS = 1_000;
/** How far down the header row is looked for: banks put a title, the account and the period above it. */
export const HEADER_SEARCH_ROWS = 20;

/** How a reader takes a file apart beyond the defaults. */
export interface ReadOptions {
  /**
   * Tells the header row among the first HEADER_SEARCH_ROWS rows with text; the first row when none
   * is, or without it. Rows above the header are not data.
   */
  isHeader?: (cells: readonly string[]) => boolean;
  /** Date cells keep their time of day (yyyy-mm-dd hh:mm:ss when it is not midnight). */
  withTime?: boolean;
}

/** Collects the rows with text as a reader meets them; 400 tooManyRows past UPLOAD_LIMITS.maxRows. */
export class TableRows {
  /** The header row first, then the data rows, in file order. */
  readonly rows: UploadRow[] = [];

  /** Takes a row's trimmed cells; a row without text is dropped. 400 at the limit's next data row. */
  add(rowNo: number, cells: string[]): void {
    let width = Math.min(cells.length, MAX_COLUMNS);
    while (width > 0 && !cells[width - 1]) width -= 1;
    if (width === 0) return;
    if (this.rows.length > UPLOAD_LIMITS.maxRows) throw badInput(UPLOAD_MESSAGES.tooManyRows);
    this.rows.push({ rowNo, cells: cells.slice(0, width) });
  }

  /** The header and the data rows, every row as wide as the widest; 400 noRows without data rows. */
  table(isHeader?: ReadOptions['isHeader']): UploadTable {
    const recognised = isHeader
      ? this.rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => isHeader(row.cells))
      : -1;
    const [header, ...rows] = this.rows.slice(Math.max(recognised, 0));
    if (!header || rows.length === 0) throw badInput(UPLOAD_MESSAGES.noRows);
    const width = [header, ...rows].reduce((widest, row) => Math.max(widest, row.cells.length), 0);
    const padded = (cells: string[]) =>
      cells.length === width ? cells : [...cells, ...Array<string>(width - cells.length).fill('')];
    return {
      headers: padded(header.cells),
      rows: rows.map((row) => ({ rowNo: row.rowNo, cells: padded(row.cells) })),
    };
  }
}
