// The money rules of the monthly invoice (청구서), DECISIONS.md "Money": amounts are whole won, VAT is
// 10% rounded half up per section (base fare, parcel = QTY lines, communication = WEIGHT lines), and
// a billing period is the calendar month (billing day '30') or the 21st of the previous month through
// the 20th (billing day '20'). Pure: the API's generation statement computes the same in SQL
// (api/src/modules/invoice/invoice-generation.ts), and the tests hold both to these worked examples.
import type { BillStandardDay, YesNo } from '../codes';

/** VAT rate in percent (부가가치세 10%). */
export const VAT_PERCENT = 10;

/** A billing period: the first and last Seoul calendar dates it covers, yyyy-MM-dd, both included. */
export interface BillingPeriod {
  start: string;
  end: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Days in a month (1-12) of a year: February has 29 in leap years (2024, 2000; not 2100). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The period an invoice of (year, month, billing day) covers. Billing day '30' (말일): the calendar
 * month, 1st to its last day. Billing day '20': the 21st of the previous month through the 20th, so
 * January's runs from December 21st of the year before.
 */
export function billingPeriod(year: number, month: number, billCd: BillStandardDay): BillingPeriod {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`no billing period for ${year}-${month}`);
  if (billCd === '30')
    return { start: dateOf(year, month, 1), end: dateOf(year, month, daysInMonth(year, month)) };
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  return { start: dateOf(previousYear, previousMonth, 21), end: dateOf(year, month, 20) };
}

/**
 * A period cut at month ends: one part for a calendar month, two for a day-20 period (the 21st to
 * the month's end, then the 1st to the 20th). A Korean monthly tax invoice covers one calendar month
 * at most, so the tax-bill download issues one bill per part (DECISIONS.md).
 */
export function periodParts(period: BillingPeriod): BillingPeriod[] {
  const parts: BillingPeriod[] = [];
  let start = period.start;
  while (start <= period.end) {
    const [year, month] = start.split('-').map(Number) as [number, number];
    const monthEnd = dateOf(year, month, daysInMonth(year, month));
    const end = monthEnd < period.end ? monthEnd : period.end;
    parts.push({ start, end });
    start = month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1);
  }
  return parts;
}

/**
 * 10% VAT of a whole-won amount, rounded half up: 15 → 2 (1.5), 14 → 1 (1.4), 25 → 3, 0 → 0.
 * Integer arithmetic, floor((amount + 5) / 10), so no binary fraction can tip a .5 the wrong way.
 */
export function vat(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a won amount: ${amount}`);
  return Math.floor((amount + 5) / 10);
}

/** The amount columns of an invoice and of each company's row (bill_history, bill_history_detail). */
export interface InvoiceAmounts {
  /** Base fare (기본료): the company's monthly communication fee. */
  communicationFee: number;
  communicationFeeVat: number;
  /** Parcel amount (택배): sender amounts of QTY goods lines. */
  untpc: number;
  untpcVat: number;
  /** Communication amount (통신): sender amounts of WEIGHT goods lines. */
  weightUntpc: number;
  weightUntpcVat: number;
  /** Pieces of QTY lines plus kg of WEIGHT lines (the sender quantities of the lines billed). */
  totQty: number;
  /** Everything above but totQty: what the company pays. */
  totAmount: number;
}

/** What billing needs of a company (company table). */
export interface BillableCompany {
  shipperYn: YesNo;
  /** N (거래 중지, suspended): not billed. */
  useYn: YesNo;
  /** N: the company takes no VAT (부가세 발행 N), its VAT columns are 0. */
  vatYn: YesNo;
  billStdrCd: BillStandardDay;
  communicationFee: number;
}

/** A goods line as billing reads it (shipment): how it is charged, the sender quantity and amount. */
export interface BillableLine {
  trnsprtCd: 'QTY' | 'WEIGHT';
  senderQty: number;
  senderAmount: number;
}

/**
 * Whether an invoice of billing day `billCd` bills the company: a shipper in use (useYn Y) whose own
 * billing day it is. (The supplier is chosen by the caller: companies whose billCompanyId it is.)
 */
export function isBilled(company: BillableCompany, billCd: BillStandardDay): boolean {
  return company.shipperYn === 'Y' && company.useYn === 'Y' && company.billStdrCd === billCd;
}

/**
 * One company's share of an invoice. It is billed the sender amounts of the transports it sent in the
 * period (its own sender_company_id, live transports, reception date in the period) — not the
 * receiver amounts of transports it received, collect charges included. Each section's VAT is
 * rounded on its own; a company with no lines pays its base fare and that fare's VAT.
 */
export function companyAmounts(company: BillableCompany, lines: readonly BillableLine[]): InvoiceAmounts {
  const withVat = company.vatYn === 'Y';
  const communicationFee = company.communicationFee;
  let untpc = 0;
  let weightUntpc = 0;
  let totQty = 0;
  for (const line of lines) {
    if (line.trnsprtCd === 'WEIGHT') weightUntpc += line.senderAmount;
    else untpc += line.senderAmount;
    totQty += line.senderQty;
  }
  const amounts = {
    communicationFee,
    communicationFeeVat: withVat ? vat(communicationFee) : 0,
    untpc,
    untpcVat: withVat ? vat(untpc) : 0,
    weightUntpc,
    weightUntpcVat: withVat ? vat(weightUntpc) : 0,
    totQty,
  };
  return { ...amounts, totAmount: totalOf(amounts) };
}

type AmountColumns = Omit<InvoiceAmounts, 'totAmount' | 'totQty'>;
const totalOf = (amounts: AmountColumns) =>
  amounts.communicationFee +
  amounts.communicationFeeVat +
  amounts.untpc +
  amounts.untpcVat +
  amounts.weightUntpc +
  amounts.weightUntpcVat;

/**
 * The invoice's columns: each the sum of its companies' (VAT summed as rounded per company, so an
 * accountant re-adds the invoice from its rows to the won). No company: all zero.
 */
export function invoiceTotals(rows: readonly InvoiceAmounts[]): InvoiceAmounts {
  const sum = (key: keyof InvoiceAmounts) => rows.reduce((total, row) => total + row[key], 0);
  return {
    communicationFee: sum('communicationFee'),
    communicationFeeVat: sum('communicationFeeVat'),
    untpc: sum('untpc'),
    untpcVat: sum('untpcVat'),
    weightUntpc: sum('weightUntpc'),
    weightUntpcVat: sum('weightUntpcVat'),
    totQty: sum('totQty'),
    totAmount: sum('totAmount'),
  };
}
