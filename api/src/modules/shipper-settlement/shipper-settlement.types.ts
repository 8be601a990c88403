import { Field, Float, Int, ObjectType } from 'type-graphql';
import {
  SHIPPER_DETAIL_LIST,
  SHIPPER_SETTLEMENT_LIST,
  SHIPPER_SETTLEMENT_MEASURES,
} from '@parcel/shared/records/shipper-settlement-list';
import { listObjectType } from '../../common/list-graphql';

/**
 * What a company sent, received and both together in a period (화주별 정산), and one company with
 * them: declared in shared records/shipper-settlement-list.ts. Sums are Float: a year of a busy
 * shipper passes GraphQL's 32-bit Int, and every value is still a whole number.
 */
export const ShipperSettlementMeasures = listObjectType(
  'ShipperSettlementMeasures',
  SHIPPER_SETTLEMENT_MEASURES,
  'The measures of settlement by shipper (sent, received or total).',
);
export type ShipperSettlementMeasures = InstanceType<typeof ShipperSettlementMeasures>;

export const ShipperSettlementRow = listObjectType(
  'ShipperSettlementRow',
  SHIPPER_SETTLEMENT_LIST,
  'One company of settlement by shipper (화주별 정산) with its measures.',
);
export type ShipperSettlementRow = InstanceType<typeof ShipperSettlementRow>;

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
export const ShipperDetailRow = listObjectType(
  'ShipperDetailRow',
  SHIPPER_DETAIL_LIST,
  'One goods line of a shipper in the period (화주 상세).',
);
export type ShipperDetailRow = InstanceType<typeof ShipperDetailRow>;

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
