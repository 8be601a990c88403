// A spreadsheet cell as the text the row checks read: what the sheet shows, less the formatting
// that would only get in their way (thousands separators, exponents, times of day).
import type ExcelJS from 'exceljs';

/** Significant digits Excel keeps and shows of a number. */
const EXCEL_DIGITS = 15;
const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 and 1904 date systems (1899-12-30 absorbs the 1900 leap-year bug). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31, Excel's last date. */
const LAST_SERIAL = 2_958_465;

/**
 * A number as plain decimal text: Excel's 15 significant digits, no exponent, no grouping
 * (1234567 → "1234567", 1e21 → "1000000000000000000000", 0.1 + 0.2 → "0.3").
 */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toPrecision(EXCEL_DIGITS));
  const text = String(rounded);
  return /e/i.test(text)
    ? rounded.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : text;
}

/** True for a number format that shows a date (Excel's own test: y, m, d, h, s outside quotes and brackets). */
export function isDateFormat(numFmt: string | undefined): boolean {
  if (!numFmt) return false;
  return /[ymdhsb]/i.test(numFmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** A date as yyyy-mm-dd (the calendar day Excel shows: its dates carry no time zone). */
function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** An Excel serial day number as yyyy-mm-dd; null outside Excel's dates. */
export function serialDay(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > LAST_SERIAL) return null;
  return isoDay(new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * DAY_MS)));
}

/** A number as its format shows it where that matters: dates, and codes padded with zeros (00000). */
function formattedNumber(value: number, numFmt: string | undefined, date1904: boolean): string {
  if (isDateFormat(numFmt)) return serialDay(value, date1904) ?? plainNumber(value);
  const zeros = /^0+$/.exec(numFmt ?? '')?.[0];
  const text = plainNumber(value);
  return zeros && /^\d+$/.test(text) ? text.padStart(zeros.length, '0') : text;
}

/**
 * A cell's value as text: a formula's cached result, rich text's runs joined, numbers in plain
 * decimals, dates (date cells and date-formatted numbers) as yyyy-mm-dd, booleans TRUE/FALSE,
 * errors and formulas without a result as ''. Trimmed.
 */
export function cellText(value: ExcelJS.CellValue | undefined, numFmt?: string, date1904 = false): string {
  return rawText(value, numFmt, date1904).trim();
}

function rawText(
  value: ExcelJS.CellValue | undefined,
  numFmt: string | undefined,
  date1904: boolean,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formattedNumber(value, numFmt, date1904);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  if ('error' in value) return '';
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) return rawText(value.result, numFmt, date1904);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}
