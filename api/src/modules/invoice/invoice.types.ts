import { Field, Float, Int, ObjectType } from 'type-graphql';

// Amounts are whole won, as Float: a supplier's month passes 2^31 won (GraphQL's Int) easily, and
// stays far below 2^53.

// An invoice company row (ARCHITECTURE.md, Vocabulary); GraphQL keeps the name analysts saved it under.
@ObjectType('InvoiceDetail', {
  description:
    "One billed company's share of an invoice (bill_history_detail): its base fare, parcel (QTY lines) and communication (WEIGHT lines) amounts, each with its 10% VAT rounded half up, and the total.",
})
export class InvoiceCompanyRow {
  @Field(() => Int, { description: 'Row number (billHistoryDetailId).' })
  billHistoryDetailId!: number;

  @Field(() => Int, { description: 'The invoice it belongs to.' })
  billHistoryId!: number;

  @Field(() => Int, {
    description:
      "The billed company (화주): the top of its settlement group, whose row holds every member's lines.",
  })
  companyId!: number;

  @Field({ description: 'Company name.' })
  companyNm!: string;

  @Field(() => String, {
    nullable: true,
    description: "Where its statement goes: the company's e-mail when generated.",
  })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Its fax number when generated, digits only.' })
  faxNo!: string | null;

  @Field({ description: 'READY (not sent), SENT or FAILED: where sending its statement stands.' })
  status!: string;

  @Field(() => Date, {
    nullable: true,
    description:
      'When its statement was last mailed or tried (sendStatement; the latest attempt, SENT or FAILED); null if never. In UTC (show it in Asia/Seoul).',
  })
  lastSentAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why the latest attempt failed: the mail server's answer or the connection error (null when it was sent, or never tried).",
  })
  lastSendError!: string | null;

  @Field({
    description:
      'True when the row bills nothing (totAmount 0): its statement is never mailed (발송 제외), and sending it is refused.',
  })
  mailExcluded!: boolean;

  @Field(() => Float, {
    description:
      'Pieces of the QTY lines plus kg of the WEIGHT lines it and its group members pay (sender quantities, each line once).',
  })
  totQty!: number;

  @Field(() => Float, { description: 'What it pays: the six amount columns added up, in won.' })
  totAmount!: number;

  @Field(() => Float, {
    description:
      'Base fare (기본료): its monthly communication fee when it is a 통신 (COM) shipper, else 0, in won.',
  })
  communicationFee!: number;

  @Field(() => Float, {
    description: 'VAT of the base fare in won (10%, rounded half up; 0 when vatYn is N).',
  })
  communicationFeeVat!: number;

  @Field(() => Float, {
    description:
      'Parcel amount (택배): the sender amounts of the QTY lines it and its group members pay (the sender when prepaid, the receiver when collect), in won.',
  })
  untpc!: number;

  @Field(() => Float, { description: 'VAT of the parcel amount, in won.' })
  untpcVat!: number;

  @Field(() => Float, {
    description:
      "Communication amount (통신): both sides' amounts of the WEIGHT lines it and its group members pay, in won.",
  })
  weightUntpc!: number;

  @Field(() => Float, { description: 'VAT of the communication amount, in won.' })
  weightUntpcVat!: number;
}

@ObjectType('Invoice', {
  description:
    "A monthly invoice run (청구 내역, bill_history) of one supplier for one billing period: one row per settlement group top that is a shipper of that supplier and billing day, billed the live goods lines of the period (reception date) that it or its group members pay (docs/billing.md). One per supplier, year, month and billing day: generating it again recomputes it in place. Each column is the sum of its companies' (VAT rounded per company and section).",
})
export class Invoice {
  @Field(() => Int, { description: 'Invoice number (billHistoryId).' })
  billHistoryId!: number;

  @Field(() => Int, { description: 'The supplier (공급자) that issues it.' })
  billCompanyId!: number;

  @Field({ description: 'Supplier name.' })
  billCompanyNm!: string;

  @Field(() => Int, { description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year!: number;

  @Field(() => Int, { description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month!: number;

  @Field({
    description:
      "Billing day (청구 기준일): '20' (21st of the month before to the 20th) or '30' (the calendar month).",
  })
  billCd!: string;

  @Field({ description: 'First day of the period, yyyy-MM-dd (Asia/Seoul calendar date).' })
  periodStart!: string;

  @Field({ description: 'Last day of the period, yyyy-MM-dd (Asia/Seoul), included.' })
  periodEnd!: string;

  @Field(() => Float, { description: 'Total (합계): the six amount columns added up, in won.' })
  totAmount!: number;

  @Field(() => Float, { description: 'Base fares (기본료), in won.' })
  communicationFee!: number;

  @Field(() => Float, { description: 'VAT of the base fares, in won.' })
  communicationFeeVat!: number;

  @Field(() => Float, { description: 'Parcel amounts (택배, QTY lines), in won.' })
  untpc!: number;

  @Field(() => Float, { description: 'VAT of the parcel amounts, in won.' })
  untpcVat!: number;

  @Field(() => Float, { description: 'Communication amounts (통신, WEIGHT lines), in won.' })
  weightUntpc!: number;

  @Field(() => Float, { description: 'VAT of the communication amounts, in won.' })
  weightUntpcVat!: number;

  @Field(() => Int, { description: 'Number of companies it bills (detail rows).' })
  companyCount!: number;

  @Field({ description: 'When it was first generated (UTC).' })
  regDt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was last generated again (UTC).' })
  chgDt!: Date | null;

  @Field(() => Int, { description: 'Raised by every generation: 1 after the first.' })
  version!: number;

  @Field(() => Date, {
    nullable: true,
    description:
      "When it was closed (월 마감, UTC); null while open. A closed invoice is not generated again or deleted, and the database refuses any change of the goods lines, receivers and transports it bills and of its companies' supplier, billing day and settlement group (409).",
  })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who closed it (member name); null while open.' })
  closedByNm!: string | null;
}

@ObjectType({ description: 'One page of invoices and the number of all matching invoices.' })
export class InvoicePage {
  @Field(() => [Invoice], { description: 'The invoices of this page, newest period first.' })
  items!: Invoice[];

  @Field(() => Int, { description: 'Number of invoices matching the filters, on all pages.' })
  total!: number;
}
