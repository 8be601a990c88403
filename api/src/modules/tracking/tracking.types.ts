import { OUT_FOR_DELIVERY_STATUSES, type OutForDeliveryStatus } from '@parcel/shared/tracking/tracking';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export const OutForDeliveryStatusEnum = Object.fromEntries(
  OUT_FOR_DELIVERY_STATUSES.map((status) => [status, status]),
) as { [S in OutForDeliveryStatus]: S };
registerEnumType(OutForDeliveryStatusEnum, {
  name: 'OutForDeliveryStatus',
  description: 'What a 배송 출발 scan of a waybill number did.',
  valuesConfig: {
    OUT_FOR_DELIVERY: { description: 'The live goods line with the number is now out for delivery.' },
    ALREADY_OUT: { description: 'The line was out for delivery before; nothing changed.' },
    ALREADY_DELIVERED: { description: 'The line is delivered; nothing changed.' },
    UNKNOWN: { description: 'No goods line of a live transport has the number.' },
  },
});

@ObjectType({ description: 'The answer to one waybill number scanned for 배송 출발.' })
export class OutForDeliveryScan {
  @Field(() => OutForDeliveryStatusEnum, {
    description: 'OUT_FOR_DELIVERY, ALREADY_OUT, ALREADY_DELIVERED or UNKNOWN.',
  })
  status!: OutForDeliveryStatus;

  @Field({ description: 'The number scanned, digits only.' })
  waybillNo!: string;

  @Field({ description: 'What happened, in Korean, for the screen and its announcement.' })
  message!: string;

  @Field(() => Int, { nullable: true, description: 'The goods line, when a live one has the number.' })
  shipmentId!: number | null;
}

@ObjectType({ description: 'What marking selected goods lines out for delivery (배송 출발) did.' })
export class OutForDeliveryMarks {
  @Field(() => Int, { description: 'Lines now out for delivery.' })
  marked!: number;

  @Field(() => Int, { description: 'Lines that were out for delivery before (unchanged).' })
  alreadyOut!: number;

  @Field(() => Int, { description: 'Lines already delivered (unchanged).' })
  delivered!: number;

  @Field({ description: 'What happened, in Korean, for the toast.' })
  message!: string;
}
