// An invoice's key as staff choose it (청구서 생성, spec part 2, 5. "Invoice"): supplier, year, month
// and billing day, in the order the form checks them. The invoice form, the month-close board's
// month, the statement's key, the invoice list's filters and the GraphQL input are built from it.
import { BILL_STANDARD_DAY_LABELS } from '../codes';
import { defineFields } from './define-fields';

/** The years bill_history accepts (its check bill_history_year_range). */
export const INVOICE_YEAR_MIN = 2000;
export const INVOICE_YEAR_MAX = 2999;

/** Every field is required; old callers may leave one out (the input takes null, the form refuses it). */
export const INVOICE_FIELDS = defineFields({
  billCompanyId: {
    label: '공급자',
    kind: 'id',
    refersTo: 'supplier',
    required: true,
    inputNullable: true,
    doc: 'The supplier (공급자)',
  },
  year: {
    label: '연도',
    kind: 'wholeNumber',
    range: [INVOICE_YEAR_MIN, INVOICE_YEAR_MAX],
    required: true,
    inputNullable: true,
    doc: 'Billing year (청구 연도), Asia/Seoul calendar',
  },
  month: {
    label: '월',
    kind: 'wholeNumber',
    range: [1, 12],
    required: true,
    inputNullable: true,
    doc: 'Billing month (청구 월), Asia/Seoul calendar',
  },
  billCd: {
    label: '청구 기준일',
    kind: 'choice',
    choices: BILL_STANDARD_DAY_LABELS,
    required: true,
    inputNullable: true,
    doc: "Billing day (청구 기준일): '20' (21st of the month before to the 20th) or '30' (the calendar month)",
  },
});
