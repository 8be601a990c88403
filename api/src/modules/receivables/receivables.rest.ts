import { RECEIVABLE_LIST } from '@parcel/shared/records/receivable-list';
import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import {
  companyLedger,
  deletePayment,
  exportReceivables,
  listReceivableInvoiceRows,
  listReceivables,
  recordPayment,
} from './receivables.service';
import { recordNumber } from '../../rest/route-contract';

const rows = serviceRowsOf({
  listReceivables,
  exportReceivables,
  listReceivableInvoiceRows,
  companyLedger,
  recordPayment,
  deletePayment,
});

export const receivableRoutes: RestRoute[] = [
  rows.pagedList(listReceivables, RECEIVABLE_LIST, {
    path: '/api/receivables/list',
    types: { filter: 'ReceivableFilterInput', item: 'Receivable', page: 'ReceivablePage' },
    answer:
      '[receivable per company], largest outstanding first, at most 100 (with page/size: {items, total, totals, asOf})',
  }),
  rows.spreadsheet(exportReceivables, RECEIVABLE_LIST, {
    path: '/api/receivables/excel',
    filter: 'ReceivableFilterInput',
    answer: '미수금목록_{asOf}.xlsx: every company the filters match, the totals row last',
  }),
  rows.call(listReceivableInvoiceRows, 'companyId, billCompanyId', {
    method: 'GET',
    path: '/api/receivables/invoice-rows',
    answer:
      '[{billHistoryDetailId, year, month, billed, paid, outstanding, ...}] of the company, oldest first',
    contract: {
      query: z.object({
        companyId: z.int().positive().openapi({ description: 'The company.' }),
        billCompanyId: z
          .int()
          .positive()
          .optional()
          .openapi({ description: "Only this supplier's invoices." }),
      }),
      answer: (types) => z.array(types.output('ReceivableInvoiceRow')),
    },
    handle: ({ query, context }) => listReceivableInvoiceRows(context, query),
  }),
  rows.call(companyLedger, 'companyId, billCompanyId, from, to', {
    method: 'GET',
    path: '/api/receivables/ledger',
    answer:
      '{companyId, companyNm, from, to, openingBalance, closingBalance, entries: [{kind, date, debit, credit, balance, ...}]}',
    contract: {
      query: (types) => types.filter('CompanyLedgerInput'),
      answer: (types) => types.output('CompanyLedger'),
    },
    handle: ({ query, context }) => companyLedger(context, query),
  }),
  rows.call(recordPayment, 'body; source MANUAL, the caller recorded', {
    method: 'POST',
    path: '/api/payment/insert',
    answer: 'payment',
    contract: { body: (types) => types.input('PaymentInput'), answer: (types) => types.output('Payment') },
    handle: ({ body, context }) => recordPayment(context, body),
  }),
  rows.call(deletePayment, 'id, reason; the caller recorded', {
    method: 'POST',
    path: '/api/payment/delete/:id',
    answer: 'payment, deleted (deletedAt, deletedByNm, deleteReason); 409 when already deleted',
    contract: {
      params: z.object({ id: recordNumber("The payment's number (paymentId).") }),

      body: (types) => types.input('PaymentDeleteInput'),
      answer: (types) => types.output('Payment'),
      errors: [409],
    },
    handle: ({ params, body, context }) => deletePayment(context, params.id, body),
  }),
];
