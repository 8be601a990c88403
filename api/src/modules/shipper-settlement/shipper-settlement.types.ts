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
