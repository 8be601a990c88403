import { PAGING, XLSX_FILE } from '../../rest/route-contract';
import type { RestRoute } from '../../rest/rest-route';
import {
  exportShipperDetails,
  exportShipperSettlements,
  listShipperDetails,
  listShipperSettlements,
  shipperDetailsPage,
  shipperSettlementPage,
} from './shipper-settlement.service';
import { exportShipperKinds, listShipperKinds } from './shipper-kinds';

/** The screens' filters as query parameters (the GraphQL filters' names). */
const settlementFilterOf = (query: Record<string, unknown>) => ({
  startDate: query.startDate,
  endDate: query.endDate,
  regionCd: query.regionCd,
});
const detailsFilterOf = (query: Record<string, unknown>) => ({
  startDate: query.startDate,
  endDate: query.endDate,
  companyNm: query.companyNm,
});

const PERIOD = 'startDate, endDate (yyyy-MM-dd; default this month through today, at most 366 days)';
const MEASURES =
  'sentTransports, sentLines, sentQty, sentWeightKg, sentAmount, receivedTransports, receivedLines, receivedQty, receivedWeightKg, receivedAmount, totalLines, totalQty, totalWeightKg, totalAmount, paidAsSenderAmount, paidAsReceiverAmount, paidAmount';

// The spec shows no call for these screens (sample data); these routes are ours, under /api/settlement.
export const shipperSettlementRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/settlement/by-shipper',
    access: listShipperSettlements.access,
    service: `listShipperSettlements(${PERIOD}, regionCd, page, size)`,
    answer: `{items: [{companyId, companyNm, regionCd, regionNm, shipperYn, shipperNm, settlementTopId, settlementTopNm, ${MEASURES}}], total, totals: {the measures over all pages}}; 12 a page unless size says otherwise`,
    contract: {
      query: (types) => types.filter('ShipperSettlementFilterInput').extend(PAGING.shape),
      answer: (types) => types.output('ShipperSettlementPage'),
    },
    handle: ({ query, context }) =>
      listShipperSettlements(context, settlementFilterOf(query), shipperSettlementPage(query)),
  },
  {
    method: 'GET',
    path: '/api/settlement/by-shipper/excel',
    access: exportShipperSettlements.access,
    service: `exportShipperSettlements(${PERIOD}, regionCd)`,
    answer: '화주별정산.xlsx: one row per company the filters match',
    contract: { query: (types) => types.filter('ShipperSettlementFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) => exportShipperSettlements(context, settlementFilterOf(query)),
  },
  {
    method: 'GET',
    path: '/api/settlement/by-shipper/kinds',
    access: listShipperKinds.access,
    service: `listShipperKinds(${PERIOD}, regionCd, page, size)`,
    answer:
      '{kinds: [{kindCd, kindNm}], items: [{companyId, companyNm, regionNm, sent, received, total: counts in the order of kinds}], total, totals: {sent, received, total} over all pages}; 12 a page unless size says otherwise',
    contract: {
      query: (types) => types.filter('ShipperSettlementFilterInput').extend(PAGING.shape),
      answer: (types) => types.output('ShipperKindPage'),
    },
    handle: ({ query, context }) =>
      listShipperKinds(context, settlementFilterOf(query), shipperSettlementPage(query)),
  },
  {
    method: 'GET',
    path: '/api/settlement/by-shipper/kinds/excel',
    access: exportShipperKinds.access,
    service: `exportShipperKinds(${PERIOD}, regionCd)`,
    answer:
      '화주별정산_품목별.xlsx: per company the filters match, its 발신, 수신 and 합계 rows, a column per goods kind',
    contract: { query: (types) => types.filter('ShipperSettlementFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) => exportShipperKinds(context, settlementFilterOf(query)),
  },
  {
    method: 'GET',
    path: '/api/settlement/shipper-details',
    access: listShipperDetails.access,
    service: `listShipperDetails(${PERIOD}, companyNm, page, size)`,
    answer:
      '{items: [{shipmentId, senderTransportId, requstDt, companyId, companyNm, receiverCompanyNm, waybillNo, kindNm, trnsprtCd, qty, untpc, amount, chargeCd, chargeNm}], total, summary: {qty, weightKg, prepaidAmount, collectAmount} over all pages}; 20 a page unless size says otherwise',
    contract: {
      query: (types) => types.filter('ShipperDetailsFilterInput').extend(PAGING.shape),
      answer: (types) => types.output('ShipperDetailsPage'),
    },
    handle: ({ query, context }) =>
      listShipperDetails(context, detailsFilterOf(query), shipperDetailsPage(query)),
  },
  {
    method: 'GET',
    path: '/api/settlement/shipper-details/excel',
    access: exportShipperDetails.access,
    service: `exportShipperDetails(${PERIOD}, companyNm)`,
    answer: '화주상세.xlsx: one row per goods line the filters match',
    contract: { query: (types) => types.filter('ShipperDetailsFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) => exportShipperDetails(context, detailsFilterOf(query)),
  },
];
