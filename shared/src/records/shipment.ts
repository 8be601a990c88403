// A shipment (물품): what one receiver gets under one waybill number, priced for the sender and the
// receiver. Its fields are shown by many screens (the transport editor, arrivals, the delivery check,
// the home's day list, shipper details, a company's statement); each is declared here once with its
// Korean label, kind (unit prices and amounts are whole won, GraphQL Int) and meaning. The declared
// lists that show it (arrivals, the delivery check, shipper details) take its columns from here, and
// so do the GraphQL types (api common/list-graphql.ts columnField) and the grids
// (web components/declared-list.ts declaredColumn) written by hand. A screen that shows a field
// under a shorter header (운임 for 운임 구분) says so beside its column.
import type { ListColumn } from './define-list';

/** Every shared field of a shipment, in the order of the Shipment type. */
export const SHIPMENT_COLUMNS = {
  shipmentId: { label: '물품 번호', kind: 'integer', doc: 'Shipment number (물품 번호).' },
  kindCd: { doc: 'Goods kind code (GOODS_KIND, TAC0201 document ... TAC0207 bag).' },
  kindNm: { label: '품목', width: 8, doc: 'Goods kind name (품목), the code when unknown.' },
  waybillNo: {
    label: '운송장 번호',
    width: 16,
    nullable: true,
    doc: 'Waybill number (운송장 번호), digits.',
  },
  trnsprtCd: {
    label: '계산 방식',
    doc: 'Calculation (계산 방식): QTY per piece (parcel, 택배), WEIGHT per kg (communication, 통신).',
  },
  chargeCd: { doc: 'Charge code (CHARGE: CH001 선불, CH002 착불, CH003 신용(선불), CH004 신용(착불)).' },
  chargeNm: { label: '운임 구분', width: 10, doc: 'Charge name (운임 구분), the code when unknown.' },
  senderQty: {
    label: '수량',
    kind: 'integer',
    doc: "Sender's quantity (수량): pieces (QTY) or kg (WEIGHT).",
  },
  receiverQty: {
    label: '수량',
    kind: 'integer',
    doc: "Receiver's quantity (수량): pieces (QTY) or kg (WEIGHT).",
  },
  senderUntpc: {
    label: '단가',
    kind: 'integer',
    width: 14,
    doc: "Sender's unit price (단가) in won, per piece or per kg.",
  },
  receiverUntpc: {
    label: '단가',
    kind: 'integer',
    width: 14,
    doc: "Receiver's unit price (단가) in won, per piece or per kg.",
  },
  senderAmount: {
    label: '금액',
    kind: 'integer',
    width: 14,
    doc: "Sender's amount (금액) in won: quantity x unit price.",
  },
  receiverAmount: {
    label: '금액',
    kind: 'integer',
    width: 14,
    doc: "Receiver's amount (금액) in won: quantity x unit price.",
  },
  pickupCheck: { label: '픽업 확인', width: 8, doc: 'Pickup check (픽업 확인): Y or N.' },
  transportManager: {
    label: '배송 담당',
    width: 10,
    nullable: true,
    doc: 'Delivery manager (배송 담당): who delivered, free text.',
  },
  // Answered as yyyy-MM-dd text, written in the sheets as a date cell.
  transportDate: {
    label: '배송 완료일',
    sheetKind: 'date',
    nullable: true,
    doc: 'Delivery completion date (배송 완료일), yyyy-MM-dd (Asia/Seoul); null while undelivered.',
  },
  transportCode: { nullable: true, doc: 'Delivery code (TRANSPORT_CD).' },
  transportCodeNm: {
    label: '배송 구분',
    width: 10,
    nullable: true,
    doc: 'Delivery code name (배송 구분: TRANSPORT_CD), e.g. 택배.',
  },
  memo: { label: '메모', width: 24, nullable: true, doc: 'Delivery memo (메모).' },
} as const satisfies Readonly<Record<string, ListColumn>>;

export type ShipmentColumn = keyof typeof SHIPMENT_COLUMNS;
