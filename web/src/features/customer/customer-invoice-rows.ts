import type { CustomerLedgerQuery as LedgerData } from '../../gql/graphql';

export type LedgerEntry = LedgerData['companyLedger']['entries'][number];

/** A company's invoice row as its 청구서 screen lists it: what was billed, paid and is still owed. */
export interface CustomerInvoiceRow {
  billHistoryDetailId: number;
  billHistoryId: number;
  billCompanyId: number;
  billCompanyNm: string;
  year: number;
  month: number;
  billCd: string;
  /** The last day of its billing period. */
  date: string;
  billed: number;
  paid: number;
  outstanding: number;
}

/**
 * The invoice rows of a whole ledger (its entries with a debit), newest first, each with the live
 * payments recorded against it (the ledger's credits naming the row).
 */
export function invoiceRowsOf(entries: readonly LedgerEntry[]): CustomerInvoiceRow[] {
  const paid = new Map<number, number>();
  for (const entry of entries)
    if (entry.kind === 'PAYMENT')
      paid.set(entry.billHistoryDetailId, (paid.get(entry.billHistoryDetailId) ?? 0) + entry.credit);
  return entries
    .filter((entry) => entry.kind === 'INVOICE')
    .map((entry) => {
      const paidOfRow = paid.get(entry.billHistoryDetailId) ?? 0;
      return {
        billHistoryDetailId: entry.billHistoryDetailId,
        billHistoryId: entry.billHistoryId,
        billCompanyId: entry.billCompanyId,
        billCompanyNm: entry.billCompanyNm,
        year: entry.year,
        month: entry.month,
        billCd: entry.billCd,
        date: entry.date,
        billed: entry.debit,
        paid: paidOfRow,
        outstanding: entry.debit - paidOfRow,
      };
    })
    .reverse();
}
