import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('InvoiceCloseEvent', {
  description: 'One close (마감) or reopen (마감 해제) of an invoice: who, when and, for a reopen, why.',
})
export class InvoiceCloseEvent {
  @Field({ description: 'CLOSE or REOPEN.' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'Why it was reopened; null for a close.' })
  reason!: string | null;

  @Field({ description: 'Who did it (member name).' })
  memberNm!: string;

  @Field({ description: 'When, in UTC (show it in Asia/Seoul).' })
  at!: Date;
}

@ObjectType('StatementLinks', {
  description:
    "Where a close board row's statement counts are listed: the invoice in the invoice list (청구서 관리) with its company rows (업체별 보기) open and filtered by the statement state (statementState in the query).",
})
export class StatementLinks {
  @Field({ description: 'The rows whose statement was mailed (statementState=SENT).' })
  sent!: string;

  @Field({ description: 'The rows whose latest statement mail failed (statementState=FAILED).' })
  failed!: string;

  @Field({ description: 'The rows above 0 won not sent yet (statementState=READY).' })
  unsent!: string;

  @Field({ description: 'The rows of 0 won, never mailed (statementState=EXCLUDED).' })
  skipped!: string;
}

@ObjectType('TaxBillDownload', { description: "One download of an invoice's tax-bill zip: who and when." })
export class TaxBillDownload {
  @Field(() => ID, { description: 'The record.' })
  taxBillDownloadId!: string;

  @Field({ description: 'When (UTC; show it in Asia/Seoul).' })
  downloadedAt!: Date;

  @Field({ description: 'Who (member name).' })
  memberNm!: string;

  @Field({ description: "Who (the member's sign-in id)." })
  userId!: string;
}

@ObjectType('MonthCloseRow', {
  description:
    "The close checklist of one supplier's invoice of the month for one billing day (월 마감): whether it was generated and whether its lines changed since (stale), its goods lines not yet delivered, its statements sent, failed and skipped, its tax-bill zip downloads, and whether it is closed. Each count names the list it links to (a path with the list's filters in its query).",
})
export class MonthCloseRow {
  @Field(() => Int, { description: 'The supplier (공급자).' })
  billCompanyId!: number;

  @Field({ description: 'Supplier name.' })
  billCompanyNm!: string;

  @Field({ description: "Billing day (청구 기준일): '20' or '30'." })
  billCd!: string;

  @Field({ description: 'First day of the billing period, yyyy-MM-dd (Asia/Seoul).' })
  periodStart!: string;

  @Field({ description: 'Last day of the billing period, yyyy-MM-dd (Asia/Seoul), included.' })
  periodEnd!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The invoice (billHistoryId); null when not generated yet.',
  })
  billHistoryId!: number | null;

  @Field(() => Date, { nullable: true, description: 'When it was last generated (UTC); null when not yet.' })
  generatedAt!: Date | null;

  @Field(() => Int, {
    description:
      'Number of companies it bills (its rows); when not generated, of the shipper companies in use it would bill.',
  })
  companyCount!: number;

  @Field(() => Float, { nullable: true, description: 'Its total in won; null when not generated.' })
  totAmount!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Stale (변경됨): its company rows whose amounts the goods lines (and companies) now give differently than when it was generated, rows gained or lost included; 0 when up to date, null when not generated. Generating it again (while open) brings it up to date.',
  })
  staleCompanies!: number | null;

  @Field(() => Int, {
    description:
      "Number of goods lines of the billing period with no delivery recorded yet (미배송) that the supplier bills on this billing day: the payer's settlement group top is one of its shippers in use (as generating the invoice now would bill them).",
  })
  undeliveredLines!: number;

  @Field({
    description:
      'Where exactly the undelivered lines are listed: the delivery check (배송 확인) of the billing period filtered by supplier, billing day and 미배송, e.g. /transport/check?startDate=2026-10-01&endDate=2026-10-31&billCompanyId=3&billCd=30&deliveryState=undelivered.',
  })
  undeliveredLink!: string;

  @Field({
    description:
      'The invoice in the invoice list (청구서 관리), filtered by supplier, year, month and billing day, selected when generated.',
  })
  invoiceLink!: string;

  @Field(() => StatementLinks, {
    nullable: true,
    description: 'Where each statement count is listed; null when the invoice is not generated.',
  })
  statementLinks!: StatementLinks | null;

  @Field(() => Int, { description: 'Company rows whose statement was mailed (latest attempt SENT).' })
  statementsSent!: number;

  @Field(() => Int, { description: 'Company rows whose latest statement mail failed.' })
  statementsFailed!: number;

  @Field(() => Int, { description: 'Company rows billed 0 won: never mailed (발송 제외).' })
  statementsSkipped!: number;

  @Field(() => Int, { description: 'Company rows billed above 0 whose statement was not sent yet.' })
  statementsUnsent!: number;

  @Field(() => Int, {
    description:
      'Times its tax-bill zip (세금계산서 다운로드) was downloaded; who and when: taxBillDownloads.',
  })
  taxBillDownloads!: number;

  @Field(() => Date, { nullable: true, description: 'The latest tax-bill zip download (UTC), or null.' })
  lastTaxBillDownloadAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was closed (UTC); null while open.' })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who closed it; null while open.' })
  closedByNm!: string | null;

  @Field(() => [InvoiceCloseEvent], { description: 'Its closes and reopens, oldest first.' })
  events!: InvoiceCloseEvent[];
}

@ObjectType('MonthClose', { description: 'The month-end close board (월 마감) of a month.' })
export class MonthClose {
  @Field(() => Int, { description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year!: number;

  @Field(() => Int, { description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month!: number;

  @Field({
    description:
      'First day of the month, yyyy-MM-dd (Asia/Seoul): the goods lines the unbilled counts (billedToNobodyLines, suspendedGroupLines) take are those received (접수일) from this day through receivedTo, whatever the billing day.',
  })
  receivedFrom!: string;

  @Field({ description: 'Last day of the month, yyyy-MM-dd (Asia/Seoul), included.' })
  receivedTo!: string;

  @Field(() => Int, {
    description:
      "Number of goods lines received in the month that no invoice bills by accident (청구 대상 없음): no registered company pays them (a party typed by name, an unknown charge), or the payer's settlement group top, in use, is no shipper, has no supplier or is not its own top.",
  })
  billedToNobodyLines!: number;

  @Field({
    description:
      'Where exactly those lines are listed: the delivery check (배송 확인) of the month filtered by unbilled=nobody, e.g. /transport/check?startDate=2026-10-01&endDate=2026-10-31&unbilled=nobody.',
  })
  billedToNobodyLink!: string;

  @Field(() => Int, {
    description:
      "Number of goods lines received in the month that no invoice bills deliberately: the payer's settlement group top is suspended (중지, use_yn N), so the group is not billed.",
  })
  suspendedGroupLines!: number;

  @Field({
    description:
      'Where exactly those lines are listed: the delivery check of the month filtered by unbilled=suspended.',
  })
  suspendedGroupLink!: string;

  @Field(() => [MonthCloseRow], {
    description:
      'One row per supplier in use and billing day that has an invoice of the month or shipper companies to bill, by supplier name and billing day.',
  })
  rows!: MonthCloseRow[];
}
