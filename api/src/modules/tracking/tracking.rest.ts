import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { TRACKING_STEPS, type TrackingStepCode } from '@parcel/shared/tracking/tracking';
import { markOutForDelivery, scanOutForDelivery } from './out-for-delivery.service';
import { trackShipment } from './tracking.service';

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

const STEP = z.object({
  code: z.enum(TRACKING_STEPS.map((step) => step.code) as [TrackingStepCode, ...TrackingStepCode[]]),
  label: z.string().openapi({ description: 'The step in Korean: 접수, 집하, 배송 출발, 배송 완료.' }),
  occurredAt: z
    .string()
    .nullable()
    .openapi({ description: 'When it was reached, ISO 8601 in Asia/Seoul (+09:00); null: not (yet).' }),
});

const TRACKING_ANSWER = z
  .object({
    waybillNo: z.string().openapi({ description: 'The number looked up, digits only.' }),
    found: z.boolean().openapi({ description: 'Whether a live shipment has the number.' }),
    deliveryRouteNm: z.string().nullable().openapi({
      description: 'The delivery course (배송 코스) delivering it; null when none or not found.',
    }),
    steps: z.array(STEP).length(4).openapi({ description: 'The four steps in order, always all four.' }),
  })
  .openapi('PublicTracking', {
    description:
      'States and times only: never names, phones, addresses, companies or amounts. An unknown number answers the same shape: found false, every step null.',
    example: {
      waybillNo: '12345678901',
      found: true,
      deliveryRouteNm: '강남 1코스',
      steps: [
        { code: 'RECEIVED', label: '접수', occurredAt: '2026-11-27T09:12:00+09:00' },
        { code: 'PICKED_UP', label: '집하', occurredAt: '2026-11-27T15:40:00+09:00' },
        { code: 'OUT_FOR_DELIVERY', label: '배송 출발', occurredAt: '2026-11-28T08:05:00+09:00' },
        { code: 'DELIVERED', label: '배송 완료', occurredAt: null },
      ],
    },
  });

/** Routes for anyone, shops and their customers among them: no sign-in. */
export const publicTrackingRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/public/track/:waybillNo',
    access: trackShipment.access,
    service:
      'trackShipment(waybillNo): 배송 조회, the steps 접수, 집하, 배송 출발, 배송 완료 with their times and the delivering course',
    answer:
      '{waybillNo, found, deliveryRouteNm, steps: [{code, label, occurredAt}] × 4}; an unknown number answers 200 with the same shape (found false, steps null); 400 for a malformed number; 429 with Retry-After past 30 lookups a minute from one address; Cache-Control public, max-age=60 and an ETag (304 on If-None-Match)',
    contract: {
      params: z.object({
        waybillNo: z.string().openapi({
          description: 'The waybill number, 11 to 18 digits (hyphens allowed).',
          example: '12345678901',
        }),
      }),
      headers: z.object({
        'if-none-match': z
          .string()
          .optional()
          .openapi({ description: 'The ETag of an answer read before: 304 when it is still the answer.' }),
      }),
      answer: TRACKING_ANSWER,
      errors: [429],
      tags: ['shops'],
    },
    handle: async ({ params, context }) => {
      const { answer, etag } = await trackShipment(context, { waybillNo: params.waybillNo });
      const { req, res } = context;
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.setHeader('ETag', etag);
      // The client's copy is still the answer: 304 without a body (the adapter sends nothing more).
      const known = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known?.includes(etag) || known?.includes('*')) {
        res.status(304).end();
        return null;
      }
      return answer;
    },
  },
];
