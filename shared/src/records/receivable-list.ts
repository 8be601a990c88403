// 미수금 관리's list: one row per company with its billed, paid and outstanding amounts and their
// aging (settlement/receivables.ts). The GraphQL Receivable type, the grid and 미수금목록.xlsx are
// built from it.
import { RECEIVABLE_FILTER_LABELS as F } from '../forms/payment-form';
import { AGING_BUCKET_LABELS, AGING_BUCKETS } from '../settlement/receivables';
import { defineList, pickColumns } from './define-list';

export const RECEIVABLE_LIST = defineList({
  columns: {
    companyId: { kind: 'integer', doc: 'The billed company (화주, an invoice row’s company).' },
    companyNm: { label: '업체명', width: 18, grow: true, doc: 'Company name.' },
    bizNo: { label: '사업자등록번호', kind: 'bizNo', doc: 'Business registration number, 10 digits.' },
    billCompanyNm: {
      label: '공급자',
      width: 14,
      nullable: true,
      doc: "The company's supplier now (its invoices may name others before a change).",
    },
    billed: {
      label: '청구액',
      kind: 'won',
      doc: 'Billed (청구액): the totals with VAT of its invoice rows whose period ended by the as-of date, in won.',
    },
    paid: {
      label: '입금액',
      kind: 'won',
      doc: 'Paid (입금액): its live payments made by the as-of date (deleted ones excluded), in won.',
    },
    outstanding: {
      label: '미수금',
      kind: 'won',
      doc: 'Outstanding (미수금) = billed - paid, in won; negative when it paid more (a credit).',
    },
    current: {
      label: AGING_BUCKET_LABELS.CURRENT,
      kind: 'won',
      doc: 'Unpaid of invoices whose month ended less than 30 days before the as-of date (payments applied oldest first), in won.',
    },
    days30: {
      label: AGING_BUCKET_LABELS.D30,
      kind: 'won',
      doc: 'Unpaid of invoices whose month ended 30 to 59 days before the as-of date, in won.',
    },
    days60: {
      label: AGING_BUCKET_LABELS.D60,
      kind: 'won',
      doc: 'Unpaid of invoices whose month ended 60 to 89 days before the as-of date, in won.',
    },
    days90: {
      label: AGING_BUCKET_LABELS.D90,
      kind: 'won',
      doc: 'Unpaid of invoices whose month ended 90 or more days before the as-of date, in won.',
    },
    lastPaidOn: {
      label: '최근 입금일',
      width: 12,
      nullable: true,
      empty: '-',
      doc: 'Date of its latest live payment by the as-of date, yyyy-MM-dd (Asia/Seoul); null if none.',
    },
  },
  filters: {
    billCompanyId: {
      label: F.billCompanyId,
      kind: 'select',
      doc: "A supplier's number: only its invoices and the payments of their rows; empty for all.",
    },
    companyNm: { label: F.companyNm, kind: 'text', doc: 'Part of the company name, any case.' },
    outstandingOnly: {
      label: F.outstandingOnly,
      kind: 'select',
      options: [{ value: 'Y', label: '미수금 있음' }],
      doc: "'Y': only companies whose outstanding amount is above 0.",
    },
    agingBucket: {
      label: F.agingBucket,
      kind: 'select',
      options: AGING_BUCKETS.map((bucket) => ({ value: bucket, label: AGING_BUCKET_LABELS[bucket] })),
      doc: 'CURRENT, D30, D60 or D90: only companies with an unpaid amount in that bucket.',
    },
    asOf: {
      label: F.asOf,
      kind: 'text',
      doc: 'The as-of date, yyyy-MM-dd (Asia/Seoul); today when empty.',
    },
  },
  grid: [
    'companyNm',
    'billCompanyNm',
    'billed',
    'paid',
    'outstanding',
    'current',
    'days30',
    'days60',
    'days90',
    'lastPaidOn',
  ],
  sheet: [
    'companyNm',
    'bizNo',
    'billCompanyNm',
    'billed',
    'paid',
    'outstanding',
    'current',
    'days30',
    'days60',
    'days90',
    'lastPaidOn',
  ],
});

/** The amounts the list's totals row adds up. */
export const RECEIVABLE_AMOUNTS = [
  'billed',
  'paid',
  'outstanding',
  'current',
  'days30',
  'days60',
  'days90',
] as const satisfies readonly (keyof typeof RECEIVABLE_LIST.columns)[];

export const RECEIVABLE_TOTALS = { columns: pickColumns(RECEIVABLE_LIST, RECEIVABLE_AMOUNTS) } as const;
