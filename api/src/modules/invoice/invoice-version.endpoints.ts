import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { recordNumber } from '../../rest/route-contract';
import type { RestInput } from '../../rest/rest-route';
import { RecalculateInvoiceCompanyInput } from './invoice.inputs';
import { listInvoiceCompanyVersions, recalculateInvoiceCompany } from './invoice-version.service';
import { InvoiceCompanyRecalculation, InvoiceCompanyVersion } from './invoice-version.types';

const DETAIL_ID = {
  billHistoryDetailId: { type: Int, description: "The invoice's company row (InvoiceDetail)." },
};
/** The REST path's `:id`: the invoice company row's number. */
const PATH_ID = {
  params: z.object({ id: recordNumber("The invoice company row's number (billHistoryDetailId).") }),
};

/** 재계산 of one invoice company row and its versions (변경 이력). Not in the spec. */
export const INVOICE_VERSION_ENDPOINTS = operationEndpoints([
  {
    op: recalculateInvoiceCompany,
    mutation: 'recalculateInvoiceCompany',
    description:
      "Admins and member_all: computes one company row of an invoice again (재계산) exactly as generating the invoice would, after a late correction, in one transaction with the invoice's totals. When its figures change, the previous ones are kept as a version with who, when and the reason (required, at most 500 characters: BAD_USER_INPUT with field reason), and the row is ready to be sent again; when nothing changed, nothing is kept. CONFLICT when the invoice is closed or no longer bills the company; NOT_FOUND for an unknown row.",
    returns: InvoiceCompanyRecalculation,
    args: {
      ...DETAIL_ID,
      input: { type: RecalculateInvoiceCompanyInput, description: 'Why.' },
    },
    rest: {
      method: 'POST',
      path: '/api/bill-history-detail/recalculate/:id',
      args: 'billHistoryDetailId, reason',
      remark: '(not in the spec)',
      answer:
        '{detail: {...detail row}, version: {versionNo, run, reason, memberId, memberNm, replacedAt, before, after} | null}; 400 without a reason, 409 when the invoice is closed',
      takes: { ...PATH_ID, body: (types) => types.input('RecalculateInvoiceCompanyInput') },
      errors: [404, 409],
      call: ({ params, body }: RestInput) => [params.id, body],
    },
  },
  {
    op: listInvoiceCompanyVersions,
    query: 'invoiceCompanyVersions',
    description:
      "An invoice company row's earlier versions (변경 이력), newest first: the figures each run replaced, what it wrote, who, when and why. Empty when never changed; NOT_FOUND for an unknown row.",
    returns: [InvoiceCompanyVersion],
    args: DETAIL_ID,
    rest: {
      method: 'GET',
      path: '/api/bill-history-detail/versions/:id',
      args: 'billHistoryDetailId',
      remark: '(not in the spec)',
      answer:
        '[{versionNo, billHistoryId, companyId, billHistoryDetailId, run, reason, memberId, memberNm, replacedAt, before: {totQty, communicationFee, ..., totAmount}, after}], newest first',
      takes: PATH_ID,
      errors: [404],
      call: ({ params }: RestInput) => [params.id],
    },
  },
]);
