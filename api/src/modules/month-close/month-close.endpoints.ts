import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { recordNumber } from '../../rest/route-contract';
import type { RestInput } from '../../rest/rest-route';
import { Invoice } from '../invoice/invoice.types';
import { MonthCloseInput, ReopenInvoiceInput } from './month-close.inputs';
import { closeInvoice, monthClose, reopenInvoice, taxBillDownloads } from './month-close.service';
import { MonthClose, TaxBillDownload } from './month-close.types';

/** The REST path's `:id`: an invoice's number. */
const PATH_ID = { params: z.object({ id: recordNumber("The invoice's number (billHistoryId).") }) };
const pathId = ({ params }: RestInput) => [params.id];

/** The month-end close (월 마감): its board, an invoice's tax-bill downloads, closing and reopening. */
export const MONTH_CLOSE_ENDPOINTS = operationEndpoints([
  {
    op: monthClose,
    query: 'monthClose',
    description:
      "The month-end close board (월 마감) of a month: per supplier and billing day, the invoice's checklist (generated and stale, undelivered goods lines, statements sent, failed and skipped, tax-bill downloads) and whether it is closed; and the goods lines received in the month that no invoice bills, billed to nobody by accident and of suspended groups; each count with the link to its list.",
    returns: MonthClose,
    args: { input: { type: MonthCloseInput, description: 'The month.' } },
    rest: {
      method: 'GET',
      path: '/api/month-close',
      args: 'year, month',
      answer:
        '{year, month, receivedFrom, receivedTo, billedToNobodyLines, billedToNobodyLink, suspendedGroupLines, suspendedGroupLink, rows: [{billCompanyId, billCompanyNm, billCd, periodStart, periodEnd, billHistoryId, generatedAt, companyCount, totAmount, staleCompanies, undeliveredLines, undeliveredLink, invoiceLink, statementLinks: {sent, failed, unsent, skipped} | null, statementsSent, statementsFailed, statementsSkipped, statementsUnsent, taxBillDownloads, lastTaxBillDownloadAt, closedAt, closedByNm, events}]}',
      takes: { query: (types) => types.filter('MonthCloseInput') },
      call: ({ query }) => [query],
    },
  },
  {
    op: taxBillDownloads,
    query: 'taxBillDownloads',
    description:
      "Who downloaded an invoice's tax-bill zip (세금계산서 다운로드) when, newest first (the close board's count); NOT_FOUND for an unknown invoice.",
    returns: [TaxBillDownload],
    args: { billHistoryId: { type: Int, description: 'The invoice.' } },
    rest: {
      method: 'GET',
      path: '/api/bill-history/tax-bill-downloads/:id',
      args: 'id',
      answer:
        "[{taxBillDownloadId, downloadedAt, memberNm, userId}]: the invoice's tax-bill zip downloads, newest first",
      takes: PATH_ID,
      errors: [404],
      call: pathId,
    },
  },
  {
    op: closeInvoice,
    mutation: 'closeInvoice',
    description:
      "Admins and member_all: closes an invoice (마감), recorded with who and when. From then on the database refuses any change of the goods lines, receivers and transports it bills, of its companies' supplier, billing day and settlement group, and its regeneration or deletion (CONFLICT naming the invoice). CONFLICT when already closed; NOT_FOUND for an unknown invoice.",
    returns: Invoice,
    args: { billHistoryId: { type: Int, description: 'The invoice to close.' } },
    rest: {
      method: 'POST',
      path: '/api/bill-history/close/:id',
      args: 'id',
      answer: 'invoice, closed; 409 when already closed',
      takes: PATH_ID,
      errors: [409],
      call: pathId,
    },
  },
  {
    op: reopenInvoice,
    mutation: 'reopenInvoice',
    description:
      'Admins only: reopens a closed invoice (마감 해제), recorded with who, when and the reason (required: BAD_USER_INPUT with field reason). CONFLICT when it is not closed.',
    returns: Invoice,
    args: {
      billHistoryId: { type: Int, description: 'The invoice to reopen.' },
      input: { type: ReopenInvoiceInput, description: 'Why.' },
    },
    rest: {
      method: 'POST',
      path: '/api/bill-history/reopen/:id',
      args: 'id, reason',
      answer: 'invoice, open again; 400 without a reason, 409 when not closed',
      takes: { ...PATH_ID, body: (types) => types.input('ReopenInvoiceInput') },
      errors: [409],
      call: ({ params, body }) => [params.id, body],
    },
  },
]);
