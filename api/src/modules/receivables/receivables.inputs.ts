import { RECEIVABLE_LIST } from '@parcel/shared/records/receivable-list';
import { Field, Float, InputType, Int } from 'type-graphql';
import { listFilterInput } from '../../common/list-graphql';

export const ReceivableFilterInput = listFilterInput(
  'ReceivableFilterInput',
  RECEIVABLE_LIST,
  'Receivables list filters; empty ones are ignored (the as-of date is then today).',
);

@InputType({
  description:
    "A payment to record (입금 등록), checked in the form's order: billHistoryDetailId (the invoice company row), paidOn (yyyy-MM-dd, not after today), amount (whole won, 1 or more), method (TRANSFER, CASH, CARD, OTHER), depositor (up to 50 characters), memo (up to 500); the first failure is answered (BAD_USER_INPUT with the field).",
})
export class PaymentInput {
  @Field(() => Int, { nullable: true, description: 'The invoice company row it pays (billHistoryDetailId).' })
  billHistoryDetailId?: number | null;

  @Field(() => String, { nullable: true, description: 'The day the money came in (입금일), yyyy-MM-dd.' })
  paidOn?: string | null;

  @Field(() => Float, { nullable: true, description: 'Amount received (입금액), whole won, 1 or more.' })
  amount?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'TRANSFER 계좌이체, CASH 현금, CARD 카드 or OTHER 기타.',
  })
  method?: string | null;

  @Field(() => String, { nullable: true, description: 'Who sent it (입금자); blank for none.' })
  depositor?: string | null;

  @Field(() => String, { nullable: true, description: 'Memo (메모); blank for none.' })
  memo?: string | null;
}

@InputType({ description: 'Why a payment is deleted (삭제 사유): required, up to 500 characters.' })
export class PaymentDeleteInput {
  @Field(() => String, { nullable: true, description: 'The reason, recorded with the payment.' })
  reason?: string | null;
}

@InputType({
  description: "A company ledger's company and period; the period's ends are optional and included.",
})
export class CompanyLedgerInput {
  @Field(() => Int, { nullable: true, description: 'The company.' })
  companyId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Only this supplier's invoices and their payments; empty for all.",
  })
  billCompanyId?: number | null;

  @Field(() => String, { nullable: true, description: 'First day, yyyy-MM-dd; empty from the start.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, yyyy-MM-dd; empty to the end.' })
  to?: string | null;
}
