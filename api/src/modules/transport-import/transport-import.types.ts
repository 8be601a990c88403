import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum TransportImportStatusEnum {
  PREVIEW = 'PREVIEW',
  COMMITTED = 'COMMITTED',
  UNDONE = 'UNDONE',
}

registerEnumType(TransportImportStatusEnum, {
  name: 'TransportImportStatus',
  description: 'Where a spreadsheet import stands.',
  valuesConfig: {
    PREVIEW: { description: 'Uploaded and checked; its rows can be fixed, removed and committed.' },
    COMMITTED: {
      description: 'Its rows were written as transports (once: committing again writes nothing).',
    },
    UNDONE: { description: 'Its transports were deleted by an undo.' },
  },
});

@ObjectType({ description: 'Which column of the file fills an import field.' })
export class ImportColumn {
  @Field({ description: 'The import field (receptionDate, senderCompany, receiverName, ...).' })
  field!: string;

  @Field({ description: "The field's Korean label (the template's header, 받는사람 ...)." })
  label!: string;

  @Field(() => Int, { nullable: true, description: 'Index into the headers (from 0); null: no column.' })
  column!: number | null;
}

@ObjectType({
  description: 'One spreadsheet upload (운송 정보 일괄 등록): its preview, then its commit and undo.',
})
export class TransportImport {
  @Field(() => Int, { description: "The import's number: also the commit's idempotency key." })
  id!: number;

  @Field(() => TransportImportStatusEnum, { description: 'PREVIEW, COMMITTED or UNDONE.' })
  status!: TransportImportStatusEnum;

  @Field({ description: "The uploaded file's name." })
  fileName!: string;

  @Field(() => Int, { nullable: true, description: 'The sender company chosen on the screen, if any.' })
  senderCompanyId!: number | null;

  @Field(() => String, { nullable: true, description: "That company's name." })
  senderCompanyNm!: string | null;

  @Field(() => [String], { description: "The file's header row." })
  headers!: string[];

  @Field(() => [ImportColumn], { description: 'Every import field, in order, with its column.' })
  mapping!: ImportColumn[];

  @Field(() => Int, { description: 'Number of rows of the preview (removed rows do not count).' })
  rowCount!: number;

  @Field(() => Int, { description: 'Number of rows with at least one problem; the commit needs 0.' })
  problemRowCount!: number;

  @Field(() => Int, { nullable: true, description: 'Number of transports the commit wrote; null before it.' })
  transportCount!: number | null;

  @Field(() => Int, {
    description:
      'Number of transports the rows without a problem form now: what the commit writes once no row has a problem.',
  })
  plannedTransportCount!: number;

  @Field(() => [String], {
    description:
      'Reception dates (yyyy-MM-dd, Asia/Seoul) of the transports it registered, earliest first; empty before the commit.',
  })
  receptionDates!: string[];

  @Field({ description: 'When it was uploaded (UTC).' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Who uploaded it.' })
  createdByNm!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was committed (UTC).' })
  committedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was undone (UTC).' })
  undoneAt!: Date | null;

  @Field({
    description:
      'Whether it can be undone now: committed today (Asia/Seoul), and none of its goods lines delivered or invoiced.',
  })
  canUndo!: boolean;
}

@ObjectType({
  description: "A row's value of each import field: the mapped cell, or what was typed over it.",
})
export class ImportRowValues {
  @Field(() => String, {
    nullable: true,
    description:
      '접수일자 as written (read as an Asia/Seoul calendar date: 2026-11-25, 2026.11.25, 20261125, an Excel serial).',
  })
  receptionDate!: string | null;

  @Field(() => String, { nullable: true, description: '보내는사람' })
  senderCompany!: string | null;

  @Field(() => String, { nullable: true, description: '운임구분' })
  chargeCd!: string | null;

  @Field(() => String, { nullable: true, description: '받는사람' })
  receiverName!: string | null;

  @Field(() => String, { nullable: true, description: '전화번호' })
  receiverTelNo!: string | null;

  @Field(() => String, { nullable: true, description: '휴대폰' })
  receiverMobileNo!: string | null;

  @Field(() => String, { nullable: true, description: '우편번호' })
  zipCode!: string | null;

  @Field(() => String, { nullable: true, description: '주소' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: '품목' })
  kindCd!: string | null;

  @Field(() => String, { nullable: true, description: '수량/중량' })
  trnsprtCd!: string | null;

  @Field(() => String, { nullable: true, description: '수량' })
  quantity!: string | null;

  @Field(() => String, { nullable: true, description: '단가' })
  unitPrice!: string | null;

  @Field(() => String, { nullable: true, description: '운송장번호' })
  waybillNo!: string | null;

  @Field(() => String, { nullable: true, description: '상품명' })
  goodsName!: string | null;

  @Field(() => String, { nullable: true, description: '배송메시지' })
  deliveryMessage!: string | null;
}

@ObjectType({ description: 'A problem of a row, naming its column.' })
export class ImportProblem {
  @Field({ description: 'The import field at fault.' })
  field!: string;

  @Field({ description: "The field's Korean label." })
  label!: string;

  @Field({ description: 'The Korean message, beginning with the label.' })
  message!: string;
}

@ObjectType({ description: 'A data row of an import: its values, its problems and the transport it forms.' })
export class TransportImportRow {
  @Field(() => Int, { description: "The row's number in the file (the header is row 1)." })
  rowNo!: number;

  @Field(() => ImportRowValues, { description: 'Its value of each field.' })
  values!: ImportRowValues;

  @Field(() => [ImportProblem], { description: "The last check's problems; empty when ready." })
  problems!: ImportProblem[];

  @Field(() => String, {
    nullable: true,
    description:
      "Why the row's line would bill nobody (its payer is no registered company, or its settlement group top bills no one); it can still be registered. Null when it is billed.",
  })
  warning!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Which transport of the import (1-based) the row forms; null while it has a problem.',
  })
  transportNo!: number | null;
}

@ObjectType({ description: 'A page of an import’s rows, in file order.' })
export class TransportImportRowPage {
  @Field(() => [TransportImportRow], { description: 'The rows of the page.' })
  rows!: TransportImportRow[];

  @Field(() => Int, { description: 'Number of rows in all (with onlyProblems: of rows with a problem).' })
  total!: number;
}

@ObjectType({ description: 'A fixed row, checked again, and its import (counts updated).' })
export class TransportImportRowFix {
  @Field(() => TransportImportRow, { description: 'The row as checked now.' })
  row!: TransportImportRow;

  @Field(() => TransportImport, { description: 'Its import.' })
  transportImport!: TransportImport;
}

@ObjectType({ description: 'A page of imports, newest first.' })
export class TransportImportPage {
  @Field(() => [TransportImport], { description: 'The imports of the page.' })
  items!: TransportImport[];

  @Field(() => Int, { description: 'Number of imports in all.' })
  total!: number;
}
