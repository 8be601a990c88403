import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Delivery check filters; empty ones are ignored.' })
export class DeliveryCheckFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Reception period start, yyyy-MM-dd (Asia/Seoul); default 6 days before the end.',
  })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Reception period end, yyyy-MM-dd (Asia/Seoul); default today.',
  })
  endDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Charge: CH001..CH004 or prepaid, collect, credit_prepaid, credit_collect.',
  })
  chargeCd?: string | null;

  @Field(() => String, { nullable: true, description: "The sender's region (REGION_TYPE code)." })
  senderRegionCd?: string | null;

  @Field(() => String, { nullable: true, description: "The receiver's region (REGION_TYPE code)." })
  receiverRegionCd?: string | null;

  @Field(() => String, { nullable: true, description: "The receiver's district (REGION_DTL_TYPE code)." })
  receiverRegionDtlCd?: string | null;

  @Field(() => String, { nullable: true, description: "The sender's shipper type (SHIPPER_TYPE code)." })
  shipperCd?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Part of the sender's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones.",
  })
  senderCompanyNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Part of the receiver's name or, for 4 to 12 digits (hyphens allowed), the end of its phone or mobile or of its registered company's phones.",
  })
  receiverCompanyNm?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the collector's (member's) name." })
  collectorNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Digits of the sender's phone or manager's mobile, hyphens allowed.",
  })
  senderTelNo?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Digits of the receiver's phone or mobile, hyphens allowed.",
  })
  receiverTelNo?: string | null;

  @Field(() => String, { nullable: true, description: 'The whole waybill number, hyphens allowed.' })
  waybillNo?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Delivery state (배송 상태): 'undelivered' (미배송, no completion date) or 'delivered'; blank or 'all' for both.",
  })
  deliveryState?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The supplier (공급자) whose invoices bill the line: the payer's settlement group top is a shipper in use of this supplier (as invoice generation and the month-end close board count).",
  })
  billCompanyId?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The billing day ('20' or '30') of the companies billCompanyId names; alone, the lines any supplier bills on that day.",
  })
  billCd?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why no invoice bills the line (미청구): 'nobody' (청구 대상 없음, by accident: no registered payer, a party typed by name or an unknown charge, or the payer's settlement group top, in use, is no shipper, has no supplier or is not its own top) or 'suspended' (중지된 정산 그룹, deliberately: the top is suspended, use_yn N); blank or 'all' for every line.",
  })
  unbilled?: string | null;
}
