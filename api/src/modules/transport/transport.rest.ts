import { z } from 'zod';
import { PAGING, XLSX_FILE, recordNumber } from '../../rest/route-contract';
import type { RestRoute } from '../../rest/rest-route';
import { partyBilling } from './party-companies';
import { deleteShipment, deleteReceiver, saveTransport } from './transport-write.service';
import {
  deleteTransport,
  exportTransportRows,
  getTransportTree,
  listPricedShipments,
  listReceiverLines,
  listTransportReceivers,
  listTransportRows,
  TRANSPORT_LIST_PARAMS,
} from './transport.service';

/** The editor's save body; old callers put the transport's number in the sender. */
const saveBodyOf = (body: unknown) => {
  const save = (body ?? {}) as Record<string, unknown>;
  const sender = (save.sender ?? {}) as Record<string, unknown>;
  return { ...save, senderTransportId: save.senderTransportId ?? sender.senderTransportId };
};

const text = z.string();
const optionalText = z.string().nullable();

/** A goods line priced for one side (transporDtl-list). */
const PRICED_SHIPMENT = z
  .object({
    shipmentId: z.int(),
    receiverTransportId: z.int(),
    receiverCompanyNm: text,
    calculationCd: text.openapi({ description: 'SENDER or RECEIVER: whose prices.' }),
    kindCd: text,
    kindNm: text,
    waybillNo: optionalText,
    qty: z.int().openapi({ description: 'Pieces (개).' }),
    untpc: z.int().openapi({ description: 'Unit price in won.' }),
    amount: z.int().openapi({ description: 'qty x untpc, in won.' }),
  })
  .openapi('PricedShipment', { description: 'A goods line of a transport, priced for one side.' });

const TREE_ANSWER =
  '{senderTransportId, version, sender fields, receivers: [{receiverTransportId, receiver fields, shipments: [goods lines]}]}';

/** The transports list's filters, as the spec's list call sends them. */
export const transportFilterOf = (query: Record<string, unknown>) => ({
  startDate: query.startDate,
  endDate: query.endDate,
  deliveryRouteId: query.deliveryRouteId,
  senderCompanyNm: query.senderCompanyNm,
  receiverCompanyNm: query.receiverCompanyNm,
});

export const transportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/list',
    // The home screen's day list (delivery-status.rest.ts) answers this path without these.
    selectedBy: TRANSPORT_LIST_PARAMS,
    access: listTransportRows.access,
    service:
      'listTransportRows(startDate, endDate, deliveryRouteId, senderCompanyNm, receiverCompanyNm, page, size)',
    answer:
      'with any of startDate, endDate, deliveryRouteId (0 all), senderCompanyNm, receiverCompanyNm: the transports list {items: [one row per receiver], total}',
    contract: {
      query: (types) => types.filter('TransportFilterInput').extend(PAGING.shape),
      answer: (types) => types.output('TransportListPage'),
    },
    handle: ({ query, context }) =>
      listTransportRows(context, transportFilterOf(query), { page: query.page, size: query.size }),
  },
  {
    method: 'GET',
    path: '/api/transport/excel',
    access: exportTransportRows.access,
    service: 'exportTransportRows(startDate, endDate, deliveryRouteId, senderCompanyNm, receiverCompanyNm)',
    answer: '운송정보목록.xlsx: one row per receiver of the transports the filters match',
    contract: { query: (types) => types.filter('TransportFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) => exportTransportRows(context, transportFilterOf(query)),
  },
  {
    method: 'GET',
    path: '/api/transport/transporDtl-list',
    access: listPricedShipments.access,
    service: 'listPricedShipments(transportId, senderReceiverCd)',
    answer:
      '[{shipmentId, receiverTransportId, receiverCompanyNm, calculationCd, kindCd, kindNm, waybillNo, qty, untpc, amount}] priced for SENDER (default) or RECEIVER',
    contract: {
      query: z.object({
        transportId: z.int().positive(),
        senderReceiverCd: z.enum(['SENDER', 'RECEIVER']).optional().openapi({ description: 'Whose prices.' }),
      }),
      answer: z.array(PRICED_SHIPMENT),
    },
    handle: ({ query, context }) =>
      listPricedShipments(context, {
        transportId: query.transportId,
        senderReceiverCd: query.senderReceiverCd,
      }),
  },
  {
    method: 'GET',
    path: '/api/transport/sender/:id',
    access: getTransportTree.access,
    service: 'getTransportTree(id)',
    answer: `the transport for the editor: ${TREE_ANSWER}`,
    contract: {
      params: z.object({ id: recordNumber("The transport's number (senderTransportId).") }),
      answer: (types) => types.output('Transport'),
    },
    handle: ({ params, context }) => getTransportTree(context, params.id),
  },
  {
    method: 'GET',
    path: '/api/transport-info',
    access: getTransportTree.access,
    service: 'getTransportTree(transportId)',
    answer: `the transport with its receivers and goods lines: ${TREE_ANSWER}`,
    contract: {
      query: z.object({
        transportId: z.int().positive().optional(),
        senderTransportId: z
          .int()
          .positive()
          .optional()
          .openapi({ description: 'The same, by its other name.' }),
      }),
      answer: (types) => types.output('Transport'),
      errors: [404],
    },
    handle: ({ query, context }) => getTransportTree(context, query.transportId ?? query.senderTransportId),
  },
  {
    method: 'GET',
    path: '/api/transport/receiver-list',
    access: listTransportReceivers.access,
    service: 'listTransportReceivers(senderTransportId, receiverTransportId)',
    answer: '[receiver] of the transport, in order (only the one asked for with receiverTransportId)',
    contract: {
      query: z.object({
        senderTransportId: z.int().positive(),
        receiverTransportId: z.int().positive().optional(),
      }),
      answer: (types) => z.array(types.output('Receiver')),
    },
    handle: ({ query, context }) =>
      listTransportReceivers(context, {
        senderTransportId: query.senderTransportId,
        receiverTransportId: query.receiverTransportId,
      }),
  },
  {
    method: 'GET',
    path: '/api/transport/shipment-list',
    access: listReceiverLines.access,
    service: 'listReceiverLines(receiverTransportId)',
    answer: "[goods line] of the receiver, in order, both sides' quantities, prices and amounts",
    contract: {
      query: z.object({ receiverTransportId: z.int().positive() }),
      answer: (types) => z.array(types.output('Shipment')),
    },
    handle: ({ query, context }) =>
      listReceiverLines(context, { receiverTransportId: query.receiverTransportId }),
  },
  {
    method: 'POST',
    path: '/api/transport/party-billing',
    access: partyBilling.access,
    service: 'partyBilling(parties)',
    answer:
      "[{companyId, companyNm, billingState, topCompanyId, topCompanyNm}] in the parties' order: whom each party's lines would bill if it paid them (NOBODY: billed to nobody)",
    contract: {
      body: z.object({
        parties: z.array(z.object({ companyId: z.int().nullish(), companyNm: z.string().nullish() })),
      }),
      answer: (types) => z.array(types.output('PartyBilling')),
    },
    handle: ({ body, context }) =>
      partyBilling(context, (body as { parties?: unknown } | undefined)?.parties),
  },
  {
    method: 'POST',
    path: '/api/transport/shipment-save',
    access: saveTransport.access,
    service:
      "saveTransport({senderTransportId, version?, sender, receivers, deletedReceiverIds}, withoutVersion: 'overwrite')",
    answer:
      '{senderTransportId, version}; an update without version replaces the stored transport (the last writer wins); 409 when a version sent is stale or a waybill number is taken',
    contract: {
      body: (types) => types.input('TransportSaveInput'),
      answer: (types) => types.output('TransportSaveResult'),
      errors: [404, 409],
    },
    // The spec's payload has no version: its callers expect the last writer to win.
    handle: ({ body, context }) => saveTransport(context, saveBodyOf(body), { withoutVersion: 'overwrite' }),
  },
  {
    method: 'DELETE',
    path: '/api/transport/receiver-delete/:id',
    access: deleteReceiver.access,
    service: 'deleteReceiver(id)',
    answer: "{senderTransportId, version}: the transport's new version; 409 when billed on a closed invoice",
    contract: {
      params: z.object({ id: recordNumber("The receiver's number (receiverTransportId).") }),
      answer: (types) => types.output('TransportSaveResult'),
      errors: [409],
    },
    handle: ({ params, context }) => deleteReceiver(context, params.id),
  },
  {
    method: 'DELETE',
    path: '/api/transport/shipment-delete/:id',
    access: deleteShipment.access,
    service: 'deleteShipment(id)',
    answer: "{senderTransportId, version}: the transport's new version; 409 when billed on a closed invoice",
    contract: {
      params: z.object({ id: recordNumber("The goods line's number (shipmentId).") }),
      answer: (types) => types.output('TransportSaveResult'),
      errors: [409],
    },
    handle: ({ params, context }) => deleteShipment(context, params.id),
  },
  {
    method: 'DELETE',
    path: '/api/transport/delete/:id',
    access: deleteTransport.access,
    service: 'deleteTransport(id)',
    answer: '{senderTransportId} (marked deleted); 409 when billed on a closed invoice',
    contract: {
      params: z.object({ id: recordNumber("The transport's number (senderTransportId).") }),
      answer: z.object({ senderTransportId: z.int() }),
      errors: [409],
    },
    handle: async ({ params, context }) => ({
      senderTransportId: await deleteTransport(context, params.id),
    }),
  },
];
