import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Waybill', {
  description:
    'A pre-registered waybill number range (운송장 사전 등록) handed to a sender: numbers of 11 to 18 digits, as digit strings (they pass 2^53; the web hyphenates them). Live ranges never overlap (the database refuses it).',
})
export class Waybill {
  @Field(() => Int, { description: 'Range number (waybillId).' })
  waybillId!: number;

  @Field(() => Int, { description: 'The sender company (보내는 업체).' })
  senderCompanyId!: number;

  @Field({ description: 'Sender company name.' })
  senderCompanyNm!: string;

  @Field(() => String, { nullable: true, description: 'Sender telephone, digits only.' })
  senderTelNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Sender address.' })
  senderAddress!: string | null;

  @Field(() => Int, { nullable: true, description: 'The receiver company (받는 업체), if any.' })
  receiverCompanyId!: number | null;

  @Field(() => String, { nullable: true, description: 'Receiver company name.' })
  receiverCompanyNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Receiver telephone, digits only.' })
  receiverTelNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Receiver address.' })
  receiverAddress!: string | null;

  @Field({ description: 'Charge (운임 구분): pre (선불), collect (착불) or credit (신용).' })
  chargeCd!: string;

  @Field({ description: 'The charge in Korean: 선불, 착불 or 신용.' })
  chargeNm!: string;

  @Field(() => Int, {
    description:
      'Quantity (수량) in pieces (개), at least 1, as entered; not checked against the range size.',
  })
  qty!: number;

  @Field({ description: 'First number of the range, 11 to 18 digits.' })
  startNo!: string;

  @Field({ description: 'Last number of the range (inclusive), not below startNo.' })
  endNo!: string;

  @Field(() => Int, {
    description:
      'Number of times its labels were handed to a printer (print log rows); above 0 a print asks first.',
  })
  printCount!: number;

  @Field(() => Date, { nullable: true, description: 'When its labels were last printed (UTC).' })
  lastPrintedAt!: Date | null;

  @Field({ description: 'N live, Y deleted (a delete only marks the row and frees its numbers).' })
  delYn!: string;

  @Field({ description: 'Registration time (UTC).' })
  regDt!: Date;

  @Field(() => Date, { nullable: true, description: 'Time of the last change or of the delete (UTC).' })
  chgDt!: Date | null;

  @Field(() => Int, { description: 'Optimistic-lock version; send it back with updates.' })
  version!: number;
}

@ObjectType({ description: 'One page of waybill ranges and the number of all matching ranges.' })
export class WaybillPage {
  @Field(() => [Waybill], { description: 'The ranges of this page.' })
  items!: Waybill[];

  @Field(() => Int, { description: 'Number of live ranges matching the filters, on all pages.' })
  total!: number;
}

@ObjectType({
  description:
    'A print ticket: short-lived and single-use, it lets the print program fetch this one waybill range’s labels (POST /api/waybill/print-data).',
})
export class WaybillPrintTicket {
  @Field(() => Int, { description: 'The range to print.' })
  waybillId!: number;

  @Field({ description: 'The ticket (random, URL-safe); the server keeps only its hash.' })
  ticket!: string;

  @Field({
    description:
      'The print program’s address: PRINT_URL_TEMPLATE (default parcelprint://print?waybillId={id}&ticket={ticket}) filled in.',
  })
  printUrl!: string;

  @Field({ description: 'When the ticket stops working (UTC), 2 minutes after it was issued.' })
  expiresAt!: Date;
}

@ObjectType({ description: 'One label to print: a waybill number of the range.' })
export class WaybillLabel {
  @Field({ description: 'The number, digits only (the Code 128 barcode encodes these).' })
  waybillNo!: string;

  @Field({ description: 'The number hyphenated for people: 3-4-rest.' })
  formattedNo!: string;
}

@ObjectType({ description: 'What a printer needs: the range with its companies, and one label per number.' })
export class WaybillPrintData {
  @Field(() => Waybill, { description: 'The range, its companies and its print count after this print.' })
  waybill!: Waybill;

  @Field(() => [WaybillLabel], { description: 'One label per number, startNo to endNo.' })
  labels!: WaybillLabel[];

  @Field({ description: 'When this print was logged (UTC).' })
  printedAt!: Date;

  @Field({ description: 'program (the print program with a ticket) or browser.' })
  channel!: string;
}

@ObjectType({ description: 'One print hand-off of a waybill range: who, when and how (print_log).' })
export class WaybillPrintLog {
  @Field({ description: 'Log row number (printLogId), as text (bigint).' })
  printLogId!: string;

  @Field(() => Int, { description: 'The range printed.' })
  waybillId!: number;

  @Field(() => Int, { description: 'Who printed it (memberId).' })
  memberId!: number;

  @Field({ description: 'Their name.' })
  memberNm!: string;

  @Field({ description: 'program (the print program with a ticket) or browser.' })
  channel!: string;

  @Field({ description: 'When (UTC).' })
  printedAt!: Date;
}
