// Every list's "엑셀 다운로드": one .xlsx writer that screens feed with declared columns and the
// rows of the same service query the grid pages through. Streams the workbook to the response.
import type { Writable } from 'node:stream';
import { seoulDateOf } from '@parcel/shared/dates/seoul-date';
import {
  type ColumnKind,
  KIND_WIDTH,
  type ListDeclaration,
  sheetKindOf,
  shownValueOf,
} from '@parcel/shared/records/define-list';
import {
  formatAccountNumber,
  formatBusinessNumber,
  formatPhone,
  formatRangeNumber,
} from '@parcel/shared/validation';
import ExcelJS from 'exceljs';
import { badInput } from './errors';

/** How a column's values are written: text as is, numbers with thousands separators, dates. */
export type CellKind = ColumnKind;

export interface SheetColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
  kind?: CellKind;
  /** Width in characters; a sensible one per kind otherwise. */
  width?: number;
}

/** A file the REST adapter streams instead of answering JSON. */
export interface FileDownload {
  kind: 'file';
  fileName: string;
  /** The plain-ASCII name for clients that do not read filename* (default: fileName's ASCII, _ for the rest). */
  asciiFileName?: string;
  contentType: string;
  write: (out: Writable) => Promise<void>;
}

/**
 * The spreadsheet columns of a declared list: its `sheet` columns with their labels, kinds (the
 * sheet's own where declared), widths, code names and fallbacks.
 */
export function sheetColumnsOf(list: ListDeclaration): SheetColumn<Readonly<Record<string, unknown>>>[] {
  return list.sheet.map((name) => {
    const column = list.columns[name]!;
    const { codes } = column;
    const shown = (row: Readonly<Record<string, unknown>>) => shownValueOf(column, name, row);
    return {
      header: column.label ?? name,
      value: codes ? (row) => codes[String(shown(row))] ?? shown(row) : shown,
      kind: sheetKindOf(column),
      width: column.width,
    };
  });
}

export const isFileDownload = (value: unknown): value is FileDownload =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';

/** Most rows one export writes; past it the caller is asked to narrow the filters. */
export const MAX_EXPORT_ROWS = 50_000;
/** The list window of an export: every row, and one more to tell that there are too many. */
export const EXPORT_WINDOW = { all: true, limit: MAX_EXPORT_ROWS + 1 } as const;
export const EXPORT_TOO_LARGE_MESSAGE = `내보낼 행이 ${MAX_EXPORT_ROWS.toLocaleString('ko-KR')}건을 넘습니다. 검색 조건을 좁혀주세요.`;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel's Text number format. Formula injection (CWE-1236) in an .xlsx: a cell holding the string
 * `=HYPERLINK(...)` is text when the file opens (a formula is only ever a cell's `<f>` element,
 * which exceljs writes for `{ formula }` values alone, never for a string), but Excel and
 * LibreOffice parse a General cell's text again when someone edits it (F2, Enter) and would make
 * it a formula then. A Text cell keeps what is entered as text, like the apostrophe OWASP advises
 * for CSV, without showing an apostrophe: every text column is written this way.
 */
export const TEXT_FORMAT = '@';
const CELL_FORMAT: Record<CellKind, string> = {
  text: TEXT_FORMAT,
  phone: TEXT_FORMAT,
  bizNo: TEXT_FORMAT,
  account: TEXT_FORMAT,
  rangeNo: TEXT_FORMAT,
  integer: '#,##0',
  won: '#,##0',
  date: 'yyyy-mm-dd',
  boolean: TEXT_FORMAT,
};

/** A Seoul calendar date as the spreadsheet's date (Excel dates have no time zone). */
function calendarDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const day = value instanceof Date ? seoulDateOf(value) : String(value).slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A text column's value as shown: phone, business, account and range numbers with their hyphens. */
export function displayText(kind: CellKind, value: unknown): string {
  switch (kind) {
    case 'phone':
      return formatPhone(String(value));
    case 'bizNo':
      return formatBusinessNumber(String(value));
    case 'account':
      return formatAccountNumber(String(value));
    case 'rangeNo':
      return formatRangeNumber(String(value));
    default:
      return String(value);
  }
}

/** A cell's value: a number, a date or a string, never an object exceljs would write otherwise (a formula). */
function cellValue(kind: CellKind, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'integer':
    case 'won': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'date':
      return calendarDate(value);
    default:
      return displayText(kind, value);
  }
}

/**
 * The sheet's name from the file's: at most 31 characters, none of `: \ / ? * [ ]` and no apostrophe
 * at either end, which Excel refuses to open (a course may be named `A/B`). exceljs's streaming
 * writer checks none of it.
 */
export function sheetNameOf(fileName: string): string {
  const name = fileName
    .replace(/\.xlsx$/, '')
    .replace(/[:\\/?*[\]]/g, '_')
    .slice(0, 31)
    .replace(/^'+|'+$/g, '');
  return name || 'Sheet1';
}

/**
 * An .xlsx of the rows: Korean headers in bold with a filter, the header row frozen, widths and
 * number or date formats per column. Refuses (400) more than MAX_EXPORT_ROWS rows: read one row
 * more than that and pass them all.
 */
export function spreadsheetDownload<Row>(
  fileName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): FileDownload {
  if (rows.length > MAX_EXPORT_ROWS) throw badInput(EXPORT_TOO_LARGE_MESSAGE);
  return {
    kind: 'file',
    fileName,
    contentType: XLSX,
    write: async (out) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const sheet = workbook.addWorksheet(sheetNameOf(fileName), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = columns.map((column, index) => {
        const kind = column.kind ?? 'text';
        return {
          key: String(index),
          header: column.header,
          width: column.width ?? Math.max(KIND_WIDTH[kind], column.header.length * 2 + 2),
          style: { numFmt: CELL_FORMAT[kind] },
        };
      });
      sheet.getRow(1).font = { bold: true };
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
      for (const row of rows) {
        sheet.addRow(columns.map((column) => cellValue(column.kind ?? 'text', column.value(row)))).commit();
      }
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * Content-Disposition for a Korean file name (RFC 6266 / 5987), with an ASCII fallback. The
 * extended value percent-encodes everything but RFC 5987's attr-chars: encodeURIComponent leaves
 * ' ( ) * as they are, and "(주)" is common in company names.
 */
export function attachmentHeader(fileName: string, asciiFileName = fileName): string {
  const fallback = asciiFileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
