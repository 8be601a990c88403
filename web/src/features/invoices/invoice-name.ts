import { BILL_STANDARD_DAY_LABELS, type BillStandardDay } from '@parcel/shared/codes';

/** 서울공급 2026년 11월(말일): how screens and confirmations name an invoice. */
export function invoiceName(invoice: {
  billCompanyNm: string;
  year: number;
  month: number;
  billCd: string;
}): string {
  const day = BILL_STANDARD_DAY_LABELS[invoice.billCd as BillStandardDay] ?? invoice.billCd;
  return `${invoice.billCompanyNm} ${invoice.year}년 ${invoice.month}월(${day})`;
}
