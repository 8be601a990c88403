import { RECEIVABLE_LIST, RECEIVABLE_TOTALS } from '@parcel/shared/records/receivable-list';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { listObjectType } from '../../common/list-graphql';

export const Receivable = listObjectType(
  'Receivable',
  RECEIVABLE_LIST,
  'A company\'s receivable (미수금) as of a date: what its invoice rows billed, what it paid and what is left, aged by the invoice months (payments applied to the oldest rows first; docs/billing.md "Receivables").',
);
export type Receivable = InstanceType<typeof Receivable>;

export const ReceivableTotals = listObjectType(
  'ReceivableTotals',
  RECEIVABLE_TOTALS,
  "The receivables list's totals row (합계): each amount added up over every company the filters match, on all pages.",
);
export type ReceivableTotals = InstanceType<typeof ReceivableTotals>;

@ObjectType({
  description: 'One page of receivables, the number of all matching companies and their totals.',
})
export class ReceivablePage {
  @Field(() => [Receivable], {
    description: 'The companies of this page, largest outstanding amount first (then by name).',
  })
  items!: Receivable[];

  @Field(() => Int, { description: 'Number of companies matching the filters, on all pages.' })
  total!: number;

  @Field(() => ReceivableTotals, { description: 'Totals over every matching company.' })
  totals!: ReceivableTotals;

  @Field({ description: 'The as-of date the amounts are computed for, yyyy-MM-dd (Asia/Seoul).' })
  asOf!: string;
}

@ObjectType({
  description:
    'A payment (입금) received against one company row of an invoice. A deleted payment is kept with who deleted it, when and why, and counts for nothing.',
})
export class Payment {
  @Field(() => Int, { description: 'Payment number.' })
  paymentId!: number;

  @Field(() => Int, { description: 'The invoice company row it pays (billHistoryDetailId).' })
  billHistoryDetailId!: number;

  @Field(() => Int, { description: 'The invoice of that row.' })
  billHistoryId!: number;

  @Field(() => Int, { description: 'The billed company.' })
  companyId!: number;

  @Field({ description: 'Company name.' })
  companyNm!: string;

  @Field(() => Int, { description: "The invoice's billing year (청구 연도), Asia/Seoul calendar." })
  year!: number;

  @Field(() => Int, { description: "The invoice's billing month (청구 월), 1-12, Asia/Seoul calendar." })
  month!: number;

  @Field({ description: 'The day the money came in (입금일), yyyy-MM-dd (Asia/Seoul).' })
  paidOn!: string;

  @Field(() => Float, { description: 'Amount received (입금액), whole won above 0.' })
  amount!: number;

  @Field({ description: 'How it came in: TRANSFER 계좌이체, CASH 현금, CARD 카드, OTHER 기타.' })
  method!: string;

  @Field(() => String, { nullable: true, description: 'Who sent it (입금자).' })
  depositor!: string | null;

  @Field(() => String, { nullable: true, description: 'Memo (메모).' })
  memo!: string | null;

  @Field({ description: 'MANUAL (entered on the screen) or BANK (matched from a bank file).' })
  source!: string;

  @Field({ description: 'When it was recorded (UTC).' })
  regDt!: Date;

  @Field(() => String, { nullable: true, description: 'Who recorded it (member name); null for the system.' })
  regByNm!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was deleted (UTC); null while it counts.' })
  deletedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who deleted it (member name).' })
  deletedByNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was deleted (삭제 사유).' })
  deleteReason!: string | null;
}

@ObjectType({
  description:
    "One invoice company row of a company, with what was paid against it: the payment dialog's choices.",
})
export class ReceivableInvoiceRow {
  @Field(() => Int, { description: 'The row (billHistoryDetailId).' })
  billHistoryDetailId!: number;

  @Field(() => Int, { description: 'Its invoice.' })
  billHistoryId!: number;

  @Field({ description: 'Supplier (공급자) of the invoice.' })
  billCompanyNm!: string;

  @Field(() => Int, { description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year!: number;

  @Field(() => Int, { description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month!: number;

  @Field({ description: "Billing day: '20' or '30'." })
  billCd!: string;

  @Field({
    description: 'Last day of its billing period, yyyy-MM-dd (Asia/Seoul): it is billed from then on.',
  })
  periodEnd!: string;

  @Field(() => Float, { description: 'Billed: its total with VAT, in won.' })
  billed!: number;

  @Field(() => Float, { description: 'Live payments recorded against this row, in won.' })
  paid!: number;

  @Field(() => Float, {
    description:
      'billed - paid of this row alone, in won (the list ages a company as a whole, payments applied oldest first).',
  })
  outstanding!: number;
}

@ObjectType({
  description: "A line of a company's ledger (거래 원장): an invoice row (debit) or a payment (credit).",
})
export class LedgerEntry {
  @Field({ description: 'INVOICE or PAYMENT.' })
  kind!: string;

  @Field({
    description:
      "Its date, yyyy-MM-dd (Asia/Seoul): an invoice row's is the last day of its billing period, a payment's the day it came in.",
  })
  date!: string;

  @Field({ description: 'What it is, in Korean: 2026년 1월 청구 (공급자) or 입금 (방법, 입금자).' })
  description!: string;

  @Field(() => Float, { description: 'Billed (차변), in won; 0 for a payment.' })
  debit!: number;

  @Field(() => Float, { description: 'Paid (대변), in won; 0 for an invoice row and for a deleted payment.' })
  credit!: number;

  @Field(() => Float, {
    description: 'The balance after this line (opening balance plus debits minus credits).',
  })
  balance!: number;

  @Field(() => Int, { description: 'The invoice company row (of the invoice, or the one the payment pays).' })
  billHistoryDetailId!: number;

  @Field(() => Int, { description: 'Its invoice (billHistoryId).' })
  billHistoryId!: number;

  @Field(() => Int, { description: 'Supplier (공급자) of that invoice.' })
  billCompanyId!: number;

  @Field({ description: "The supplier's name." })
  billCompanyNm!: string;

  @Field(() => Int, { description: "The invoice's billing year (청구 연도), Asia/Seoul calendar." })
  year!: number;

  @Field(() => Int, { description: "The invoice's billing month (청구 월), 1-12, Asia/Seoul calendar." })
  month!: number;

  @Field({ description: "The invoice's billing day: '20' or '30'." })
  billCd!: string;

  @Field(() => Payment, { nullable: true, description: 'The payment of a PAYMENT line.' })
  payment!: Payment | null;
}

@ObjectType({
  description:
    "A company's ledger (거래 원장) over a period: invoices and payments in date order (invoices before payments on the same day) with a running balance from the balance before the period. Deleted payments are listed and change nothing.",
})
export class CompanyLedger {
  @Field(() => Int, { description: 'The company.' })
  companyId!: number;

  @Field({ description: 'Company name.' })
  companyNm!: string;

  @Field(() => String, {
    nullable: true,
    description: 'First day of the period, yyyy-MM-dd; null from the start.',
  })
  from!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Last day of the period, yyyy-MM-dd; null to the end.',
  })
  to!: string | null;

  @Field(() => Float, { description: 'Balance before the period (이월 잔액), in won.' })
  openingBalance!: number;

  @Field(() => Float, { description: 'Balance after the period, in won.' })
  closingBalance!: number;

  @Field(() => [LedgerEntry], { description: 'The lines of the period, in date order.' })
  entries!: LedgerEntry[];
}
