import { livePeriod, periodTotal } from '../transport/live-period';
import { operation } from '../../common/operation';
import { z } from 'zod';
import { fetchPage, fetchRows, type PagedList, type PagedQuery, sql } from '../../common/paged-query';
import { pageSchema } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import type { DeliveryStatusPage, DeliveryStatusRow } from './delivery-status.types';
import { isCalendarDate, seoulToday } from '@parcel/shared/dates/seoul-date';
import { codeName, named } from '../../common/code-names';

export const DELIVERY_STATUS_MESSAGES = {
  badDate: '조회일(date)은 yyyy-MM-dd 형식이어야 합니다.',
} as const;

/**
 * The unpaged list (the home screen's legacy call) answers the whole day; this only guards against
 * a runaway answer, far above what one day receives.
 */
export const MAX_DAY_ROWS = 10_000;

const dayQuerySchema = z.object({
  // Blank or absent: today in Asia/Seoul.
  date: z
    .string({ error: DELIVERY_STATUS_MESSAGES.badDate })
    .max(30, { error: DELIVERY_STATUS_MESSAGES.badDate })
    .nullish()
    .transform((value) => value?.trim() || seoulToday())
    .refine(isCalendarDate, { error: DELIVERY_STATUS_MESSAGES.badDate }),
});
export type DeliveryStatusQuery = z.input<typeof dayQuerySchema>;

const region = (alias: string) =>
  `nullif(concat_ws(' ', ${codeName('REGION_TYPE', `${alias}.region_cd`)}, ${codeName('REGION_DTL_TYPE', `${alias}.region_dtl_cd`)}), '')`;

/**
 * Every column of the grid. QTY lines fill the quantity columns, WEIGHT lines the weight columns;
 * the other set stays null.
 */
const DELIVERY_STATUS_COLUMNS = `
       s.shipment_id as "shipmentId",
       ts.sender_transport_id as "senderTransportId",
       ${named('TRANSPORT_PROCESS', 'ts.transport_process_cd')} as "transportProcessNm",
       to_char(ts.requst_dt, 'YYYY-MM-DD') as "requstDt",
       ${region('ts')} as "senderRegionNm",
       collector.name as "collectorNm",
       ts.company_nm as "senderCompanyNm",
       s.waybill_no as "waybillNo",
       ts.manager_nm as "senderManagerNm",
       ${named('CHARGE', 'ts.charge_cd')} as "chargeNm",
       case when s.trnsprt_cd = 'QTY' then s.sender_qty end as "qty",
       case when s.trnsprt_cd = 'QTY' then s.sender_untpc end as "untpc",
       case when s.trnsprt_cd = 'QTY' then s.sender_amount end as "sumAmount",
       case when s.trnsprt_cd = 'WEIGHT' then s.sender_untpc end as "weightUntpc",
       case when s.trnsprt_cd = 'WEIGHT' then s.sender_qty end as "weightQty",
       case when s.trnsprt_cd = 'WEIGHT' then s.sender_amount end as "weightAmount",
       ts.rmk as "rmk",
       ${region('tr')} as "receiverRegionNm",
       ${named('GOODS_KIND', 's.kind_cd')} as "kindNm",
       tr.company_nm as "receiverCompanyNm",
       tr.tel_no as "receiverTelNo",
       tr.manager_tel_no as "receiverMobileNo",
       course.delivery_route_nm as "deliveryRouteNm",
       s.pickup_check as "pickupCheck",
       s.transport_manager as "transportManager",
       to_char(s.transport_date, 'YYYY-MM-DD') as "transportDate",
       ${named('TRANSPORT_CD', 's.transport_code')} as "transportCodeNm",
       s.memo as "memo",
       tr.address as "receiverAddress"`;

/** The day's live transports with their receivers and goods lines: what the filter and order need. */
const DAY_LINES = `transport_sender ts
  join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
  join shipment s on s.receiver_transport_id = tr.receiver_transport_id`;

const NAMES = `
  left join member collector on collector.member_id = ts.manager_id
  left join delivery_route course on course.delivery_route_id = tr.delivery_route_id`;

function dayQuery(date: string): PagedQuery {
  return {
    select: DELIVERY_STATUS_COLUMNS,
    from: DAY_LINES,
    where: livePeriod({ startDate: date, endDate: date }),
    orderBy: sql(
      'ts.sender_transport_id desc, tr.sort_order, tr.receiver_transport_id, s.sort_order, s.shipment_id',
    ),
    key: 's.shipment_id',
    decorate: NAMES,
    total: periodTotal('goods_lines', { startDate: date, endDate: date }, []),
  };
}

/** The home grid's page as statements: shared by the service and the benchmark's bare handler. */
export function deliveryStatusList(query: unknown, page: unknown): PagedList {
  const { date } = parseInput(dayQuerySchema, query ?? {});
  return { query: dayQuery(date), window: parseInput(pageSchema, page ?? {}) };
}

/**
 * The goods lines of the transports received on `date` (yyyy-MM-dd, default today in Asia/Seoul),
 * deleted transports left out: newest transport first, then its receivers and lines in their order.
 */
export const listDeliveryStatus = operation(
  { area: 'deliveries', level: 'read' },
  async (context, query: unknown, page: unknown): Promise<DeliveryStatusPage> => {
    return fetchPage<DeliveryStatusRow>(context.em, deliveryStatusList(query, page));
  },
);

/** Every goods line of the day at once (the home screen's unpaged legacy call), in the same order. */
export const listDayDeliveryStatus = operation(
  { area: 'deliveries', level: 'read' },
  async (context, query: unknown): Promise<DeliveryStatusRow[]> => {
    const { date } = parseInput(dayQuerySchema, query ?? {});
    return fetchRows<DeliveryStatusRow>(context.em, {
      query: dayQuery(date),
      window: { all: true, limit: MAX_DAY_ROWS },
    });
  },
);
