import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { markOutForDelivery, scanOutForDelivery } from './out-for-delivery.service';

export const trackingRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/shipments/out-for-delivery',
    access: markOutForDelivery.access,
    service:
      'markOutForDelivery(shipmentIds): the selected live goods lines leave for delivery now (배송 출발)',
    answer:
      '{marked, alreadyOut, delivered, message}; each line once, delivered lines unchanged; 404 (nothing written) when one is not a live line',
    contract: {
      body: z.object({
        shipmentIds: z
          .array(z.int().positive())
          .min(1)
          .max(500)
          .openapi({ description: 'The goods lines (shipmentId), at most 500.' }),
      }),
      answer: (types) => types.output('OutForDeliveryMarks'),
      errors: [404],
    },
    handle: ({ body, context }) => markOutForDelivery(context, body),
  },
  {
    method: 'POST',
    path: '/api/shipments/out-for-delivery/scan',
    access: scanOutForDelivery.access,
    service: 'scanOutForDelivery(waybillNo): the scanned live goods line leaves for delivery now (배송 출발)',
    answer:
      '{status: OUT_FOR_DELIVERY | ALREADY_OUT | ALREADY_DELIVERED | UNKNOWN, waybillNo, message, shipmentId}',
    contract: {
      body: z.object({
        waybillNo: z.string().openapi({ description: 'The scanned number, hyphens allowed.' }),
      }),
      answer: (types) => types.output('OutForDeliveryScan'),
    },
    handle: ({ body, context }) => scanOutForDelivery(context, body),
  },
];
