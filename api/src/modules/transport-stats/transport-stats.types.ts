import { Field, Float, Int, ObjectType } from 'type-graphql';

/**
 * One group of the transport aggregates (or their total): the group's codes and names, then what
 * its live transports hold. Fields of groups that were not asked for are null.
 */
@ObjectType({
  description:
    'One group of the transport aggregates, or the total. Group fields not asked for in groupBy are null; counts are whole numbers, quantities pieces or kg, amounts whole won.',
})
export class TransportStatsRow {
  @Field(() => String, {
    nullable: true,
    description: 'DAY: reception date (접수일), yyyy-MM-dd, an Asia/Seoul calendar date.',
  })
  requstDt?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "COURSE: the sender's delivery course id (배송 코스); null for transports without one.",
  })
  deliveryRouteId?: number | null;

  @Field(() => String, { nullable: true, description: "COURSE: the course's name." })
  deliveryRouteNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "SENDER_REGION: the sender's region code (REGION_TYPE, e.g. DAEGU), copied at reception.",
  })
  senderRegionCd?: string | null;

  @Field(() => String, { nullable: true, description: "SENDER_REGION: the region's name (대구 ...)." })
  senderRegionNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "RECEIVER_REGION: the receiver's region code (REGION_TYPE), copied at reception.",
  })
  receiverRegionCd?: string | null;

  @Field(() => String, { nullable: true, description: "RECEIVER_REGION: the region's name." })
  receiverRegionNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "SHIPPER_TYPE: the sender's shipper type code (SHIPPER_TYPE: COM, PCL, GEN).",
  })
  shipperCd?: string | null;

  @Field(() => String, { nullable: true, description: 'SHIPPER_TYPE: the type name (통신, 택배, 일반).' })
  shipperNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "CHARGE: the transport's charge code (CHARGE, CH001 ...).",
  })
  chargeCd?: string | null;

  @Field(() => String, { nullable: true, description: 'CHARGE: the charge name (선불, 착불 ...).' })
  chargeNm?: string | null;

  @Field(() => Int, {
    description:
      'Count of transports (운송 건수) with a receiver in the group. Grouped by RECEIVER_REGION, a transport sending to two regions counts in each, once in the total.',
  })
  transportCount!: number;

  @Field(() => Int, { description: 'Count of receivers (받는 곳).' })
  receiverCount!: number;

  @Field(() => Int, { description: 'Count of shipments (물품), one waybill number each.' })
  shipmentCount!: number;

  @Field(() => Float, {
    description: "Pieces (개): the sender's quantity summed over goods lines charged per piece (QTY).",
  })
  qtyPieces!: number;

  @Field(() => Float, {
    description: "Weight in kg: the sender's quantity summed over goods lines charged by weight (WEIGHT).",
  })
  weightKg!: number;

  @Field(() => Float, { description: 'Sender amount (보내는 곳 금액) in won: the goods lines summed.' })
  senderAmount!: number;

  @Field(() => Float, { description: 'Receiver amount (받는 곳 금액) in won: the goods lines summed.' })
  receiverAmount!: number;
}

@ObjectType({
  description:
    'Aggregates of live transports (del_yn N) over a reception period (Asia/Seoul dates), with the shipments list filters.',
})
export class TransportStats {
  @Field({ description: 'First reception date aggregated, yyyy-MM-dd (Asia/Seoul).' })
  startDate!: string;

  @Field({ description: 'Last reception date aggregated, yyyy-MM-dd (Asia/Seoul), included.' })
  endDate!: string;

  @Field(() => [String], {
    description:
      'The groups, in the fixed order DAY, COURSE, SENDER_REGION, RECEIVER_REGION, SHIPPER_TYPE, CHARGE.',
  })
  groupBy!: string[];

  @Field(() => [TransportStatsRow], {
    description: 'One row per group, in group-key order (nulls last); empty when groupBy is empty.',
  })
  rows!: TransportStatsRow[];

  @Field(() => TransportStatsRow, {
    description: 'The total over the whole filter (its group fields null); transports counted once.',
  })
  totals!: TransportStatsRow;
}
