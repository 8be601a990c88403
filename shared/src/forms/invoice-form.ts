// The new-invoice form (정산 > 청구서 관리, 청구서 생성): the declared fields (records/invoice.ts) in
// the spec's order: supplier chosen (> 0), year valid, month 1-12, billing day required and '20' or
// '30'. The web modal, the API (generateInvoice, POST /api/bill-history/insert) and the tests use it.
import { formOf, labelsOf } from '../records/define-fields';
import { INVOICE_FIELDS } from '../records/invoice';
import { rangeMessage } from '../validation/messages';
import type { FormInput, FormOutput } from './ordered-form';

export const INVOICE_FIELD_LABELS = labelsOf(INVOICE_FIELDS);

export const INVOICE_MESSAGES = {
  yearRange: rangeMessage(INVOICE_FIELDS.year.label, ...INVOICE_FIELDS.year.range),
  monthRange: rangeMessage(INVOICE_FIELDS.month.label, ...INVOICE_FIELDS.month.range),
} as const;

export const invoiceFormSchema = formOf(INVOICE_FIELDS);

export type InvoiceFormValues = FormInput<typeof invoiceFormSchema.steps>;
export type InvoiceFormData = FormOutput<typeof invoiceFormSchema.steps>;
