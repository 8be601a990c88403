import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { WIRE_NAMES } from '../../rest/wire-names';
import { transportFilterOf } from '../transport/transport.rest';
import { transportStats } from './transport-stats.service';

export const transportStatsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport-stats',
    access: transportStats.access,
    service:
      'transportStats(startDate, endDate, deliveryRouteId, senderCompanyNm, receiverCompanyNm, groupBy=DAY,COURSE,...)',
    answer:
      '{startDate, endDate, groupBy, rows: [{group codes and names, transportCount, receiverCount, goodsLineCount, qtyPieces, weightKg, senderAmount, receiverAmount}], totals}',
    contract: {
      query: (types) =>
        types.filter('TransportFilterInput').extend({
          groupBy: z
            .string()
            .optional()
            .openapi({ description: 'Comma-separated: DAY, COURSE, ... (default DAY).' }),
        }),
      answer: (types) => types.output('TransportStats'),
    },
    wireNames: WIRE_NAMES.TransportStatsRow,
    handle: ({ query, context }) => transportStats(context, transportFilterOf(query), query.groupBy),
  },
];
