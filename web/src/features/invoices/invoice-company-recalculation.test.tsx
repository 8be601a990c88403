import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { RECALCULATION_MESSAGES } from '@parcel/shared/forms/invoice-recalculation-form';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SessionProvider } from '../../app/session/session-provider';
import { initialAuthState } from '../../app/session/session-state';
import { writeAccessToken, writePersistedAuth } from '../../app/session/session-storage';
import { ToastProvider } from '../../components/toast-provider';
import type { InvoiceCompanyRowFragment, InvoiceRowFragment } from '../../gql/graphql';
import { createCache } from '../../lib/apollo-client';
import {
  InvoiceCompaniesQuery,
  InvoiceCompanyVersionsQuery,
  RecalculateInvoiceCompanyMutation,
} from './api/invoice-companies';
import { InvoiceCompaniesDialog } from './invoice-companies-dialog';
import { LatestStatementSendBatchQuery } from './api/statement-send-batch';

const INVOICE: InvoiceRowFragment = {
  billHistoryId: 11,
  billCompanyId: 7,
  billCompanyNm: '서울공급',
  year: 2026,
  month: 11,
  billCd: '30',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  totAmount: 19_250,
  communicationFee: 10_000,
  communicationFeeVat: 1_000,
  untpc: 7_500,
  untpcVat: 750,
  weightUntpc: 0,
  weightUntpcVat: 0,
  companyCount: 1,
  version: 1,
  closedAt: null,
};
const FIGURES = {
  totQty: 3,
  communicationFee: 10_000,
  communicationFeeVat: 1_000,
  untpc: 7_500,
  untpcVat: 750,
  weightUntpc: 0,
  weightUntpcVat: 0,
  totAmount: 19_250,
};
const ROW: InvoiceCompanyRowFragment = {
  billHistoryDetailId: 90,
  companyId: 41,
  companyNm: '가나상사',
  email: 'gana@example.com',
  faxNo: null,
  status: 'SENT',
  lastSentAt: '2026-11-23T07:05:00.000Z',
  lastSendError: null,
  sendState: null,
  changedAfterSend: false,
  sentTotAmount: 19_250,
  mailExcluded: false,
  ...FIGURES,
};
// A late correction: 7 pieces instead of 3 at 2,500 won.
const CORRECTED = { ...FIGURES, totQty: 7, untpc: 17_500, untpcVat: 1_750, totAmount: 30_250 };
const RECALCULATED: InvoiceCompanyRowFragment = {
  ...ROW,
  ...CORRECTED,
  status: 'READY',
  lastSentAt: null,
  // The company still has the statement of 19,250원.
  changedAfterSend: true,
};

const typedRow = (row: InvoiceCompanyRowFragment) => ({ __typename: 'InvoiceDetail', ...row });
const companies = (row: InvoiceCompanyRowFragment, invoice = INVOICE): MockLink.MockedResponse => ({
  request: { query: InvoiceCompaniesQuery, variables: { billHistoryId: 11 } },
  result: { data: { invoice: { __typename: 'Invoice', ...invoice, details: [typedRow(row)] } } },
});
const VERSION = {
  __typename: 'InvoiceCompanyVersion',
  versionNo: 1,
  run: 'RECALCULATION',
  reason: '누락 수량 정정',
  memberNm: '관리자',
  // 17:00 in Seoul.
  replacedAt: '2026-11-24T08:00:00.000Z',
  before: { __typename: 'InvoiceCompanyFigures', ...FIGURES },
  after: { __typename: 'InvoiceCompanyFigures', ...CORRECTED },
};
const recalculation: MockLink.MockedResponse = {
  request: {
    query: RecalculateInvoiceCompanyMutation,
    variables: { billHistoryDetailId: 90, reason: '누락 수량 정정' },
  },
  result: {
    data: {
      recalculateInvoiceCompany: {
        __typename: 'InvoiceCompanyRecalculation',
        detail: typedRow(RECALCULATED),
        version: VERSION,
      },
    },
  },
};
const versions: MockLink.MockedResponse = {
  request: { query: InvoiceCompanyVersionsQuery, variables: { billHistoryDetailId: 90 } },
  result: { data: { invoiceCompanyVersions: [VERSION] } },
};

/** The invoice has had no 전체 발송. */
const noSendAllYet: MockLink.MockedResponse = {
  request: { query: LatestStatementSendBatchQuery, variables: { billHistoryId: 11 } },
  result: { data: { statementSendBatches: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderDialog(mocks: MockLink.MockedResponse[], role = 'admin', invoice = INVOICE) {
  writeAccessToken('token');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '관리자', role });
  render(
    <MockedProvider mocks={[...mocks, noSendAllYet]} cache={createCache()}>
      <SessionProvider>
        <ToastProvider>
          <InvoiceCompaniesDialog
            invoice={invoice}
            statementState={null}
            onStatementStateChange={() => undefined}
            onClose={() => undefined}
            disableVirtualization
          />
        </ToastProvider>
      </SessionProvider>
    </MockedProvider>,
  );
}

const rowOf = async (companyNm: string) =>
  (await screen.findByText(companyNm)).closest('[role="row"]') as HTMLElement;

describe('재계산 and 변경 이력 of an invoice company row', () => {
  afterEach(() => sessionStorage.clear());

  it('recalculates with a reason typed at the keyboard, then lists the version with what changed', async () => {
    const invoiceAfter = { ...INVOICE, totAmount: 30_250, untpc: 17_500, untpcVat: 1_750 };
    renderDialog([companies(ROW), recalculation, companies(RECALCULATED, invoiceAfter), versions]);
    const row = await rowOf('가나상사');
    const button = within(row).getByRole('button', { name: '재계산' });
    act(() => button.focus());
    expect(button).toHaveFocus();
    fireEvent.click(button);

    const ask = await screen.findByRole('dialog', { name: '재계산' });
    const reason = within(ask).getByRole('textbox', { name: /재계산 사유/ });
    // Focused at once, one line: Enter submits the form.
    expect(reason).toHaveFocus();
    expect(reason.tagName).toBe('INPUT');
    // Blank: the shared rule's message, nothing sent.
    fireEvent.submit(reason.closest('form')!);
    expect(await within(ask).findByText(RECALCULATION_MESSAGES.reasonRequired)).toBeInTheDocument();

    fireEvent.change(reason, { target: { value: '누락 수량 정정' } });
    fireEvent.submit(reason.closest('form')!);
    await screen.findByText('가나상사의 청구 금액을 다시 계산했습니다. 합계 19,250원 → 30,250원 (+11,000원)');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '재계산' })).not.toBeInTheDocument());
    // The row and the invoice's sums are the recalculated ones.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: '업체별 청구 내역 합계' })).toHaveTextContent('합계 30,250원'),
    );
    // The statement the company has shows the old total: the row says so, with the difference.
    expect((await rowOf('가나상사')).querySelector('[data-field="status"]')).toHaveTextContent(
      '발송 대기발송 후 변경: 발송한 합계 19,250원 → 현재 30,250원 (+11,000원)',
    );

    fireEvent.click(within(await rowOf('가나상사')).getByRole('button', { name: '변경 이력' }));
    const history = await screen.findByRole('dialog', { name: '변경 이력 - 가나상사' });
    const version = await within(history).findByRole('region', { name: '버전 1 · 재계산' });
    expect(version).toHaveTextContent('2026-11-24 17:00');
    expect(version).toHaveTextContent('처리자 관리자');
    expect(version).toHaveTextContent('합계 차이 +11,000원');
    expect(version).toHaveTextContent('사유: 누락 수량 정정');
    const table = within(version).getByRole('table');
    // Each section's before, after and difference.
    expect(within(table).getByRole('row', { name: '택배 7,500 17,500 +10,000' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '택배 부가세 750 1,750 +1,000' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '기본료 10,000 10,000 0' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '합계 19,250 30,250 +11,000' })).toBeInTheDocument();

    // Esc closes it.
    fireEvent.keyDown(history, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '변경 이력 - 가나상사' })).not.toBeInTheDocument(),
    );
  });

  it('closes the reason dialog with Esc, sending nothing', async () => {
    renderDialog([companies(ROW)]);
    fireEvent.click(within(await rowOf('가나상사')).getByRole('button', { name: '재계산' }));
    const ask = await screen.findByRole('dialog', { name: '재계산' });
    fireEvent.keyDown(ask, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '재계산' })).not.toBeInTheDocument());
  });

  it('tells the server refusal (an invoice closed after the dialog read it) under the screen words', async () => {
    const closed =
      '2026년 11월 서울공급 청구(말일 기준, 마감됨)는 다시 계산할 수 없습니다. 관리자가 마감을 해제한 뒤 다시 계산해주세요.';
    renderDialog([
      companies(ROW),
      {
        request: recalculation.request,
        result: { errors: [{ message: closed, extensions: { code: 'CONFLICT' } }] },
      } as MockLink.MockedResponse,
    ]);
    fireEvent.click(within(await rowOf('가나상사')).getByRole('button', { name: '재계산' }));
    const ask = await screen.findByRole('dialog', { name: '재계산' });
    const reason = within(ask).getByRole('textbox', { name: /재계산 사유/ });
    fireEvent.change(reason, { target: { value: '누락 수량 정정' } });
    fireEvent.submit(reason.closest('form')!);
    await screen.findByText(`재계산하지 못했습니다. ${closed}`);
    // The dialog stays, with the reason, for another try.
    expect(within(ask).getByRole('textbox', { name: /재계산 사유/ })).toHaveValue('누락 수량 정정');
  });

  it('disables 재계산 on a closed invoice, saying why, and asks nothing', async () => {
    // Closed on 2026-12-01 at 10:00 in Seoul.
    const closed = { ...INVOICE, closedAt: '2026-12-01T01:00:00.000Z' };
    renderDialog([companies(ROW, closed)], 'admin', closed);
    const row = await rowOf('가나상사');
    const button = within(row).getByRole('button', { name: '재계산' });
    expect(button).toBeDisabled();
    // The tooltip's text, on the span that carries it for the disabled button.
    expect(button.parentElement).toHaveAttribute('title', RECALCULATION_MESSAGES.closedInvoice);
    expect(RECALCULATION_MESSAGES.closedInvoice).toMatch(/^마감된 청구서는 재계산할 수 없습니다\./);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2026-12-01 10:00에 마감된 청구서입니다. 업체 행의 재계산은 관리자가 마감을 해제한 뒤 할 수 있습니다.',
    );
    fireEvent.click(button);
    expect(screen.queryByRole('dialog', { name: '재계산' })).not.toBeInTheDocument();
    // What reads stays: its versions, its statements, its PDF; and a send of the closed month's statement.
    for (const name of ['변경 이력', '발송 이력', '상세 청구서', '재발송'])
      expect(within(row).getByRole('button', { name })).toBeEnabled();
  });

  it("disables 재계산 when the dialog's own read finds the invoice closed since the list was read", async () => {
    renderDialog([companies(ROW, { ...INVOICE, closedAt: '2026-12-01T01:00:00.000Z' })]);
    const button = within(await rowOf('가나상사')).getByRole('button', { name: '재계산' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('title', RECALCULATION_MESSAGES.closedInvoice);
  });

  it('disables 재계산 for a role that only reads settlement, with the reason', async () => {
    renderDialog([companies(ROW)], 'member_view');
    const button = within(await rowOf('가나상사')).getByRole('button', { name: '재계산' });
    expect(button).toBeDisabled();
    expect(within(await rowOf('가나상사')).getByRole('button', { name: '변경 이력' })).toBeEnabled();
  });
});
