import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TransportSender, withActor } from '@parcel/db';
import { isCalendarDate, seoulToday } from '@parcel/shared/dates/seoul-date';
import { TRANSPORT_LIST } from '@parcel/shared/records/transport-list';
import { z } from 'zod';
import { notFound } from '../../common/errors';
import { andScoped, receiverCondition, transportCondition } from '../../common/customer-scope';
import { operation } from '../../common/operation';
import { livePeriod, periodTotal } from './live-period';
import {
  fetchPage,
  fetchRows,
  type PagedList,
  type RunStatement,
  runOn,
  type Sql,
  sql,
  windowOf,
} from '../../common/paged-query';
import {
  lookUpParties,
  partyCondition,
  type PartyLookups,
  RECEIVER_SEARCHED,
  SENDER_SEARCHED,
} from '../../common/name-or-phone';
import { parseInput } from '../../common/parse-input';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import type {
  Shipment,
  PricedShipment,
  Receiver,
  Transport,
  TransportListPage,
  TransportPage,
} from './transport.types';
import { codeName, named } from '../../common/code-names';

export const TRANSPORT_MESSAGES = {
  notFound: '운송 정보를 찾을 수 없습니다.',
  badStartDate: '접수 시작일(startDate)은 yyyy-MM-dd 형식이어야 합니다.',
  badEndDate: '접수 종료일(endDate)은 yyyy-MM-dd 형식이어야 합니다.',
  badPeriod: '접수 종료일(endDate)은 시작일(startDate) 이후여야 합니다.',
  badRoute: '배송 코스(deliveryRouteId)는 0(전체) 이상의 정수여야 합니다.',
  badName: '검색할 상호는 100자 이하의 문자열이어야 합니다.',
  badTransportId: '운송 번호(transportId)가 올바르지 않습니다.',
  badSide: '구분(senderReceiverCd)은 SENDER 또는 RECEIVER입니다.',
  badReceiverId: '받는 곳 번호(receiverTransportId)가 올바르지 않습니다.',
} as const;

/** The transports list's query parameters: any of them on GET /api/transport/list selects that list. */
export const TRANSPORT_LIST_PARAMS = [
  'startDate',
  'endDate',
  'deliveryRouteId',
  'senderCompanyNm',
  'receiverCompanyNm',
] as const;

/** The longest goods answer of one transport (a guard, far above any real transport). */
const MAX_SHIPMENTS = 5_000;

const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .max(30, { error: message })
    .nullish()
    .transform((value) => value?.trim() || seoulToday())
    .refine(isCalendarDate, { error: message });

const transportIdSchema = z.coerce
  .number({ error: TRANSPORT_MESSAGES.badTransportId })
  .int({ error: TRANSPORT_MESSAGES.badTransportId })
  .positive({ error: TRANSPORT_MESSAGES.badTransportId })
  .max(2_147_483_647, { error: TRANSPORT_MESSAGES.badTransportId });

/** company_nm is varchar(100): a longer text cannot be part of any name. */
const nameText = z
  .string({ error: TRANSPORT_MESSAGES.badName })
  .max(100, { error: TRANSPORT_MESSAGES.badName })
  .nullish()
  .transform((value) => value?.trim() || undefined);

/** The transports list's filters; the arrivals list and the aggregates read the same parameters. */
export const transportFilter = z
  .object({
    // Blank or absent: today in Asia/Seoul (the screen's default period).
    startDate: calendarDate(TRANSPORT_MESSAGES.badStartDate),
    endDate: calendarDate(TRANSPORT_MESSAGES.badEndDate),
    // 0, blank or absent: every course.
    deliveryRouteId: z
      .union([z.string(), z.number()], { error: TRANSPORT_MESSAGES.badRoute })
      .nullish()
      .transform((value) => (value === '' || value === null || value === undefined ? 0 : Number(value)))
      .pipe(
        z
          .number({ error: TRANSPORT_MESSAGES.badRoute })
          .int({ error: TRANSPORT_MESSAGES.badRoute })
          .min(0, { error: TRANSPORT_MESSAGES.badRoute })
          .max(2_147_483_647, { error: TRANSPORT_MESSAGES.badRoute }),
      ),
    senderCompanyNm: nameText,
    receiverCompanyNm: nameText,
  })
  .refine((filter) => filter.startDate <= filter.endDate, {
    error: TRANSPORT_MESSAGES.badPeriod,
    path: ['endDate'],
  });
export type TransportFilter = z.input<typeof transportFilter>;

// --- Names -------------------------------------------------------------------------------------

const routeName = (column: string) =>
  `(select delivery_route_nm from delivery_route where delivery_route_id = ${column})`;

// --- Fields read by name ------------------------------------------------------------------------

/** The fields a read answers: their names (others are ignored), or all. */
type Fields = readonly string[] | 'all';

/** The fields of `sqlOf` that `fields` names, in `sqlOf`'s order. */
function picked<Field extends string>(sqlOf: Record<Field, string>, fields: Fields): Field[] {
  return (Object.keys(sqlOf) as Field[]).filter((field) => fields === 'all' || fields.includes(field));
}

/** A select list of the fields, each under its own name. */
function columnsOf<Field extends string>(sqlOf: Record<Field, string>, fields: Fields = 'all'): string {
  return picked(sqlOf, fields)
    .map((field) => `${sqlOf[field]} as "${field}"`)
    .join(', ');
}

// --- The transports, nested (GraphQL for analysts, one row per transport) -------------------------

/** Each transport field and the SQL that reads it (its receivers: see receiversJson). */
const TRANSPORT_SQL: Record<Exclude<keyof Transport, 'receivers'>, string> = {
  senderTransportId: 'ts.sender_transport_id',
  requstDt: "to_char(ts.requst_dt, 'YYYY-MM-DD')",
  regDt: 'ts.reg_dt',
  transportProcessCd: 'ts.transport_process_cd',
  transportProcessNm: named('TRANSPORT_PROCESS', 'ts.transport_process_cd'),
  chargeCd: 'ts.charge_cd',
  chargeNm: named('CHARGE', 'ts.charge_cd'),
  senderCompanyId: 'ts.sender_company_id',
  companyNm: 'ts.company_nm',
  telNo: 'ts.tel_no',
  address: 'ts.address',
  managerNm: 'ts.manager_nm',
  managerTelNo: 'ts.manager_tel_no',
  rmk: 'ts.rmk',
  amount: 'ts.amount',
  regionCd: 'ts.region_cd',
  regionNm: codeName('REGION_TYPE', 'ts.region_cd'),
  regionDtlCd: 'ts.region_dtl_cd',
  regionDtlNm: codeName('REGION_DTL_TYPE', 'ts.region_dtl_cd'),
  shipperCd: 'ts.shipper_cd',
  shipperNm: codeName('SHIPPER_TYPE', 'ts.shipper_cd'),
  deliveryRouteId: 'ts.delivery_route_id',
  deliveryRouteNm: routeName('ts.delivery_route_id'),
  untpc: 'ts.untpc',
  weightUntpc: 'ts.weight_untpc',
  version: 'ts.version',
};

/**
 * The select list of the transport fields asked for (and its key: a select list needs one column),
 * with its receivers and their goods lines as JSON when asked for (see receiversJson).
 */
function transportColumns(fields: TransportFields, receiverScope: string | null = null): string {
  const columns = columnsOf(
    TRANSPORT_SQL,
    fields.transports === 'all' ? 'all' : ['senderTransportId', ...fields.transports],
  );
  return fields.receivers === null
    ? columns
    : `${columns}, ${receiversJson(fields, receiverScope)} as receivers`;
}

/**
 * The transports list's filters besides the live period, over transport_sender `ts`: the course,
 * and the sender's name or the end of its phones (name-or-phone.ts partyCondition, from its lookup
 * when given: the names it was saved with, the reverse(phone) indexes of both the party and its
 * registered company).
 */
function senderFilters(filter: z.output<typeof transportFilter>, lookups: PartyLookups): Sql[] {
  const filters: Sql[] = [];
  if (filter.deliveryRouteId) filters.push(sql('ts.delivery_route_id = ?', filter.deliveryRouteId));
  if (filter.senderCompanyNm)
    filters.push(partyCondition(filter.senderCompanyNm, SENDER_SEARCHED, lookups.sender).where);
  return filters;
}

/** The transports lists' sender and receiver filters looked up (name-or-phone.ts lookUpParty). */
export async function lookUpTransportParties(run: RunStatement, filter: unknown): Promise<PartyLookups> {
  const { senderCompanyNm, receiverCompanyNm } = parseInput(transportFilter, filter ?? {});
  return lookUpParties(run, { sender: senderCompanyNm, receiver: receiverCompanyNm });
}

/**
 * Transports matching the filters as statements, latest reception date first, then newest, with
 * the fields asked for (by default all, without receivers). The receiver filter keeps
 * the transports that send to a matching receiver; their receivers are all nested.
 */
export function transportList(
  filter: unknown,
  page: unknown,
  fields: TransportFields = WHOLE_TREE,
  lookups: PartyLookups = {},
): PagedList {
  const parsed = parseInput(transportFilter, filter ?? {});
  const filters = senderFilters(parsed, lookups);
  if (parsed.receiverCompanyNm) {
    const receiver = partyCondition(parsed.receiverCompanyNm, RECEIVER_SEARCHED, lookups.receiver).where;
    filters.push(
      sql(
        `exists (select 1 from transport_receiver tr where tr.sender_transport_id = ts.sender_transport_id
           and ${receiver.text})`,
        ...receiver.params,
      ),
    );
  }
  return {
    query: {
      select: transportColumns(fields),
      from: 'transport_sender ts',
      where: [...livePeriod(parsed), ...filters],
      orderBy: sql('ts.requst_dt desc, ts.sender_transport_id desc'),
      key: 'ts.sender_transport_id',
      total: periodTotal('transports', parsed, filters),
    },
    window: windowOf(page),
  };
}

type TransportRow = Omit<Transport, 'regDt'> & { regDt: string | Date };

const transportOf = (row: TransportRow): Transport =>
  row.regDt === undefined ? (row as Transport) : { ...row, regDt: new Date(row.regDt) };

/** Transports matching the filters, newest first, a page at a time, with the fields asked for. */
export const listTransports = operation(
  { area: 'transports', level: 'read' },
  async (context, filter: unknown, page: unknown, fields: TransportFields): Promise<TransportPage> => {
    const lookups = await lookUpTransportParties(runOn(context.em), filter);
    const { items, total, totalExact } = await fetchPage<TransportRow>(
      context.em,
      transportList(filter, page, fields, lookups),
    );
    return { items: items.map(transportOf), total, totalExact };
  },
);

// --- Nested receivers and goods lines ---------------------------------------------------

/** Each receiver field and the SQL that reads it (its goods lines: see receiversJson). */
const RECEIVER_SQL: Record<Exclude<keyof Receiver, 'shipments'>, string> = {
  receiverTransportId: 'tr.receiver_transport_id',
  senderTransportId: 'tr.sender_transport_id',
  receiverCompanyId: 'tr.receiver_company_id',
  companyNm: 'tr.company_nm',
  telNo: 'tr.tel_no',
  managerTelNo: 'tr.manager_tel_no',
  address: 'tr.address',
  rmk: 'tr.rmk',
  regionCd: 'tr.region_cd',
  regionNm: codeName('REGION_TYPE', 'tr.region_cd'),
  regionDtlCd: 'tr.region_dtl_cd',
  regionDtlNm: codeName('REGION_DTL_TYPE', 'tr.region_dtl_cd'),
  shipperCd: 'tr.shipper_cd',
  shipperNm: codeName('SHIPPER_TYPE', 'tr.shipper_cd'),
  deliveryRouteId: 'tr.delivery_route_id',
  deliveryRouteNm: routeName('tr.delivery_route_id'),
  untpc: 'tr.untpc',
  weightUntpc: 'tr.weight_untpc',
  sortOrder: 'tr.sort_order',
  notifyYn: 'tr.notify_yn',
  totalSenderAmount: `(select coalesce(sum(s.sender_amount), 0)::int from shipment s
    where s.receiver_transport_id = tr.receiver_transport_id)`,
  totalReceiverAmount: `(select coalesce(sum(s.receiver_amount), 0)::int from shipment s
    where s.receiver_transport_id = tr.receiver_transport_id)`,
};

/** Each goods line field and the SQL that reads it. */
const SHIPMENT_SQL: Record<keyof Shipment, string> = {
  shipmentId: 's.shipment_id',
  receiverTransportId: 's.receiver_transport_id',
  kindCd: 's.kind_cd',
  kindNm: named('GOODS_KIND', 's.kind_cd'),
  waybillNo: 's.waybill_no',
  trnsprtCd: 's.trnsprt_cd',
  senderQty: 's.sender_qty',
  receiverQty: 's.receiver_qty',
  senderUntpc: 's.sender_untpc',
  receiverUntpc: 's.receiver_untpc',
  senderAmount: 's.sender_amount',
  receiverAmount: 's.receiver_amount',
  sortOrder: 's.sort_order',
  pickupCheck: 's.pickup_check',
  transportManager: 's.transport_manager',
  transportDate: "to_char(s.transport_date, 'YYYY-MM-DD')",
  transportCode: 's.transport_code',
  memo: 's.memo',
};

const RECEIVER_COLUMNS = columnsOf(RECEIVER_SQL);
const SHIPMENT_COLUMNS = columnsOf(SHIPMENT_SQL);

/** The transport, receiver and goods line fields a read answers (null: the list is not read). */
export interface TransportFields {
  transports: Fields;
  receivers: Fields | null;
  shipments: Fields | null;
}

/** A transport with every field, its receivers and their goods lines too. */
const WHOLE_TREE: TransportFields = { transports: 'all', receivers: 'all', shipments: 'all' };

/**
 * A JSON array with an object of the given fields (and `nested` ones) for each row of `from`, in
 * `orderBy`'s order, '[]' for none: a transport's receivers, each with its goods lines, come with
 * the transport in its own statement's row, whatever their number.
 */
function jsonRows<Field extends string>(
  sqlOf: Record<Field, string>,
  fields: Fields,
  { from, orderBy, nested = {} }: { from: string; orderBy: string; nested?: Record<string, string> },
): string {
  const pairs = [
    ...picked(sqlOf, fields).map((field) => `'${field}', ${sqlOf[field]}`),
    ...Object.entries(nested).map(([name, sql]) => `'${name}', ${sql}`),
  ];
  return `(select coalesce(json_agg(json_build_object(${pairs.join(', ')}) order by ${orderBy}), '[]')
    from ${from})`;
}

/**
 * A transport's receivers (the row of transport_sender `ts`), with their goods lines when asked
 * for, only the fields asked for: each code or course name is a subquery PostgreSQL plans and runs
 * per row. The foreign-key indexes (sender, sort order, id) and (receiver, sort order, id) serve both.
 */
function receiversJson({ receivers, shipments }: TransportFields, receiverScope: string | null): string {
  const lines = jsonRows(SHIPMENT_SQL, shipments ?? [], {
    from: 'shipment s where s.receiver_transport_id = tr.receiver_transport_id',
    orderBy: 's.sort_order, s.shipment_id',
  });
  return jsonRows(RECEIVER_SQL, receivers ?? [], {
    from: `transport_receiver tr where tr.sender_transport_id = ts.sender_transport_id${andScoped(receiverScope)}`,
    orderBy: 'tr.sort_order, tr.receiver_transport_id',
    nested: shipments === null ? {} : { shipments: lines },
  });
}

// --- One transport (the editor, transport-info) --------------------------------------------------

const transportIdOf = (input: unknown) =>
  parseInput(z.object({ transportId: transportIdSchema }), { transportId: input }).transportId;

/**
 * One live transport by its number (the editor's load), with the fields asked for; 404 when there is
 * none, or it is not the customer's (it neither sends it nor receives on it). A customer that only
 * receives on it sees its own receivers.
 */
export const getTransport = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, transportIdInput: unknown, fields: TransportFields): Promise<Transport> => {
    const [row] = await context.em.execute<TransportRow[]>(
      `select ${transportColumns(fields, receiverCondition(context))} from transport_sender ts
        where ts.sender_transport_id = ? and ts.del_yn = 'N'${andScoped(transportCondition(context))}`,
      [transportIdOf(transportIdInput)],
    );
    if (!row) throw notFound(TRANSPORT_MESSAGES.notFound);
    return transportOf(row);
  },
);

/** A transport with its receivers and their goods lines, under the spec's wire name `shipments`. */
export type TransportTree = Transport & { receivers: (Receiver & { shipments: Shipment[] })[] };

/**
 * A live transport with its receivers and their goods lines nested, in three statements (the
 * transport, its receivers, all their lines): GET /api/transport-info and /api/transport/sender/{id}.
 */
export const getTransportTree = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, transportIdInput: unknown): Promise<TransportTree> =>
    (await getTransport(context, transportIdInput, WHOLE_TREE)) as TransportTree,
);

const receiverListQuery = z.object({
  senderTransportId: transportIdSchema,
  receiverTransportId: z.coerce
    .number({ error: TRANSPORT_MESSAGES.badReceiverId })
    .int({ error: TRANSPORT_MESSAGES.badReceiverId })
    .min(0, { error: TRANSPORT_MESSAGES.badReceiverId })
    .max(2_147_483_647, { error: TRANSPORT_MESSAGES.badReceiverId })
    .nullish(),
});

/** A live transport's receivers, or the one asked for (GET /api/transport/receiver-list). */
export const listTransportReceivers = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, query: unknown): Promise<Receiver[]> => {
    const { senderTransportId, receiverTransportId } = parseInput(receiverListQuery, query ?? {});
    const receivers = await context.em.execute<Receiver[]>(
      `select ${RECEIVER_COLUMNS} from transport_receiver tr
         join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id and ts.del_yn = 'N'
        where tr.sender_transport_id = ?${receiverTransportId ? ' and tr.receiver_transport_id = ?' : ''}
              ${andScoped(receiverCondition(context))}
        order by tr.sort_order, tr.receiver_transport_id`,
      receiverTransportId ? [senderTransportId, receiverTransportId] : [senderTransportId],
    );
    return receivers;
  },
);

const receiverLinesQuery = z.object({
  receiverTransportId: z.coerce
    .number({ error: TRANSPORT_MESSAGES.badReceiverId })
    .int({ error: TRANSPORT_MESSAGES.badReceiverId })
    .positive({ error: TRANSPORT_MESSAGES.badReceiverId })
    .max(2_147_483_647, { error: TRANSPORT_MESSAGES.badReceiverId }),
});

/** A receiver's goods lines in order, of a live transport (GET /api/transport/shipment-list). */
export const listReceiverLines = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, query: unknown): Promise<Shipment[]> => {
    const { receiverTransportId } = parseInput(receiverLinesQuery, query ?? {});
    return context.em.execute<Shipment[]>(
      `select ${SHIPMENT_COLUMNS} from shipment s
         join transport_receiver tr on tr.receiver_transport_id = s.receiver_transport_id
         join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id and ts.del_yn = 'N'
        where s.receiver_transport_id = ?${andScoped(receiverCondition(context))}
        order by s.sort_order, s.shipment_id`,
      [receiverTransportId],
    );
  },
);

// --- The transports list (the grid, REST and the export: one row per receiver) -------------------

/** A receiver's goods lines summed at one side's prices. */
const shipmentSum = (column: string) =>
  `(select coalesce(sum(s.${column}), 0)::int from shipment s
    where s.receiver_transport_id = tr.receiver_transport_id)`;

const TRANSPORT_ROW_COLUMNS = selectListOf(TRANSPORT_LIST, {
  alias: 'ts',
  sql: {
    transportId: 'ts.sender_transport_id',
    requstDt: "to_char(ts.requst_dt, 'YYYY-MM-DD')",
    senderRegionNm: codeName('REGION_TYPE', 'ts.region_cd'),
    senderRegionCd: 'ts.region_cd',
    senderRegionDtlNm: codeName('REGION_DTL_TYPE', 'ts.region_dtl_cd'),
    senderRegionDtlCd: 'ts.region_dtl_cd',
    senderDeliveryRouteNm: 'route.delivery_route_nm',
    senderCompanyNm: 'ts.company_nm',
    senderShipperNm: codeName('SHIPPER_TYPE', 'ts.shipper_cd'),
    senderShipperCd: 'ts.shipper_cd',
    senderTelNo: 'ts.tel_no',
    senderAddress: 'ts.address',
    senderManagerNm: 'ts.manager_nm',
    senderManagerTelNo: 'ts.manager_tel_no',
    senderRmk: 'ts.rmk',
    chargeNm: named('CHARGE', 'ts.charge_cd'),
    receiverTransportId: 'tr.receiver_transport_id',
    receiverId: 'tr.receiver_transport_id',
    receiverCompanyId: 'tr.receiver_company_id',
    receiverCompanyNm: 'tr.company_nm',
    receiverShipperNm: codeName('SHIPPER_TYPE', 'tr.shipper_cd'),
    receiverShipperCd: 'tr.shipper_cd',
    receiverTelNo: 'tr.tel_no',
    receiverManagerTelNo: 'tr.manager_tel_no',
    receiverRegionNm: codeName('REGION_TYPE', 'tr.region_cd'),
    receiverRegionCd: 'tr.region_cd',
    receiverRegionDtlNm: codeName('REGION_DTL_TYPE', 'tr.region_dtl_cd'),
    receiverRegionDtlCd: 'tr.region_dtl_cd',
    receiverAddress: 'tr.address',
    receiverRmk: 'tr.rmk',
    totalSenderAmount: shipmentSum('sender_amount'),
    totalReceiverAmount: shipmentSum('receiver_amount'),
  },
});

/**
 * The transports list as statements: one row per receiver of the live transports matching the
 * filters, latest reception date and newest transport first, its receivers in their order. The
 * receiver filter keeps the receivers whose name matches or whose phones (or their registered
 * company's) end with its digits; found by one saved name, they are ordered by the receiver's copy
 * of the reception date (the same date, kept by a trigger), which their name's index answers. The
 * grid (GraphQL transportList), REST's GET /api/transport/list and the export all read these rows,
 * so page N is the same page on each. The operations look the party filters up first.
 */
export function transportRowList(
  filter: unknown,
  page: unknown,
  lookups: PartyLookups = {},
  receiverScope: string | null = null,
): PagedList {
  const parsed = parseInput(transportFilter, filter ?? {});
  const filters = senderFilters(parsed, lookups);
  if (receiverScope) filters.push(sql(receiverScope));
  let day = 'ts.requst_dt';
  if (parsed.receiverCompanyNm) {
    const receiver = partyCondition(parsed.receiverCompanyNm, RECEIVER_SEARCHED, lookups.receiver);
    filters.push(receiver.where);
    if (receiver.oneName) {
      filters.push(
        sql('tr.requst_dt between cast(? as date) and cast(? as date)', parsed.startDate, parsed.endDate),
      );
      day = 'tr.requst_dt';
    }
  }
  return {
    query: {
      select: TRANSPORT_ROW_COLUMNS,
      from: 'transport_sender ts join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id',
      where: [...livePeriod(parsed), ...filters],
      orderBy: sql(`${day} desc, ts.sender_transport_id desc, tr.sort_order, tr.receiver_transport_id`),
      key: 'tr.receiver_transport_id',
      decorate: 'left join delivery_route route on route.delivery_route_id = ts.delivery_route_id',
      total: periodTotal('receivers', parsed, filters),
    },
    window: windowOf(page),
  };
}

const toTransportListRow = rowReaderOf(TRANSPORT_LIST);

/** The transports list's rows, a page at a time (GraphQL transportList, GET /api/transport/list). */
export const listTransportRows = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, filter: unknown, page: unknown): Promise<TransportListPage> => {
    const lookups = await lookUpTransportParties(runOn(context.em), filter);
    const { items, total, totalExact } = await fetchPage<DriverRow>(
      context.em,
      transportRowList(filter, page, lookups, receiverCondition(context)),
    );
    return { items: items.map(toTransportListRow), total, totalExact };
  },
);

/** Every row of the transports list's filters, as an .xlsx (at most MAX_EXPORT_ROWS). */
export const exportTransportRows = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, filter: unknown) => {
    const lookups = await lookUpTransportParties(runOn(context.em), filter);
    const rows = await fetchRows<DriverRow>(
      context.em,
      transportRowList(filter, EXPORT_WINDOW, lookups, receiverCondition(context)),
    );
    return spreadsheetDownload(
      '운송정보목록.xlsx',
      sheetColumnsOf(TRANSPORT_LIST),
      rows.map(toTransportListRow),
    );
  },
);

// --- A transport's goods lines (the details overlay) ---------------------------------------------

const goodsQuery = z.object({
  transportId: transportIdSchema,
  senderReceiverCd: z
    .string({ error: TRANSPORT_MESSAGES.badSide })
    .nullish()
    .transform((value) => value?.trim().toUpperCase() || 'SENDER')
    .pipe(z.enum(['SENDER', 'RECEIVER'], { error: TRANSPORT_MESSAGES.badSide })),
});

/** Every goods line of a live transport, its receivers and lines in their order. */
async function transportShipmentRows(em: EntityManager, transportId: number, receiverScope: string | null) {
  return em.execute<(Shipment & { receiverCompanyNm: string })[]>(
    `select ${SHIPMENT_COLUMNS}, tr.company_nm as "receiverCompanyNm"
       from transport_sender ts
       join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       join shipment s on s.receiver_transport_id = tr.receiver_transport_id
      where ts.sender_transport_id = ? and ts.del_yn = 'N'${andScoped(receiverScope)}
      order by tr.sort_order, tr.receiver_transport_id, s.sort_order, s.shipment_id
      limit ?`,
    [transportId, MAX_SHIPMENTS],
  );
}

/** The goods lines of a transport for GraphQL (both sides' prices). */
export const listTransportShipments = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, transportIdInput: unknown): Promise<Shipment[]> => {
    const transportId = parseInput(z.object({ transportId: transportIdSchema }), {
      transportId: transportIdInput,
    }).transportId;
    const rows = await transportShipmentRows(context.em, transportId, receiverCondition(context));
    return rows.map(({ receiverCompanyNm: _name, ...line }) => line);
  },
);

/** The goods lines of a transport priced for one side (GET /api/transport/transporDtl-list). */
export const listPricedShipments = operation(
  { area: 'transports', level: 'read', customers: true },
  async (context, query: unknown): Promise<PricedShipment[]> => {
    const { transportId, senderReceiverCd } = parseInput(goodsQuery, query ?? {});
    const sender = senderReceiverCd === 'SENDER';
    const rows = await transportShipmentRows(context.em, transportId, receiverCondition(context));
    return rows.map((row) => ({
      shipmentId: row.shipmentId,
      receiverTransportId: row.receiverTransportId,
      receiverCompanyNm: row.receiverCompanyNm,
      calculationCd: row.trnsprtCd,
      kindCd: row.kindCd,
      kindNm: row.kindNm,
      waybillNo: row.waybillNo,
      qty: sender ? row.senderQty : row.receiverQty,
      untpc: sender ? row.senderUntpc : row.receiverUntpc,
      amount: sender ? row.senderAmount : row.receiverAmount,
    }));
  },
);

// --- Deleting ------------------------------------------------------------------------------------

/**
 * Deletes a transport by marking it (del_yn 'Y'): invoices already issued keep their lines, and
 * every list leaves it out. 404 for an unknown or already deleted transport.
 */
export const deleteTransport = operation(
  { area: 'transports', level: 'write' },
  async (context, senderTransportIdInput: unknown): Promise<number> => {
    const { transportId } = parseInput(z.object({ transportId: transportIdSchema }), {
      transportId: senderTransportIdInput,
    });
    const actor = context.caller.memberId;
    await withActor(context.em, actor, async (tx) => {
      const transport = await tx.findOne(
        TransportSender,
        { senderTransportId: transportId, delYn: 'N' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!transport) throw notFound(TRANSPORT_MESSAGES.notFound);
      tx.assign(transport, { delYn: 'Y', chgId: actor });
      await tx.flush();
    });
    return transportId;
  },
);
