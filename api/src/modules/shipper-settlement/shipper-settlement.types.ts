import { Field, Float, Int, ObjectType } from 'type-graphql';
import { SHIPMENT_COLUMNS } from '@parcel/shared/records/shipment';
import { columnField } from '../../common/list-graphql';

/**
 * What a company sent, received and both together in a period (화주별 정산). Sent: goods lines of
 * live transports the company sends (the sender's quantities and amounts); received: goods lines
 * addressed to it (the receiver's quantities and amounts). Quantities are pieces of QTY lines and kg
 * of WEIGHT lines, kept apart; amounts are whole won. Sums are Float: a year of a busy shipper
 * passes GraphQL's 32-bit Int, and every value is still a whole number.
 */
@ObjectType({ description: 'The measures of settlement by shipper (sent, received or total).' })
export class ShipperSettlementMeasures {
  @Field(() => Int, { description: 'Transports the company sent (보낸 운송 건수).' })
  sentTransports!: number;

  @Field(() => Int, { description: 'Goods lines sent (보낸 물품 건수).' })
  sentLines!: number;

  @Field(() => Float, { description: 'Pieces of the QTY lines sent (sender quantity).' })
  sentQty!: number;

  @Field(() => Float, { description: 'Kg of the WEIGHT lines sent (sender quantity).' })
  sentWeightKg!: number;

  @Field(() => Float, { description: 'Sender amounts of the lines sent, in won.' })
  sentAmount!: number;

  @Field(() => Int, { description: 'Transports in which the company is a receiver (받은 운송 건수).' })
  receivedTransports!: number;

  @Field(() => Int, { description: 'Goods lines received (받은 물품 건수).' })
  receivedLines!: number;

  @Field(() => Float, { description: 'Pieces of the QTY lines received (receiver quantity).' })
  receivedQty!: number;

  @Field(() => Float, { description: 'Kg of the WEIGHT lines received (receiver quantity).' })
  receivedWeightKg!: number;

  @Field(() => Float, { description: 'Receiver amounts of the lines received, in won.' })
  receivedAmount!: number;

  @Field(() => Int, { description: 'Goods lines sent plus received (합계 물품 건수).' })
  totalLines!: number;

  @Field(() => Float, { description: 'Pieces sent and received.' })
  totalQty!: number;

  @Field(() => Float, { description: 'Kg sent and received.' })
  totalWeightKg!: number;

  @Field(() => Float, { description: 'Amounts sent and received, in won.' })
  totalAmount!: number;

  @Field(() => Float, {
    description:
      'What the company is billed as sender (청구 금액 발송): the prepaid lines (CH001, CH003) it sent, QTY lines their sender amount, WEIGHT lines both sides, in won.',
  })
  paidAsSenderAmount!: number;

  @Field(() => Float, {
    description:
      'What the company is billed as receiver (청구 금액 수신): the collect lines (CH002, CH004) addressed to it, QTY lines their sender amount, WEIGHT lines both sides, in won.',
  })
  paidAsReceiverAmount!: number;

  @Field(() => Float, {
    description:
      "Billed as sender plus as receiver, in won: what lands on its settlement group top's invoice row (parcel and communication sections, before base fare and VAT).",
  })
  paidAmount!: number;
}

@ObjectType({ description: 'One company of settlement by shipper (화주별 정산) with its measures.' })
export class ShipperSettlementRow extends ShipperSettlementMeasures {
  @Field(() => Int, { description: 'Company number; the row id.' })
  companyId!: number;

  @Field({ description: 'Company name (업체명).' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: "The company's region code (REGION_TYPE)." })
  regionCd!: string | null;

  @Field(() => String, { nullable: true, description: "The company's region name." })
  regionNm!: string | null;

  @Field({ description: 'Shipper flag (화주 여부): Y or N.' })
  shipperYn!: string;

  @Field(() => String, { nullable: true, description: 'Shipper type name (SHIPPER_TYPE), when a shipper.' })
  shipperNm!: string | null;

  @Field(() => Int, {
    description:
      'The top of its settlement group chain (정산 그룹 업체): the company whose invoice row bills what this one pays; itself when it settles on its own.',
  })
  settlementTopId!: number;

  @Field({ description: 'Name of the settlement group top company.' })
  settlementTopNm!: string;
}

@ObjectType({ description: 'A page of settlement by shipper, the number of companies and the totals.' })
export class ShipperSettlementPage {
  @Field(() => [ShipperSettlementRow], { description: "The page's companies, by name." })
  items!: ShipperSettlementRow[];

  @Field(() => Int, { description: 'Number of companies matching the filters, on all pages.' })
  total!: number;

  @Field(() => ShipperSettlementMeasures, {
    description: 'The measures of every company matching the filters (all pages), summed.',
  })
  totals!: ShipperSettlementMeasures;
}

/** One goods line sent by a shipper (화주 상세). Dates are yyyy-MM-dd. */
@ObjectType({ description: 'One goods line of a shipper in the period (화주 상세).' })
export class ShipperDetailRow {
  @Field(() => Int, { description: 'Goods line (shipment) number; the row id.' })
  shipmentId!: number;

  @Field(() => Int, { description: 'Transport (sender) number.' })
  senderTransportId!: number;

  @Field({ description: 'Reception date (접수일), yyyy-MM-dd (Asia/Seoul).' })
  requstDt!: string;

  @Field(() => Int, { nullable: true, description: "The shipper's company number, when registered." })
  companyId!: number | null;

  @Field({ description: 'Shipper (the sender, 화주) name as recorded on the transport.' })
  companyNm!: string;

  @Field({ description: 'Receiver name (받는 곳).' })
  receiverCompanyNm!: string;

  @columnField(SHIPMENT_COLUMNS.waybillNo)
  waybillNo!: string | null;

  @columnField(SHIPMENT_COLUMNS.kindNm)
  kindNm!: string;

  @columnField(SHIPMENT_COLUMNS.trnsprtCd)
  trnsprtCd!: string;

  @columnField(SHIPMENT_COLUMNS.senderQty)
  qty!: number;

  @columnField(SHIPMENT_COLUMNS.senderUntpc)
  untpc!: number;

  @columnField(SHIPMENT_COLUMNS.senderAmount)
  amount!: number;

  @columnField(SHIPMENT_COLUMNS.chargeCd)
  chargeCd!: string;

  @columnField(SHIPMENT_COLUMNS.chargeNm)
  chargeNm!: string;
}

@ObjectType({ description: 'The four tiles of shipper details, over every line the filters match.' })
export class ShipperDetailsSummary {
  @Field(() => Float, { description: 'Pieces of the QTY lines (수량).' })
  qty!: number;

  @Field(() => Float, { description: 'Kg of the WEIGHT lines (중량).' })
  weightKg!: number;

  @Field(() => Float, { description: 'Amounts of prepaid lines, CH001 and CH003 (선불), in won.' })
  prepaidAmount!: number;

  @Field(() => Float, { description: 'Amounts of collect lines, CH002 and CH004 (착불), in won.' })
  collectAmount!: number;
}

@ObjectType({ description: 'A page of shipper details, the number of lines and the summary tiles.' })
export class ShipperDetailsPage {
  @Field(() => [ShipperDetailRow], { description: "The page's goods lines, newest first." })
  items!: ShipperDetailRow[];

  @Field(() => Int, { description: 'Number of goods lines matching the filters, on all pages.' })
  total!: number;

  @Field(() => ShipperDetailsSummary, { description: 'The tiles, over every line matching the filters.' })
  summary!: ShipperDetailsSummary;
}

// ---------------------------------------------------------------------------------------------
// Settlement by shipper per goods kind (화주별 정산서, 품목별 보기)

@ObjectType({ description: 'A goods kind column (GOODS_KIND) of settlement by shipper per kind.' })
export class GoodsKindColumn {
  @Field({ description: 'Goods kind code, e.g. TAC0201.' })
  kindCd!: string;

  @Field({ description: 'Goods kind name (서류, 박스 ...), the code when the code table lacks it.' })
  kindNm!: string;
}

@ObjectType({
  description:
    "Counts per goods kind, in the order of the page's kinds: as sender (발신), as receiver (수신) and both (합계). A QTY line counts its pieces, a WEIGHT line (kg) one.",
})
export class ShipperKindCounts {
  @Field(() => [Float], { description: 'As sender (발신): the sender quantities of the lines it sent.' })
  sent!: number[];

  @Field(() => [Float], {
    description: 'As receiver (수신): the receiver quantities of the lines addressed to it.',
  })
  received!: number[];

  @Field(() => [Float], { description: 'Both (합계): sent plus received.' })
  total!: number[];
}

@ObjectType({ description: 'One company of settlement by shipper per goods kind.' })
export class ShipperKindRow extends ShipperKindCounts {
  @Field(() => Int, { description: 'Company number; the row id.' })
  companyId!: number;

  @Field({ description: 'Company name (업체명).' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: "The company's region name (REGION_TYPE)." })
  regionNm!: string | null;
}

@ObjectType({
  description:
    "A page of settlement by shipper per goods kind: the kind columns, the page's companies, their number and the counts of all of them.",
})
export class ShipperKindPage {
  @Field(() => [GoodsKindColumn], {
    description:
      'The columns: every GOODS_KIND code in its order, then any other kind code the period holds.',
  })
  kinds!: GoodsKindColumn[];

  @Field(() => [ShipperKindRow], { description: "The page's companies, by name." })
  items!: ShipperKindRow[];

  @Field(() => Int, { description: 'Number of companies matching the filters, on all pages.' })
  total!: number;

  @Field(() => ShipperKindCounts, {
    description: 'The counts of every company matching the filters, summed.',
  })
  totals!: ShipperKindCounts;
}
