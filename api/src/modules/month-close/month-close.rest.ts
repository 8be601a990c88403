import type { RestRoute } from '../../rest/rest-route';
import { closeInvoice, monthClose, reopenInvoice } from './month-close.service';

export const monthCloseRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/month-close',
    access: monthClose.access,
    service: 'monthClose(year, month)',
    answer:
      '{year, month, rows: [{billCompanyId, billCompanyNm, billCd, periodStart, periodEnd, billHistoryId, generatedAt, companyCount, totAmount, staleCompanies, undeliveredLines, undeliveredLink, invoiceLink, statementsSent, statementsFailed, statementsSkipped, statementsUnsent, taxBillDownloads, lastTaxBillDownloadAt, closedAt, closedByNm, events}]}',
    contract: {
      query: (types) => types.filter('MonthCloseInput'),
      answer: (types) => types.output('MonthClose'),
    },
    handle: ({ query, context }) => monthClose(context, query),
  },
  {
    method: 'POST',
    path: '/api/bill-history/close/:id',
    access: closeInvoice.access,
    service: 'closeInvoice(id)',
    answer: 'invoice, closed; 409 when already closed',
    contract: { answer: (types) => types.output('Invoice'), errors: [409] },
    handle: ({ params, context }) => closeInvoice(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/bill-history/reopen/:id',
    access: reopenInvoice.access,
    service: 'reopenInvoice(id, reason)',
    answer: 'invoice, open again; 400 without a reason, 409 when not closed',
    contract: {
      body: (types) => types.input('ReopenInvoiceInput'),
      answer: (types) => types.output('Invoice'),
      errors: [409],
    },
    handle: ({ params, body, context }) => reopenInvoice(context, params.id, body),
  },
];
