import { z } from 'zod';
import { PAGING } from '../../rest/route-contract';
import { SHIPMENT_LIST_PAGE } from '../transport/transport.rest';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import { shipmentFilterOf } from '../transport/transport.rest';
import { listShipmentRows, SHIPMENT_LIST_PARAMS } from '../transport/transport.service';
import { listDayDeliveryStatus, listDeliveryStatus } from './delivery-status.service';

export const deliveryStatusRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/list',
    access: listDeliveryStatus.access,
    service:
      'listDeliveryStatus(date, page, size) | listShipmentRows(startDate, endDate, deliveryRouteId, senderCompanyNm, receiverCompanyNm, page, size)',
    answer:
      "[today's goods lines] (with date/page/size: {items, total}); with any of startDate, endDate, deliveryRouteId (0 all), senderCompanyNm, receiverCompanyNm: the shipments list {items: [one row per receiver], total}",
    contract: {
      query: (types) =>
        types.filter('TransportFilterInput').extend({
          date: z
            .string()
            .optional()
            .openapi({ description: 'The day (yyyy-MM-dd) of the delivery status page.' }),
          ...PAGING.shape,
        }),
      answer: (types) =>
        z.union([
          z.array(types.output('DeliveryStatusRow')),
          types.output('DeliveryStatusPage'),
          SHIPMENT_LIST_PAGE,
        ]),
    },
    handle: ({ query, context }) =>
      SHIPMENT_LIST_PARAMS.some((name) => query[name] !== undefined)
        ? listShipmentRows(context, shipmentFilterOf(query), { page: query.page, size: query.size })
        : arrayOrPage(
            query,
            {
              array: () => listDayDeliveryStatus(context, {}),
              page: () =>
                listDeliveryStatus(context, { date: query.date }, { page: query.page, size: query.size }),
            },
            ['date'],
          ),
  },
];
