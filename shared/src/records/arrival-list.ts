// 도착 정보's list (arrivals): one row per goods line of a live transport, with the receiver it goes
// to, the goods priced for the receiver, the sender's columns and the delivery facts recorded for it.
// The GraphQL Arrival type, its select list, the grid and 도착정보목록.xlsx are built from it; its
// filters are the shipments list's (the api's). The parties' columns are the shipments list's, the
// goods lines' the shipment's; the regions are named for where the goods arrive.
import { defineList } from './define-list';
import { SHIPMENT_COLUMNS as SHIPMENT } from './shipment';
import { TRANSPORT_LIST } from './transport-list';

const PARTY = TRANSPORT_LIST.columns;

export const ARRIVAL_LIST = defineList({
  columns: {
    shipmentId: {
      ...SHIPMENT.shipmentId,
      doc: 'Goods line number (shipmentId): the row id and the editor route id.',
    },
    receiverTransportId: PARTY.receiverTransportId,
    senderTransportId: { kind: 'integer', doc: 'Transport number (senderTransportId).' },
    receiverCompanyId: PARTY.receiverCompanyId,
    requstDt: {
      ...PARTY.requstDt,
      doc: 'Reception date (접수일) of the transport, yyyy-MM-dd (Asia/Seoul).',
    },
    regDt: { kind: 'date', doc: 'Registration time of the transport (UTC).' },
    receiverRegionNm: { ...PARTY.receiverRegionNm, label: '도착 지역' },
    receiverRegionCd: PARTY.receiverRegionCd,
    receiverRegionDtlNm: { ...PARTY.receiverRegionDtlNm, label: '도착 세부 지역' },
    receiverRegionDtlCd: PARTY.receiverRegionDtlCd,
    senderDeliveryRouteNm: { nullable: true, doc: "The sender's delivery course name (pickup)." },
    deliveryRouteId: {
      kind: 'integer',
      nullable: true,
      doc: "The course delivering the line: the receiver's, else the sender's (the course filter's).",
    },
    deliveryRouteNm: { label: '배송 코스', width: 14, nullable: true, doc: 'Name of that course.' },
    receiverCompanyNm: PARTY.receiverCompanyNm,
    receiverTelNo: PARTY.receiverTelNo,
    receiverManagerTelNo: PARTY.receiverManagerTelNo,
    receiverAddress: PARTY.receiverAddress,
    receiverRmk: PARTY.receiverRmk,
    chargeNm: SHIPMENT.chargeNm,
    chargeCd: SHIPMENT.chargeCd,
    kindCd: SHIPMENT.kindCd,
    kindNm: SHIPMENT.kindNm,
    waybillNo: SHIPMENT.waybillNo,
    trnsprtCd: SHIPMENT.trnsprtCd,
    receiverQty: SHIPMENT.receiverQty,
    receiverUntpc: SHIPMENT.receiverUntpc,
    receiverAmount: SHIPMENT.receiverAmount,
    senderCompanyId: PARTY.senderCompanyId,
    senderCompanyNm: PARTY.senderCompanyNm,
    senderTelNo: PARTY.senderTelNo,
    senderAddress: PARTY.senderAddress,
    senderManagerNm: { nullable: true, doc: "Sender's manager (담당자)." },
    senderManagerTelNo: PARTY.senderManagerTelNo,
    senderRegionNm: PARTY.senderRegionNm,
    senderRegionDtlNm: PARTY.senderRegionDtlNm,
    pickupCheck: SHIPMENT.pickupCheck,
    transportManager: SHIPMENT.transportManager,
    transportDate: SHIPMENT.transportDate,
    transportCode: SHIPMENT.transportCode,
    // The code itself where TRANSPORT_CD does not name it.
    transportNm: { ...SHIPMENT.transportCodeNm, fallback: 'transportCode' },
    memo: SHIPMENT.memo,
    version: {
      kind: 'integer',
      doc: "The goods line's optimistic-lock version: send it back when recording.",
    },
  },
  filters: {},
  // The delivery facts early; the grid shows the region with its district in one column.
  grid: [
    'requstDt',
    'waybillNo',
    'receiverCompanyNm',
    'receiverRegionNm',
    'deliveryRouteNm',
    'transportDate',
    'transportManager',
    'transportNm',
    'pickupCheck',
    'kindNm',
    'receiverQty',
    'receiverAmount',
    'chargeNm',
    'senderCompanyNm',
    'receiverTelNo',
  ],
  sheet: [
    'shipmentId',
    'requstDt',
    'waybillNo',
    'receiverCompanyNm',
    'receiverRegionNm',
    'receiverRegionDtlNm',
    'deliveryRouteNm',
    'receiverTelNo',
    'receiverManagerTelNo',
    'receiverAddress',
    'kindNm',
    'receiverQty',
    'receiverUntpc',
    'receiverAmount',
    'chargeNm',
    'senderCompanyNm',
    'senderTelNo',
    'pickupCheck',
    'transportManager',
    'transportDate',
    'transportNm',
    'memo',
  ],
});
