// 입금 내역 반영's lines: a bank file's deposit lines with where each stands. The GraphQL
// BankDepositLine's own fields (api common/list-graphql.ts columnField) and the 입금 확인 grid are
// built from it; the lines are read from the file, not selected, and no sheet is written.
import { BANK_FILE_FIELD_DECLARATIONS as FILE, BANK_LINE_STATUS_LABELS } from '../forms/bank-deposit';
import { defineList } from './define-list';

export const BANK_DEPOSIT_LINE_LIST = defineList({
  columns: {
    rowNo: {
      label: '행',
      kind: 'integer',
      width: 5,
      doc: "The line's row number in the file: what a confirmation names.",
    },
    transactedAt: {
      label: FILE.transactedAt.label,
      doc: 'When, by the bank (its local time): yyyy-MM-dd HH:mm:ss.',
    },
    summary: { label: FILE.summary.label, doc: '적요.' },
    depositor: { label: FILE.depositor.label, width: 13, doc: '입금자명 (보낸분).' },
    memo: { label: FILE.memo.label, doc: '메모.' },
    amount: { label: FILE.deposit.label, kind: 'won', doc: '입금액, whole won.' },
    balance: {
      label: FILE.balance.label,
      kind: 'won',
      nullable: true,
      doc: '잔액 after the line; null when the file has none.',
    },
    // GraphQL's BankLineStatus enum.
    status: {
      label: '상태',
      codes: BANK_LINE_STATUS_LABELS,
      doc: 'MATCHED, CANDIDATES, UNMATCHED or APPLIED.',
    },
  },
  filters: {},
  grid: ['rowNo', 'transactedAt', 'depositor', 'summary', 'amount', 'balance', 'status'],
  sheet: [],
});
