import { withActor } from '@parcel/db';
import {
  MAX_OUT_FOR_DELIVERY_LINES,
  OUT_FOR_DELIVERY_MESSAGES as M,
  type OutForDeliveryStatus,
} from '@parcel/shared/tracking/tracking';
import { z } from 'zod';
import { notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { ARRIVAL_LINES, DELIVERING_ROUTE, scanInput } from '../arrival/arrival.service';
import type { OutForDeliveryMarks, OutForDeliveryScan } from './tracking.types';

/**
 * 배송 출발: goods lines of live transports leave for delivery now. Each line gets its
 * OUT_FOR_DELIVERY event once (`on conflict do nothing`: marking again changes nothing), with the
 * course delivering it now; a delivered line is left as it is. The shipment row is not written.
 */
const MARK = `
  with lines as (
    select s.shipment_id, s.transport_date, ${DELIVERING_ROUTE} as route_id
      from ${ARRIVAL_LINES}
     where %WHERE% and ts.del_yn = 'N'
  ), marked as (
    insert into shipment_event (shipment_id, event_cd, delivery_route_id)
    select shipment_id, 'OUT_FOR_DELIVERY', route_id from lines where transport_date is null
    on conflict do nothing
    returning shipment_id
  )
  select l.shipment_id as "shipmentId", to_char(l.transport_date, 'YYYY-MM-DD') as "transportDate",
         exists (select 1 from marked m where m.shipment_id = l.shipment_id) as marked
    from lines l`;

interface MarkedLine {
  shipmentId: number;
  transportDate: string | null;
  marked: boolean;
}

const shipmentIdsInput = z.object({
  shipmentIds: z
    .array(
      z.coerce
        .number({ error: M.badShipmentId })
        .int({ error: M.badShipmentId })
        .positive({ error: M.badShipmentId })
        .max(2_147_483_647, { error: M.badShipmentId }),
      { error: M.shipmentIdsRequired },
    )
    .min(1, { error: M.shipmentIdsRequired })
    .max(MAX_OUT_FOR_DELIVERY_LINES, { error: M.tooManyShipments(MAX_OUT_FOR_DELIVERY_LINES) }),
});

/**
 * The arrivals grid's selected lines leave for delivery (배송 출발). 404 (nothing written) when one
 * of them is not a line of a live transport; lines already out or delivered are counted, not changed.
 */
export const markOutForDelivery = operation(
  { area: 'deliveries', level: 'write' },
  async (context, input: unknown): Promise<OutForDeliveryMarks> => {
    const ids = [...new Set(parseInput(shipmentIdsInput, input).shipmentIds)];
    return withActor(context.em, context.caller.memberId, async (tx) => {
      const lines = await tx.execute<MarkedLine[]>(MARK.replace('%WHERE%', 's.shipment_id in (?)'), [ids]);
      if (lines.length !== ids.length) throw notFound(M.someUnknown);
      const marked = lines.filter((line) => line.marked).length;
      const delivered = lines.filter((line) => line.transportDate !== null).length;
      const skipped = lines.length - marked;
      return {
        marked,
        alreadyOut: skipped - delivered,
        delivered,
        message: M.markedCount(marked, skipped),
      };
    });
  },
);

const scanAnswer = (
  status: OutForDeliveryStatus,
  waybillNo: string,
  shipmentId: number | null,
): OutForDeliveryScan => ({
  status,
  waybillNo,
  shipmentId,
  message:
    status === 'OUT_FOR_DELIVERY'
      ? M.marked
      : status === 'ALREADY_OUT'
        ? M.alreadyOut
        : status === 'ALREADY_DELIVERED'
          ? M.alreadyDelivered
          : M.unknown,
});

/**
 * A scanned waybill number leaves for delivery (배송 출발, the scan box's other mode beside 배송
 * 완료): the live line labelled with it gets its OUT_FOR_DELIVERY event. Answers what happened
 * (UNKNOWN for no live line, as the delivery scan does).
 */
export const scanOutForDelivery = operation(
  { area: 'deliveries', level: 'write' },
  async (context, input: unknown): Promise<OutForDeliveryScan> => {
    const { waybillNo } = parseInput(scanInput, input);
    return withActor(context.em, context.caller.memberId, async (tx) => {
      const [line] = await tx.execute<MarkedLine[]>(MARK.replace('%WHERE%', 's.waybill_no = ?'), [waybillNo]);
      if (!line) return scanAnswer('UNKNOWN', waybillNo, null);
      const status: OutForDeliveryStatus = line.marked
        ? 'OUT_FOR_DELIVERY'
        : line.transportDate
          ? 'ALREADY_DELIVERED'
          : 'ALREADY_OUT';
      return scanAnswer(status, waybillNo, line.shipmentId);
    });
  },
);
