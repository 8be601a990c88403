import { createHash } from 'node:crypto';
import {
  TRACKING_STEPS,
  trackingWaybillSchema,
  type TrackingAnswer,
  type TrackingStepCode,
} from '@parcel/shared/tracking/tracking';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { trackingLimiterOf } from './tracking-limiter';

/**
 * One statement whatever the number: a row always comes back (the number itself), with the newest
 * live goods line labelled with it, if any, its delivering course's name and its steps' times
 * (Asia/Seoul, ISO 8601 with the offset). No early exit: an unknown number costs the same index
 * lookups as a known one. Nothing else of the line is read.
 */
const TRACK = `
  select line.shipment_id is not null as found, line.route_nm as "deliveryRouteNm", ev.steps
    from (select cast(? as text) as waybill_no) q
    left join lateral (
      select s.shipment_id, coalesce(rroute.delivery_route_nm, sroute.delivery_route_nm) as route_nm
        from shipment s
        join transport_receiver tr on tr.receiver_transport_id = s.receiver_transport_id
        join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id
        left join delivery_route sroute on sroute.delivery_route_id = ts.delivery_route_id
        left join delivery_route rroute on rroute.delivery_route_id = tr.delivery_route_id
       where s.waybill_no = q.waybill_no and ts.del_yn = 'N'
       order by s.reg_dt desc, s.shipment_id desc
       limit 1
    ) line on true
    left join lateral (
      select json_object_agg(e.event_cd,
               to_char(e.occurred_at at time zone 'Asia/Seoul', 'YYYY-MM-DD"T"HH24:MI:SS"+09:00"')) as steps
        from shipment_event e
       where e.shipment_id = line.shipment_id
    ) ev on true`;

interface TrackRow {
  found: boolean;
  deliveryRouteNm: string | null;
  steps: Partial<Record<TrackingStepCode, string>> | string | null;
}

/** A public answer and the validator a cache compares (a hash of exactly what is sent). */
export interface PublicTracking {
  answer: TrackingAnswer;
  etag: string;
}

/**
 * 배송 조회 (public, no sign-in): the four steps of a waybill number with their times and the
 * course delivering it, never names, phones, addresses, companies or amounts. A malformed number
 * is a 400 (the shared waybill rule); an unknown one answers 200 with the same shape, found false
 * and every step null, after the same statement. Counted per client address first (429).
 */
export const trackShipment = operation('public', async (context, input: unknown): Promise<PublicTracking> => {
  trackingLimiterOf(context.deps).admit(context.req.ip ?? 'unknown');
  const { waybillNo } = parseInput(trackingWaybillSchema, input);
  const [row] = await context.em.getConnection().execute<TrackRow[]>(TRACK, [waybillNo]);
  const raw = row?.steps ?? null;
  const times = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Partial<
    Record<TrackingStepCode, string>
  > | null;
  const answer: TrackingAnswer = {
    waybillNo,
    found: row?.found ?? false,
    deliveryRouteNm: row?.deliveryRouteNm ?? null,
    steps: TRACKING_STEPS.map(({ code, label }) => ({ code, label, occurredAt: times?.[code] ?? null })),
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 27)}"`;
  return { answer, etag };
});
