// The money rules of receivables (미수금 관리), docs/billing.md "Receivables". Amounts are whole won.
// - Billed: a company row of an invoice (bill_history_detail) bills its total with VAT as the row
//   stores it (tot_amount), from the last day of its billing period (period_end) on.
// - Paid: the sum of its live payments; a deleted payment stays recorded but counts for nothing.
// - Outstanding = billed - paid; below 0 the company has paid more than billed (a credit).
// - Aging, per company: its payments are applied to its rows oldest first (FIFO, by the invoice
//   month, then the row), whichever row each payment was recorded against; what is left of a row
//   falls in a bucket by the days from the last day of the invoice's month to the as-of date.
// Pure: the API's receivables statement computes the same in SQL (modules/receivables), and its
// tests hold the two together.
import { daysInMonth } from './billing';

/** Days past the invoice month's end: under 30, 30-59, 60-89, 90 and more. */
export const AGING_BUCKETS = ['CURRENT', 'D30', 'D60', 'D90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  CURRENT: '30일 미만',
  D30: '30~59일',
  D60: '60~89일',
  D90: '90일 이상',
};
/** The first day of each bucket, counted from the invoice month's end. */
export const AGING_BUCKET_START_DAYS: Readonly<Record<AgingBucket, number>> = {
  CURRENT: Number.NEGATIVE_INFINITY,
  D30: 30,
  D60: 60,
  D90: 90,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day of an invoice's month, yyyy-MM-dd: aging counts from it. */
export function invoiceMonthEnd(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Days from one calendar date to another (yyyy-MM-dd): 2026-01-31 → 2026-03-02 is 30. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The bucket of a row of the invoice month ending `monthEnd`, as of `asOf` (an as-of date before it: CURRENT). */
export function agingBucketOf(monthEnd: string, asOf: string): AgingBucket {
  const days = daysBetween(monthEnd, asOf);
  if (days >= AGING_BUCKET_START_DAYS.D90) return 'D90';
  if (days >= AGING_BUCKET_START_DAYS.D60) return 'D60';
  if (days >= AGING_BUCKET_START_DAYS.D30) return 'D30';
  return 'CURRENT';
}

/** What an invoice company row bills: its total with VAT, as stored. */
export function rowBilledAmount(row: { totAmount: number }): number {
  return row.totAmount;
}

/** A payment as the rules read it: a deleted one has its deletion time. */
export interface PaymentAmount {
  amount: number;
  deletedAt?: Date | string | null;
}

/** The sum of the live payments. */
export function paidAmount(payments: readonly PaymentAmount[]): number {
  return payments.reduce((sum, payment) => (payment.deletedAt ? sum : sum + payment.amount), 0);
}

/** billed - paid; negative when more was paid than billed (a credit). */
export function outstandingAmount(billed: number, paid: number): number {
  return billed - paid;
}

/** One invoice company row of a company, as aging reads it. */
export interface BilledRow {
  /** The row (bill_history_detail_id): orders rows of the same month. */
  id: number;
  year: number;
  month: number;
  /** rowBilledAmount of the row. */
  billed: number;
}

export interface CompanyReceivable {
  billed: number;
  paid: number;
  outstanding: number;
  /** What is left unpaid per bucket; they add up to the outstanding amount when it is above 0, else all 0. */
  buckets: Record<AgingBucket, number>;
}

/**
 * A company's receivable as of a date: its rows billed by then and its live payments made by then
 * (the caller passes those), payments applied to the oldest rows first (FIFO).
 */
export function companyReceivable(rows: readonly BilledRow[], paid: number, asOf: string): CompanyReceivable {
  const buckets: Record<AgingBucket, number> = { CURRENT: 0, D30: 0, D60: 0, D90: 0 };
  const oldestFirst = [...rows].sort((a, b) => a.year - b.year || a.month - b.month || a.id - b.id);
  let unapplied = paid;
  let billed = 0;
  for (const row of oldestFirst) {
    billed += row.billed;
    const applied = Math.min(row.billed, Math.max(0, unapplied));
    unapplied -= applied;
    const left = row.billed - applied;
    if (left > 0) buckets[agingBucketOf(invoiceMonthEnd(row.year, row.month), asOf)] += left;
  }
  return { billed, paid, outstanding: outstandingAmount(billed, paid), buckets };
}

/** A ledger line: an invoice row (debit) or a payment (credit). */
export interface LedgerMovement {
  debit: number;
  credit: number;
}

/** Running balances after each line, from the balance before the first. */
export function runningBalances(opening: number, movements: readonly LedgerMovement[]): number[] {
  let balance = opening;
  return movements.map((movement) => (balance += movement.debit - movement.credit));
}
