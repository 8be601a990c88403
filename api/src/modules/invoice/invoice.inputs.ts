import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Invoice list filters; empty ones are ignored.' })
export class InvoiceFilterInput {
  @Field(() => Int, { nullable: true, description: 'The supplier; 0 or null for all.' })
  billCompanyId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year?: number | null;

  @Field(() => Int, { nullable: true, description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month?: number | null;

  @Field(() => String, { nullable: true, description: "Billing day: '20' or '30'." })
  billCd?: string | null;
}

@InputType({
  description:
    "What to generate (청구서 생성), checked in the spec's order: billCompanyId (chosen, > 0), year (2000-2999), month (1-12), billCd ('20' or '30'); the first failure is answered (BAD_USER_INPUT with the field).",
})
export class InvoiceGenerateInput {
  @Field(() => Int, { nullable: true, description: 'The supplier (공급자).' })
  billCompanyId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year?: number | null;

  @Field(() => Int, { nullable: true, description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month?: number | null;

  @Field(() => String, { nullable: true, description: "Billing day (청구 기준일): '20' or '30'." })
  billCd?: string | null;
}
