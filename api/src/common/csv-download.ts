// The .csv writer, for a download that must be plain text (an .xlsx from common/spreadsheet.ts is
// the app's usual export). Same declared columns, same row limit.
//
// Formula injection (CWE-1236) is worse in CSV than in .xlsx: a CSV field has no type, so Excel and
// LibreOffice parse every field as if it were typed in when the file opens, and a field beginning
// with = + - @ (or a tab or CR before one) runs as a formula: =HYPERLINK(...) links out, DDE runs
// commands. As OWASP advises, such a text field is written with a leading apostrophe, which the
// spreadsheet takes as "this is text". Numbers and dates are written plainly (a negative amount
// stays a number): only text is ever neutralised.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { seoulDateOf } from '@parcel/shared/dates/seoul-date';
import { badInput } from './errors';
import {
  type CellKind,
  displayText,
  EXPORT_TOO_LARGE_MESSAGE,
  type FileDownload,
  MAX_EXPORT_ROWS,
  type SheetColumn,
} from './spreadsheet';

/** What a spreadsheet takes for the start of a formula at the beginning of a field. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a CSV field that is never a formula: OWASP's leading apostrophe when it could be one. */
export function neutralisedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A field quoted as RFC 4180 wants when it holds a comma, a quote or a line break. */
function quoted(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** One field: numbers as plain digits, dates as yyyy-mm-dd (Seoul), text neutralised and quoted. */
export function csvField(kind: CellKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'integer':
    case 'won': {
      const number = Number(value);
      return Number.isFinite(number) ? String(number) : '';
    }
    case 'date':
      return value instanceof Date ? seoulDateOf(value) : String(value).slice(0, 10);
    default:
      return quoted(neutralisedText(displayText(kind, value)));
  }
}

/** The byte order mark: without it Excel reads UTF-8 as the system's code page (Korean garbled). */
const BOM = '\uFEFF';

function* csvLines<Row>(columns: readonly SheetColumn<Row>[], rows: readonly Row[]): Generator<string> {
  yield `${BOM}${columns.map((column) => quoted(neutralisedText(column.header))).join(',')}\r\n`;
  for (const row of rows)
    yield `${columns.map((column) => csvField(column.kind ?? 'text', column.value(row))).join(',')}\r\n`;
}

/**
 * A .csv of the rows: UTF-8 with a BOM, CRLF line ends, a header line of the Korean labels.
 * Refuses (400) more than MAX_EXPORT_ROWS rows, as the .xlsx writer does.
 */
export function csvDownload<Row>(
  fileName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): FileDownload {
  if (rows.length > MAX_EXPORT_ROWS) throw badInput(EXPORT_TOO_LARGE_MESSAGE);
  return {
    kind: 'file',
    fileName,
    contentType: 'text/csv; charset=utf-8',
    write: (out) => pipeline(Readable.from(csvLines(columns, rows)), out),
  };
}
