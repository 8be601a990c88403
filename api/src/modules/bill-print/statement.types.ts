import { Field, Float, Int, ObjectType } from 'type-graphql';
import { SHIPMENT_COLUMNS } from '@parcel/shared/records/shipment';
import { columnField } from '../../common/list-graphql';

// A company's detailed statement (거래명세서) of one invoice, in the spec's "Printed invoice response"
// names (billCompanyInfo, companyInfo, shipmentInfoList) plus the invoice row's server totals and a
// per-type summary. Amounts are whole won as Float (a month passes 2^31 won; far below 2^53).

@ObjectType('StatementSupplier', {
  description: 'The supplier (공급자) block of a printed statement: who issues the invoice and where to pay.',
})
export class StatementSupplier {
  @Field(() => Int, { description: 'The supplier (billCompanyId).' })
  billCompanyId!: number;

  @Field({ description: 'Supplier name (상호).' })
  billCompanyNm!: string;

  @Field({ description: 'Business address (사업장 주소).' })
  billAddress!: string;

  @Field({ description: 'Phone number, digits only.' })
  billTelNo!: string;

  @Field({ description: 'Fax number, digits only.' })
  billFaxNo!: string;

  @Field({ description: 'Business registration number (사업자등록번호), 10 digits without hyphens.' })
  billBizNo!: string;

  @Field({ description: 'Representative (대표자).' })
  billRepresentativeNm!: string;

  @Field({ description: 'Business type (업태).' })
  billBizType!: string;

  @Field({ description: 'Business item (종목).' })
  billBizItem!: string;

  @Field({ description: 'Supplier e-mail (the tax invoice issuer address).' })
  billEmail!: string;

  @Field({
    description:
      'Where to pay, in one line: bank, account number (hyphenated) and depositor, e.g. "대구은행 508-12-345678-901 (예금주: 공급자)".',
  })
  billAccountInfo!: string;
}

@ObjectType('StatementCompany', {
  description: 'The billed company (공급받는자) block of a printed statement and its billing period.',
})
export class StatementCompany {
  @Field(() => Int, { description: 'The billed company (companyId).' })
  companyId!: number;

  @Field({ description: 'Company name (상호).' })
  companyNm!: string;

  @Field({ description: 'Business registration number, 10 digits without hyphens.' })
  bizNo!: string;

  @Field(() => String, { nullable: true, description: 'Representative (대표자).' })
  representativeNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Business address.' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'Business type (업태).' })
  bizType!: string | null;

  @Field(() => String, { nullable: true, description: 'Business item (종목).' })
  bizItem!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Where its statement goes: the e-mail copied to its invoice row, else the company's.",
  })
  email!: string | null;

  @Field({ description: 'Y: the company gets tax invoices (taxbilOutputYn); N: it does not.' })
  taxbilOutputYn!: string;

  @Field({ description: 'Y: its amounts carry 10% VAT (vatYn); N: no VAT.' })
  vatYn!: string;

  @Field({ description: 'First day of the billing period, yyyy-MM-dd (Asia/Seoul calendar date).' })
  startDate!: string;

  @Field({ description: 'Last day of the billing period, yyyy-MM-dd, included (Asia/Seoul).' })
  endDate!: string;

  @Field(() => Float, { description: 'Base fare (기본료) billed on this invoice, in won.' })
  communicationFee!: number;
}

@ObjectType('StatementLine', {
  description:
    "One side of a goods line the invoice billed to the company: a live transport of the period whose payer (the sender when prepaid, the receiver when collect) is the company or a member of its settlement group. A parcel (QTY) line is one statement line priced for the sender; a communication (WEIGHT) line is two, the sender's and the receiver's side.",
})
export class StatementLine {
  @Field(() => Int, { description: 'The goods line (shipmentId).' })
  shipmentId!: number;

  @Field({
    description: "Which side's quantity, unit price and amount: SENDER or RECEIVER (WEIGHT lines only).",
  })
  side!: string;

  @Field(() => Int, {
    description: 'The company that pays the line: the billed company or a member of its settlement group.',
  })
  payerCompanyId!: number;

  @Field({ description: 'Name of the company that pays the line (정산 그룹의 업체명).' })
  payerNm!: string;

  @Field({ description: 'Reception date (접수일), yyyy-MM-dd (Asia/Seoul calendar date).' })
  billDate!: string;

  @columnField(SHIPMENT_COLUMNS.waybillNo)
  waybillNo!: string | null;

  @Field({ description: 'Sender name as registered on the transport (보내는 곳).' })
  senderNm!: string;

  @Field({ description: 'Receiver name (받는 곳).' })
  receiverNm!: string;

  @columnField(SHIPMENT_COLUMNS.kindCd)
  kindCd!: string;

  @columnField(SHIPMENT_COLUMNS.kindNm)
  kindNm!: string;

  @Field(() => Float, { description: "The side's quantity: pieces (QTY lines) or kg (WEIGHT lines)." })
  qty!: number;

  @columnField(SHIPMENT_COLUMNS.chargeCd)
  chargeCd!: string;

  @columnField(SHIPMENT_COLUMNS.chargeNm)
  chargeNm!: string;

  @Field(() => Float, { description: "The side's unit price, won per piece or per kg." })
  untpc!: number;

  @Field(() => Float, {
    description: "The side's amount (금액) = qty × untpc, in won: what this statement line bills.",
  })
  amount!: number;

  @columnField(SHIPMENT_COLUMNS.trnsprtCd)
  trnsprtCd!: string;
}

@ObjectType('StatementAmounts', {
  description:
    "The company's invoice row (bill_history_detail) as the server computed it: each section with its 10% VAT rounded half up, and the total.",
})
export class StatementAmounts {
  @Field(() => Int, { description: 'The invoice (billHistoryId).' })
  billHistoryId!: number;

  @Field(() => Int, { description: "The company's invoice row (billHistoryDetailId)." })
  billHistoryDetailId!: number;

  @Field({ description: 'READY (not sent), SENT or FAILED: where sending its statement stands.' })
  status!: string;

  @Field(() => Float, { description: 'Pieces of its QTY lines plus kg of its WEIGHT lines.' })
  totQty!: number;

  @Field(() => Float, { description: 'What it pays: the six amount columns added up, in won.' })
  totAmount!: number;

  @Field(() => Float, { description: 'Base fare (기본료), in won.' })
  communicationFee!: number;

  @Field(() => Float, { description: 'VAT of the base fare, in won.' })
  communicationFeeVat!: number;

  @Field(() => Float, { description: 'Parcel amount (택배): the QTY statement lines added up, in won.' })
  untpc!: number;

  @Field(() => Float, { description: 'VAT of the parcel amount, in won.' })
  untpcVat!: number;

  @Field(() => Float, {
    description: 'Communication amount (통신): the WEIGHT statement lines (both sides) added up, in won.',
  })
  weightUntpc!: number;

  @Field(() => Float, { description: 'VAT of the communication amount, in won.' })
  weightUntpcVat!: number;
}

@ObjectType('StatementTypeSummary', {
  description: 'The per-type invoice (유형별 청구서): the lines of one calculation and goods kind added up.',
})
export class StatementTypeSummary {
  @Field({ description: 'QTY (택배) or WEIGHT (통신).' })
  trnsprtCd!: string;

  @Field({ description: 'Goods kind code.' })
  kindCd!: string;

  @Field({ description: 'Goods kind name.' })
  kindNm!: string;

  @Field(() => Int, { description: 'Number of goods lines.' })
  lineCount!: number;

  @Field(() => Float, { description: 'Their quantities added up: pieces (QTY) or kg (WEIGHT).' })
  qty!: number;

  @Field(() => Float, { description: 'Their amounts added up, in won.' })
  amount!: number;
}

@ObjectType('StatementTypeGroup', {
  description:
    "The per-type invoice split by charge (issue 34): the lines the company pays as sender (PREPAID, 선불) or as receiver (COLLECT, 착불: the goods that arrived to it, 도착분), per calculation and goods kind, with the group's subtotal. The groups add up to typeSummary.",
})
export class StatementTypeGroup {
  @Field({ description: 'PREPAID (선불: charges CH001, CH003) or COLLECT (착불 (도착분): CH002, CH004).' })
  chargeGroup!: string;

  @Field({ description: 'The group as the statement names it: 선불 or 착불 (도착분).' })
  chargeGroupNm!: string;

  @Field(() => [StatementTypeSummary], {
    description: "The group's lines per calculation (QTY first) and goods kind.",
  })
  rows!: StatementTypeSummary[];

  @Field(() => Int, { description: "Subtotal: the group's number of goods lines." })
  lineCount!: number;

  @Field(() => Float, { description: "Subtotal: the group's amounts added up, in won." })
  amount!: number;
}

@ObjectType('CompanyStatement', {
  description:
    "A company's detailed statement (거래명세서) of one generated invoice: the supplier and company blocks, every goods line the invoice billed it (live transports of the period that it or a member of its settlement group pays, with the paying member; a WEIGHT line on both sides; by reception date then waybill), the invoice row's totals and the per-type summary. The QTY lines add up to amounts.untpc and the WEIGHT lines to amounts.weightUntpc, to the won, unless transports changed after the invoice was generated (generate it again).",
})
export class CompanyStatement {
  @Field(() => Int, { description: 'Billing year (청구 연도) of the invoice, Asia/Seoul calendar.' })
  year!: number;

  @Field(() => Int, { description: 'Billing month (청구 월) of the invoice, 1-12, Asia/Seoul calendar.' })
  month!: number;

  @Field({ description: "Billing day: '20' or '30'." })
  billCd!: string;

  @Field(() => StatementSupplier, { description: 'The supplier block (공급자).' })
  billCompanyInfo!: StatementSupplier;

  @Field(() => StatementCompany, { description: 'The billed company block (공급받는자) with the period.' })
  companyInfo!: StatementCompany;

  @Field(() => [StatementLine], { description: 'The billed goods lines, by reception date then waybill.' })
  shipmentInfoList!: StatementLine[];

  @Field(() => StatementAmounts, { description: "The company's invoice row: server totals with VAT." })
  amounts!: StatementAmounts;

  @Field(() => [StatementTypeSummary], {
    description: 'Per calculation (QTY first) and goods kind: line count, quantity and amount.',
  })
  typeSummary!: StatementTypeSummary[];

  /** GraphQL only (StatementResolver.typeGroups): typeSummary split by charge. */
  typeGroups?: StatementTypeGroup[];
}
