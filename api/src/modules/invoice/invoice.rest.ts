import { STATEMENT_STATES } from '@parcel/shared/forms/statement-state-filter';
import { z } from 'zod';
import { arrayOrPageOf, GONE, PAGING, recordNumber } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { INVOICE_ENDPOINTS } from './invoice.endpoints';
import { INVOICE_VERSION_ENDPOINTS } from './invoice-version.endpoints';
import { listInvoiceCompanyVersions, recalculateInvoiceCompany } from './invoice-version.service';
import {
  deleteInvoice,
  deleteInvoicesGone,
  generateInvoice,
  listInvoiceCompanyRows,
  listInvoices,
  updateInvoiceGone,
} from './invoice.service';

const filterOf = (query: Record<string, unknown>) => ({
  billCompanyId: query.billCompanyId,
  year: query.year,
  month: query.month,
  billCd: query.billCd,
});

const rows = serviceRowsOf({
  generateInvoice,
  deleteInvoice,
  recalculateInvoiceCompany,
  listInvoiceCompanyVersions,
});

export const invoiceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/bill-history/list',
    access: listInvoices.access,
    service: 'listInvoices(billCompanyId, year, month, billCd, page, size)',
    answer:
      '[invoice], newest period first, at most 100 (with page/size: {items, total}, 17 a page by default)',
    contract: {
      query: (types) => types.filter('InvoiceFilterInput').extend(PAGING.shape),
      answer: arrayOrPageOf('Invoice', 'InvoicePage'),
    },
    handle: ({ query, context }) =>
      arrayOrPage(query, {
        array: async () => (await listInvoices(context, filterOf(query), { size: 100 })).items,
        page: () => listInvoices(context, filterOf(query), { page: query.page, size: query.size }),
      }),
  },
  ...rows.record(INVOICE_ENDPOINTS),
  {
    method: 'GET',
    path: '/api/bill-history-detail/list',
    access: listInvoiceCompanyRows.access,
    service: 'listInvoiceCompanyRows(billHistoryId | billCompanyId, year, month, billCd; statementState)',
    answer:
      '[{billHistoryDetailId, companyId, companyNm, email, faxNo, status, totQty, totAmount, ...amounts}], only those whose statement is in statementState when given',
    contract: {
      query: (types) =>
        types.filter('InvoiceFilterInput').extend({
          billHistoryId: z.int().positive().optional().openapi({ description: 'The invoice; or its key.' }),
          statementState: z
            .enum([...STATEMENT_STATES, 'ALL'])
            .optional()
            .openapi({
              description:
                'Only the rows whose statement is READY (not sent), SENT, FAILED or EXCLUDED (0 won, never mailed); ALL or absent for every row.',
            }),
        }),
      answer: (types) => z.array(types.output('InvoiceDetail')),
    },
    handle: ({ query, context }) => listInvoiceCompanyRows(context, query),
  },
  ...rows.record(INVOICE_VERSION_ENDPOINTS),
  {
    method: 'PUT',
    path: '/api/Invoices/:id',
    access: updateInvoiceGone.access,
    service: 'none: replaced by POST /api/bill-history/insert (generate again)',
    answer: '410 {code: GONE, message naming the replacement}',
    contract: {
      params: z.object({
        id: recordNumber("The invoice's number (billHistoryId); the route only answers 410."),
      }),
      answer: GONE,
    },
    handle: ({ context }) => updateInvoiceGone(context),
  },
  {
    method: 'DELETE',
    path: '/api/Invoices/:year',
    access: deleteInvoicesGone.access,
    service: 'none: replaced by DELETE /api/bill-history/delete/:id',
    answer: '410 {code: GONE, message naming the replacement}',
    contract: {
      params: z.object({
        year: z.int().positive().openapi({
          description: 'The year whose invoices the old API deleted; the route only answers 410.',
        }),
      }),
      answer: GONE,
    },
    handle: ({ context }) => deleteInvoicesGone(context),
  },
];
