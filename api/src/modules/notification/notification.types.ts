import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ShipmentNotification', {
  description:
    "One delivery notification of a goods line's step (its send log row): WAITING (queued, or waiting for a retry after a provider error), SENDING, SENT, FAILED (refused for good, or every attempt failed), UNKNOWN (the process sending it stopped mid-send, so it may have arrived; never sent again) or SKIPPED (no consent, no mobile number, an opted-out number, no waybill number: nothing was sent).",
})
export class ShipmentNotification {
  @Field(() => Int, { description: 'Notification number.' })
  notificationId!: number;

  @Field({ description: 'The step: RECEIVED (접수), OUT_FOR_DELIVERY (배송 출발) or DELIVERED (배송 완료).' })
  eventCd!: string;

  @Field({ description: 'The step in Korean.' })
  eventNm!: string;

  @Field({ description: 'WAITING, SENDING, SENT, FAILED, UNKNOWN or SKIPPED.' })
  state!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'How it went: ATA (카카오 알림톡), SMS (문자, the fallback) or OUTBOX (no provider set); null until sent.',
  })
  channel!: string | null;

  @Field(() => String, { nullable: true, description: 'The mobile it went to, formatted (010-1234-5678).' })
  phoneNo!: string | null;

  @Field(() => Int, { description: 'Attempts begun so far.' })
  attempts!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Why it was skipped or failed (the provider's words), or the note that 알림톡 fell back to 문자; null otherwise.",
  })
  error!: string | null;

  @Field({ description: 'When the step was taken up for notifying, in UTC.' })
  createdAt!: Date;

  @Field({ description: 'When its state last changed, in UTC.' })
  updatedAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the provider accepted it, in UTC; null unless sent.',
  })
  sentAt!: Date | null;
}

@ObjectType({
  description: 'A mobile number that gets no delivery notification any more (수신 거부).',
})
export class NotificationOptOut {
  @Field({ description: 'The mobile number, formatted.' })
  phoneNo!: string;

  @Field({ description: 'LINK (the receiver, by the link in a message) or STAFF.' })
  sourceCd!: string;

  @Field({ description: 'When, in UTC.' })
  optedOutAt!: Date;
}
