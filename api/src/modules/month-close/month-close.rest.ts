import type { RestRoute } from '../../rest/rest-route';
import { z } from 'zod';
import { closeInvoice, monthClose, reopenInvoice, taxBillDownloads } from './month-close.service';
import { recordNumber } from '../../rest/route-contract';

export const monthCloseRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/month-close',
    access: monthClose.access,
    service: 'monthClose(year, month)',
    answer:
      '{year, month, receivedFrom, receivedTo, billedToNobodyLines, billedToNobodyLink, suspendedGroupLines, suspendedGroupLink, rows: [{billCompanyId, billCompanyNm, billCd, periodStart, periodEnd, billHistoryId, generatedAt, companyCount, totAmount, staleCompanies, undeliveredLines, undeliveredLink, invoiceLink, statementLinks: {sent, failed, unsent, skipped} | null, statementsSent, statementsFailed, statementsSkipped, statementsUnsent, taxBillDownloads, lastTaxBillDownloadAt, closedAt, closedByNm, events}]}',
    contract: {
      query: (types) => types.filter('MonthCloseInput'),
      answer: (types) => types.output('MonthClose'),
    },
    handle: ({ query, context }) => monthClose(context, query),
  },
  {
    method: 'GET',
    path: '/api/bill-history/tax-bill-downloads/:id',
    access: taxBillDownloads.access,
    service: 'taxBillDownloads(id)',
    answer:
      "[{taxBillDownloadId, downloadedAt, memberNm, userId}]: the invoice's tax-bill zip downloads, newest first",
    contract: {
      params: z.object({ id: recordNumber("The invoice's number (billHistoryId).") }),

      answer: (types) => z.array(types.output('TaxBillDownload')),
      errors: [404],
    },
    handle: ({ params, context }) => taxBillDownloads(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/bill-history/close/:id',
    access: closeInvoice.access,
    service: 'closeInvoice(id)',
    answer: 'invoice, closed; 409 when already closed',
    contract: {
      params: z.object({ id: recordNumber("The invoice's number (billHistoryId).") }),
      answer: (types) => types.output('Invoice'),
      errors: [409],
    },
    handle: ({ params, context }) => closeInvoice(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/bill-history/reopen/:id',
    access: reopenInvoice.access,
    service: 'reopenInvoice(id, reason)',
    answer: 'invoice, open again; 400 without a reason, 409 when not closed',
    contract: {
      params: z.object({ id: recordNumber("The invoice's number (billHistoryId).") }),

      body: (types) => types.input('ReopenInvoiceInput'),
      answer: (types) => types.output('Invoice'),
      errors: [409],
    },
    handle: ({ params, body, context }) => reopenInvoice(context, params.id, body),
  },
];
