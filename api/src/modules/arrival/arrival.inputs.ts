import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Arrivals list filters; empty ones are ignored.' })
export class ArrivalFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Reception period start, yyyy-MM-dd (Asia/Seoul); default today.',
  })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Reception period end, yyyy-MM-dd (Asia/Seoul); default today.',
  })
  endDate?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The delivering course (the receiver's, else the sender's); 0 or empty for all.",
  })
  deliveryRouteId?: number | null;

  @Field(() => String, { nullable: true, description: "Part of the sender's name." })
  senderCompanyNm?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the receiver's name." })
  receiverCompanyNm?: string | null;
}

@InputType({
  description:
    'The delivery facts of one goods line (배송 처리); an empty transportDate records it as not delivered.',
})
export class DeliveryRecordInput {
  @Field(() => Int, { description: 'Goods line number.' })
  shipmentId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a line changed since answers CONFLICT (409).',
  })
  version?: number | null;

  @Field(() => String, { nullable: true, description: 'Delivery manager (배송 담당); required with a date.' })
  transportManager?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Completion date, yyyy-MM-dd (Asia/Seoul); empty: not delivered.',
  })
  transportDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Delivery code (TRANSPORT_CD); required with a date.' })
  transportCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Pickup check Y or N (default N).' })
  pickupCheck?: string | null;

  @Field(() => String, { nullable: true, description: 'Memo.' })
  memo?: string | null;
}
