// Bank deposits (정산 관리 > 입금 내역 반영): the columns of a bank's transaction export and the
// header names each bank gives them, the bank name a mapping is remembered by, the confirmation's
// input, and the messages. The API reads files and checks confirmations with them; the screen shows
// the same labels. The matching rules are ../settlement/bank-deposits.ts.
import { z } from 'zod';
import { formatMessage, maxLengthMessage, requiredMessage } from '../validation/messages';
import { UPLOAD_LIMITS, type UploadFieldNames } from './upload-table';

/** What a bank line's columns can fill. */
export const BANK_FILE_FIELDS = [
  'transactedAt',
  'transactedTime',
  'summary',
  'depositor',
  'deposit',
  'withdrawal',
  'balance',
  'memo',
] as const;
export type BankFileField = (typeof BANK_FILE_FIELDS)[number];

export interface BankFileFieldDeclaration {
  /** The screen's name of the field. */
  label: string;
  /** Header names banks use for it (KB국민, 신한, 우리, 하나, NH농협, IBK기업, iM뱅크 exports). */
  headers: readonly string[];
}

/** Headers compare as headerKey() has them: "입금(원)" and "입금 원" are one name. */
export const BANK_FILE_FIELD_DECLARATIONS: Readonly<Record<BankFileField, BankFileFieldDeclaration>> = {
  transactedAt: {
    label: '거래일시',
    headers: ['거래일자', '거래일', '입금일시', '입금일자', '거래날짜', '일자', '날짜', '조회일자'],
  },
  transactedTime: { label: '거래시간', headers: ['거래시각', '시간', '시각'] },
  summary: { label: '적요', headers: ['거래구분', '구분', '거래종류', '입출금구분', '거래내용'] },
  depositor: {
    label: '입금자명',
    headers: [
      '보낸분',
      '입금자',
      '보낸분/받는분',
      '받는분/보낸분',
      '의뢰인/수취인',
      '의뢰인',
      '기재내용',
      '거래기록사항',
      '내용',
      '입금인',
      '상대방',
      '거래처',
    ],
  },
  deposit: {
    label: '입금액',
    headers: ['입금', '입금금액', '입금(원)', '입금액(원)', '맡기신금액', '맡기신금액(원)', '받은금액'],
  },
  withdrawal: {
    label: '출금액',
    headers: [
      '출금',
      '출금금액',
      '출금(원)',
      '출금액(원)',
      '찾으신금액',
      '찾으신금액(원)',
      '지급',
      '지급액',
      '지급(원)',
    ],
  },
  balance: {
    label: '잔액',
    headers: ['거래후잔액', '잔액(원)', '거래후잔액(원)', '잔고', '통장잔액', '남은금액'],
  },
  memo: { label: '메모', headers: ['송금메모', '비고', '거래메모', '통장표시내용'] },
};

/** Fields without which no line can be read: every line would be refused. */
export const REQUIRED_BANK_FILE_FIELDS: readonly BankFileField[] = ['transactedAt', 'deposit'];

/** The fields as the column mapping proposes them, in BANK_FILE_FIELDS order. */
export const BANK_FILE_FIELD_NAMES: readonly (UploadFieldNames & { field: BankFileField })[] =
  BANK_FILE_FIELDS.map((field) => ({ field, ...BANK_FILE_FIELD_DECLARATIONS[field] }));

export const BANK_DEPOSIT_LABELS = {
  bankNm: '은행',
  uploadId: '입금 내역 파일 번호(id)',
  lines: '반영할 입금',
  rowNo: '행 번호',
  billHistoryDetailId: '청구 내역',
  mapping: '열 연결',
} as const;
const L = BANK_DEPOSIT_LABELS;

/** A bank's name as typed or chosen (국민은행, 기업은행 주거래 ...): its mapping is remembered by it. */
export const BANK_NM_MAX = 50;

export const BANK_DEPOSIT_MESSAGES = {
  notFound: '입금 내역 파일을 찾을 수 없습니다.',
  notDeposit: (rowNo: number) => `${rowNo}행은 반영할 수 있는 입금 내역이 아닙니다.`,
  rowTwice: (rowNo: number) => `${rowNo}행을 두 번 골랐습니다.`,
  nothingChosen: '반영할 입금을 하나 이상 골라주세요.',
  unknownField: (field: string) => `알 수 없는 항목(${field})입니다.`,
  badColumn: (label: string) => `${label}: 파일에 없는 열입니다.`,
  fieldTwice: (label: string) => `${label}: 한 항목에 열을 두 번 지정했습니다.`,
} as const;

/** Why a row of the file is not a deposit line (counted, never applied). */
export const BANK_LINE_SKIP_REASONS = {
  noDate: '거래일시를 읽을 수 없습니다.',
  badAmount: '입금액이나 출금액을 읽을 수 없습니다.',
  noAmount: '입금액도 출금액도 없습니다.',
  tooLarge: '입금액이 너무 커서 반영할 수 없습니다.',
} as const;
export type BankLineSkipReason = keyof typeof BANK_LINE_SKIP_REASONS;

/** The bank a file comes from: required, trimmed, at most BANK_NM_MAX characters. */
export const bankNameSchema = z
  .string({ error: requiredMessage(L.bankNm) })
  .trim()
  .min(1, { error: requiredMessage(L.bankNm) })
  .max(BANK_NM_MAX, { error: maxLengthMessage(L.bankNm, BANK_NM_MAX) });

const KEY_MAX = 2_147_483_647;
const positiveKey = (label: string) =>
  z.coerce
    .number({ error: formatMessage(label) })
    .int({ error: formatMessage(label) })
    .positive({ error: formatMessage(label) })
    .max(KEY_MAX, { error: formatMessage(label) });

/** An upload's id (GraphQL argument or REST path). */
export const bankUploadIdSchema = positiveKey(L.uploadId);

/** The deposits to apply: each line of the file (its row number) and the invoice company row it pays. */
export const bankDepositChoicesSchema = z
  .array(
    z.object({
      rowNo: positiveKey(L.rowNo),
      billHistoryDetailId: positiveKey(L.billHistoryDetailId),
    }),
    { error: formatMessage(L.lines) },
  )
  .min(1, { error: BANK_DEPOSIT_MESSAGES.nothingChosen })
  .max(UPLOAD_LIMITS.maxRows, { error: formatMessage(L.lines) })
  .superRefine((choices, context) => {
    const seen = new Set<number>();
    for (const { rowNo } of choices) {
      if (seen.has(rowNo))
        context.addIssue({ code: 'custom', message: BANK_DEPOSIT_MESSAGES.rowTwice(rowNo) });
      seen.add(rowNo);
    }
  });
export type BankDepositChoice = z.output<typeof bankDepositChoicesSchema>[number];

/** Where a deposit line of the preview stands. */
export const BANK_LINE_STATUSES = ['MATCHED', 'CANDIDATES', 'UNMATCHED', 'APPLIED'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];
export const BANK_LINE_STATUS_LABELS: Readonly<Record<BankLineStatus, string>> = {
  MATCHED: '일치',
  CANDIDATES: '후보 여러 건',
  UNMATCHED: '미확인',
  APPLIED: '이미 반영',
};

/** Why an invoice company row is offered for a deposit. */
export const BANK_MATCH_REASONS = ['NAME_AND_AMOUNT', 'NAME', 'AMOUNT'] as const;
export type BankMatchReason = (typeof BANK_MATCH_REASONS)[number];
export const BANK_MATCH_REASON_LABELS: Readonly<Record<BankMatchReason, string>> = {
  NAME_AND_AMOUNT: '입금자·금액 일치',
  NAME: '입금자만 일치',
  AMOUNT: '금액만 일치',
};
