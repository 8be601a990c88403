import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SessionProvider } from '../../app/session/session-provider';
import { initialAuthState } from '../../app/session/session-state';
import { writeAccessToken, writePersistedAuth } from '../../app/session/session-storage';
import { AuditLogQuery, AuditMembersQuery } from './api/audit-log';
import { changeSummary } from './audit-log-columns';
import { AUDIT_LOG_DEFAULT_FILTERS, AUDIT_LOG_NO_ACCESS, AuditLogPage } from './audit-log-page';

const TODAY = seoulToday();
const WEEK_AGO = shiftCalendarDate(TODAY, -6);

const companyEdit = {
  __typename: 'AuditEntry' as const,
  id: '41',
  entity: 'COMPANY' as const,
  entityId: '12',
  recordName: '㈜가나운송',
  subject: '업체 ㈜가나운송',
  // 07:05 UTC is 16:05 in Seoul.
  changedAt: '2026-11-23T07:05:00.000Z',
  memberName: '홍길동 (hong)',
  action: 'UPDATE' as const,
  actionLabel: '수정',
  changes: [
    {
      __typename: 'AuditFieldChange' as const,
      field: 'representative_nm',
      label: '대표자',
      before: '김처음',
      after: '이나중',
    },
    {
      __typename: 'AuditFieldChange' as const,
      field: 'communication_fee',
      label: '통신비',
      before: '1,000원',
      after: '1,500원',
    },
  ],
};

const members: MockLink.MockedResponse = {
  request: { query: AuditMembersQuery },
  result: {
    data: {
      auditMembers: [
        { __typename: 'AuditMember', memberId: 3, memberName: '홍길동 (hong)', withdrawn: false },
        { __typename: 'AuditMember', memberId: 9, memberName: '황지영 (hwangjy)', withdrawn: true },
      ],
    },
  },
};

type LogFilter = Record<'from' | 'to' | 'entity' | 'entityId' | 'action', string | null> & {
  memberId: number | null;
};
const NO_FILTER: LogFilter = {
  from: WEEK_AGO,
  to: TODAY,
  entity: null,
  entityId: null,
  memberId: null,
  action: null,
};

/** The log's answer to these filters (the first page of 17). */
function logAnswer(filter: Partial<LogFilter>, items = [companyEdit]): MockLink.MockedResponse {
  return {
    request: {
      query: AuditLogQuery,
      variables: { filter: { ...NO_FILTER, ...filter }, page: { page: 0, size: 17 } },
    },
    result: {
      data: { auditLog: { __typename: 'AuditLogPage', items, total: items.length, totalExact: true } },
    },
  };
}

/** Shows the URL's query, which the screen keeps its filters and open change in. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlQuery = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

function renderPage(role: string, mocks: MockLink.MockedResponse[], url = '/settings/audit-log') {
  writeAccessToken('token');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '관리자', role });
  render(
    <MockedProvider mocks={mocks}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <AuditLogPage disableVirtualization />
          <LocationProbe />
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

/** The filters (jsdom's screen is narrow: they fold away behind 검색 조건 열기). */
async function openSearch(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: '검색 조건 열기' }));
  return screen.findByRole('search');
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('AuditLogPage', () => {
  it('tells other roles only 관리자 may use it, and asks the server nothing', () => {
    renderPage('member_all', []);
    expect(screen.getByRole('heading', { level: 1, name: '변경 이력' })).toBeInTheDocument();
    expect(screen.getByText(AUDIT_LOG_NO_ACCESS)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('lists the last 7 days by default: when (Seoul), who, the kind and number and name of the record, the action and the fields', async () => {
    expect(AUDIT_LOG_DEFAULT_FILTERS).toMatchObject({ from: WEEK_AGO, to: TODAY });
    renderPage('admin', [members, logAnswer({})]);
    const row = (await screen.findByText('㈜가나운송')).closest<HTMLElement>('[role="row"]')!;
    expect(cellTexts(row)).toEqual([
      '2026-11-23 16:05',
      '홍길동 (hong)',
      '업체',
      '12',
      '㈜가나운송',
      '수정',
      '대표자, 통신비',
    ]);
    const search = await openSearch();
    expect(within(search).getByLabelText('변경 기간 시작일')).toHaveValue(WEEK_AGO);
    expect(within(search).getByLabelText('변경 기간 종료일')).toHaveValue(TODAY);
    // The member filter offers every member, withdrawn ones marked.
    fireEvent.mouseDown(within(search).getByRole('combobox', { name: '변경한 사람' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '전체',
      '홍길동 (hong)',
      '황지영 (hwangjy) · 탈퇴',
    ]);
  });

  it('reads its filters from the URL and writes them back when Enter searches', async () => {
    renderPage(
      'admin',
      [
        members,
        logAnswer({ entity: 'COMPANY', memberId: 3 }),
        logAnswer({ entity: 'COMPANY', memberId: 3, entityId: '12' }, []),
      ],
      '/settings/audit-log?entity=COMPANY&memberId=3',
    );
    await screen.findByText('㈜가나운송');
    const search = await openSearch();
    expect(within(search).getByRole('combobox', { name: '기록 종류' })).toHaveTextContent('업체');
    const recordId = within(search).getByRole('textbox', { name: '기록 번호' });
    fireEvent.change(recordId, { target: { value: '12' } });
    fireEvent.keyDown(recordId, { key: 'Enter' });
    expect(await screen.findByText('조건에 맞는 변경 이력이 없습니다.')).toBeInTheDocument();
    expect(urlQuery().toString()).toBe('entity=COMPANY&memberId=3&entityId=12');
  });

  it('opens a row’s change with each field before and after, by a click or Enter, and lists its record’s whole history', async () => {
    renderPage('admin', [
      members,
      logAnswer({}),
      logAnswer({ from: null, to: null, entity: 'COMPANY', entityId: '12' }),
    ]);
    const name = await screen.findByText('㈜가나운송');
    fireEvent.click(name);
    let dialog = await screen.findByRole('dialog', { name: '업체 ㈜가나운송 변경 내역' });
    const table = within(dialog).getByRole('table', { name: '2026-11-23 16:05 · 홍길동 (hong) · 수정' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['항목', '변경 전', '변경 후'],
      ['대표자', '김처음', '이나중'],
      ['통신비', '1,000원', '1,500원'],
    ]);
    // The open change is in the URL, so a link opens it too; 닫기 takes it away.
    expect(urlQuery().get('selected')).toBe('41');
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(urlQuery().get('selected')).toBeNull();

    // Enter on a cell of the row opens it again.
    fireEvent.keyDown(screen.getByText('㈜가나운송'), { key: 'Enter' });
    dialog = await screen.findByRole('dialog', { name: '업체 ㈜가나운송 변경 내역' });
    fireEvent.click(within(dialog).getByRole('button', { name: '이 기록의 모든 이력' }));
    const params = urlQuery();
    expect(Object.fromEntries(params)).toEqual({ from: '', to: '', entity: 'COMPANY', entityId: '12' });
    await screen.findByText('㈜가나운송');
  });
});

describe('changeSummary', () => {
  it('names an update’s fields, and counts a create’s or a delete’s', () => {
    expect(changeSummary(companyEdit)).toBe('대표자, 통신비');
    expect(changeSummary({ ...companyEdit, action: 'CREATE' })).toBe('항목 2개');
    expect(changeSummary({ ...companyEdit, action: 'DELETE' })).toBe('항목 2개');
    expect(changeSummary({ ...companyEdit, changes: [] })).toBe('-');
  });
});
