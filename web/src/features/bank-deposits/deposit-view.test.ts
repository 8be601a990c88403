import type { BankDepositUploadFieldsFragment } from '../../gql/graphql';
import {
  choiceOf,
  choiceText,
  confirmationText,
  confirmLines,
  initialChoices,
  linesOf,
  type DepositLine,
} from './deposit-view';

const candidate = (billHistoryDetailId: number, companyNm: string, month: number) => ({
  billHistoryDetailId,
  companyId: billHistoryDetailId * 10,
  companyNm,
  billCompanyNm: '가나공급',
  year: 2026,
  month,
  outstanding: 33_000,
  reason: 'NAME_AND_AMOUNT' as const,
});

const line = (
  rowNo: number,
  status: DepositLine['status'],
  candidates: DepositLine['candidates'] = [],
): DepositLine => ({
  rowNo,
  transactedAt: '2026-04-01 09:10:00',
  summary: '타행이체',
  depositor: '가나상사',
  memo: '',
  amount: 33_000,
  balance: null,
  status,
  candidates,
  applied:
    status === 'APPLIED'
      ? { paymentId: 9, companyNm: '다라상사', year: 2026, month: 2, appliedAt: '2026-04-02T00:00:00Z' }
      : null,
});

const lines: BankDepositUploadFieldsFragment['lines'] = [
  line(5, 'MATCHED', [candidate(1, '가나상사', 1)]),
  line(6, 'CANDIDATES', [candidate(2, '청구상회', 1), candidate(3, '청구상회', 2)]),
  line(7, 'UNMATCHED'),
  line(8, 'APPLIED'),
];

describe('the choices of a preview', () => {
  it('starts with the matched lines chosen; the others wait', () => {
    const choices = initialChoices(lines);
    expect([...choices.entries()]).toEqual([
      [5, { billHistoryDetailId: 1, label: '가나상사 2026년 1월 (미수 33,000원)' }],
    ]);
    expect(lines.map((each) => choiceText(each, choices))).toEqual([
      '가나상사 2026년 1월 (미수 33,000원)',
      '후보 중에서 고르세요',
      '반영 안 함',
      '다라상사 2026년 2월 (반영됨)',
    ]);
  });

  it('sends the selected lines that have a row, never an applied one', () => {
    const choices = new Map(initialChoices(lines));
    choices.set(7, choiceOf({ ...candidate(4, '라마물류', 3), outstanding: -500 }));
    expect(choices.get(7)?.label).toBe('라마물류 2026년 3월 (미수 -500원)');
    expect(confirmLines(lines, new Set([5, 6, 7, 8]), choices)).toEqual([
      { rowNo: 5, billHistoryDetailId: 1 },
      { rowNo: 7, billHistoryDetailId: 4 },
    ]);
  });

  it('filters by status and says what a confirmation did', () => {
    expect(linesOf(lines, 'ALL')).toHaveLength(4);
    expect(linesOf(lines, 'CANDIDATES').map((each) => each.rowNo)).toEqual([6]);
    expect(
      confirmationText({
        appliedCount: 2,
        appliedAmount: 77_000,
        alreadyAppliedCount: 1,
        rememberedDepositorCount: 1,
      }),
    ).toBe(
      '입금 2건, 77,000원을 반영했습니다. 이미 반영된 1건은 건너뛰었습니다. 직접 고른 입금자명 1개를 기억합니다.',
    );
  });
});
