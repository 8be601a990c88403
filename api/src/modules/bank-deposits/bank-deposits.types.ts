import { BANK_DEPOSIT_LINE_LIST } from '@parcel/shared/records/bank-deposit-list';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { columnField } from '../../common/list-graphql';

const LINE = BANK_DEPOSIT_LINE_LIST.columns;

export enum BankLineStatusEnum {
  MATCHED = 'MATCHED',
  CANDIDATES = 'CANDIDATES',
  UNMATCHED = 'UNMATCHED',
  APPLIED = 'APPLIED',
}

registerEnumType(BankLineStatusEnum, {
  name: 'BankLineStatus',
  description: 'Where a deposit line of a bank file stands (docs/bank-deposits.md).',
  valuesConfig: {
    MATCHED: {
      description:
        '일치: exactly one invoice company row of a company the depositor names is owed exactly the amount.',
    },
    CANDIDATES: { description: '후보 여러 건: several such rows; one must be chosen.' },
    UNMATCHED: {
      description:
        '미확인: none; rows of the named companies or owed exactly the amount are suggested, or any row may be chosen.',
    },
    APPLIED: {
      description: '이미 반영: the line was applied before (by this file or another); never again.',
    },
  },
});

export enum BankMatchReasonEnum {
  NAME_AND_AMOUNT = 'NAME_AND_AMOUNT',
  NAME = 'NAME',
  AMOUNT = 'AMOUNT',
}

registerEnumType(BankMatchReasonEnum, {
  name: 'BankMatchReason',
  description: 'Why an invoice company row is offered for a deposit.',
  valuesConfig: {
    NAME_AND_AMOUNT: { description: 'The depositor names its company and it is owed exactly the amount.' },
    NAME: { description: 'The depositor names its company; the amount differs.' },
    AMOUNT: { description: 'It is owed exactly the amount; the depositor does not name its company.' },
  },
});

@ObjectType({ description: 'Which column of the bank file fills a field of a bank line.' })
export class BankFileColumn {
  @Field({
    description:
      'The field: transactedAt, transactedTime, summary, depositor, deposit, withdrawal, balance or memo.',
  })
  field!: string;

  @Field({
    description: 'Its Korean label (거래일시, 거래시간, 적요, 입금자명, 입금액, 출금액, 잔액, 메모).',
  })
  label!: string;

  @Field({ description: 'Whether no line can be read without it (거래일시, 입금액).' })
  required!: boolean;

  @Field(() => Int, { nullable: true, description: 'Index into the headers (from 0); null: no column.' })
  column!: number | null;
}

@ObjectType({ description: 'An invoice company row a deposit may pay, and why it is offered.' })
export class BankDepositCandidate {
  @Field(() => Int, { description: 'The invoice company row (billHistoryDetailId).' })
  billHistoryDetailId!: number;

  @Field(() => Int, { description: 'Its company.' })
  companyId!: number;

  @Field({ description: 'Company name.' })
  companyNm!: string;

  @Field({ description: 'Supplier (공급자) of the invoice.' })
  billCompanyNm!: string;

  @Field(() => Int, { description: 'Billing year (청구 연도), Asia/Seoul calendar.' })
  year!: number;

  @Field(() => Int, { description: 'Billing month (청구 월), 1-12, Asia/Seoul calendar.' })
  month!: number;

  @Field(() => Float, { description: 'What is still owed of the row (billed - its live payments), in won.' })
  outstanding!: number;

  @Field(() => BankMatchReasonEnum, { description: 'Why it is offered.' })
  reason!: BankMatchReasonEnum;
}

@ObjectType({ description: 'The payment an applied bank line became.' })
export class BankDepositApplied {
  @Field(() => Int, { description: 'The payment.' })
  paymentId!: number;

  @Field({ description: 'The company it was applied to.' })
  companyNm!: string;

  @Field(() => Int, { description: "The invoice's billing year (청구 연도), Asia/Seoul calendar." })
  year!: number;

  @Field(() => Int, { description: "The invoice's billing month (청구 월), 1-12, Asia/Seoul calendar." })
  month!: number;

  @Field({ description: 'When it was applied (UTC).' })
  appliedAt!: Date;
}

@ObjectType({ description: 'A deposit line of a bank file (입금액 above 0), with its matches.' })
export class BankDepositLine {
  @columnField(LINE.rowNo)
  rowNo!: number;

  @columnField(LINE.transactedAt)
  transactedAt!: string;

  @columnField(LINE.summary)
  summary!: string;

  @columnField(LINE.depositor)
  depositor!: string;

  @columnField(LINE.memo)
  memo!: string;

  @columnField(LINE.amount)
  amount!: number;

  @columnField(LINE.balance)
  balance!: number | null;

  @columnField(LINE.status, { type: () => BankLineStatusEnum })
  status!: BankLineStatusEnum;

  @Field(() => [BankDepositCandidate], {
    description:
      'MATCHED: the row it pays; CANDIDATES: the rows to choose from; UNMATCHED: suggestions (at most 10); APPLIED: none.',
  })
  candidates!: BankDepositCandidate[];

  @Field(() => BankDepositApplied, { nullable: true, description: 'APPLIED: the payment it became.' })
  applied!: BankDepositApplied | null;
}

@ObjectType({ description: 'A row of the file that is neither a deposit nor a withdrawal, and why.' })
export class BankSkippedRow {
  @Field(() => Int, { description: 'Its row number in the file.' })
  rowNo!: number;

  @Field({ description: 'Why, in Korean (거래일시를 읽을 수 없습니다. ...).' })
  reason!: string;
}

@ObjectType({
  description:
    'An uploaded bank file (입금 내역 반영): its column mapping and its deposit lines matched to what is owed now (computed each time it is read).',
})
export class BankDepositUpload {
  @Field(() => Int, { description: "The upload's number." })
  id!: number;

  @Field({ description: 'The bank (its column mapping is remembered by this name).' })
  bankNm!: string;

  @Field({ description: "The uploaded file's name." })
  fileName!: string;

  @Field(() => [String], { description: "The file's header row." })
  headers!: string[];

  @Field(() => [BankFileColumn], { description: 'Every field of a bank line, in order, with its column.' })
  mapping!: BankFileColumn[];

  @Field({ description: 'When it was uploaded (UTC).' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Who uploaded it.' })
  createdByNm!: string | null;

  @Field(() => Int, { description: 'Number of rows below the header.' })
  rowCount!: number;

  @Field(() => Int, { description: 'Number of deposit lines (입금액 above 0).' })
  depositCount!: number;

  @Field(() => Float, { description: 'Their amounts added up, in won.' })
  depositAmount!: number;

  @Field(() => Int, { description: 'Number of withdrawal lines, ignored.' })
  withdrawalCount!: number;

  @Field(() => Int, { description: 'Number of deposit lines MATCHED.' })
  matchedCount!: number;

  @Field(() => Int, { description: 'Number of deposit lines with CANDIDATES.' })
  candidatesCount!: number;

  @Field(() => Int, { description: 'Number of deposit lines UNMATCHED.' })
  unmatchedCount!: number;

  @Field(() => Int, { description: 'Number of deposit lines APPLIED before.' })
  appliedCount!: number;

  @Field(() => [BankDepositLine], { description: 'The deposit lines, in file order.' })
  lines!: BankDepositLine[];

  @Field(() => [BankSkippedRow], {
    description: 'Rows that are neither (titles, totals, rows without a date), in file order.',
  })
  skippedRows!: BankSkippedRow[];
}

@ObjectType({ description: 'What a confirmation applied, and the upload as it now stands.' })
export class BankDepositConfirmation {
  @Field(() => Int, { description: 'Number of lines applied now: one payment (계좌이체, source BANK) each.' })
  appliedCount!: number;

  @Field(() => Float, { description: 'Their amounts added up, in won.' })
  appliedAmount!: number;

  @Field(() => Int, {
    description:
      'Number of chosen lines already applied (before, or by a confirmation that ran at the same time): skipped.',
  })
  alreadyAppliedCount!: number;

  @Field(() => Int, {
    description: 'Number of depositor names remembered now for the companies they were matched to by hand.',
  })
  rememberedDepositorCount!: number;

  @Field(() => BankDepositUpload, { description: 'The upload, its applied lines now APPLIED.' })
  upload!: BankDepositUpload;
}
