// What the bank deposit screen shows of an upload, as pure functions: each line's chosen invoice
// company row (the match, a picked candidate, or a row found by hand), what the confirmation sends,
// the status filter, and the labels.
import {
  BANK_LINE_STATUS_LABELS,
  BANK_LINE_STATUSES,
  BANK_MATCH_REASON_LABELS,
} from '@parcel/shared/forms/bank-deposit';
import { wonText } from '@parcel/shared/money';
import type { BankDepositUploadFieldsFragment } from '../../gql/graphql';

export type DepositLine = BankDepositUploadFieldsFragment['lines'][number];
export type DepositCandidate = DepositLine['candidates'][number];

/** The invoice company row a line is to pay, as the grid and the confirmation hold it. */
export interface DepositChoice {
  billHistoryDetailId: number;
  /** 가나상사 2026년 1월 (미수 33,000원). */
  label: string;
}

export type DepositChoices = ReadonlyMap<number, DepositChoice>;

/** A row a deposit may pay: 가나상사 2026년 1월 (미수 33,000원). */
export const rowLabel = (row: { companyNm: string; year: number; month: number; outstanding: number }) =>
  `${row.companyNm} ${row.year}년 ${row.month}월 (미수 ${wonText(row.outstanding)})`;

/** A candidate as the choice dialog lists it: the row, its supplier and why it is offered. */
export const candidateLabel = (candidate: DepositCandidate) =>
  `${rowLabel(candidate)} · ${candidate.billCompanyNm} · ${BANK_MATCH_REASON_LABELS[candidate.reason]}`;

export const choiceOf = (
  row: Parameters<typeof rowLabel>[0] & { billHistoryDetailId: number },
): DepositChoice => ({
  billHistoryDetailId: row.billHistoryDetailId,
  label: rowLabel(row),
});

/** A matched line pays its one row: chosen and selected from the start; the rest wait for a choice. */
export function initialChoices(lines: readonly DepositLine[]): Map<number, DepositChoice> {
  return new Map(
    lines.flatMap((line) =>
      line.status === 'MATCHED' && line.candidates[0]
        ? [[line.rowNo, choiceOf(line.candidates[0])] as const]
        : [],
    ),
  );
}

/** What the 반영할 청구 column shows: the applied payment's row, the choice, or what is to be done. */
export function choiceText(line: DepositLine, choices: DepositChoices): string {
  if (line.applied)
    return `${line.applied.companyNm} ${line.applied.year}년 ${line.applied.month}월 (반영됨)`;
  const choice = choices.get(line.rowNo);
  if (choice) return choice.label;
  return line.status === 'CANDIDATES' ? '후보 중에서 고르세요' : '반영 안 함';
}

/** Whether a line can be applied now: not applied before, and its row chosen. */
export const canApply = (line: DepositLine, choices: DepositChoices) =>
  line.status !== 'APPLIED' && choices.has(line.rowNo);

/** The confirmation's lines: the selected lines that can be applied, each with its chosen row. */
export function confirmLines(
  lines: readonly DepositLine[],
  selected: ReadonlySet<number>,
  choices: DepositChoices,
): { rowNo: number; billHistoryDetailId: number }[] {
  return lines
    .filter((line) => selected.has(line.rowNo) && canApply(line, choices))
    .map((line) => ({
      rowNo: line.rowNo,
      billHistoryDetailId: choices.get(line.rowNo)!.billHistoryDetailId,
    }));
}

export const STATUS_FILTERS = ['ALL', ...BANK_LINE_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const statusFilterLabel = (filter: StatusFilter) =>
  filter === 'ALL' ? '전체' : BANK_LINE_STATUS_LABELS[filter];

export const linesOf = (lines: readonly DepositLine[], filter: StatusFilter) =>
  filter === 'ALL' ? lines : lines.filter((line) => line.status === filter);

/** How many lines of each status (and all) an upload has. */
export function statusCounts(upload: BankDepositUploadFieldsFragment): Record<StatusFilter, number> {
  return {
    ALL: upload.depositCount,
    MATCHED: upload.matchedCount,
    CANDIDATES: upload.candidatesCount,
    UNMATCHED: upload.unmatchedCount,
    APPLIED: upload.appliedCount,
  };
}

/** A confirmation's outcome as the screen says it. */
export function confirmationText(result: {
  appliedCount: number;
  appliedAmount: number;
  alreadyAppliedCount: number;
  rememberedDepositorCount: number;
}): string {
  const parts = [
    `입금 ${result.appliedCount.toLocaleString('ko-KR')}건, ${wonText(result.appliedAmount)}을 반영했습니다.`,
  ];
  if (result.alreadyAppliedCount > 0)
    parts.push(`이미 반영된 ${result.alreadyAppliedCount.toLocaleString('ko-KR')}건은 건너뛰었습니다.`);
  if (result.rememberedDepositorCount > 0)
    parts.push(
      `직접 고른 입금자명 ${result.rememberedDepositorCount.toLocaleString('ko-KR')}개를 기억합니다.`,
    );
  return parts.join(' ');
}
