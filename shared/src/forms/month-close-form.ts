// Month-end close (정산 관리 > 월 마감): the board's month and the reopen dialog's reason. The web
// screen, the API (monthClose, reopenInvoice) and the tests use it.
import { z } from 'zod';
import { fieldStep } from '../records/define-fields';
import { INVOICE_FIELDS } from '../records/invoice';
import { maxLengthMessage, requiredMessage } from '../validation/messages';
import { field, orderedForm, type FormOutput } from './ordered-form';

export const REOPEN_REASON_LABEL = '해제 사유';
export const REOPEN_REASON_MAX = 500;

export const MONTH_CLOSE_MESSAGES = {
  reasonRequired: requiredMessage(REOPEN_REASON_LABEL),
  reasonTooLong: maxLengthMessage(REOPEN_REASON_LABEL, REOPEN_REASON_MAX),
  alreadyClosed: '이미 마감된 청구서입니다.',
  notClosed: '마감되지 않은 청구서입니다.',
  /** A closed invoice's regeneration refused: 2026년 10월 가나공급 청구(20일 기준, 마감됨)는 ... */
  regenerateClosed: (title: string) =>
    `${title}는 다시 생성할 수 없습니다. 관리자가 마감을 해제한 뒤 다시 생성해주세요.`,
} as const;

/** The board's month: year and month as the invoice form checks them. */
export const monthCloseMonthSchema = orderedForm([
  fieldStep(INVOICE_FIELDS, 'year'),
  fieldStep(INVOICE_FIELDS, 'month'),
]);
export type MonthCloseMonth = FormOutput<typeof monthCloseMonthSchema.steps>;

/** Why a closed invoice is reopened: required (blank counts as none), at most 500 characters. */
export const reopenReasonSchema = z
  .string({ error: MONTH_CLOSE_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: MONTH_CLOSE_MESSAGES.reasonRequired })
  .max(REOPEN_REASON_MAX, { error: MONTH_CLOSE_MESSAGES.reasonTooLong });

export const reopenFormSchema = orderedForm([field('reason', reopenReasonSchema)]);
