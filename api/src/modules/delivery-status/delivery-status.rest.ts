import { z } from 'zod';
import { arrayOrPageOf, PAGING } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import { WIRE_NAMES } from '../../rest/wire-names';
import { listDayDeliveryStatus, listDeliveryStatus } from './delivery-status.service';

export const deliveryStatusRoutes: RestRoute[] = [
  {
    method: 'GET',
    // The transports list's row (transport.rest.ts) answers this path when its filters are sent.
    path: '/api/transport/list',
    access: listDeliveryStatus.access,
    service: 'listDeliveryStatus(date, page, size)',
    answer: "[today's goods lines] (with date/page/size: {items, total})",
    contract: {
      query: z.object({
        date: z
          .string()
          .optional()
          .openapi({ description: 'The day (yyyy-MM-dd) of the delivery status page.' }),
        ...PAGING.shape,
      }),
      answer: arrayOrPageOf('DeliveryStatusRow', 'DeliveryStatusPage'),
    },
    wireNames: WIRE_NAMES.DeliveryStatusRow,
    handle: ({ query, context }) =>
      arrayOrPage(
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
