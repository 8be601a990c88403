import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Shipments list filters; empty ones are ignored.' })
export class TransportFilterInput {
  @Field(() => String, { nullable: true, description: 'Reception period start, yyyy-MM-dd; default today.' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Reception period end, yyyy-MM-dd; default today.' })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: "The sender's delivery course; 0 or empty for all." })
  deliveryRouteId?: number | null;

  @Field(() => String, { nullable: true, description: "Part of the sender's name." })
  senderCompanyNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of a receiver's name: transports sending to such a receiver.",
  })
  receiverCompanyNm?: string | null;
}
