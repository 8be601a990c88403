import { z } from 'zod';
import { arrayOrPageOf, PAGING, recordNumber, XLSX_FILE } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import { exportArrivals, getArrival, listArrivals, recordDelivery, scanDelivery } from './arrival.service';

const SHIPMENT_ID = z.object({ shipmentId: recordNumber("The goods line's number (shipmentId).") });

/** The arrivals list's filters, as the spec's list call sends them. */
const arrivalFilterOf = (query: Record<string, unknown>) => ({
  startDate: query.startDate,
  endDate: query.endDate,
  deliveryRouteId: query.deliveryRouteId,
  senderCompanyNm: query.senderCompanyNm,
  receiverCompanyNm: query.receiverCompanyNm,
});

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

export const arrivalRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/arrivals-list',
    access: listArrivals.access,
    service:
      'listArrivals(startDate, endDate, deliveryRouteId, senderCompanyNm, receiverCompanyNm, page, size)',
    answer:
      '{items, total} with page/size (17 a page by default), else [arrival] of the first 100: one row per goods line; deliveryRouteId filters by the receiver’s course, else the sender’s',
    contract: {
      query: (types) => types.filter('ArrivalFilterInput').extend(PAGING.shape),
      answer: arrayOrPageOf('Arrival', 'ArrivalPage'),
    },
    handle: ({ query, context }) =>
      arrayOrPage(query, {
        array: async () => (await listArrivals(context, arrivalFilterOf(query), { size: 100 })).items,
        page: () => listArrivals(context, arrivalFilterOf(query), { page: query.page, size: query.size }),
      }),
  },
  {
    method: 'GET',
    path: '/api/transport/arrivals-excel',
    access: exportArrivals.access,
    service: 'exportArrivals(startDate, endDate, deliveryRouteId, senderCompanyNm, receiverCompanyNm)',
    answer: '도착정보목록.xlsx: every goods line the filters match',
    contract: { query: (types) => types.filter('ArrivalFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) => exportArrivals(context, arrivalFilterOf(query)),
  },
  {
    method: 'GET',
    path: '/api/transport/arrival/:shipmentId',
    access: getArrival.access,
    service: 'getArrival(shipmentId)',
    answer: 'arrival (one goods line with its delivery facts and version); 404 unknown or deleted',
    contract: { params: SHIPMENT_ID, answer: (types) => types.output('Arrival') },
    handle: ({ params, context }) => getArrival(context, params.shipmentId),
  },
  {
    method: 'PUT',
    path: '/api/transport/arrival/:shipmentId',
    access: recordDelivery.access,
    service:
      'recordDelivery(shipmentId, version, transportManager, transportDate, transportCode, pickupCheck, memo)',
    answer: 'arrival; empty transportDate = not delivered; 409 for a stale version, 400 naming the field',
    contract: {
      params: SHIPMENT_ID,
      body: (types) => types.input('DeliveryRecordInput').omit({ shipmentId: true }),
      answer: (types) => types.output('Arrival'),
      errors: [409],
    },
    handle: ({ params, body, context }) =>
      // A body that is not an object is refused whole (400), never read as an empty form.
      recordDelivery(context, isObject(body) ? { ...body, shipmentId: params.shipmentId } : body),
  },
  {
    method: 'POST',
    path: '/api/transport/arrival/scan',
    access: scanDelivery.access,
    service: 'scanDelivery(waybillNo): delivered today (Asia/Seoul), the caller its manager when none',
    answer:
      '{status: DELIVERED | UNKNOWN | ALREADY_DELIVERED, waybillNo, message, shipmentId, transportDate, transportManager, receiverCompanyNm, kindNm, version}',
    contract: {
      body: z.object({
        waybillNo: z.string().openapi({ description: 'The scanned number, hyphens allowed.' }),
      }),
      answer: (types) => types.output('ScanResult'),
    },
    handle: ({ body, context }) => scanDelivery(context, body),
  },
];
