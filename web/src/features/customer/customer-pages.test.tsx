import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@parcel/shared/forms/payment-form';
import { MemoryRouter } from 'react-router-dom';
import { CompanySearchQuery } from '../../lib/company-search';
import { ToastProvider } from '../../components/toast-provider';
import { CustomerLedgerQuery, MeQuery } from './api/customer';
import { CUSTOMER_INVOICES_EMPTY, CustomerInvoicesPage, NO_CUSTOMER_COMPANY } from './customer-invoices-page';
import { CUSTOMER_COMPANY_LABEL } from './customer-company-field';
import { CustomerReceivablesPage } from './customer-receivables-page';

const me = (companyId: number | null, companyNm: string | null): MockLink.MockedResponse => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: 'Me', memberId: 7, role: 'customer', companyId, companyNm } } },
});

const entry = (fields: Partial<Record<string, unknown>>) => ({
  __typename: 'LedgerEntry',
  kind: 'INVOICE',
  date: '2026-01-31',
  description: '2026년 1월 청구 (㈜공급)',
  debit: 0,
  credit: 0,
  balance: 0,
  billHistoryDetailId: 101,
  billHistoryId: 11,
  billCompanyId: 3,
  billCompanyNm: '㈜공급',
  year: 2026,
  month: 1,
  billCd: '30',
  ...fields,
});

const LEDGER_ENTRIES = [
  entry({ debit: 110000, balance: 110000 }),
  entry({
    kind: 'PAYMENT',
    date: '2026-02-05',
    description: '입금 (계좌이체)',
    credit: 60000,
    balance: 50000,
  }),
  entry({
    date: '2026-02-28',
    description: '2026년 2월 청구 (㈜공급)',
    debit: 220000,
    balance: 270000,
    billHistoryDetailId: 102,
    billHistoryId: 12,
    month: 2,
  }),
];

function ledger(
  input: Record<string, unknown>,
  entries = LEDGER_ENTRIES,
  opening = 0,
): MockLink.MockedResponse {
  const closing = entries.at(-1)?.balance ?? opening;
  return {
    request: { query: CustomerLedgerQuery, variables: { input } },
    result: {
      data: {
        companyLedger: {
          __typename: 'CompanyLedger',
          companyId: 5,
          companyNm: '㈜화주',
          from: (input.from as string | undefined) ?? null,
          to: (input.to as string | undefined) ?? null,
          openingBalance: opening,
          closingBalance: closing,
          entries,
        },
      },
    },
  };
}

function renderPage(page: 'invoices' | 'receivables', mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter>
          {page === 'invoices' ? (
            <CustomerInvoicesPage disableVirtualization />
          ) : (
            <CustomerReceivablesPage disableVirtualization />
          )}
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('청구서 (a customer’s invoices)', () => {
  it('lists its company’s invoice rows newest first, with billed, paid and outstanding won', async () => {
    renderPage('invoices', [me(5, '㈜화주'), ledger({ companyId: 5 })]);
    expect(await screen.findByText('2026년 2월')).toBeInTheDocument();
    expect(screen.getByText('㈜화주')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[0]!).slice(0, 6)).toEqual([
      '2026년 2월',
      '2026-02-28',
      '㈜공급',
      '220,000',
      '0',
      '220,000',
    ]);
    expect(cellTexts(rows[1]!).slice(0, 6)).toEqual([
      '2026년 1월',
      '2026-01-31',
      '㈜공급',
      '110,000',
      '60,000',
      '50,000',
    ]);
  });

  it('opens a row’s statement on the print page, keyed by its invoice and the company', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderPage('invoices', [me(5, '㈜화주'), ledger({ companyId: 5 })]);
    fireEvent.click(await screen.findByRole('button', { name: '2026년 1월 ㈜공급 거래명세서 보기' }));
    expect(open).toHaveBeenCalledWith(
      '/settlement/invoices/print?billCompanyId=3&year=2026&month=1&billCd=30&companyId=5&view=detail',
      '_blank',
    );
    expect(
      screen.getByRole('button', { name: '2026년 2월 ㈜공급 거래명세서 PDF 내려받기' }),
    ).toBeInTheDocument();
    open.mockRestore();
  });

  it('says so when nothing was billed', async () => {
    renderPage('invoices', [me(5, '㈜화주'), ledger({ companyId: 5 }, [])]);
    expect(await screen.findByText(CUSTOMER_INVOICES_EMPTY)).toBeInTheDocument();
  });

  it('asks nothing of the ledger for an account without a company', async () => {
    renderPage('invoices', [me(null, null)]);
    expect(await screen.findByText(NO_CUSTOMER_COMPANY)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('미수금 (a customer’s ledger)', () => {
  it('shows the balances and the lines, and searches a period with Enter', async () => {
    const inPeriod = [LEDGER_ENTRIES[1]!, LEDGER_ENTRIES[2]!];
    renderPage('receivables', [
      me(5, '㈜화주'),
      ledger({ companyId: 5, from: null, to: null }),
      ledger({ companyId: 5, from: '2026-02-01', to: '2026-02-28' }, inPeriod, 110000),
    ]);
    expect(await screen.findByText('2026년 2월 청구 (㈜공급)')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(rows().map((row) => cellTexts(row))).toEqual([
      ['', '이월 잔액', '', '', '0'],
      ['2026-01-31', '2026년 1월 청구 (㈜공급)', '110,000', '', '110,000'],
      ['2026-02-05', '입금 (계좌이체)', '', '60,000', '50,000'],
      ['2026-02-28', '2026년 2월 청구 (㈜공급)', '220,000', '', '270,000'],
      ['', '기말 잔액', '', '', '270,000'],
    ]);
    expect(screen.getByTestId('closing-balance')).toHaveTextContent('270,000원');

    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-02-01' } });
    const to = screen.getByLabelText('종료일');
    fireEvent.change(to, { target: { value: '2026-02-28' } });
    fireEvent.submit(to.closest('form')!);
    expect(await screen.findByText('2026-02-01')).toBeInTheDocument();
    expect(screen.getByTestId('opening-balance')).toHaveTextContent('110,000원');
    expect(rows()).toHaveLength(4);
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    renderPage('receivables', [me(5, '㈜화주'), ledger({ companyId: 5, from: null, to: null })]);
    await screen.findByText('기말 잔액');
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-03-01' } });
    const to = screen.getByLabelText('종료일');
    fireEvent.change(to, { target: { value: '2026-02-01' } });
    fireEvent.submit(to.closest('form')!);
    expect(await screen.findByText(PAYMENT_MESSAGES.periodOrder)).toBeInTheDocument();
  });

  it('shows another of its companies (one it heads) once picked, in the same period', async () => {
    const branchSearch: MockLink.MockedResponse = {
      request: { query: CompanySearchQuery, variables: { name: '지점', size: 10 } },
      result: {
        data: {
          companySearch: [
            {
              __typename: 'Company',
              companyId: 6,
              companyNm: '㈜화주지점',
              telNo: null,
              address: null,
              managerTelNo: null,
              useYn: 'Y',
            },
          ],
        },
      },
    };
    const branchEntry = entry({ description: '2026년 1월 청구 (㈜공급) 지점', debit: 5000, balance: 5000 });
    renderPage('receivables', [
      me(5, '㈜화주'),
      ledger({ companyId: 5, from: null, to: null }),
      branchSearch,
      ledger({ companyId: 6, from: null, to: null }, [branchEntry]),
    ]);
    await screen.findByText('2026년 2월 청구 (㈜공급)');
    const field = screen.getByRole('combobox', { name: CUSTOMER_COMPANY_LABEL });
    expect(field).toHaveValue('㈜화주');
    fireEvent.change(field, { target: { value: '지점' } });
    fireEvent.click(await screen.findByRole('option', { name: /㈜화주지점/ }));
    expect(await screen.findByText('2026년 1월 청구 (㈜공급) 지점')).toBeInTheDocument();
    expect(screen.queryByText('2026년 2월 청구 (㈜공급)')).not.toBeInTheDocument();
  });
});
