import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import type { BenchList, BenchListEntry, PagedBenchList } from './bench-lists';
import { screenPage } from './bench-lists';
import { WIRE_NAMES } from '../src/rest/wire-names';
import type { BenchPlan, Period } from './bench-plan';

/** Settlement by shipper's and shipper details' own page lengths (spec part 2). */
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
  transports(filter: $filter, page: $page) { total totalExact items { ${TRANSPORT_FIELDS.transport.join(' ')}
    receivers { ${TRANSPORT_FIELDS.receiver.join(' ')} shipments { ${TRANSPORT_FIELDS.shipment.join(' ')} } } } } }`;

const WAYBILL_FIELDS = `waybillId senderCompanyId senderCompanyNm senderTelNo senderAddress receiverCompanyId
  receiverCompanyNm receiverTelNo receiverAddress chargeCd chargeNm qty startNo endNo printCount lastPrintedAt
  delYn regDt chgDt version`;
const WAYBILLS_QUERY = `query ($page: PageInput) { waybills(page: $page) { items { ${WAYBILL_FIELDS} } total } }`;

const MEASURES = 'transportCount receiverCount shipmentCount qtyPieces weightKg senderAmount receiverAmount';
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
  transportList(filter: $filter, page: $page) { items { ${TRANSPORT_LIST_FIELDS} } total totalExact } }`;

const ARRIVAL_FIELDS = `shipmentId receiverTransportId senderTransportId receiverCompanyId requstDt regDt
  receiverRegionNm receiverRegionCd receiverRegionDtlNm receiverRegionDtlCd senderDeliveryRouteNm deliveryRouteId
  deliveryRouteNm receiverCompanyNm receiverTelNo receiverManagerTelNo receiverAddress receiverRmk chargeNm chargeCd
  kindCd kindNm waybillNo trnsprtCd receiverQty receiverUntpc receiverAmount senderCompanyId senderCompanyNm
  senderTelNo senderAddress senderManagerNm senderManagerTelNo senderRegionNm senderRegionDtlNm pickupCheck
  transportManager transportDate transportCode transportNm memo version`;
const ARRIVALS_QUERY = `query ($filter: ArrivalFilterInput, $page: PageInput) {
  arrivals(filter: $filter, page: $page) { items { ${ARRIVAL_FIELDS} } total totalExact } }`;

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

const periodFilter = (period: Period) => ({ startDate: period.startDate, endDate: period.endDate });

/**
 * The transports list: the grid's GraphQL transportList and REST's rows, the same statement; with a
 * sender's or receiver's name filter given the last four digits of its phone (`named`).
 */
export function shipments(
  period: Period,
  id: string,
  loaded?: 'first',
  named?: { filter: 'senderCompanyNm' | 'receiverCompanyNm'; digits: string },
): PagedBenchList {
  const filter = {
    ...periodFilter(period),
    deliveryRouteId: 0,
    ...(named && { [named.filter]: named.digits }),
  };
  const phoneEnd = named
    ? `${named.filter === 'senderCompanyNm' ? 'sender' : 'receiver'} phone ends with ${named.digits}, `
    : '';
  return {
    id,
    title: `shipments list (REST rows), ${phoneEnd}${period.label}`,
    pageSize: DEFAULT_PAGE_SIZE,
    pageAt: (page) =>
      screenPage(
        '/api/transport/list',
        { query: TRANSPORT_LIST_QUERY, field: 'transportList' },
        filter,
        page,
        DEFAULT_PAGE_SIZE,
      ),
    ...(loaded && { loaded }),
  };
}

/** GraphQL transports with receivers and goods lines nested (the analysts' read). */
function transports(period: Period): PagedBenchList {
  return {
    id: 'transports-week',
    title: `transports + receivers + goods (GraphQL), ${period.label}`,
    pageSize: DEFAULT_PAGE_SIZE,
    // The bare handler's own path: no REST route nests receivers and goods lines.
    pageAt: (page) =>
      screenPage(
        '/bench/transports',
        { query: TRANSPORTS_QUERY, field: 'transports' },
        periodFilter(period),
        page,
        DEFAULT_PAGE_SIZE,
      ),
    targets: ['bare', 'graphql'],
    loaded: 'both',
  };
}

export function arrivals(period: Period, id: string, loaded?: 'first'): PagedBenchList {
  return {
    id,
    title: `arrivals (goods lines), ${period.label}`,
    pageSize: DEFAULT_PAGE_SIZE,
    pageAt: (page) =>
      screenPage(
        '/api/transport/arrivals-list',
        { query: ARRIVALS_QUERY, field: 'arrivals' },
        periodFilter(period),
        page,
        DEFAULT_PAGE_SIZE,
      ),
    ...(loaded && { loaded }),
  };
}

/** A settlement screen over a period, from REST and GraphQL. */
export function settlement(
  screen: 'settlement' | 'details',
  period: Period,
  id: string,
  loaded?: 'first',
): PagedBenchList {
  const size = screen === 'settlement' ? SETTLEMENT_PAGE_SIZE : DETAILS_PAGE_SIZE;
  const graphql =
    screen === 'settlement'
      ? { query: SETTLEMENTS_QUERY, field: 'shipperSettlements' }
      : { query: DETAILS_QUERY, field: 'shipperDetails' };
  const route = screen === 'settlement' ? 'by-shipper' : 'shipper-details';
  return {
    id,
    title: `${screen === 'settlement' ? 'settlement by shipper' : 'shipper details (goods lines)'}, ${period.label}`,
    pageSize: size,
    pageAt: (page) => screenPage(`/api/settlement/${route}`, graphql, periodFilter(period), page, size),
    ...(loaded && { loaded }),
  };
}

/** An analysts' aggregate (transportStats): measured alone and by EXPLAIN, not under load. */
export function statsOf(id: string, title: string, period: Period, groups: string[]): BenchList {
  const fields = groups.map((group) => GROUP_FIELDS[group]).join(' ');
  const filter = periodFilter(period);
  return {
    id,
    title,
    path: `/api/transport-stats?startDate=${filter.startDate}&endDate=${filter.endDate}&groupBy=${groups.join(',')}`,
    graphql: {
      query: `query ($filter: TransportFilterInput, $groupBy: [String!]) {
        transportStats(filter: $filter, groupBy: $groupBy) { startDate endDate groupBy
          rows { ${fields} ${MEASURES} } totals { ${MEASURES} } } }`,
      variables: { filter, groupBy: groups },
      field: 'transportStats',
    },
    restWireNames: WIRE_NAMES.TransportStatsRow,
    aggregate: true,
  };
}

/**
 * The transport screens' lists, each with a week and with its widest period: shipments (REST rows;
 * also by the end of the sender's and the receiver's phone), GraphQL transports (a week), arrivals, the settlement screens; the waybill ranges; the aggregates.
 */
export function transportBenchLists(plan: BenchPlan): BenchListEntry[] {
  const { week, samples } = plan;
  const { unlimited, settlement: settlementWidest } = plan.widest;
  // A clerk finds a caller's transports by the last four digits of the phone, in the name filters.
  const phoneEnds = [
    { side: 'sender', named: { filter: 'senderCompanyNm', digits: samples.senderPhoneEnd } },
    { side: 'receiver', named: { filter: 'receiverCompanyNm', digits: samples.receiverPhoneEnd } },
  ] as const;
  return [
    shipments(week, 'shipments-week', 'first'),
    shipments(unlimited, 'shipments-widest'),
    ...phoneEnds.flatMap(({ side, named }) => [
      shipments(week, `shipments-week-${side}-phone-end`, undefined, named),
      shipments(unlimited, `shipments-widest-${side}-phone-end`, undefined, named),
    ]),
    transports(week),
    {
      id: 'waybills',
      title: 'waybill ranges',
      pageSize: DEFAULT_PAGE_SIZE,
      pageAt: (page) =>
        screenPage(
          '/api/waybill/list',
          { query: WAYBILLS_QUERY, field: 'waybills' },
          undefined,
          page,
          DEFAULT_PAGE_SIZE,
        ),
      loaded: 'first',
    },
    arrivals(week, 'arrivals-week', 'first'),
    arrivals(unlimited, 'arrivals-widest'),
    settlement('settlement', week, 'settlement-week', 'first'),
    settlement('settlement', settlementWidest, 'settlement-widest'),
    settlement('details', week, 'details-week', 'first'),
    settlement('details', settlementWidest, 'details-widest'),
    statsOf(
      'stats-day',
      'aggregates, today by course',
      { startDate: plan.today, endDate: plan.today, label: 'today' },
      ['COURSE'],
    ),
    statsOf('stats-week', 'aggregates, a week by day and course', week, ['DAY', 'COURSE']),
    statsOf('stats-month', `aggregates, ${plan.month.label} by day and course`, plan.month, [
      'DAY',
      'COURSE',
    ]),
  ];
}
