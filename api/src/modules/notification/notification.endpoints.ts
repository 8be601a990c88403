import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { recordNumber } from '../../rest/route-contract';
import type { RestInput } from '../../rest/rest-route';
import { listShipmentNotifications, optOutNotifications } from './notification.service';
import { NotificationOptOut, ShipmentNotification } from './notification.types';

/** A goods line's delivery notifications (its send log), and staff's opt-out of a number. */
export const NOTIFICATION_ENDPOINTS = operationEndpoints([
  {
    op: listShipmentNotifications,
    query: 'shipmentNotifications',
    description:
      "Staff: a goods line's delivery notifications (접수, 배송 출발, 배송 완료), oldest first: how each went (ATA 알림톡, SMS 문자, OUTBOX), its state, attempts and reason. Empty when none was made; NOT_FOUND for an unknown line.",
    returns: [ShipmentNotification],
    args: { shipmentId: { type: Int, description: 'The goods line (shipmentId).' } },
    rest: {
      method: 'GET',
      path: '/api/shipments/:id/notifications',
      args: 'shipmentId',
      remark: '(not in the spec)',
      answer:
        '[{notificationId, eventCd, eventNm, state, channel, phoneNo, attempts, error, createdAt, updatedAt, sentAt}], oldest first',
      takes: { params: z.object({ id: recordNumber("The goods line's number (shipmentId).") }) },
      errors: [404],
      call: ({ params }: RestInput) => [params.id],
    },
  },
  {
    op: optOutNotifications,
    mutation: 'optOutNotifications',
    description:
      'Admins, member_all and member_delivery: a mobile number gets no delivery notification any more (수신 거부, e.g. asked for by telephone), from any transport. Answers the opt-out (the first one when the number was out already). BAD_USER_INPUT (field phoneNo) for a number that is no mobile number.',
    returns: NotificationOptOut,
    args: { phoneNo: { type: String, description: 'The mobile number (hyphens allowed).' } },
    rest: {
      method: 'POST',
      path: '/api/notification-opt-outs',
      args: 'phoneNo',
      remark: '(not in the spec)',
      answer: '{phoneNo, sourceCd, optedOutAt}',
      takes: {
        body: z.object({
          phoneNo: z.string().openapi({ description: 'The mobile number (hyphens allowed).' }),
        }),
      },
      call: ({ body }: RestInput) => [(body as { phoneNo?: unknown }).phoneNo],
    },
  },
]);
