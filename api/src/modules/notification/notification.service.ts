// Staff's side of delivery notifications: a goods line's send log, and opting a number out. The
// receiver's own opt-out (the link in every message) is notification-public.ts's.
import { mobilePhoneField, recordNumberSchema } from '@parcel/shared/validation/schemas';
import { formatPhone } from '@parcel/shared/validation/phone';
import { withActor, type NotifiedEventCode } from '@parcel/db';
import { z } from 'zod';
import { notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { NOTIFIED_EVENT_NAMES } from './notification-templates';
import type { NotificationOptOut, ShipmentNotification } from './notification.types';

export const NOTIFICATION_SERVICE_MESSAGES = {
  shipmentIdInvalid: '올바른 물품 번호(shipmentId) 형식이 아닙니다.',
  shipmentNotFound: '물품을 찾을 수 없습니다.',
} as const;

type Row = Omit<ShipmentNotification, 'eventNm' | 'createdAt' | 'updatedAt' | 'sentAt'> & {
  createdAt: string | Date;
  updatedAt: string | Date;
  sentAt: string | Date | null;
};

/**
 * A goods line's notifications, oldest first: each step, how it went (알림톡, 문자, 보관함), its
 * state, attempts and reason. Staff only (customers are refused operations not declared for them); 404 for an unknown line.
 */
export const listShipmentNotifications = operation(
  { area: 'deliveries', level: 'read' },
  async (context, shipmentIdInput: unknown): Promise<ShipmentNotification[]> => {
    const { shipmentId } = parseInput(
      z.object({ shipmentId: recordNumberSchema(NOTIFICATION_SERVICE_MESSAGES.shipmentIdInvalid) }),
      { shipmentId: shipmentIdInput },
    );
    const rows = await context.em.execute<(Row & { known: boolean })[]>(
      `select true as known, n.notification_id::int as "notificationId", n.event_cd as "eventCd", n.state,
              n.channel, n.phone_no as "phoneNo", n.attempts, n.error, n.created_at as "createdAt",
              n.updated_at as "updatedAt", n.sent_at as "sentAt"
         from shipment s left join notification n on n.shipment_id = s.shipment_id
        where s.shipment_id = ? order by n.notification_id`,
      [shipmentId],
    );
    if (rows.length === 0) throw notFound(NOTIFICATION_SERVICE_MESSAGES.shipmentNotFound);
    return rows
      .filter((row) => row.notificationId !== null)
      .map(({ known: _known, ...row }) => ({
        ...row,
        eventNm: NOTIFIED_EVENT_NAMES[row.eventCd as NotifiedEventCode],
        phoneNo: row.phoneNo === null ? null : formatPhone(row.phoneNo),
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
        sentAt: row.sentAt === null ? null : new Date(row.sentAt),
      }));
  },
);

/** Records an opt-out of `phoneNo` (digits) unless there is one; answers it. */
export async function recordOptOut(
  em: Parameters<typeof withActor>[0],
  phoneNo: string,
  source: 'LINK' | 'STAFF',
  memberId: number | null,
): Promise<NotificationOptOut> {
  return withActor(em, memberId, async (tx) => {
    await tx.execute(
      `insert into notification_opt_out (phone_no, source_cd, member_id) values (?, ?, ?)
       on conflict (phone_no) do nothing`,
      [phoneNo, source, memberId],
    );
    const [row] = await tx.execute<{ phoneNo: string; sourceCd: string; optedOutAt: string | Date }[]>(
      `select phone_no as "phoneNo", source_cd as "sourceCd", opted_out_at as "optedOutAt"
         from notification_opt_out where phone_no = ?`,
      [phoneNo],
    );
    return {
      phoneNo: formatPhone(row!.phoneNo),
      sourceCd: row!.sourceCd,
      optedOutAt: new Date(row!.optedOutAt),
    };
  });
}

/**
 * Staff opt a mobile number out of delivery notifications (a receiver asked by telephone): no
 * message goes to it any more, from any transport. Answers the opt-out (the first one when it was
 * out already). 400 naming phoneNo for a number that is no mobile number.
 */
export const optOutNotifications = operation(
  { area: 'deliveries', level: 'write' },
  async (context, phoneNoInput: unknown): Promise<NotificationOptOut> => {
    const { phoneNo } = parseInput(z.object({ phoneNo: mobilePhoneField('휴대전화') }), {
      phoneNo: phoneNoInput,
    });
    return recordOptOut(context.em, phoneNo, 'STAFF', context.caller.memberId);
  },
);
