import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import { listDayDeliveryStatus, listDeliveryStatus } from './delivery-status.service';

export const deliveryStatusRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/list',
    access: listDeliveryStatus.access,
    service: 'listDeliveryStatus(date, page, size)',
    answer: "[today's goods lines] (with date/page/size: {items, total})",
    handle: ({ query, context }) =>
      arrayOrPage(
        query,
        {
          array: () => listDayDeliveryStatus(context, {}),
          page: () =>
            listDeliveryStatus(context, { date: query.date }, { page: query.page, size: query.size }),
        },
        ['date', 'page', 'size'],
      ),
  },
];
