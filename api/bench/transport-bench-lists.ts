import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import type { Client } from 'pg';
import type { BenchList } from './bench-lists';

/** The periods and deep pages of the transport screens' lists, from the bench database's size. */
export interface TransportBenchPlan {
  /** The demo's today (Asia/Seoul) and the week up to it: the shipments screen's period. */
  today: string;
  weekStart: string;
  /** Deep pages: page 300, or the last page of a smaller list. */
  shipmentsDeep: number;
  transportsDeep: number;
  waybillsDeep: number;
  /** Goods lines of the week: the arrivals (17 a page) and the delivery check (10 a page). */
  arrivalsDeep: number;
  checksDeep: number;
  /** The 30 days up to today: the settlement screens' period; their deep pages. */
  monthStart: string;
  settlementDeep: number;
  detailsDeep: number;
}

/** The delivery check's, settlement by shipper's and shipper details' own page lengths (spec part 2). */
const CHECK_PAGE_SIZE = 10;
const SETTLEMENT_PAGE_SIZE = 12;
const DETAILS_PAGE_SIZE = 20;

/** The shipments screen's transports with their receivers (its fields) and goods lines. */
export const TRANSPORT_FIELDS = {
  transport: [
    'senderTransportId',
    'requstDt',
    'companyNm',
    'managerNm',
    'telNo',
    'chargeNm',
    'regionNm',
    'regionDtlNm',
    'deliveryRouteNm',
  ],
  receiver: [
    'receiverTransportId',
    'companyNm',
    'telNo',
    'managerTelNo',
    'address',
    'regionNm',
    'regionDtlNm',
    'totalSenderAmount',
  ],
  shipment: ['shipmentId', 'kindNm', 'waybillNo', 'trnsprtCd', 'senderQty', 'senderAmount'],
} as const;

const TRANSPORTS_QUERY = `query ($filter: TransportFilterInput, $page: PageInput) {
  transports(filter: $filter, page: $page) { total items { ${TRANSPORT_FIELDS.transport.join(' ')}
    receivers { ${TRANSPORT_FIELDS.receiver.join(' ')} shipments { ${TRANSPORT_FIELDS.shipment.join(' ')} } } } } }`;

const WAYBILL_FIELDS = `waybillId senderCompanyId senderCompanyNm senderTelNo senderAddress receiverCompanyId
  receiverCompanyNm receiverTelNo receiverAddress chargeCd chargeNm qty startNo endNo printCount lastPrintedAt
  delYn regDt chgDt version`;
const WAYBILLS_QUERY = `query ($page: PageInput) { waybills(page: $page) { items { ${WAYBILL_FIELDS} } total } }`;

const MEASURES = 'transportCount receiverCount goodsLineCount qtyPieces weightKg senderAmount receiverAmount';
const GROUP_FIELDS: Record<string, string> = {
  DAY: 'requstDt',
  COURSE: 'deliveryRouteId deliveryRouteNm',
  SENDER_REGION: 'senderRegionCd senderRegionNm',
  RECEIVER_REGION: 'receiverRegionCd receiverRegionNm',
  SHIPPER_TYPE: 'shipperCd shipperNm',
  CHARGE: 'chargeCd chargeNm',
};

/** Every field of a transports list row: GraphQL must answer what REST and the bare handler do. */
const TRANSPORT_LIST_FIELDS = `senderTransportId transportId requstDt regDt senderRegionNm senderRegionCd
  senderRegionDtlNm senderRegionDtlCd senderDeliveryRouteNm senderCompanyNm senderCompanyId senderShipperNm
  senderShipperCd senderTelNo senderAddress senderManagerNm senderManagerTelNo senderRmk chargeNm chargeCd
  receiverTransportId receiverId receiverCompanyId receiverCompanyNm receiverShipperNm receiverShipperCd
  receiverTelNo receiverManagerTelNo receiverRegionNm receiverRegionCd receiverRegionDtlNm receiverRegionDtlCd
  receiverAddress receiverRmk totalSenderAmount totalReceiverAmount`;
const TRANSPORT_LIST_QUERY = `query ($filter: TransportFilterInput, $page: PageInput) {
  transportList(filter: $filter, page: $page) { items { ${TRANSPORT_LIST_FIELDS} } total } }`;

/** The transports list (the grid's GraphQL transportList and REST's rows: the same statement). */
function shipmentsPage(plan: TransportBenchPlan, page: number, id: string, title: string): BenchList {
  const query = `startDate=${plan.weekStart}&endDate=${plan.today}&deliveryRouteId=0`;
  return {
    id,
    title,
    path: `/api/transport/list?${query}&page=${page}&size=${DEFAULT_PAGE_SIZE}`,
    graphql: {
      query: TRANSPORT_LIST_QUERY,
      variables: {
        filter: { startDate: plan.weekStart, endDate: plan.today, deliveryRouteId: 0 },
        page: { page, size: DEFAULT_PAGE_SIZE },
      },
      field: 'transportList',
    },
    home: false,
  };
}

function transportsPage(plan: TransportBenchPlan, page: number, id: string, title: string): BenchList {
  const filter = { startDate: plan.weekStart, endDate: plan.today };
  return {
    id,
    title,
    // The bare handler's own path: GraphQL has no REST twin that nests receivers and goods lines.
    path: `/bench/transports?startDate=${plan.weekStart}&endDate=${plan.today}&page=${page}&size=${DEFAULT_PAGE_SIZE}`,
    graphql: {
      query: TRANSPORTS_QUERY,
      variables: { filter, page: { page, size: DEFAULT_PAGE_SIZE } },
      field: 'transports',
    },
    targets: ['bare', 'graphql'],
    home: false,
  };
}

function waybillsPage(page: number, id: string, title: string): BenchList {
  return {
    id,
    title,
    path: `/api/waybill/list?page=${page}&size=${DEFAULT_PAGE_SIZE}`,
    graphql: {
      query: WAYBILLS_QUERY,
      variables: { page: { page, size: DEFAULT_PAGE_SIZE } },
      field: 'waybills',
    },
    home: false,
  };
}

function statsOf(id: string, title: string, startDate: string, endDate: string, groups: string[]): BenchList {
  const fields = groups.map((group) => GROUP_FIELDS[group]).join(' ');
  return {
    id,
    title,
    path: `/api/transport-stats?startDate=${startDate}&endDate=${endDate}&groupBy=${groups.join(',')}`,
    graphql: {
      query: `query ($filter: TransportFilterInput, $groupBy: [String!]) {
        transportStats(filter: $filter, groupBy: $groupBy) { startDate endDate groupBy
          rows { ${fields} ${MEASURES} } totals { ${MEASURES} } } }`,
      variables: { filter: { startDate, endDate }, groupBy: groups },
      field: 'transportStats',
    },
    home: false,
    aggregate: true,
  };
}

const ARRIVAL_FIELDS = `shipmentId receiverTransportId senderTransportId receiverCompanyId requstDt regDt
  receiverRegionNm receiverRegionCd receiverRegionDtlNm receiverRegionDtlCd senderDeliveryRouteNm deliveryRouteId
  deliveryRouteNm receiverCompanyNm receiverTelNo receiverManagerTelNo receiverAddress receiverRmk chargeNm chargeCd
  kindCd kindNm waybillNo trnsprtCd receiverQty receiverUntpc receiverAmount senderCompanyId senderCompanyNm
  senderTelNo senderAddress senderManagerNm senderManagerTelNo senderRegionNm senderRegionDtlNm pickupCheck
  transportManager transportDate transportCode transportNm memo version`;
const ARRIVALS_QUERY = `query ($filter: ArrivalFilterInput, $page: PageInput) {
  arrivals(filter: $filter, page: $page) { items { ${ARRIVAL_FIELDS} } total } }`;

const CHECK_FIELDS = `shipmentId senderTransportId receiverTransportId requstDt senderCompanyNm senderRegionNm
  senderTelNo senderShipperNm receiverCompanyNm receiverRegionNm receiverRegionDtlNm receiverTelNo receiverMobileNo
  receiverAddress kindNm waybillNo trnsprtCd qty amount chargeCd chargeNm deliveryRouteNm collectorNm
  transportManager transportDate transportCodeNm pickupCheck memo delivered deliveryState`;
const CHECKS_QUERY = `query ($filter: DeliveryCheckFilterInput, $page: PageInput) {
  deliveryChecks(filter: $filter, page: $page) { items { ${CHECK_FIELDS} } total } }`;

function arrivalsPage(plan: TransportBenchPlan, page: number, id: string, title: string): BenchList {
  return {
    id,
    title,
    path: `/api/transport/arrivals-list?startDate=${plan.weekStart}&endDate=${plan.today}&page=${page}&size=${DEFAULT_PAGE_SIZE}`,
    graphql: {
      query: ARRIVALS_QUERY,
      variables: {
        filter: { startDate: plan.weekStart, endDate: plan.today },
        page: { page, size: DEFAULT_PAGE_SIZE },
      },
      field: 'arrivals',
    },
    home: false,
  };
}

function checksPage(plan: TransportBenchPlan, page: number, id: string, title: string): BenchList {
  return {
    id,
    title,
    path: `/api/transport/check-list?startDate=${plan.weekStart}&endDate=${plan.today}&page=${page}&size=${CHECK_PAGE_SIZE}`,
    graphql: {
      query: CHECKS_QUERY,
      variables: {
        filter: { startDate: plan.weekStart, endDate: plan.today },
        page: { page, size: CHECK_PAGE_SIZE },
      },
      field: 'deliveryChecks',
    },
    home: false,
  };
}

const SETTLEMENT_MEASURES = `sentTransports sentLines sentQty sentWeightKg sentAmount receivedTransports
  receivedLines receivedQty receivedWeightKg receivedAmount totalLines totalQty totalWeightKg totalAmount
  paidAsSenderAmount paidAsReceiverAmount paidAmount`;
const SETTLEMENTS_QUERY = `query ($filter: ShipperSettlementFilterInput, $page: PageInput) {
  shipperSettlements(filter: $filter, page: $page) { items { companyId companyNm regionCd regionNm shipperYn
    shipperNm settlementTopId settlementTopNm ${SETTLEMENT_MEASURES} } total totals { ${SETTLEMENT_MEASURES} } } }`;
const DETAILS_QUERY = `query ($filter: ShipperDetailsFilterInput, $page: PageInput) {
  shipperDetails(filter: $filter, page: $page) { items { shipmentId senderTransportId requstDt companyId companyNm
    receiverCompanyNm waybillNo kindNm trnsprtCd qty untpc amount chargeCd chargeNm } total
    summary { qty weightKg prepaidAmount collectAmount } } }`;

/** A settlement screen's page over the 30 days up to today, from REST and GraphQL. */
function settlementPage(
  plan: TransportBenchPlan,
  screen: 'settlement' | 'details',
  page: number,
  id: string,
  title: string,
): BenchList {
  const filter = { startDate: plan.monthStart, endDate: plan.today };
  const size = screen === 'settlement' ? SETTLEMENT_PAGE_SIZE : DETAILS_PAGE_SIZE;
  const route = screen === 'settlement' ? 'by-shipper' : 'shipper-details';
  return {
    id,
    title,
    path: `/api/settlement/${route}?startDate=${plan.monthStart}&endDate=${plan.today}&page=${page}&size=${size}`,
    graphql: {
      query: screen === 'settlement' ? SETTLEMENTS_QUERY : DETAILS_QUERY,
      variables: { filter, page: { page, size } },
      field: screen === 'settlement' ? 'shipperSettlements' : 'shipperDetails',
    },
    home: false,
  };
}

/** The transport screens' lists: shipments (REST rows, GraphQL transports), waybills, aggregates. */
export function transportBenchLists(plan: TransportBenchPlan): BenchList[] {
  return [
    shipmentsPage(plan, 0, 'shipments-first', 'shipments list (REST rows), a week, first page'),
    shipmentsPage(
      plan,
      plan.shipmentsDeep,
      'shipments-deep',
      `shipments list (REST rows), a week, page ${plan.shipmentsDeep}`,
    ),
    transportsPage(
      plan,
      0,
      'transports-first',
      'transports + receivers + goods (GraphQL), a week, first page',
    ),
    transportsPage(
      plan,
      plan.transportsDeep,
      'transports-deep',
      `transports + receivers + goods (GraphQL), a week, page ${plan.transportsDeep}`,
    ),
    waybillsPage(0, 'waybills-first', 'waybill ranges, first page'),
    waybillsPage(plan.waybillsDeep, 'waybills-deep', `waybill ranges, page ${plan.waybillsDeep}`),
    arrivalsPage(plan, 0, 'arrivals-first', 'arrivals (goods lines), a week, first page'),
    arrivalsPage(
      plan,
      plan.arrivalsDeep,
      'arrivals-deep',
      `arrivals (goods lines), a week, page ${plan.arrivalsDeep}`,
    ),
    checksPage(plan, 0, 'checks-first', 'delivery check (goods lines), a week, first page'),
    checksPage(
      plan,
      plan.checksDeep,
      'checks-deep',
      `delivery check (goods lines), a week, page ${plan.checksDeep}`,
    ),
    settlementPage(plan, 'settlement', 0, 'settlement-first', 'settlement by shipper, 30 days, first page'),
    settlementPage(
      plan,
      'settlement',
      plan.settlementDeep,
      'settlement-deep',
      `settlement by shipper, 30 days, page ${plan.settlementDeep}`,
    ),
    settlementPage(plan, 'details', 0, 'details-first', 'shipper details (goods lines), 30 days, first page'),
    settlementPage(
      plan,
      'details',
      plan.detailsDeep,
      'details-deep',
      `shipper details (goods lines), 30 days, page ${plan.detailsDeep}`,
    ),
    statsOf('stats-day', 'aggregates, today by course', plan.today, plan.today, ['COURSE']),
    statsOf('stats-week', 'aggregates, a week by day and course', plan.weekStart, plan.today, [
      'DAY',
      'COURSE',
    ]),
  ];
}

/** Page 300, or the last page of a list of `total` rows. */
export function deepPageOf(total: number, size = DEFAULT_PAGE_SIZE, deepest = 300): number {
  return Math.max(0, Math.min(deepest, Math.ceil(total / size) - 1));
}

/** The week up to today and each list's deep page, from the bench database's rows. */
export async function transportBenchPlan(client: Client): Promise<TransportBenchPlan> {
  const today = seoulToday();
  const daysBefore = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const weekStart = daysBefore(6);
  const monthStart = daysBefore(29);
  const { rows } = await client.query<{
    transports: number;
    receivers: number;
    waybills: number;
    lines: number;
  }>(
    `select count(distinct ts.sender_transport_id)::int as transports, count(*)::int as receivers,
            (select count(*) from waybill where del_yn = 'N')::int as waybills,
            coalesce(sum((select count(*) from shipment s where s.receiver_transport_id = tr.receiver_transport_id)), 0)::int as lines
       from transport_sender ts join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
      where ts.del_yn = 'N' and ts.requst_dt between $1::date and $2::date`,
    [weekStart, today],
  );
  const counts = rows[0]!;
  const { rows: month } = await client.query<{ companies: number; lines: number }>(
    `select count(distinct company_id)::int as companies,
            (select count(*) from transport_sender ts
               join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
               join shipment s on s.receiver_transport_id = tr.receiver_transport_id
              where ts.del_yn = 'N' and ts.requst_dt between $1::date and $2::date)::int as lines
       from shipper_settlement_day where requst_dt between $1::date and $2::date`,
    [monthStart, today],
  );
  return {
    today,
    weekStart,
    shipmentsDeep: deepPageOf(counts.receivers),
    transportsDeep: deepPageOf(counts.transports),
    waybillsDeep: deepPageOf(counts.waybills),
    arrivalsDeep: deepPageOf(counts.lines),
    checksDeep: deepPageOf(counts.lines, CHECK_PAGE_SIZE),
    monthStart,
    settlementDeep: deepPageOf(month[0]!.companies, SETTLEMENT_PAGE_SIZE),
    detailsDeep: deepPageOf(month[0]!.lines, DETAILS_PAGE_SIZE),
  };
}
