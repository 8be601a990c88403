import { PAGING, XLSX_FILE } from '../../rest/route-contract';
import type { RestRoute } from '../../rest/rest-route';
import { deliveryCheckPage, exportDeliveryChecks, listDeliveryChecks } from './delivery-check.service';

/** The delivery check's filters as query parameters (the GraphQL filter's names). */
export const deliveryCheckFilterOf = (query: Record<string, unknown>) => ({
  startDate: query.startDate,
  endDate: query.endDate,
  chargeCd: query.chargeCd,
  senderRegionCd: query.senderRegionCd,
  receiverRegionCd: query.receiverRegionCd,
  receiverRegionDtlCd: query.receiverRegionDtlCd,
  shipperCd: query.shipperCd,
  senderCompanyNm: query.senderCompanyNm,
  receiverCompanyNm: query.receiverCompanyNm,
  collectorNm: query.collectorNm,
  senderTelNo: query.senderTelNo,
  receiverTelNo: query.receiverTelNo,
  waybillNo: query.waybillNo,
  deliveryState: query.deliveryState,
  billCompanyId: query.billCompanyId,
  billCd: query.billCd,
  unbilled: query.unbilled,
});

const FILTERS =
  'startDate, endDate, chargeCd (CH001..CH004 or prepaid, collect, credit_prepaid, credit_collect), senderRegionCd, receiverRegionCd, receiverRegionDtlCd, shipperCd, senderCompanyNm, receiverCompanyNm, collectorNm, senderTelNo, receiverTelNo, waybillNo, deliveryState (undelivered, delivered), billCompanyId, billCd, unbilled (nobody, suspended)';

export const deliveryCheckRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/check-list',
    access: listDeliveryChecks.access,
    service: `listDeliveryChecks(${FILTERS}, page, size)`,
    answer:
      '{items: [one row per goods line of the live transports matching, with deliveryState 배송 완료/미배송], total}; 10 a page unless size says otherwise; the period defaults to the 7 days through today',
    contract: {
      query: (types) => types.filter('DeliveryCheckFilterInput').extend(PAGING.shape),
      answer: (types) => types.output('DeliveryCheckPage'),
    },
    // The spec's row: the billing columns are GraphQL's and the sheet's (DELIVERY_CHECK_BILLING_COLUMNS).
    handle: ({ query, context }) =>
      listDeliveryChecks(context, deliveryCheckFilterOf(query), deliveryCheckPage(query), 'wire'),
  },
  {
    method: 'GET',
    path: '/api/transport/check-excel',
    access: exportDeliveryChecks.access,
    service: `exportDeliveryChecks(${FILTERS})`,
    answer: '배송조회목록.xlsx: one row per goods line the filters match',
    contract: { query: (types) => types.filter('DeliveryCheckFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) => exportDeliveryChecks(context, deliveryCheckFilterOf(query)),
  },
];
