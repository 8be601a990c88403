import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '../../components/toast-provider';
import type { InvoiceRowFragment } from '../../gql/graphql';
import { SupplierOptionsQuery } from '../../lib/option-queries';
import { GenerateInvoiceMutation } from './api/invoices';
import { INVOICE_TOASTS, InvoiceFormDialog } from './invoice-form-dialog';

const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];

const SUPPLIERS: MockLink.MockedResponse = {
  request: { query: SupplierOptionsQuery },
  result: {
    data: {
      supplierOptions: [
        { __typename: 'CodeOption', codeVal: '4', codeNm: '대구공급' },
        { __typename: 'CodeOption', codeVal: '7', codeNm: '서울공급' },
      ],
    },
  },
};

const GENERATED: InvoiceRowFragment = {
  billHistoryId: 11,
  billCompanyId: 7,
  billCompanyNm: '서울공급',
  year: YEAR,
  month: MONTH,
  billCd: '30',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  totAmount: 17,
  communicationFee: 15,
  communicationFeeVat: 2,
  untpc: 0,
  untpcVat: 0,
  weightUntpc: 0,
  weightUntpcVat: 0,
  companyCount: 1,
  version: 1,
  closedAt: null,
};

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onGenerated = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <InvoiceFormDialog onClose={jest.fn()} onGenerated={onGenerated} />
      </ToastProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: '청구서 생성' });
  return {
    dialog,
    onGenerated,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: '생성' })),
  };
}

describe('InvoiceFormDialog', () => {
  it('starts at the current year and month with billing day 20, and asks for the supplier first', async () => {
    const { dialog, submit } = renderDialog([SUPPLIERS]);
    expect(within(dialog).getByLabelText(/^연도/, { selector: 'input' })).toHaveValue(String(YEAR));
    expect(within(dialog).getByRole('radio', { name: '20일' })).toBeChecked();
    submit();
    await screen.findAllByText('공급자는 필수 입력 항목입니다.');
  });

  it('generates the chosen supplier, year, month and billing day', async () => {
    const { dialog, submit, onGenerated } = renderDialog([
      SUPPLIERS,
      {
        request: {
          query: GenerateInvoiceMutation,
          variables: { input: { billCompanyId: 7, year: YEAR, month: MONTH, billCd: '30' } },
        },
        result: { data: { generateInvoice: { __typename: 'Invoice', ...GENERATED } } },
      },
    ]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^공급자/ }));
    fireEvent.click(await screen.findByRole('option', { name: '서울공급' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '말일' }));
    submit();
    await waitFor(() =>
      expect(onGenerated).toHaveBeenCalledWith(expect.objectContaining({ billHistoryId: 11 })),
    );
    await screen.findAllByText(INVOICE_TOASTS.created);
  });
});
