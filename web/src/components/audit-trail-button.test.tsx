import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AUDIT_ENTRY_TEXT } from './audit-entry-changes';
import { AUDIT_TRAIL_TEXT, AuditTrailButton, AuditTrailQuery } from './audit-trail-button';

const entries = [
  {
    __typename: 'AuditEntry' as const,
    id: '12',
    entity: 'RECEIVER' as const,
    subject: '받는 곳 ㈜다라',
    // 07:05 UTC is 16:05 in Seoul.
    changedAt: '2026-11-23T07:05:00.000Z',
    memberName: '홍길동 (hong)',
    actionLabel: '수정',
    changes: [
      {
        __typename: 'AuditFieldChange' as const,
        field: 'untpc',
        label: '단가',
        before: '1,000원',
        after: '1,500원',
      },
      { __typename: 'AuditFieldChange' as const, field: 'rmk', label: '비고', before: null, after: '문 앞' },
    ],
  },
  {
    __typename: 'AuditEntry' as const,
    id: '11',
    entity: 'TRANSPORT' as const,
    subject: '운송 정보 가나 2026-11-23',
    changedAt: '2026-11-23T07:00:00.000Z',
    memberName: '시스템',
    actionLabel: '등록',
    changes: [],
  },
];

function renderButton(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AuditTrailButton entity="TRANSPORT" id={7} />
    </MockedProvider>,
  );
}

const answer = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: AuditTrailQuery, variables: { entity: 'TRANSPORT', id: '7' } },
  result,
});

it('reads the history only when opened, and shows each change with its fields before and after', async () => {
  const result = jest.fn(() => ({ data: { auditTrail: entries } }));
  renderButton([answer(result)]);
  expect(result).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: AUDIT_TRAIL_TEXT.button }));
  const dialog = await screen.findByRole('dialog', { name: '운송 정보 변경 이력' });
  const table = await within(dialog).findByRole('table', {
    name: '2026-11-23 16:05 · 홍길동 (hong) · 수정 · 받는 곳 ㈜다라',
  });
  expect(result).toHaveBeenCalledTimes(1);
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['항목', '변경 전', '변경 후'],
    ['단가', '1,000원', '1,500원'],
    ['비고', '(없음)', '문 앞'],
  ]);
  // The record's own entry names no subject; a change without fields says so.
  expect(within(dialog).getByRole('heading', { name: '2026-11-23 16:00 · 시스템 · 등록' })).toBeTruthy();
  expect(within(dialog).getByText(AUDIT_ENTRY_TEXT.noFields)).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
  await screen.findByRole('button', { name: AUDIT_TRAIL_TEXT.button });
});

it('says when there is no history, and offers another try after a failure', async () => {
  renderButton([answer({ data: { auditTrail: [] } })]);
  fireEvent.click(screen.getByRole('button', { name: AUDIT_TRAIL_TEXT.button }));
  expect(await screen.findByText(AUDIT_TRAIL_TEXT.empty)).toBeTruthy();
});

it('shows the failure with 다시 시도', async () => {
  renderButton([{ ...answer(undefined), error: new Error('down') }]);
  fireEvent.click(screen.getByRole('button', { name: AUDIT_TRAIL_TEXT.button }));
  expect(await screen.findByText(AUDIT_TRAIL_TEXT.failed)).toBeTruthy();
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
});
