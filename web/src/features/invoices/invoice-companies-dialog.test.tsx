import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { StatementState } from '@parcel/shared/forms/statement-state-filter';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { SessionProvider } from '../../app/session/session-provider';
import { initialAuthState } from '../../app/session/session-state';
import { writeAccessToken, writePersistedAuth } from '../../app/session/session-storage';
import { ToastProvider } from '../../components/toast-provider';
import type { InvoiceCompanyRowFragment, InvoiceRowFragment } from '../../gql/graphql';
import { createCache } from '../../lib/apollo-client';
import { InvoiceCompaniesQuery, SendStatementMutation, StatementMailsQuery } from './api/invoice-companies';
import { LatestStatementSendBatchQuery } from './api/statement-send-batch';
import { InvoiceCompaniesDialog } from './invoice-companies-dialog';

const INVOICE: InvoiceRowFragment = {
  billHistoryId: 11,
  billCompanyId: 7,
  billCompanyNm: '서울공급',
  year: 2026,
  month: 11,
  billCd: '30',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  totAmount: 54_450,
  communicationFee: 20_000,
  communicationFeeVat: 2_000,
  untpc: 17_500,
  untpcVat: 1_750,
  weightUntpc: 12_000,
  weightUntpcVat: 1_200,
  companyCount: 3,
  version: 1,
  closedAt: null,
};

const row = (overrides: Partial<InvoiceCompanyRowFragment>): InvoiceCompanyRowFragment => ({
  billHistoryDetailId: 0,
  companyId: 0,
  companyNm: '',
  email: null,
  faxNo: null,
  status: 'READY',
  lastSentAt: null,
  lastSendError: null,
  sendState: null,
  changedAfterSend: false,
  sentTotAmount: null,
  mailExcluded: false,
  totQty: 0,
  totAmount: 0,
  communicationFee: 0,
  communicationFeeVat: 0,
  untpc: 0,
  untpcVat: 0,
  weightUntpc: 0,
  weightUntpcVat: 0,
  ...overrides,
});

const READY = row({
  billHistoryDetailId: 90,
  companyId: 41,
  companyNm: '가나상사',
  email: 'ganа@example.com',
  totQty: 15,
  communicationFee: 10_000,
  communicationFeeVat: 1_000,
  untpc: 7_500,
  untpcVat: 750,
  weightUntpc: 12_000,
  weightUntpcVat: 1_200,
  totAmount: 32_450,
});
const SENT = row({
  billHistoryDetailId: 91,
  companyId: 42,
  companyNm: '다라물산',
  email: 'dara@example.com',
  status: 'SENT',
  // 16:05 in Seoul.
  lastSentAt: '2026-11-23T07:05:00.000Z',
  totQty: 4,
  untpc: 10_000,
  untpcVat: 1_000,
  totAmount: 11_000,
});
const FAILED = row({
  billHistoryDetailId: 92,
  companyId: 43,
  companyNm: '마바상회',
  email: 'maba@example.com',
  status: 'FAILED',
  lastSentAt: '2026-11-23T07:10:00.000Z',
  lastSendError: '550 5.1.1 Recipient address rejected',
  communicationFee: 10_000,
  communicationFeeVat: 1_000,
  totAmount: 11_000,
});

// A member-less top company of a month without lines: it bills nothing, so it is never mailed.
const NOTHING_BILLED = row({
  billHistoryDetailId: 93,
  companyId: 44,
  companyNm: '사아유통',
  email: 'saa@example.com',
  mailExcluded: true,
});

const typed = (detail: InvoiceCompanyRowFragment) => ({ __typename: 'InvoiceDetail', ...detail });
const companies: MockLink.MockedResponse = {
  request: { query: InvoiceCompaniesQuery, variables: { billHistoryId: 11 } },
  result: {
    data: {
      invoice: {
        __typename: 'Invoice',
        ...INVOICE,
        details: [READY, SENT, FAILED, NOTHING_BILLED].map(typed),
      },
    },
  },
};
/** The invoice with only the rows of one statement state (Invoice.details(statementState)). */
const companiesIn = (
  statementState: StatementState,
  details: InvoiceCompanyRowFragment[],
): MockLink.MockedResponse => ({
  request: { query: InvoiceCompaniesQuery, variables: { billHistoryId: 11, statementState } },
  result: { data: { invoice: { __typename: 'Invoice', ...INVOICE, details: details.map(typed) } } },
});
const sendAnswer = (
  detail: InvoiceCompanyRowFragment,
  attempt: { result: string; recipient: string; error: string | null } | null,
  delay = 0,
  send: { state: string; attempts: number; error: string | null } = {
    state: attempt?.result ?? 'WAITING',
    attempts: attempt ? 1 : 0,
    error: attempt?.error ?? null,
  },
): MockLink.MockedResponse => ({
  request: { query: SendStatementMutation, variables: { billHistoryDetailId: detail.billHistoryDetailId } },
  delay,
  result: {
    data: {
      sendStatement: {
        __typename: 'StatementSendResult',
        detail: typed(detail),
        attempt: attempt && { __typename: 'StatementMail', statementMailId: 5, ...attempt },
        send: { __typename: 'StatementSend', statementSendId: 7, ...send },
      },
    },
  },
});
/** The invoice has had no 전체 발송. */
const noSendAllYet: MockLink.MockedResponse = {
  request: { query: LatestStatementSendBatchQuery, variables: { billHistoryId: 11 } },
  result: { data: { statementSendBatches: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The dialog with its 발송 상태 filter kept as the invoice page keeps it (there: in the URL). */
function FilteredDialog({
  onClose,
  initialState,
}: {
  onClose: () => void;
  initialState: StatementState | null;
}) {
  const [statementState, setStatementState] = useState(initialState);
  return (
    <InvoiceCompaniesDialog
      invoice={INVOICE}
      statementState={statementState}
      onStatementStateChange={setStatementState}
      onClose={onClose}
      disableVirtualization
    />
  );
}

function renderDialog(
  mocks: MockLink.MockedResponse[],
  role = 'admin',
  initialState: StatementState | null = null,
) {
  writeAccessToken('token');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '관리자', role });
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[...mocks, noSendAllYet]} cache={createCache()}>
      <SessionProvider>
        <ToastProvider>
          <FilteredDialog onClose={onClose} initialState={initialState} />
        </ToastProvider>
      </SessionProvider>
    </MockedProvider>,
  );
  return {
    onClose,
    dialog: screen.getByRole('dialog', { name: '업체별 보기 - 서울공급 2026년 11월(말일)' }),
  };
}

const rowOf = async (companyNm: string) =>
  (await screen.findByText(companyNm)).closest('[role="row"]') as HTMLElement;
const cell = (gridRow: HTMLElement, field: string) =>
  gridRow.querySelector(`[data-field="${field}"]`) as HTMLElement;

describe('InvoiceCompaniesDialog', () => {
  afterEach(() => sessionStorage.clear());

  it('lists the companies with their statement status, amounts and the invoice totals', async () => {
    renderDialog([companies]);
    const ready = await rowOf('가나상사');
    expect(cell(ready, 'email')).toHaveTextContent('ganа@example.com');
    expect(cell(ready, 'status')).toHaveTextContent('발송 대기');
    expect(cell(ready, 'communicationFee')).toHaveTextContent('10,000');
    expect(cell(ready, 'totAmount')).toHaveTextContent('32,450');
    expect(within(ready).getByRole('button', { name: '재발송' })).toBeEnabled();

    expect(cell(await rowOf('다라물산'), 'status')).toHaveTextContent('발송 완료2026-11-23 16:05');
    const failed = await rowOf('마바상회');
    expect(cell(failed, 'status')).toHaveTextContent('발송 실패550 5.1.1 Recipient address rejected');
    expect(within(failed).getByRole('button', { name: '다시 보내기' })).toBeEnabled();

    // The sums of the rows, each equal to the invoice's column.
    const sums = screen.getByRole('group', { name: '업체별 청구 내역 합계' });
    expect(sums).toHaveTextContent(
      '업체 4곳수량 19기본료 20,000기본료 부가세 2,000택배 17,500택배 부가세 1,750통신 화주 12,000통신 부가세 1,200합계 54,450원',
    );
  });

  it('shows a row that bills nothing as 발송 제외, its 재발송 disabled with the reason', async () => {
    renderDialog([companies]);
    const excluded = await rowOf('사아유통');
    expect(cell(excluded, 'status')).toHaveTextContent(/^발송 제외$/);
    const send = within(excluded).getByRole('button', { name: '재발송' });
    expect(send).toBeDisabled();
    expect(send.parentElement).toHaveAttribute('title', '청구 금액이 0원이라 보내지 않습니다.');
    // The others keep theirs: 발송 대기 with its button enabled.
    const ready = await rowOf('가나상사');
    expect(cell(ready, 'status')).toHaveTextContent(/^발송 대기$/);
    expect(within(ready).getByRole('button', { name: '재발송' })).toBeEnabled();
  });

  it('sends a statement again: disabled while sending, then 발송 완료 in place and a toast', async () => {
    const sentNow = { ...READY, status: 'SENT', lastSentAt: '2026-11-23T08:00:00.000Z' };
    renderDialog([
      companies,
      sendAnswer(sentNow, { result: 'SENT', recipient: READY.email ?? '', error: null }, 30),
    ]);
    const ready = await rowOf('가나상사');
    fireEvent.click(within(ready).getByRole('button', { name: '재발송' }));
    expect(within(ready).getByRole('button', { name: '발송 중...' })).toBeDisabled();
    await screen.findByText('가나상사에 명세서를 보냈습니다. (ganа@example.com)');
    await waitFor(() => expect(cell(ready, 'status')).toHaveTextContent('발송 완료2026-11-23 17:00'));
    expect(within(ready).getByRole('button', { name: '재발송' })).toBeEnabled();
  });

  it('says why a send failed, and the row offers 다시 보내기', async () => {
    const reason = '421 4.7.0 Try again later';
    const failedNow = {
      ...READY,
      status: 'FAILED',
      lastSentAt: '2026-11-23T08:00:00.000Z',
      lastSendError: reason,
    };
    renderDialog([
      companies,
      sendAnswer(failedNow, { result: 'FAILED', recipient: READY.email ?? '', error: reason }),
    ]);
    const ready = await rowOf('가나상사');
    fireEvent.click(within(ready).getByRole('button', { name: '재발송' }));
    await screen.findByText(`명세서 발송에 실패했습니다. ${reason}`);
    await waitFor(() => expect(cell(ready, 'status')).toHaveTextContent(`발송 실패${reason}`));
    expect(within(ready).getByRole('button', { name: '다시 보내기' })).toBeEnabled();
  });

  it('says when the queue had not tried a send yet: 대기 중 in the row, and a notice', async () => {
    const queued = { ...READY, sendState: 'WAITING' };
    renderDialog([companies, sendAnswer(queued, null)]);
    const ready = await rowOf('가나상사');
    fireEvent.click(within(ready).getByRole('button', { name: '재발송' }));
    const notice = await screen.findByText('발송 대기열에 넣었습니다. 잠시 후 발송 이력을 확인해주세요.');
    expect(notice.previousElementSibling).toHaveTextContent('안내');
    await waitFor(() => expect(cell(ready, 'status')).toHaveTextContent(/^대기 중$/));
    // It may be sent again: ahead of its place in the queue.
    expect(within(ready).getByRole('button', { name: '재발송' })).toBeEnabled();
  });

  it('says a failed attempt is tried again later when the queue keeps the send', async () => {
    const reason = '421 4.7.0 Try again later';
    const retrying = {
      ...READY,
      status: 'FAILED',
      sendState: 'WAITING',
      lastSentAt: '2026-11-23T08:00:00.000Z',
      lastSendError: reason,
    };
    renderDialog([
      companies,
      sendAnswer(retrying, { result: 'FAILED', recipient: READY.email ?? '', error: reason }, 0, {
        state: 'WAITING',
        attempts: 1,
        error: reason,
      }),
    ]);
    const ready = await rowOf('가나상사');
    fireEvent.click(within(ready).getByRole('button', { name: '재발송' }));
    await screen.findByText(`명세서 발송에 실패했습니다. ${reason} 잠시 후 자동으로 다시 보냅니다.`);
    await waitFor(() => expect(cell(ready, 'status')).toHaveTextContent(`대기 중${reason}`));
  });

  it('shows the sends the queue has open, and 재발송 waits while one is being sent', async () => {
    renderDialog([
      {
        ...companies,
        result: {
          data: {
            invoice: {
              __typename: 'Invoice',
              ...INVOICE,
              details: [
                { ...READY, sendState: 'WAITING' },
                { ...SENT, sendState: 'SENDING' },
              ].map(typed),
            },
          },
        },
      },
    ]);
    const waiting = await rowOf('가나상사');
    expect(cell(waiting, 'status')).toHaveTextContent(/^대기 중$/);
    const sending = await rowOf('다라물산');
    // The time of the last delivery gives way while the new one is on its way.
    expect(cell(sending, 'status')).toHaveTextContent(/^발송 중$/);
    expect(within(sending).getByRole('button', { name: '발송 중...' })).toBeDisabled();
  });

  it('marks a row whose figures changed after its statement was delivered, with the difference', async () => {
    const changed = { ...SENT, changedAfterSend: true, sentTotAmount: 45_000, totAmount: 57_000 };
    const unknownTotal = { ...FAILED, changedAfterSend: true, sentTotAmount: null };
    renderDialog([
      {
        ...companies,
        result: {
          data: {
            invoice: { __typename: 'Invoice', ...INVOICE, details: [changed, unknownTotal].map(typed) },
          },
        },
      },
    ]);
    const status = cell(await rowOf('다라물산'), 'status');
    expect(status).toHaveTextContent(
      /^발송 완료발송 후 변경: 발송한 합계 45,000원 → 현재 57,000원 \(\+12,000원\)2026-11-23 16:05$/,
    );
    // The difference shows on hover too.
    fireEvent.mouseOver(within(status).getByText('발송 후 변경'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '발송한 합계 45,000원 → 현재 57,000원 (+12,000원)',
    );
    expect(cell(await rowOf('마바상회'), 'status')).toHaveTextContent(
      '발송 후 변경: 발송한 뒤 금액이 바뀌었습니다. 업체는 바뀐 금액을 받지 못했습니다.',
    );
  });

  it('lets a role without settlement write send nothing, but open the invoices', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderDialog([companies], 'member_view');
    const ready = await rowOf('가나상사');
    expect(within(ready).getByRole('button', { name: '재발송' })).toBeDisabled();
    expect(within(ready).getByRole('button', { name: '재발송' }).parentElement).toHaveAttribute(
      'title',
      '관리자와 멤버_전체만 할 수 있습니다.',
    );
    fireEvent.click(within(ready).getByRole('button', { name: '상세 청구서' }));
    fireEvent.click(within(ready).getByRole('button', { name: '유형별 청구서' }));
    expect(open.mock.calls).toEqual([
      [
        '/settlement/invoices/print?billCompanyId=7&year=2026&month=11&billCd=30&companyId=41&view=detail',
        '_blank',
      ],
      [
        '/settlement/invoices/print?billCompanyId=7&year=2026&month=11&billCd=30&companyId=41&view=type',
        '_blank',
      ],
    ]);
    open.mockRestore();
  });

  it('downloads the tax-bill zip under the server name, and says why when it fails', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const answers = [
      {
        ok: true,
        status: 200,
        headers: new Headers({
          'content-disposition': `attachment; filename="taxbill.zip"; filename*=UTF-8''${encodeURIComponent('세금계산서_서울공급_2026-11.zip')}`,
        }),
        blob: async () => new Blob(['PK']),
      },
      {
        ok: false,
        status: 400,
        statusText: 'Bad Request',
        json: async () => ({ message: '청구서가 없습니다.' }),
      },
    ];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return answers.shift() as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:zip');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    const { dialog } = renderDialog([companies]);
    const download = within(dialog).getByRole('button', { name: '세금계산서 다운로드' });
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['세금계산서_서울공급_2026-11.zip']));
    expect(calls[0]?.url).toBe('/api/bill-print/download');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      billCompanyId: 7,
      year: 2026,
      month: 11,
      billCd: '30',
    });
    expect((calls[0]?.init?.headers as Record<string, string>).authorization).toBe('Bearer token');

    await waitFor(() => expect(download).toBeEnabled());
    fireEvent.click(download);
    await screen.findByText('세금계산서 다운로드에 실패했습니다. 청구서가 없습니다.');
    click.mockRestore();
  });

  it('shows the mails of a row, newest first, and Esc closes only them', async () => {
    const mail = (statementMailId: number, sentAt: string, result: string, error: string | null) => ({
      __typename: 'StatementMail',
      statementMailId,
      sentAt,
      recipient: 'maba@example.com',
      sentByNm: '관리자',
      result,
      error,
      attachmentName: '거래명세서_마바상회_2026-11.xlsx',
      // Mails from before the files were kept name their file only.
      attachments: [],
    });
    const { onClose } = renderDialog([
      companies,
      {
        request: { query: StatementMailsQuery, variables: { billHistoryDetailId: 92 } },
        result: {
          data: {
            statementMails: [
              mail(8, '2026-11-23T07:10:00.000Z', 'FAILED', '550 5.1.1 Recipient address rejected'),
              mail(7, '2026-11-22T01:00:00.000Z', 'SENT', null),
            ],
          },
        },
      },
    ]);
    fireEvent.click(within(await rowOf('마바상회')).getByRole('button', { name: '발송 이력' }));
    const mails = await screen.findByRole('dialog', { name: '발송 이력 - 마바상회' });
    await within(mails).findByText('550 5.1.1 Recipient address rejected');
    const rows = within(mails)
      .getAllByRole('row')
      .filter((gridRow) => gridRow.hasAttribute('data-id'))
      .map((gridRow) => gridRow.textContent);
    expect(rows).toEqual([
      '2026-11-23 16:10maba@example.com관리자발송 실패550 5.1.1 Recipient address rejected거래명세서_마바상회_2026-11.xlsx',
      '2026-11-22 10:00maba@example.com관리자발송 완료거래명세서_마바상회_2026-11.xlsx',
    ]);
    fireEvent.keyDown(mails, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '발송 이력 - 마바상회' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens on a statement state and changes it: the rows the server filters, their count', async () => {
    renderDialog(
      [companiesIn('FAILED', [FAILED]), companiesIn('EXCLUDED', []), companies],
      'admin',
      'FAILED',
    );
    await rowOf('마바상회');
    expect(screen.queryByText('가나상사')).not.toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: '발송 상태' });
    expect(filter).toHaveTextContent('발송 실패');
    // Beside a filtered list, no money sums (they are the whole invoice's).
    expect(screen.getByRole('group', { name: '업체별 청구 내역 합계' })).toHaveTextContent(
      '발송 실패 1곳청구서 전체 3곳',
    );

    fireEvent.mouseDown(filter);
    fireEvent.click(await screen.findByRole('option', { name: '발송 제외' }));
    await screen.findByText('발송 제외인 업체가 없습니다.');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '발송 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '전체' }));
    await rowOf('가나상사');
    expect(screen.getByRole('group', { name: '업체별 청구 내역 합계' })).toHaveTextContent(/^업체 4곳/);
  });

  it('closes with Esc', async () => {
    const { onClose, dialog } = renderDialog([companies]);
    await rowOf('가나상사');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
