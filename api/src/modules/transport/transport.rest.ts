import type { RestRoute } from '../../rest/rest-route';
import { deleteTransport, exportShipmentRows, listGoodsLines } from './transport.service';

/** The shipments list's filters, as the spec's list call sends them. */
export const shipmentFilterOf = (query: Record<string, unknown>) => ({
  startDate: query.startDate,
  endDate: query.endDate,
  deliveryRouteId: query.deliveryRouteId,
  senderCompanyNm: query.senderCompanyNm,
  receiverCompanyNm: query.receiverCompanyNm,
});

// GET /api/transport/list is the home's route too: delivery-status.rest.ts answers it and passes
// the shipments list's parameters to listShipmentRows.
export const transportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/excel',
    access: exportShipmentRows.access,
    service: 'exportShipmentRows(startDate, endDate, deliveryRouteId, senderCompanyNm, receiverCompanyNm)',
    answer: '운송정보목록.xlsx: one row per receiver of the transports the filters match',
    handle: ({ query, context }) => exportShipmentRows(context, shipmentFilterOf(query)),
  },
  {
    method: 'GET',
    path: '/api/transport/transporDtl-list',
    access: listGoodsLines.access,
    service: 'listGoodsLines(transportId, senderReceiverCd)',
    answer:
      '[{shipmentId, receiverTransportId, receiverCompanyNm, calculationCd, kindCd, kindNm, waybillNo, qty, untpc, amount}] priced for SENDER (default) or RECEIVER',
    handle: ({ query, context }) =>
      listGoodsLines(context, { transportId: query.transportId, senderReceiverCd: query.senderReceiverCd }),
  },
  {
    method: 'DELETE',
    path: '/api/transport/delete/:id',
    access: deleteTransport.access,
    service: 'deleteTransport(id)',
    answer: '{senderTransportId} (marked deleted)',
    handle: async ({ params, context }) => ({
      senderTransportId: await deleteTransport(context, params.id),
    }),
  },
];
