import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SessionProvider } from '../../app/session/session-provider';
import { initialAuthState } from '../../app/session/session-state';
import { writeAccessToken, writePersistedAuth } from '../../app/session/session-storage';
import { ToastProvider } from '../../components/toast-provider';
import type {
  InvoiceCompanyRowFragment,
  InvoiceRowFragment,
  StatementSendBatchProgressFragment,
} from '../../gql/graphql';
import { createCache } from '../../lib/apollo-client';
import { InvoiceCompaniesQuery } from './api/invoice-companies';
import {
  LatestStatementSendBatchQuery,
  SendAllStatementsMutation,
  StatementSendBatchQuery,
} from './api/statement-send-batch';
import { InvoiceCompaniesDialog } from './invoice-companies-dialog';
import { SEND_BATCH_POLL_MS } from './use-statement-send-batch';

const INVOICE: InvoiceRowFragment = {
  billHistoryId: 11,
  billCompanyId: 7,
  billCompanyNm: '서울공급',
  year: 2026,
  month: 11,
  billCd: '30',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  totAmount: 33_000,
  communicationFee: 30_000,
  communicationFeeVat: 3_000,
  untpc: 0,
  untpcVat: 0,
  weightUntpc: 0,
  weightUntpcVat: 0,
  companyCount: 4,
  version: 1,
  closedAt: null,
};

const row = (
  billHistoryDetailId: number,
  companyNm: string,
  overrides: Partial<InvoiceCompanyRowFragment> = {},
): InvoiceCompanyRowFragment => ({
  billHistoryDetailId,
  companyId: billHistoryDetailId - 50,
  companyNm,
  email: `${billHistoryDetailId}@example.com`,
  faxNo: null,
  status: 'READY',
  lastSentAt: null,
  lastSendError: null,
  sendState: null,
  changedAfterSend: false,
  sentTotAmount: null,
  mailExcluded: false,
  totQty: 0,
  totAmount: 11_000,
  communicationFee: 10_000,
  communicationFeeVat: 1_000,
  untpc: 0,
  untpcVat: 0,
  weightUntpc: 0,
  weightUntpcVat: 0,
  ...overrides,
});

const SENT_AT = '2026-11-30T01:00:00.000Z';
const ZERO = row(93, '사아유통', {
  mailExcluded: true,
  totAmount: 0,
  communicationFee: 0,
  communicationFeeVat: 0,
});

/** The company rows as the server has them now; a test moves them on as the queue would. */
let serverRows: InvoiceCompanyRowFragment[] = [];
const companies: MockLink.MockedResponse = {
  request: { query: InvoiceCompaniesQuery, variables: { billHistoryId: 11 } },
  result: () => ({
    data: {
      invoice: {
        __typename: 'Invoice',
        ...INVOICE,
        details: serverRows.map((detail) => ({ __typename: 'InvoiceDetail', ...detail })),
      },
    },
  }),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const batch = (overrides: Partial<StatementSendBatchProgressFragment>) => ({
  __typename: 'StatementSendBatch',
  statementSendBatchId: 5,
  billHistoryId: 11,
  includeSent: true,
  // 10:00 in Seoul.
  requestedAt: '2026-11-30T01:00:00.000Z',
  requestedByNm: '관리자',
  total: 3,
  waiting: 3,
  retrying: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  unknown: 0,
  cancelled: 0,
  finished: false,
  skippedZero: 1,
  skippedSent: 0,
  skippedQueued: 0,
  ...overrides,
});

/** The batch as the server has it now; a test moves it on as the queue would. */
let serverBatch = batch({});
let batchReads = 0;
const progress: MockLink.MockedResponse = {
  request: { query: StatementSendBatchQuery, variables: { statementSendBatchId: 5 } },
  result: () => {
    batchReads += 1;
    return { data: { statementSendBatch: serverBatch } };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const latest = (answer: ReturnType<typeof batch> | null): MockLink.MockedResponse => ({
  request: { query: LatestStatementSendBatchQuery, variables: { billHistoryId: 11 } },
  result: { data: { statementSendBatches: answer ? [answer] : [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderDialog(mocks: MockLink.MockedResponse[], role = 'admin') {
  writeAccessToken('token');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '관리자', role });
  render(
    <MockedProvider mocks={[companies, ...mocks]} cache={createCache()}>
      <SessionProvider>
        <ToastProvider>
          <InvoiceCompaniesDialog
            invoice={INVOICE}
            statementState={null}
            onStatementStateChange={() => undefined}
            onClose={() => undefined}
            disableVirtualization
          />
        </ToastProvider>
      </SessionProvider>
    </MockedProvider>,
  );
  return screen.getByRole('dialog', { name: '업체별 보기 - 서울공급 2026년 11월(말일)' });
}

const statusOf = async (companyNm: string) =>
  (await screen.findByText(companyNm))
    .closest('[role="row"]')!
    .querySelector('[data-field="status"]') as HTMLElement;

const progressPanel = () => screen.getByRole('region', { name: /^전체 발송 (중|완료)$/ });

describe('전체 발송', () => {
  beforeEach(() => {
    serverRows = [row(90, '가나상사'), row(91, '다라물산'), row(92, '마바상회'), ZERO];
    serverBatch = batch({});
    batchReads = 0;
  });
  afterEach(() => sessionStorage.clear());

  // Several reads a second apart, each redrawing the grid: slow in jsdom on a busy machine (60 s).
  it('asks first, sends includeSent, follows the queue every second and stops once it has finished', async () => {
    const dialog = renderDialog([
      latest(null),
      {
        request: { query: SendAllStatementsMutation, variables: { billHistoryId: 11, includeSent: true } },
        result: () => {
          serverRows = serverRows.map((detail) =>
            detail.mailExcluded ? detail : { ...detail, sendState: 'WAITING' },
          );
          serverBatch = batch({});
          return { data: { sendAllStatements: serverBatch } };
        },
      },
      progress,
    ]);
    await statusOf('가나상사');
    const button = within(dialog).getByRole('button', { name: '전체 발송' });
    act(() => button.focus());
    fireEvent.click(button);

    const ask = await screen.findByRole('dialog', { name: '전체 발송' });
    expect(ask).toHaveTextContent('0원 업체는 제외됩니다.');
    const includeSent = within(ask).getByRole('checkbox', { name: '이미 발송한 업체에도 다시 보내기' });
    // The one choice to make has the focus, unchecked; Space checks it, Enter sends.
    expect(includeSent).toHaveFocus();
    expect(includeSent).not.toBeChecked();
    fireEvent.click(includeSent);
    expect(includeSent).toBeChecked();
    fireEvent.keyDown(includeSent, { key: 'Enter' });

    await screen.findByText('전체 발송을 시작했습니다. 3곳에 보냅니다.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '전체 발송' })).not.toBeInTheDocument());
    // The progress takes the focus: what was started, as it stands.
    await waitFor(() => expect(progressPanel()).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: '전체 발송' })).toBeDisabled();
    expect(await statusOf('가나상사')).toHaveTextContent(/^대기 중$/);
    expect(await statusOf('사아유통')).toHaveTextContent(/^발송 제외$/);

    // Read again every second: one sent, one being sent, one waiting for its retry.
    await waitFor(() => expect(progressPanel()).toHaveTextContent('발송 0 · 실패 0 · 대기 3'));
    serverBatch = batch({ waiting: 1, retrying: 1, sending: 1, sent: 1 });
    await waitFor(() =>
      expect(progressPanel()).toHaveTextContent('발송 1 · 실패 0 · 발송 중 1 · 대기 1 (재시도 대기 1)'),
    );
    const bar = within(progressPanel()).getByRole('progressbar', { name: '전체 발송 진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuetext', '3곳 중 1곳 처리 (33%)');
    expect(progressPanel()).toHaveTextContent('0원 제외 1');
    expect(progressPanel()).not.toHaveTextContent('이미 발송 제외');

    // Finished. The rows are read again with it.
    serverBatch = batch({ waiting: 0, sent: 2, failed: 1, finished: true });
    serverRows = serverRows.map((detail, index) =>
      detail.mailExcluded
        ? detail
        : index === 2
          ? {
              ...detail,
              sendState: null,
              status: 'FAILED',
              lastSentAt: SENT_AT,
              lastSendError: '550 no such user',
            }
          : { ...detail, sendState: null, status: 'SENT', lastSentAt: SENT_AT },
    );
    const toast = await screen.findByText('전체 발송을 마쳤습니다: 발송 2, 실패 1', {}, { timeout: 4_000 });
    expect(toast.previousElementSibling).toHaveTextContent('일부 실패');
    expect(progressPanel()).toHaveAccessibleName('전체 발송 완료');
    expect(within(progressPanel()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(progressPanel()).toHaveTextContent('발송 2 · 실패 1');
    await waitFor(async () => expect(await statusOf('가나상사')).toHaveTextContent('발송 완료'));
    expect(await statusOf('마바상회')).toHaveTextContent('발송 실패550 no such user');
    expect(within(dialog).getByRole('button', { name: '전체 발송' })).toBeEnabled();

    // Read no more.
    const readsWhenFinished = batchReads;
    await act(() => new Promise((resolve) => setTimeout(resolve, SEND_BATCH_POLL_MS * 2.5)));
    expect(batchReads).toBe(readsWhenFinished);
  }, 60_000);

  it('follows the latest 전체 발송 still running when the view opens', async () => {
    serverRows = serverRows.map((detail) =>
      detail.mailExcluded ? detail : { ...detail, sendState: 'WAITING' },
    );
    serverBatch = batch({ includeSent: false, skippedSent: 2 });
    renderDialog([latest(batch({ includeSent: false, skippedSent: 2 })), progress]);
    const panel = await screen.findByRole('region', { name: '전체 발송 중' });
    expect(panel).toHaveTextContent('0 / 3곳');
    expect(panel).toHaveTextContent('발송 0 · 실패 0 · 대기 3');
    expect(panel).toHaveTextContent('0원 제외 1 · 이미 발송 제외 2');
    expect(panel).toHaveTextContent('관리자 · 2026-11-30 10:00 요청');
    expect(within(panel).getByRole('progressbar', { name: '전체 발송 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const button = screen.getByRole('button', { name: '전체 발송' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('title', '전체 발송이 진행 중입니다.');
  });

  it('shows nothing of a latest 전체 발송 that has finished', async () => {
    renderDialog([latest(batch({ waiting: 0, sent: 3, finished: true }))]);
    await statusOf('가나상사');
    await waitFor(() => expect(screen.getByRole('button', { name: '전체 발송' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: /전체 발송/ })).not.toBeInTheDocument();
  });

  it('says why when nothing is left to send, keeps the question, and Esc gives the focus back', async () => {
    const nothing = '보낼 업체가 없습니다(0원 1곳, 이미 발송 3곳, 발송 대기 0곳).';
    const dialog = renderDialog([
      latest(null),
      {
        request: { query: SendAllStatementsMutation, variables: { billHistoryId: 11, includeSent: false } },
        result: { errors: [{ message: nothing, extensions: { code: 'CONFLICT' } }] },
      } as MockLink.MockedResponse,
    ]);
    await statusOf('가나상사');
    const button = within(dialog).getByRole('button', { name: '전체 발송' });
    act(() => button.focus());
    fireEvent.click(button);
    const ask = await screen.findByRole('dialog', { name: '전체 발송' });
    fireEvent.click(within(ask).getByRole('button', { name: '발송' }));
    await screen.findByText(`전체 발송을 시작하지 못했습니다. ${nothing}`);
    expect(ask).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: '발송' })).toBeEnabled();

    fireEvent.keyDown(ask, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '전체 발송' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '전체 발송' })).toHaveFocus());
    expect(screen.queryByRole('region', { name: /전체 발송/ })).not.toBeInTheDocument();
  });

  it('is disabled, with the reason, for a role that only reads settlement', async () => {
    const dialog = renderDialog([latest(null)], 'member_view');
    await statusOf('가나상사');
    const button = within(dialog).getByRole('button', { name: '전체 발송' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('title', '관리자와 멤버_전체만 할 수 있습니다.');
  });
});
