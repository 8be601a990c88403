// The two settlement screens under 택배 (live data: docs/decisions.md#live-settlement-screens):
// 화주별 정산's companies with what each sent, received and is billed (GraphQL ShipperSettlementRow,
// its measures ShipperSettlementMeasures, the grid and 화주별정산.xlsx), and 화주 상세's goods lines
// of a shipper (GraphQL ShipperDetailRow, its select list, the grid and 화주상세.xlsx). Their filters
// (a reception period and a region or a name) are forms/shipper-settlement-filter.ts's. A company's
// columns are the company list's, a goods line's parties the shipments list's and its goods the
// shipment's.
import { COMPANY_LIST } from './company';
import { defineList, pickColumns } from './define-list';
import { SHIPMENT_COLUMNS as SHIPMENT } from './shipment';
import { TRANSPORT_LIST } from './transport-list';

const COMPANY = COMPANY_LIST.columns;
const PARTY = TRANSPORT_LIST.columns;

/** A count of a period: transports or goods lines. */
const count = (label: string, doc: string) => ({ label, kind: 'integer', doc }) as const;
/** Pieces or kg of a period: a whole number that may pass GraphQL's Int. */
const quantity = (label: string, doc: string) => ({ label, kind: 'integer', float: true, doc }) as const;
const won = (label: string, doc: string) => ({ label, kind: 'won', doc }) as const;

/**
 * What a company sent, received and both together in a period: sent, goods lines of live
 * transports the company sends (the sender's quantities and amounts); received, goods lines
 * addressed to it (the receiver's quantities and amounts). Quantities are pieces of QTY lines and
 * kg of WEIGHT lines, kept apart; amounts are whole won. Paid: what it is billed by the invoice's
 * rules (docs/billing.md).
 */
const MEASURES = {
  sentTransports: count('보낸 운송 건수', 'Transports the company sent (보낸 운송 건수).'),
  sentLines: count('보낸 물품 건수', 'Goods lines sent (보낸 물품 건수).'),
  sentQty: quantity('보낸 수량', 'Pieces of the QTY lines sent (sender quantity).'),
  sentWeightKg: quantity('보낸 중량(kg)', 'Kg of the WEIGHT lines sent (sender quantity).'),
  sentAmount: won('보낸 금액', 'Sender amounts of the lines sent, in won.'),
  receivedTransports: count(
    '받은 운송 건수',
    'Transports in which the company is a receiver (받은 운송 건수).',
  ),
  receivedLines: count('받은 물품 건수', 'Goods lines received (받은 물품 건수).'),
  receivedQty: quantity('받은 수량', 'Pieces of the QTY lines received (receiver quantity).'),
  receivedWeightKg: quantity('받은 중량(kg)', 'Kg of the WEIGHT lines received (receiver quantity).'),
  receivedAmount: won('받은 금액', 'Receiver amounts of the lines received, in won.'),
  totalLines: count('합계 물품 건수', 'Goods lines sent plus received (합계 물품 건수).'),
  totalQty: quantity('합계 수량', 'Pieces sent and received.'),
  totalWeightKg: quantity('합계 중량(kg)', 'Kg sent and received.'),
  totalAmount: won('합계 금액', 'Amounts sent and received, in won.'),
  paidAsSenderAmount: won(
    '청구 금액(발송)',
    'What the company is billed as sender (청구 금액 발송): the prepaid lines (CH001, CH003) it sent, QTY lines their sender amount, WEIGHT lines both sides, in won.',
  ),
  paidAsReceiverAmount: won(
    '청구 금액(수신)',
    'What the company is billed as receiver (청구 금액 수신): the collect lines (CH002, CH004) addressed to it, QTY lines their sender amount, WEIGHT lines both sides, in won.',
  ),
  paidAmount: won(
    '청구 금액 합계',
    "Billed as sender plus as receiver, in won: what lands on its settlement group top's invoice row (parcel and communication sections, before base fare and VAT).",
  ),
} as const;

/** 화주별 정산: one registered company of the period's live transports with its measures. */
export const SHIPPER_SETTLEMENT_LIST = defineList({
  // The measures first, then the company: the order of the GraphQL type's fields.
  columns: {
    ...MEASURES,
    companyId: { kind: 'integer', doc: 'Company number; the row id.' },
    companyNm: { ...COMPANY.companyNm, label: '업체명', grow: true, doc: 'Company name (업체명).' },
    regionCd: { ...COMPANY.regionCd, doc: "The company's region code (REGION_TYPE)." },
    regionNm: { ...COMPANY.regionNm, width: 10, doc: "The company's region name." },
    shipperYn: { doc: 'Shipper flag (화주 여부): Y or N.' },
    shipperNm: { ...COMPANY.shipperNm, doc: 'Shipper type name (SHIPPER_TYPE), when a shipper.' },
    settlementTopId: {
      kind: 'integer',
      doc: 'The top of its settlement group chain (정산 그룹 업체): the company whose invoice row bills what this one pays; itself when it settles on its own.',
    },
    settlementTopNm: {
      label: COMPANY.excclcCompanyNm.label,
      width: 24,
      grow: true,
      doc: 'Name of the settlement group top company.',
    },
  },
  filters: {},
  // 건수 in the grid is goods lines; the sheet has the transports too.
  grid: [
    'companyNm',
    'regionNm',
    'shipperNm',
    'sentLines',
    'sentQty',
    'sentWeightKg',
    'sentAmount',
    'receivedLines',
    'receivedQty',
    'receivedWeightKg',
    'receivedAmount',
    'totalLines',
    'totalQty',
    'totalWeightKg',
    'totalAmount',
    'paidAsSenderAmount',
    'paidAsReceiverAmount',
    'paidAmount',
    'settlementTopNm',
  ],
  sheet: [
    'companyNm',
    'regionNm',
    'shipperNm',
    'sentTransports',
    'sentLines',
    'sentQty',
    'sentWeightKg',
    'sentAmount',
    'receivedTransports',
    'receivedLines',
    'receivedQty',
    'receivedWeightKg',
    'receivedAmount',
    'totalLines',
    'totalQty',
    'totalWeightKg',
    'totalAmount',
    'paidAsSenderAmount',
    'paidAsReceiverAmount',
    'paidAmount',
    'settlementTopNm',
  ],
});

/** The measures alone: the totals of every company of the filters. */
export const SHIPPER_SETTLEMENT_MEASURES = {
  columns: pickColumns(SHIPPER_SETTLEMENT_LIST, Object.keys(MEASURES) as (keyof typeof MEASURES)[]),
} as const;

/** 화주 상세: one goods line of a live transport, with the sender (the shipper) and the receiver. */
export const SHIPPER_DETAIL_LIST = defineList({
  columns: {
    shipmentId: { ...SHIPMENT.shipmentId, doc: 'Goods line (shipment) number; the row id.' },
    senderTransportId: { kind: 'integer', doc: 'Transport (sender) number.' },
    requstDt: PARTY.requstDt,
    companyId: {
      kind: 'integer',
      nullable: true,
      doc: "The shipper's company number, when registered.",
    },
    companyNm: {
      ...PARTY.senderCompanyNm,
      label: '화주',
      doc: 'Shipper (the sender, 화주) name as recorded on the transport.',
    },
    receiverCompanyNm: PARTY.receiverCompanyNm,
    waybillNo: SHIPMENT.waybillNo,
    kindNm: { ...SHIPMENT.kindNm, width: 10 },
    trnsprtCd: {
      ...SHIPMENT.trnsprtCd,
      label: '계산 구분',
      width: 10,
      codes: { QTY: '수량', WEIGHT: '중량(kg)' },
    },
    qty: SHIPMENT.senderQty,
    untpc: SHIPMENT.senderUntpc,
    amount: SHIPMENT.senderAmount,
    chargeCd: SHIPMENT.chargeCd,
    chargeNm: { ...SHIPMENT.chargeNm, width: 12 },
  },
  filters: {},
  grid: [
    'requstDt',
    'companyNm',
    'receiverCompanyNm',
    'waybillNo',
    'kindNm',
    'qty',
    'untpc',
    'amount',
    'chargeNm',
  ],
  sheet: [
    'requstDt',
    'companyNm',
    'receiverCompanyNm',
    'waybillNo',
    'kindNm',
    'trnsprtCd',
    'qty',
    'untpc',
    'amount',
    'chargeNm',
  ],
});
