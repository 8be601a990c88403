import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { recordNumber } from '../../rest/route-contract';
import { CompanyLedgerInput, PaymentDeleteInput, PaymentInput } from './receivables.inputs';
import {
  companyLedger,
  deletePayment,
  listReceivableInvoiceRows,
  recordPayment,
} from './receivables.service';
import { CompanyLedger, Payment, ReceivableInvoiceRow } from './receivables.types';

/** Receivables' operations besides the list: a company's invoice rows and ledger, and its payments. */
export const RECEIVABLE_ENDPOINTS = operationEndpoints([
  {
    op: listReceivableInvoiceRows,
    query: 'receivableInvoiceRows',
    description:
      "A company's invoice rows, oldest first, each with the live payments recorded against it: what a payment may pay.",
    returns: [ReceivableInvoiceRow],
    args: {
      companyId: { type: Int, description: 'The company.' },
      billCompanyId: { type: Int, nullable: true, description: "Only this supplier's invoices." },
    },
    call: ({ companyId, billCompanyId }) => [{ companyId, billCompanyId }],
    rest: {
      method: 'GET',
      path: '/api/receivables/invoice-rows',
      args: 'companyId, billCompanyId',
      answer:
        '[{billHistoryDetailId, year, month, billed, paid, outstanding, ...}] of the company, oldest first',
      takes: {
        query: z.object({
          companyId: z.int().positive().openapi({ description: 'The company.' }),
          billCompanyId: z
            .int()
            .positive()
            .optional()
            .openapi({ description: "Only this supplier's invoices." }),
        }),
      },
      call: ({ query }) => [query],
    },
  },
  {
    op: companyLedger,
    query: 'companyLedger',
    description:
      "A company's ledger (거래 원장): invoice rows and payments in date order with a running balance from the balance before the period.",
    returns: CompanyLedger,
    args: { input: { type: CompanyLedgerInput, description: 'The company and the period.' } },
    rest: {
      method: 'GET',
      path: '/api/receivables/ledger',
      args: 'companyId, billCompanyId, from, to',
      answer:
        '{companyId, companyNm, from, to, openingBalance, closingBalance, entries: [{kind, date, debit, credit, balance, ...}]}',
      takes: { query: (types) => types.filter('CompanyLedgerInput') },
      call: ({ query }) => [query],
    },
  },
  {
    op: recordPayment,
    mutation: 'recordPayment',
    description:
      'Admins and member_all: records a payment (입금 등록) against an invoice company row; partial and over-payments are allowed (an over-payment is a credit).',
    returns: Payment,
    args: { input: { type: PaymentInput, description: 'The payment.' } },
    rest: {
      method: 'POST',
      path: '/api/payment/insert',
      args: 'body; source MANUAL, the caller recorded',
      answer: 'payment',
      takes: { body: (types) => types.input('PaymentInput') },
      call: ({ body }) => [body],
    },
  },
  {
    op: deletePayment,
    mutation: 'deletePayment',
    description:
      'Admins and member_all: deletes a payment, recording who, when and why; it stays listed and counts for nothing (CONFLICT when already deleted).',
    returns: Payment,
    args: {
      paymentId: { type: Int, description: 'The payment.' },
      input: { type: PaymentDeleteInput, description: 'Why.' },
    },
    rest: {
      method: 'POST',
      path: '/api/payment/delete/:id',
      args: 'id, reason; the caller recorded',
      answer: 'payment, deleted (deletedAt, deletedByNm, deleteReason); 409 when already deleted',
      takes: {
        params: z.object({ id: recordNumber("The payment's number (paymentId).") }),
        body: (types) => types.input('PaymentDeleteInput'),
      },
      errors: [409],
      call: ({ params, body }) => [params.id, body],
    },
  },
]);
