import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Which month the close board shows: year (2000-2999) and month (1-12).' })
export class MonthCloseInput {
  @Field(() => Int, { nullable: true, description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year?: number | null;

  @Field(() => Int, { nullable: true, description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month?: number | null;
}

@InputType({ description: 'Why a closed invoice is reopened (마감 해제): required, at most 500 characters.' })
export class ReopenInvoiceInput {
  @Field(() => String, { nullable: true, description: 'The reason (해제 사유).' })
  reason?: string | null;
}
