import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Goods lines in one delivery state (배송 상태), as the delivery check and the home grid define it: delivered (배송 완료) when a delivery completion date is recorded, pending (미배송) otherwise.',
})
export class DeliveryStateCount {
  @Field({ description: 'The state: DELIVERED (배송 완료) or PENDING (미배송).' })
  state!: string;

  @Field({ description: "The state's Korean name as the delivery check shows it: 배송 완료 or 미배송." })
  stateNm!: string;

  @Field(() => Int, { description: 'Count of shipments (물품) in this state.' })
  shipmentCount!: number;
}

@ObjectType({
  description:
    'Goods lines of live transports (del_yn N) received in a period (Asia/Seoul calendar dates), counted by delivery state; one GROUP BY statement.',
})
export class DeliveryStateStats {
  @Field({ description: 'First reception date counted, yyyy-MM-dd (Asia/Seoul).' })
  startDate!: string;

  @Field({ description: 'Last reception date counted, yyyy-MM-dd (Asia/Seoul), included.' })
  endDate!: string;

  @Field(() => [DeliveryStateCount], {
    description: 'Every state, always both, in the order DELIVERED, PENDING; a state without lines counts 0.',
  })
  states!: DeliveryStateCount[];

  @Field(() => Int, { description: 'Count of shipments in all states.' })
  shipmentCount!: number;
}

@ObjectType({
  description:
    'Invoiced amounts (청구 금액) of one billing month, in whole won: the invoices (bill_history) of that year and month summed, each section before VAT and its 10% VAT.',
})
export class MonthRevenue {
  @Field(() => Int, {
    description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar; 0 in the year total.',
  })
  month!: number;

  @Field(() => Int, { description: 'Count of invoices (청구서) summed.' })
  invoiceCount!: number;

  @Field(() => Float, { description: 'Total (합계) in won, VAT included: the sections and their VAT.' })
  totAmount!: number;

  @Field(() => Float, { description: 'Base fare (기본 운임) in won, before VAT.' })
  communicationFee!: number;

  @Field(() => Float, { description: "The base fare's VAT (부가세) in won." })
  communicationFeeVat!: number;

  @Field(() => Float, { description: 'Parcel section (택배, per-piece QTY lines) in won, before VAT.' })
  untpc!: number;

  @Field(() => Float, { description: "The parcel section's VAT in won." })
  untpcVat!: number;

  @Field(() => Float, {
    description: 'Communication section (통신, by-weight WEIGHT lines) in won, before VAT.',
  })
  weightUntpc!: number;

  @Field(() => Float, { description: "The communication section's VAT in won." })
  weightUntpcVat!: number;
}

@ObjectType({
  description:
    'Invoiced amounts per billing month of one year (청구 연도), with the invoice list filters; one statement.',
})
export class MonthlyRevenue {
  @Field(() => Int, { description: 'The billing year (청구 연도) summed, Asia/Seoul calendar.' })
  year!: number;

  @Field(() => [MonthRevenue], {
    description: 'Twelve rows, months 1 to 12 in order; a month without invoices has zero amounts.',
  })
  months!: MonthRevenue[];

  @Field(() => MonthRevenue, {
    description: 'The year summed (its month is 0).',
  })
  totals!: MonthRevenue;
}
