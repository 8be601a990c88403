import { INVOICE_COMPANY_LIST, INVOICE_LIST } from '@parcel/shared/records/invoice-list';
import { listObjectType, listPageType } from '../../common/list-graphql';

// An invoice company row (ARCHITECTURE.md, Vocabulary); GraphQL keeps the name analysts saved it under.
export const InvoiceCompanyRow = listObjectType(
  'InvoiceDetail',
  INVOICE_COMPANY_LIST,
  "One billed company's share of an invoice (bill_history_detail): its base fare, parcel (QTY lines) and communication (WEIGHT lines) amounts, each with its 10% VAT rounded half up, and the total.",
);
export type InvoiceCompanyRow = InstanceType<typeof InvoiceCompanyRow>;

export const Invoice = listObjectType(
  'Invoice',
  INVOICE_LIST,
  "A monthly invoice run (청구 내역, bill_history) of one supplier for one billing period: one row per settlement group top that is a shipper of that supplier and billing day, billed the live goods lines of the period (reception date) that it or its group members pay (docs/billing.md). One per supplier, year, month and billing day: generating it again recomputes it in place. Each column is the sum of its companies' (VAT rounded per company and section).",
);
export type Invoice = InstanceType<typeof Invoice>;

export const InvoicePage = listPageType('InvoicePage', Invoice, 'invoices', {
  type: 'One page of invoices and the number of all matching invoices.',
  items: 'The invoices of this page, newest period first.',
  total: 'Number of invoices matching the filters, on all pages.',
});
export type InvoicePage = InstanceType<typeof InvoicePage>;
