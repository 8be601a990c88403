import { asksForPage, type RestRoute } from '../../rest/rest-route';
import { listDayDeliveryStatus, listDeliveryStatus } from './delivery-status.service';

export const deliveryStatusRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/list',
    access: { area: 'deliveries', level: 'read' },
    service: 'listDeliveryStatus(date, page, size)',
    answer: "[today's goods lines] (with date/page/size: {items, total})",
    handle: async ({ query, context }) => {
      if (query.date === undefined && !asksForPage(query)) return listDayDeliveryStatus(context.em, {});
      return listDeliveryStatus(context.em, { date: query.date }, { page: query.page, size: query.size });
    },
  },
];
