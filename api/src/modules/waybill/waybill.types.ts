import { WAYBILL_LIST } from '@parcel/shared/records/waybill-list';
import { Field, Int, ObjectType } from 'type-graphql';
import { listObjectType, listPageType } from '../../common/list-graphql';

export const Waybill = listObjectType(
  'Waybill',
  WAYBILL_LIST,
  'A pre-registered waybill number range (운송장 사전 등록) handed to a sender: numbers of 11 to 18 digits, as digit strings (they pass 2^53; the web hyphenates them). Live ranges never overlap (the database refuses it).',
);
export type Waybill = InstanceType<typeof Waybill>;

export const WaybillPage = listPageType('WaybillPage', Waybill, 'waybill ranges', {
  type: 'One page of waybill ranges and the number of all matching ranges.',
  items: 'The ranges of this page.',
  total: 'Number of live ranges matching the filters, on all pages.',
});
export type WaybillPage = InstanceType<typeof WaybillPage>;

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

  @Field({
    description:
      "Its public tracking page (배송 조회), <PUBLIC_URL>/track/<waybillNo>: what the label's QR code encodes.",
  })
  trackingUrl!: string;
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
