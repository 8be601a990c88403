// 배송 조회's list (the delivery check): one row per goods line of a live transport, with its sender,
// receiver and delivery facts. The GraphQL DeliveryCheckRow type, its select list, the grid and
// 배송조회목록.xlsx are built from it; its filters (forms/delivery-check-filter.ts) stay the api's.
// The parties' and the goods lines' columns are the transports list's and the shipment's, described
// here where this list's field says more (the code type) or names it otherwise.
import { defineList } from './define-list';
import { SHIPMENT_COLUMNS as SHIPMENT } from './shipment';
import { TRANSPORT_LIST } from './transport-list';

const PARTY = TRANSPORT_LIST.columns;

/**
 * The columns the business added for billing (issue 34): GraphQL and 배송조회목록.xlsx answer them;
 * the spec's REST list (GET /api/transport/check-list) answers its rows as before, without them.
 */
export const DELIVERY_CHECK_BILLING_COLUMNS = [
  'billedCompanyId',
  'billedCompanyNm',
  'collectionRouteNm',
  'chargeGroupNm',
  'billedUntpc',
  'billedKgUntpc',
  'pieceQty',
  'weightKg',
] as const;

export const DELIVERY_CHECK_LIST = defineList({
  columns: {
    shipmentId: { kind: 'integer', doc: 'Goods line (shipment) number; the row id.' },
    senderTransportId: { kind: 'integer', doc: 'Transport (sender) number.' },
    receiverTransportId: PARTY.receiverTransportId,
    requstDt: PARTY.requstDt,
    senderCompanyNm: PARTY.senderCompanyNm,
    senderRegionNm: { ...PARTY.senderRegionNm, doc: "Sender's region name (REGION_TYPE)." },
    senderTelNo: { ...PARTY.senderTelNo, doc: "Sender's phone, digits only." },
    senderShipperNm: {
      label: '화주 구분',
      width: 10,
      nullable: true,
      doc: "Sender's shipper type name (SHIPPER_TYPE).",
    },
    receiverCompanyNm: PARTY.receiverCompanyNm,
    receiverRegionNm: { ...PARTY.receiverRegionNm, doc: "Receiver's region name (REGION_TYPE)." },
    receiverRegionDtlNm: {
      ...PARTY.receiverRegionDtlNm,
      doc: "Receiver's district name (REGION_DTL_TYPE).",
    },
    receiverTelNo: { ...PARTY.receiverTelNo, doc: "Receiver's phone, digits only." },
    receiverMobileNo: { ...PARTY.receiverManagerTelNo, doc: "Receiver's mobile, digits only." },
    receiverAddress: PARTY.receiverAddress,
    kindNm: { ...SHIPMENT.kindNm, width: 10 },
    waybillNo: SHIPMENT.waybillNo,
    trnsprtCd: SHIPMENT.trnsprtCd,
    qty: SHIPMENT.senderQty,
    amount: SHIPMENT.senderAmount,
    chargeCd: SHIPMENT.chargeCd,
    chargeNm: SHIPMENT.chargeNm,
    deliveryRouteNm: {
      label: '배송 코스',
      width: 14,
      nullable: true,
      doc: 'Delivery course (배송 코스) of the receiver.',
    },
    collectorNm: {
      label: '집하 담당',
      width: 10,
      nullable: true,
      doc: 'Collector (집하 담당): the member who picked it up.',
    },
    transportManager: SHIPMENT.transportManager,
    transportDate: SHIPMENT.transportDate,
    transportCodeNm: SHIPMENT.transportCodeNm,
    pickupCheck: SHIPMENT.pickupCheck,
    // The grid grows the memo into the room left over.
    memo: { ...SHIPMENT.memo, grow: true },
    delivered: { kind: 'boolean', doc: 'Delivered: a completion date is recorded.' },
    deliveryState: { label: '배송 상태', width: 10, doc: 'Delivery state (배송 상태): 배송 완료 or 미배송.' },
    // What the business added to the sheet for billing (issue 34): who is billed for the line and at
    // which price, by the invoice's rules (docs/billing.md rules 1 to 4).
    billedCompanyId: {
      kind: 'integer',
      nullable: true,
      doc: "Company billed for the line (청구 화주): the top of the payer's settlement group; null when no registered company pays it.",
    },
    billedCompanyNm: {
      label: '청구 화주',
      width: 20,
      nullable: true,
      doc: "Name of the company billed for the line (청구 화주): the top of the payer's settlement group (company_settlement_top).",
    },
    collectionRouteNm: {
      label: '회수 코스',
      width: 14,
      nullable: true,
      doc: "Collection course (회수 코스): the delivery course of the paying side, where the fare is collected: the sender's for a prepaid line, the receiver's for a collect one.",
    },
    chargeGroupNm: {
      label: '구분',
      width: 8,
      nullable: true,
      doc: 'Charge group (구분): 선불 (prepaid: the sender pays), 착불 (collect, not delivered yet) or 도착분 (collect, arrived: a completion date is recorded); null for an unknown charge.',
    },
    billedUntpc: {
      label: '단가',
      kind: 'integer',
      width: 10,
      nullable: true,
      doc: "Unit price per piece of the billed side (단가) in won: the payer's side of a QTY line; null for a WEIGHT line.",
    },
    billedKgUntpc: {
      label: 'Kg 단가',
      kind: 'integer',
      width: 10,
      nullable: true,
      doc: "Unit price per kg (Kg 단가) in won of a WEIGHT line: the payer's, which both sides carry; null for a QTY line.",
    },
    pieceQty: {
      label: '수량(개)',
      kind: 'integer',
      nullable: true,
      doc: "Pieces (수량) of a QTY line, the payer's side; null for a WEIGHT line.",
    },
    weightKg: {
      label: '중량(kg)',
      kind: 'integer',
      nullable: true,
      doc: "Weight in kg (중량) of a WEIGHT line, the sender's; null for a QTY line.",
    },
  },
  filters: {},
  // The grid shows the receiver's region with its district in one column, under the region's name.
  grid: [
    'requstDt',
    'deliveryState',
    'waybillNo',
    'chargeNm',
    'chargeGroupNm',
    'senderCompanyNm',
    'senderRegionNm',
    'senderTelNo',
    'receiverCompanyNm',
    'receiverRegionNm',
    'receiverTelNo',
    'receiverMobileNo',
    'receiverAddress',
    'kindNm',
    'qty',
    'amount',
    'billedCompanyNm',
    'deliveryRouteNm',
    'collectorNm',
    'transportManager',
    'transportDate',
    'transportCodeNm',
    'pickupCheck',
    'memo',
  ],
  // The billing columns follow the quantity and amount, as the business laid the sheet out.
  sheet: [
    'requstDt',
    'deliveryState',
    'waybillNo',
    'chargeNm',
    'senderCompanyNm',
    'senderRegionNm',
    'senderTelNo',
    'senderShipperNm',
    'receiverCompanyNm',
    'receiverRegionNm',
    'receiverRegionDtlNm',
    'receiverTelNo',
    'receiverMobileNo',
    'receiverAddress',
    'kindNm',
    'qty',
    'amount',
    'chargeGroupNm',
    'billedCompanyNm',
    'collectionRouteNm',
    'pieceQty',
    'weightKg',
    'billedUntpc',
    'billedKgUntpc',
    'deliveryRouteNm',
    'collectorNm',
    'transportManager',
    'transportDate',
    'transportCodeNm',
    'pickupCheck',
    'memo',
  ],
});
