import { z } from 'zod';
import { WAYBILL_LIST } from '@parcel/shared/records/waybill-list';
import { recordNumber } from '../../rest/route-contract';
import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import {
  createPrintTicket,
  listPrintLogs,
  printRequest,
  redeemPrintTicket,
  redeemRequest,
} from './waybill-print.service';
import { WAYBILL_ENDPOINTS } from './waybill.endpoints';
import { createWaybill, deleteWaybill, exportWaybills, listWaybills, updateWaybill } from './waybill.service';

const rows = serviceRowsOf({ listWaybills, exportWaybills, createWaybill, updateWaybill, deleteWaybill });

export const waybillRoutes: RestRoute[] = [
  rows.pagedList(listWaybills, WAYBILL_LIST, {
    path: '/api/waybill/list',
    types: { filter: 'WaybillFilterInput', item: 'Waybill', page: 'WaybillPage' },
    answer: '[waybill], newest 100 (with page/size: {items, total}, 17 a page by default)',
  }),
  rows.spreadsheet(exportWaybills, WAYBILL_LIST, {
    path: '/api/waybill/excel',
    filter: 'WaybillFilterInput',
    answer: '운송장사전등록.xlsx: every live range the filters match',
  }),
  ...rows.record(WAYBILL_ENDPOINTS),
  {
    method: 'POST',
    path: '/api/waybill/print-ticket',
    access: createPrintTicket.access,
    service: 'createPrintTicket(waybillId, reprint)',
    answer:
      '{waybillId, ticket, printUrl, expiresAt}: a single-use ticket for 120 s; 409 field reprint for a range printed before unless reprint: true',
    contract: {
      body: printRequest,
      answer: (types) => types.output('WaybillPrintTicket'),
      errors: [404, 409],
    },
    handle: ({ body, context }) => createPrintTicket(context, body),
  },
  {
    method: 'POST',
    path: '/api/waybill/print-data',
    access: redeemPrintTicket.access,
    service:
      'redeemPrintTicket(ticket, waybillId?) — the print program, no bearer token: the ticket is the authority',
    answer:
      '{waybill, labels: [{waybillNo, formattedNo, trackingUrl}], printedAt, channel: program}, logged for the ticket’s member; 404 unknown ticket, 409 used or expired',
    contract: {
      // The service ignores an unreadable waybillId (.catch): documented as the integer to send.
      body: redeemRequest.extend({
        waybillId: z.int().positive().nullish().openapi({
          description:
            "Optional: the range the URL named; another than the ticket's is 409 (field waybillId).",
        }),
      }),
      answer: (types) => types.output('WaybillPrintData'),
      errors: [404, 409],
    },
    handle: ({ body, context }) => redeemPrintTicket(context, body),
  },
  {
    method: 'GET',
    path: '/api/waybill/print-log/:id',
    access: listPrintLogs.access,
    service: 'listPrintLogs(id)',
    answer: '[{printLogId, waybillId, memberId, memberNm, channel, printedAt}], newest first',
    contract: {
      params: z.object({ id: recordNumber("The waybill range's number (waybillId).") }),
      answer: (types) => z.array(types.output('WaybillPrintLog')),
    },
    handle: ({ params, context }) => listPrintLogs(context, params.id),
  },
];
