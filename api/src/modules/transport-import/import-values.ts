// A preview row's values: the mapped cells of the file, with what a person typed over them, and
// the readings of dates and codes that a spreadsheet writes in several ways. Pure functions.
import { isCalendarDate } from '@parcel/shared/dates/seoul-date';
import {
  IMPORT_CALCULATION_NAMES,
  IMPORT_FIELDS,
  type ImportField,
} from '@parcel/shared/forms/transport-import';

/** Which column (an index into the file's headers) fills each field; absent or null: none. */
export type ImportMapping = Partial<Record<ImportField, number | null>>;

/** What a person typed over a row's cells in the preview, per field. */
export type ImportEdits = Partial<Record<ImportField, string>>;

/** A row's value of every field: the edit, else the mapped cell; empty text is null. */
export type ImportValues = Record<ImportField, string | null>;

/** A preview row as stored: its number in the file, its cells and the edits typed over them. */
export interface StoredImportRow {
  rowNo: number;
  cells: string[];
  edits: ImportEdits | null;
}

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/** The row's value of every field, an edit winning over the mapped cell. */
export function rowValues(row: StoredImportRow, mapping: ImportMapping): ImportValues {
  const values = {} as ImportValues;
  for (const field of IMPORT_FIELDS) {
    const edit = row.edits?.[field];
    const column = mapping[field];
    values[field] = blankToNull(
      edit !== undefined ? edit : column === null || column === undefined ? null : row.cells[column],
    );
  }
  return values;
}

/** Excel's day 0 (its 1900 date system, after the 1900-02-29 it wrongly counts). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Serial numbers of 1955-01-01 .. 2119-12-31: a date, not a quantity or an 8-digit date. */
const SERIALS = { min: 20_090, max: 80_356 };

/**
 * A reception date as files write it: 2026-11-25, 2026.11.25, 2026/11/25, 20261125, 2026-11-25
 * 10:30 (the time ignored) or an Excel serial number (46351); null for anything else.
 */
export function importDate(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{5}(\.\d+)?$/.test(trimmed)) {
    const serial = Math.floor(Number(trimmed));
    if (serial < SERIALS.min || serial > SERIALS.max) return null;
    return new Date(EXCEL_EPOCH_MS + serial * 86_400_000).toISOString().slice(0, 10);
  }
  const parts =
    /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?(?:[ T].*)?$/.exec(trimmed) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (!parts) return null;
  const date = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** A stored code as a file may write it: by its value (CH001) or its name (선불), any case. */
export interface NamedCode {
  val: string;
  nm: string;
}

/** The code a text names, by value or by name; null for none. */
export function codeOf(text: string, codes: readonly NamedCode[]): string | null {
  const wanted = text.trim().toLowerCase();
  const squeezed = wanted.replace(/\s/g, '');
  return (
    codes.find((code) => code.val.toLowerCase() === wanted)?.val ??
    codes.find((code) => code.nm.toLowerCase().replace(/\s/g, '') === squeezed)?.val ??
    null
  );
}

/** 수량/중량 as codes: QTY, WEIGHT and their Korean names. */
export const CALCULATION_CODES: readonly NamedCode[] = Object.entries(IMPORT_CALCULATION_NAMES).map(
  ([val, nm]) => ({ val, nm }),
);
