// Receivables (정산 관리 > 미수금 관리): the payment dialog, a payment's deletion, the list's filters
// and the company ledger's period. The web dialogs, the API (recordPayment, deletePayment,
// receivables, companyLedger) and the tests use them.
import { z } from 'zod';
import { isCalendarDate, seoulToday } from '../dates/seoul-date';
import { AGING_BUCKETS } from '../settlement/receivables';
import { formatMessage, maxLengthMessage, requiredMessage } from '../validation/messages';
import { withTopic } from '../validation/particles';
import { choiceField, idField, optionalIdField, optionalText } from '../validation/schemas';
import { field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

/** How a payment came in; the database checks the value. */
export const PAYMENT_METHODS = ['TRANSFER', 'CASH', 'CARD', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  TRANSFER: '계좌이체',
  CASH: '현금',
  CARD: '카드',
  OTHER: '기타',
};

/** Who recorded it: a person on the screen, or a bank file's deposit (matched later). */
export const PAYMENT_SOURCES = ['MANUAL', 'BANK'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export const PAYMENT_SOURCE_LABELS: Readonly<Record<PaymentSource, string>> = {
  MANUAL: '직접 입력',
  BANK: '은행 입금',
};

export const PAYMENT_FIELD_LABELS = {
  billHistoryDetailId: '청구 내역',
  paidOn: '입금일',
  amount: '입금액',
  method: '입금 방법',
  depositor: '입금자',
  memo: '메모',
  reason: '삭제 사유',
} as const;
const L = PAYMENT_FIELD_LABELS;

/** The payment.amount column is an integer, as are the row keys. */
export const PAYMENT_AMOUNT_MAX = 2_147_483_647;
const KEY_MAX = 2_147_483_647;
export const PAYMENT_DEPOSITOR_MAX = 50;
export const PAYMENT_MEMO_MAX = 500;
export const PAYMENT_DELETE_REASON_MAX = 500;

export const PAYMENT_MESSAGES = {
  amountPositive: `${withTopic(L.amount)} 1원 이상이어야 합니다.`,
  amountTooLarge: `${withTopic(L.amount)} ${PAYMENT_AMOUNT_MAX.toLocaleString('ko-KR')}원 이하여야 합니다.`,
  paidOnFuture: `${withTopic(L.paidOn)} 오늘 이후일 수 없습니다.`,
  reasonRequired: requiredMessage(L.reason),
  reasonTooLong: maxLengthMessage(L.reason, PAYMENT_DELETE_REASON_MAX),
  notFound: '입금 내역을 찾을 수 없습니다.',
  rowNotFound: '청구 내역(업체별 청구서)을 찾을 수 없습니다.',
  alreadyDeleted: '이미 삭제된 입금 내역입니다.',
  companyNotFound: '업체를 찾을 수 없습니다.',
  periodOrder: '종료일은 시작일보다 빠를 수 없습니다.',
} as const;

/** A chosen row's number that fits an integer key. */
const keyField = (label: string) =>
  idField(label).refine((value) => value <= KEY_MAX, { error: formatMessage(label) });
const optionalKeyField = (label: string) =>
  optionalIdField(label).refine((value) => value === null || value <= KEY_MAX, {
    error: formatMessage(label),
  });

/** yyyy-MM-dd, a real calendar date; empty → required. */
export function calendarDateField(label: string) {
  return z
    .union([z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (value ?? '').trim())
    .refine((value) => value !== '', { error: requiredMessage(label), abort: true })
    .refine(isCalendarDate, { error: formatMessage(label) });
}

/** Like calendarDateField, but empty → null. */
export function optionalCalendarDateField(label: string) {
  return z
    .union([z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || isCalendarDate(value), { error: formatMessage(label) })
    .transform((value) => (value === '' ? null : value));
}

/** Won received: a number or its digits (commas allowed), at least 1. */
const amountReceived = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(L.amount) })
  .transform((value) => (typeof value === 'string' ? value.replace(/[,\s]/g, '') : value))
  .refine((value) => value !== '' && value !== null && value !== undefined, {
    error: requiredMessage(L.amount),
    abort: true,
  })
  .transform(Number)
  .refine(Number.isSafeInteger, { error: formatMessage(L.amount), abort: true })
  .refine((value) => value >= 1, { error: PAYMENT_MESSAGES.amountPositive, abort: true })
  .refine((value) => value <= PAYMENT_AMOUNT_MAX, { error: PAYMENT_MESSAGES.amountTooLarge });

/** 입금 등록: which invoice company row it pays, when, how much, how, from whom. */
export const paymentFormSchema = orderedForm([
  field('billHistoryDetailId', keyField(L.billHistoryDetailId)),
  field('paidOn', calendarDateField(L.paidOn)),
  rule('paidOn', PAYMENT_MESSAGES.paidOnFuture, ({ paidOn }) => String(paidOn) <= seoulToday()),
  field('amount', amountReceived),
  field('method', choiceField(L.method, PAYMENT_METHODS)),
  field('depositor', optionalText(L.depositor, { max: PAYMENT_DEPOSITOR_MAX })),
  field('memo', optionalText(L.memo, { max: PAYMENT_MEMO_MAX })),
]);
export type PaymentFormValues = FormInput<typeof paymentFormSchema.steps>;
export type PaymentFormData = FormOutput<typeof paymentFormSchema.steps>;

/** Why a payment is deleted: required (blank counts as none), at most 500 characters. */
export const paymentDeleteReasonSchema = z
  .string({ error: PAYMENT_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: PAYMENT_MESSAGES.reasonRequired })
  .max(PAYMENT_DELETE_REASON_MAX, { error: PAYMENT_MESSAGES.reasonTooLong });

export const paymentDeleteSchema = orderedForm([field('reason', paymentDeleteReasonSchema)]);

export const RECEIVABLE_FILTER_LABELS = {
  billCompanyId: '공급자',
  companyNm: '업체명',
  outstandingOnly: '미수금',
  agingBucket: '경과 기간',
  asOf: '기준일',
} as const;

/** 'Y' or empty: only companies that owe something. */
const yesOrEmpty = (label: string) =>
  z
    .union([z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || value === 'Y' || value === 'N', { error: formatMessage(label) })
    .transform((value) => value === 'Y');

/** The receivables list's filters, checked in order; the as-of date is today (Seoul) when empty. */
export const receivableFilterSchema = orderedForm([
  field('billCompanyId', optionalKeyField(RECEIVABLE_FILTER_LABELS.billCompanyId)),
  field('companyNm', optionalText(RECEIVABLE_FILTER_LABELS.companyNm, { max: 100 })),
  field('outstandingOnly', yesOrEmpty(RECEIVABLE_FILTER_LABELS.outstandingOnly)),
  field(
    'agingBucket',
    z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      choiceField(RECEIVABLE_FILTER_LABELS.agingBucket, AGING_BUCKETS).optional(),
    ),
  ),
  field(
    'asOf',
    optionalCalendarDateField(RECEIVABLE_FILTER_LABELS.asOf).transform((value) => value ?? seoulToday()),
  ),
]);
export type ReceivableFilter = FormOutput<typeof receivableFilterSchema.steps>;

export const LEDGER_FIELD_LABELS = {
  companyId: '업체',
  billCompanyId: '공급자',
  from: '시작일',
  to: '종료일',
} as const;

/** A company and, optionally, one supplier's invoices only: whose invoice rows the payment dialog offers. */
const COMPANY_STEPS = [
  field('companyId', keyField(LEDGER_FIELD_LABELS.companyId)),
  field('billCompanyId', optionalKeyField(LEDGER_FIELD_LABELS.billCompanyId)),
] as const;
export const companyReceivableSchema = orderedForm(COMPANY_STEPS);

/** The company ledger's company and period (both ends optional, included); the supplier narrows it. */
export const ledgerQuerySchema = orderedForm([
  ...COMPANY_STEPS,
  field('from', optionalCalendarDateField(LEDGER_FIELD_LABELS.from)),
  field('to', optionalCalendarDateField(LEDGER_FIELD_LABELS.to)),
  rule('to', PAYMENT_MESSAGES.periodOrder, ({ from, to }) => !from || !to || String(from) <= String(to)),
]);
export type LedgerQuery = FormOutput<typeof ledgerQuerySchema.steps>;
