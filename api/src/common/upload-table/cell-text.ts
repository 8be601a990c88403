// A spreadsheet cell as the text the row checks read: what the sheet shows, less the formatting
// that would only get in their way (thousands separators, exponents, and times of day unless a
// reader asks for them: a bank line's 거래일시).
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

/**
 * A date as yyyy-mm-dd (the calendar day Excel shows: its dates carry no time zone), with
 * withTime and a time of day other than midnight, yyyy-mm-dd hh:mm:ss.
 */
function isoDay(date: Date, withTime = false): string {
  if (Number.isNaN(date.getTime())) return '';
  if (!withTime) return date.toISOString().slice(0, 10);
  // Whole seconds: a serial's fraction of a day is rarely a whole number of milliseconds.
  const text = new Date(Math.round(date.getTime() / 1000) * 1000).toISOString();
  const time = text.slice(11, 19);
  return time === '00:00:00' ? text.slice(0, 10) : `${text.slice(0, 10)} ${time}`;
}

/** An Excel serial day number as yyyy-mm-dd (with its time, as isoDay); null outside Excel's dates. */
export function serialDay(serial: number, date1904 = false, withTime = false): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > LAST_SERIAL) return null;
  return isoDay(new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * DAY_MS)), withTime);
}

/** How a cell's number format and the workbook read dates. */
interface DateReading {
  date1904: boolean;
  withTime: boolean;
}

/** A number as its format shows it where that matters: dates, and codes padded with zeros (00000). */
function formattedNumber(value: number, numFmt: string | undefined, dates: DateReading): string {
  if (isDateFormat(numFmt)) return serialDay(value, dates.date1904, dates.withTime) ?? plainNumber(value);
  const zeros = /^0+$/.exec(numFmt ?? '')?.[0];
  const text = plainNumber(value);
  return zeros && /^\d+$/.test(text) ? text.padStart(zeros.length, '0') : text;
}

/**
 * A cell's value as text: a formula's cached result, rich text's runs joined, numbers in plain
 * decimals, dates (date cells and date-formatted numbers) as yyyy-mm-dd (with withTime, their time
 * of day too when it is not midnight), booleans TRUE/FALSE, errors and formulas without a result
 * as ''. Trimmed.
 */
export function cellText(
  value: ExcelJS.CellValue | undefined,
  numFmt?: string,
  date1904 = false,
  withTime = false,
): string {
  return rawText(value, numFmt, { date1904, withTime }).trim();
}

function rawText(
  value: ExcelJS.CellValue | undefined,
  numFmt: string | undefined,
  dates: DateReading,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formattedNumber(value, numFmt, dates);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value, dates.withTime);
  if ('error' in value) return '';
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) return rawText(value.result, numFmt, dates);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}
