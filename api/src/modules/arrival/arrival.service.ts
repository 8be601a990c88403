import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  DELIVERY_CODE_TYPE,
  DELIVERY_RECORD_FIELD_LABELS,
  deliveryRecordSchema,
  type ScanStatus,
} from '@parcel/shared/forms/delivery-record-form';
import { toDigits } from '@parcel/shared/validation/digits';
import { z } from 'zod';
import { notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { fetchPage, fetchRows, type PagedList, type Sql, sql, windowOf } from '../../common/paged-query';
import { containsPattern } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { expectVersion } from '../../common/stale-version';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import { ARRIVAL_LIST } from '@parcel/shared/records/arrival-list';
import { assertKnownCodes } from '../code/code.service';
import { livePeriod, periodTotal } from '../transport/live-period';
import { transportFilter } from '../transport/transport.service';
import type { Arrival, ArrivalPage, ScanResult } from './arrival.types';
import { codeName, named } from '../../common/code-names';

export const ARRIVAL_MESSAGES = {
  notFound: '물품(운송장) 정보를 찾을 수 없습니다.',
  badShipmentId: '물품 번호(shipmentId)가 올바르지 않습니다.',
  badVersion: '버전(version)이 올바르지 않습니다.',
  staleVersion: '다른 사용자가 먼저 이 물품의 배송 정보를 수정했습니다. 새로 고친 뒤 다시 시도해주세요.',
  waybillRequired: '운송장 번호는 필수 입력 항목입니다.',
  badWaybill: '올바른 운송장 번호 형식이 아닙니다.',
  delivered: '배송 완료로 처리했습니다.',
  unknown: '등록되지 않은 운송장 번호입니다.',
  alreadyDelivered: (date: string) => `이미 배송 완료된 운송장입니다. (${date})`,
} as const;

// --- Filters -------------------------------------------------------------------------------------

/** The shipments list's parameters and messages, over goods lines. */
export type ArrivalFilter = z.input<typeof transportFilter>;

const shipmentIdSchema = z.coerce
  .number({ error: ARRIVAL_MESSAGES.badShipmentId })
  .int({ error: ARRIVAL_MESSAGES.badShipmentId })
  .positive({ error: ARRIVAL_MESSAGES.badShipmentId })
  .max(2_147_483_647, { error: ARRIVAL_MESSAGES.badShipmentId });

// --- The list ------------------------------------------------------------------------------------

/** The course delivering a line: the receiver's course, else (none set) the sender's. */
export const DELIVERING_ROUTE = 'coalesce(tr.delivery_route_id, ts.delivery_route_id)';

const ARRIVAL_COLUMNS = selectListOf(ARRIVAL_LIST, {
  alias: 's',
  sql: {
    receiverTransportId: 'tr.receiver_transport_id',
    senderTransportId: 'ts.sender_transport_id',
    receiverCompanyId: 'tr.receiver_company_id',
    requstDt: "to_char(ts.requst_dt, 'YYYY-MM-DD')",
    regDt: 'ts.reg_dt',
    receiverRegionNm: codeName('REGION_TYPE', 'tr.region_cd'),
    receiverRegionCd: 'tr.region_cd',
    receiverRegionDtlNm: codeName('REGION_DTL_TYPE', 'tr.region_dtl_cd'),
    receiverRegionDtlCd: 'tr.region_dtl_cd',
    senderDeliveryRouteNm: 'sroute.delivery_route_nm',
    deliveryRouteId: DELIVERING_ROUTE,
    deliveryRouteNm: 'coalesce(rroute.delivery_route_nm, sroute.delivery_route_nm)',
    receiverCompanyNm: 'tr.company_nm',
    receiverTelNo: 'tr.tel_no',
    receiverManagerTelNo: 'tr.manager_tel_no',
    receiverAddress: 'tr.address',
    receiverRmk: 'tr.rmk',
    chargeNm: named('CHARGE', 'ts.charge_cd'),
    chargeCd: 'ts.charge_cd',
    kindNm: named('GOODS_KIND', 's.kind_cd'),
    senderCompanyId: 'ts.sender_company_id',
    senderCompanyNm: 'ts.company_nm',
    senderTelNo: 'ts.tel_no',
    senderAddress: 'ts.address',
    senderManagerNm: 'ts.manager_nm',
    senderManagerTelNo: 'ts.manager_tel_no',
    senderRegionNm: codeName('REGION_TYPE', 'ts.region_cd'),
    senderRegionDtlNm: codeName('REGION_DTL_TYPE', 'ts.region_dtl_cd'),
    transportDate: "to_char(s.transport_date, 'YYYY-MM-DD')",
    transportNm: codeName('TRANSPORT_CD', 's.transport_code'),
  },
});

export const ARRIVAL_LINES = `transport_sender ts
  join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
  join shipment s on s.receiver_transport_id = tr.receiver_transport_id`;

const ARRIVAL_NAMES = `
  left join delivery_route sroute on sroute.delivery_route_id = ts.delivery_route_id
  left join delivery_route rroute on rroute.delivery_route_id = tr.delivery_route_id`;

/**
 * The arrivals list as statements: every goods line of the live transports received in the period,
 * latest reception date and newest transport first, then its receivers and lines in their order.
 * The course filter is the delivering course: the receiver's, or the sender's when the receiver has
 * none (an arrival is delivered by the course that goes to the receiver).
 */
export function arrivalList(filter: unknown, page: unknown): PagedList {
  const parsed = parseInput(transportFilter, filter ?? {});
  const filters: Sql[] = [];
  if (parsed.deliveryRouteId) filters.push(sql(`${DELIVERING_ROUTE} = ?`, parsed.deliveryRouteId));
  // Contains-searches: the trigram indexes on both company_nm columns serve them.
  if (parsed.senderCompanyNm)
    filters.push(sql(`ts.company_nm ilike ? escape '\\'`, containsPattern(parsed.senderCompanyNm)));
  if (parsed.receiverCompanyNm)
    filters.push(sql(`tr.company_nm ilike ? escape '\\'`, containsPattern(parsed.receiverCompanyNm)));
  return {
    query: {
      select: ARRIVAL_COLUMNS,
      from: ARRIVAL_LINES,
      where: [...livePeriod(parsed), ...filters],
      orderBy: sql(
        'ts.requst_dt desc, ts.sender_transport_id desc, tr.sort_order, tr.receiver_transport_id, s.sort_order, s.shipment_id',
      ),
      key: 's.shipment_id',
      decorate: ARRIVAL_NAMES,
      total: periodTotal('goods_lines', parsed, filters),
    },
    window: windowOf(page),
  };
}

const toArrival = rowReaderOf(ARRIVAL_LIST);

/** Goods lines of live transports matching the filters, a page at a time. */
export const listArrivals = operation(
  { area: 'deliveries', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<ArrivalPage> => {
    const { items, total, totalExact } = await fetchPage<DriverRow>(context.em, arrivalList(filter, page));
    return { items: items.map(toArrival), total, totalExact };
  },
);

/** Every line of the arrivals list's filters, as an .xlsx (at most MAX_EXPORT_ROWS). */
export const exportArrivals = operation(
  { area: 'deliveries', level: 'read' },
  async (context, filter: unknown) => {
    const rows = await fetchRows<DriverRow>(context.em, arrivalList(filter, EXPORT_WINDOW));
    return spreadsheetDownload('도착정보목록.xlsx', sheetColumnsOf(ARRIVAL_LIST), rows.map(toArrival));
  },
);

// --- One line ------------------------------------------------------------------------------------

async function readArrival(em: EntityManager, shipmentId: number): Promise<Arrival> {
  const [row] = await em.execute<DriverRow[]>(
    `select ${ARRIVAL_COLUMNS} from ${ARRIVAL_LINES} ${ARRIVAL_NAMES}
      where s.shipment_id = ? and ts.del_yn = 'N'`,
    [shipmentId],
  );
  if (!row) throw notFound(ARRIVAL_MESSAGES.notFound);
  return toArrival(row);
}

/** One goods line of a live transport, for the arrivals editor; 404 otherwise. */
export const getArrival = operation(
  { area: 'deliveries', level: 'read' },
  async (context, shipmentId: unknown): Promise<Arrival> =>
    readArrival(context.em, parseInput(shipmentIdSchema, shipmentId)),
);

// --- Recording a delivery ------------------------------------------------------------------------

const recordKeys = z.object({
  shipmentId: shipmentIdSchema,
  version: z.coerce
    .number({ error: ARRIVAL_MESSAGES.badVersion })
    .int({ error: ARRIVAL_MESSAGES.badVersion })
    .positive({ error: ARRIVAL_MESSAGES.badVersion })
    .max(2_147_483_647, { error: ARRIVAL_MESSAGES.badVersion })
    .nullish(),
});

/**
 * Records the delivery facts of one goods line of a live transport (배송 처리): the form's checks,
 * a known delivery code, and the version read (409 when the line changed since). An empty date
 * records it as not delivered.
 */
export const recordDelivery = operation(
  { area: 'deliveries', level: 'write' },
  async (context, input: unknown): Promise<Arrival> => {
    const keys = parseInput(recordKeys, input);
    const form = parseInput(deliveryRecordSchema, input);
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const [line] = await tx.execute<{ version: number }[]>(
        `select s.version from ${ARRIVAL_LINES}
          where s.shipment_id = ? and ts.del_yn = 'N' for update of s`,
        [keys.shipmentId],
      );
      if (!line) throw notFound(ARRIVAL_MESSAGES.notFound);
      expectVersion(line.version, keys.version, ARRIVAL_MESSAGES.staleVersion);
      await assertKnownCodes(tx, [
        {
          field: 'transportCode',
          label: DELIVERY_RECORD_FIELD_LABELS.transportCode,
          type: DELIVERY_CODE_TYPE,
          value: form.transportCode,
        },
      ]);
      await tx.execute(
        `update shipment set transport_manager = ?, transport_date = cast(? as date), transport_code = ?,
                pickup_check = ?, memo = ?, chg_id = ?, chg_dt = now()
          where shipment_id = ?`,
        [
          form.transportManager,
          form.transportDate,
          form.transportCode,
          form.pickupCheck,
          form.memo,
          actor,
          keys.shipmentId,
        ],
      );
    });
    return readArrival(context.em, keys.shipmentId);
  },
);

// --- Scanning ------------------------------------------------------------------------------------

export const scanInput = z.object({
  waybillNo: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? ARRIVAL_MESSAGES.waybillRequired
          : ARRIVAL_MESSAGES.badWaybill,
    })
    .max(40, { error: ARRIVAL_MESSAGES.badWaybill })
    .trim()
    .min(1, { error: ARRIVAL_MESSAGES.waybillRequired, abort: true })
    .refine((value) => /^[0-9\s-]+$/.test(value), { error: ARRIVAL_MESSAGES.badWaybill, abort: true })
    .transform(toDigits)
    .refine((digits) => /^[0-9]{1,20}$/.test(digits), { error: ARRIVAL_MESSAGES.badWaybill }),
});

/** How a scanned line was delivered when none was recorded: as the seed and the office do it. */
const DEFAULT_DELIVERY_CODE = `case ts.transport_process_cd when 'COMM_RECV' then 'COMM' when 'COMM' then 'COMM'
  when 'GENERAL' then 'DIRECT' else 'PARCEL' end`;

interface ScannedLine {
  shipmentId: number;
  transportDate: string | null;
  transportManager: string | null;
  receiverCompanyNm: string;
  kindNm: string;
  version: number;
}

const SCANNED_COLUMNS = `s.shipment_id as "shipmentId", to_char(s.transport_date, 'YYYY-MM-DD') as "transportDate",
  s.transport_manager as "transportManager", tr.company_nm as "receiverCompanyNm",
  ${named('GOODS_KIND', 's.kind_cd')} as "kindNm", s.version`;

const scanAnswer = (status: ScanStatus, waybillNo: string, line?: ScannedLine): ScanResult => ({
  status,
  waybillNo,
  message:
    status === 'DELIVERED'
      ? ARRIVAL_MESSAGES.delivered
      : status === 'UNKNOWN'
        ? ARRIVAL_MESSAGES.unknown
        : ARRIVAL_MESSAGES.alreadyDelivered(line?.transportDate ?? ''),
  shipmentId: line?.shipmentId ?? null,
  transportDate: line?.transportDate ?? null,
  transportManager: line?.transportManager ?? null,
  receiverCompanyNm: line?.receiverCompanyNm ?? null,
  kindNm: line?.kindNm ?? null,
  version: line?.version ?? null,
});

/**
 * Marks the live goods line labelled with a scanned waybill number delivered today (Asia/Seoul),
 * with the caller as delivery manager when none was recorded. One conditional UPDATE (only while
 * not delivered): of two scans of a number at once, one delivers and the other finds it delivered.
 */
export const scanDelivery = operation(
  { area: 'deliveries', level: 'write' },
  async (context, input: unknown): Promise<ScanResult> => {
    const { waybillNo } = parseInput(scanInput, input);
    const actor = context.caller.memberId;
    const manager = (context.caller?.name || context.caller?.userId || '').slice(0, 50) || null;
    return withActor(context.em, actor, async (tx) => {
      const [updated] = await tx.execute<ScannedLine[]>(
        `update shipment s
            set transport_date = cast(? as date), transport_manager = coalesce(s.transport_manager, ?),
                transport_code = coalesce(s.transport_code, ${DEFAULT_DELIVERY_CODE}),
                chg_id = ?, chg_dt = now()
           from transport_receiver tr, transport_sender ts
          where s.waybill_no = ? and s.transport_date is null
            and tr.receiver_transport_id = s.receiver_transport_id
            and ts.sender_transport_id = tr.sender_transport_id and ts.del_yn = 'N'
          returning ${SCANNED_COLUMNS}`,
        [seoulToday(), manager, actor, waybillNo],
      );
      if (updated) return scanAnswer('DELIVERED', waybillNo, updated);
      const [existing] = await tx.execute<ScannedLine[]>(
        `select ${SCANNED_COLUMNS} from ${ARRIVAL_LINES} where s.waybill_no = ? and ts.del_yn = 'N'`,
        [waybillNo],
      );
      return existing?.transportDate
        ? scanAnswer('ALREADY_DELIVERED', waybillNo, existing)
        : scanAnswer('UNKNOWN', waybillNo);
    });
  },
);
