// The new-invoice form (정산 > 청구서 관리, 청구서 생성): the spec's checks in its order (part 2, 5.
// "Invoice"): supplier chosen (> 0), year valid, month 1-12, billing day required and '20' or '30'.
// The web modal, the API (generateInvoice, POST /api/bill-history/insert) and the tests use it.
import { z } from 'zod';
import { BILL_STANDARD_DAYS } from '../codes';
import { formatMessage, requiredMessage } from '../validation/messages';
import { withTopic } from '../validation/particles';
import { choiceField } from '../validation/schemas';
import { field, orderedForm, type FormInput, type FormOutput } from './ordered-form';

export const INVOICE_FIELD_LABELS = {
  billCompanyId: '공급자',
  year: '연도',
  month: '월',
  billCd: '청구 기준일',
} as const;
const L = INVOICE_FIELD_LABELS;

/** The years bill_history accepts (its check bill_history_year_range). */
export const INVOICE_YEAR_MIN = 2000;
export const INVOICE_YEAR_MAX = 2999;

export const INVOICE_MESSAGES = {
  yearRange: `${withTopic(L.year)} ${INVOICE_YEAR_MIN}~${INVOICE_YEAR_MAX} 사이의 숫자여야 합니다.`,
  monthRange: `${withTopic(L.month)} 1~12 사이의 숫자여야 합니다.`,
} as const;

/** A whole number in a range, as a number or its digits; empty → required, else → `rangeMessage`. */
export function wholeNumberIn(label: string, min: number, max: number, rangeMessage: string) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .refine((value) => value !== '' && value !== null && value !== undefined, {
      error: requiredMessage(label),
      abort: true,
    })
    .transform(Number)
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, { error: rangeMessage });
}

/**
 * The chosen supplier: empty, 0 (nothing chosen) or missing → required; anything but a positive
 * whole number that fits the integer key (text included) → format.
 */
const supplierField = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(L.billCompanyId) })
  .transform((value) => (value === '' || value === null || value === undefined ? 0 : Number(value)))
  .refine((value) => value !== 0, { error: requiredMessage(L.billCompanyId), abort: true })
  .refine((value) => Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647, {
    error: formatMessage(L.billCompanyId),
  });

/** '20' or '30'; old callers may send the number 20. */
const billCdField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  choiceField(L.billCd, BILL_STANDARD_DAYS),
);

export const invoiceFormSchema = orderedForm([
  field('billCompanyId', supplierField),
  field('year', wholeNumberIn(L.year, INVOICE_YEAR_MIN, INVOICE_YEAR_MAX, INVOICE_MESSAGES.yearRange)),
  field('month', wholeNumberIn(L.month, 1, 12, INVOICE_MESSAGES.monthRange)),
  field('billCd', billCdField),
]);

export type InvoiceFormValues = FormInput<typeof invoiceFormSchema.steps>;
export type InvoiceFormData = FormOutput<typeof invoiceFormSchema.steps>;
