import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { checkedFields } from '@parcel/shared/forms/ordered-form';
import { supplierFormSchema } from '@parcel/shared/forms/supplier-form';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ToastProvider } from '../../components/toast-provider';
import type { SupplierRowFragment } from '../../gql/graphql';
import { CreateSupplierMutation, UpdateSupplierMutation } from './api/suppliers';
import { SUPPLIER_TOASTS, SupplierFormDialog } from './supplier-form-dialog';
import { expectSchemaToast } from '../../test/toasts';
import { useTransitionTimers } from '../../test/transition-timers';

const EXISTING: SupplierRowFragment = {
  billCompanyId: 3,
  companyNm: '대구종합물류(주)',
  bizNo: '5048112346',
  representativeNm: '김태호',
  bizType: '운수업',
  bizItem: '택배',
  address: '대구광역시 북구 유통단지로 45',
  postNo: '41509',
  telNo: '0531234567',
  faxNo: '0531234568',
  email: 'billing@example.com',
  bankNm: '대구은행',
  depositorNm: '대구종합물류(주)',
  accountNo: '504101234567',
  rmk: null,
  companyCount: 2,
  delYn: 'N',
  regDt: '2026-11-01T00:00:00.000Z',
  version: 4,
};

/** What the form sends for EXISTING's values as typed: numbers hyphenated, memo blank as null. */
const TYPED_INPUT = {
  companyNm: '대구종합물류(주)',
  bizNo: '504-81-12346',
  representativeNm: '김태호',
  bizType: '운수업',
  bizItem: '택배',
  address: '대구광역시 북구 유통단지로 45',
  postNo: '41509',
  telNo: '053-123-4567',
  faxNo: '053-123-4568',
  email: 'billing@example.com',
  bankNm: '대구은행',
  depositorNm: '대구종합물류(주)',
  accountNo: '504-101-234567',
  rmk: null,
};

const answered = (supplier: Partial<SupplierRowFragment> = {}) => ({
  __typename: 'Supplier' as const,
  ...EXISTING,
  ...supplier,
});

function renderDialog(supplier: SupplierRowFragment | null, mocks: MockLink.MockedResponse[] = []) {
  const onSaved = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <SupplierFormDialog supplier={supplier} onClose={jest.fn()} onSaved={onSaved} />
      </ToastProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const field = (label: RegExp) =>
    within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
  const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const submit = () =>
    fireEvent.click(within(dialog).getByRole('button', { name: supplier ? '수정' : '등록' }));
  return { dialog, field, type, submit, onSaved };
}

// The form's fields in the order the spec checks them, each with a value the check refuses (typed
// into the field as a user would) and one it takes. Typed numbers come out hyphenated.
const WALK: [field: string, label: RegExp, bad: string, good: string][] = [
  ['companyNm', /^상호/, '', '대구종합물류(주)'],
  ['bizNo', /^사업자등록번호/, '5048112', '5048112346'],
  ['representativeNm', /^대표자명/, '', '김태호'],
  ['bizType', /^업태/, '', '운수업'],
  ['bizItem', /^업종/, '', '택배'],
  ['address', /^주소/, '', '대구광역시 북구 유통단지로 45'],
  ['postNo', /^우편번호/, '4150', '41509'],
  ['telNo', /^전화번호/, '05312', '0531234567'],
  ['faxNo', /^팩스번호/, '1234', '0531234568'],
  ['email', /^이메일/, 'billing@example', 'billing@example.com'],
  ['bankNm', /^은행명/, '', '대구은행'],
  ['depositorNm', /^예금주/, '', '대구종합물류(주)'],
  ['accountNo', /^계좌번호/, '123456789', '504101234567'],
];

describe('SupplierFormDialog', () => {
  useTransitionTimers();

  it('walks the checks in the schema order, each first problem as its toast, then registers', async () => {
    expect(WALK.map(([name]) => name)).toEqual(checkedFields(supplierFormSchema).slice(0, -1));
    const created: MockLink.MockedResponse = {
      request: { query: CreateSupplierMutation, variables: { input: TYPED_INPUT } },
      result: { data: { createSupplier: answered({ billCompanyId: 9, version: 1 }) } },
    };
    const { field, type, submit, onSaved } = renderDialog(null, [created]);

    const values: Record<string, string> = {};
    for (const [name, label, bad, good] of WALK) {
      type(label, bad);
      values[name] = field(label).value;
      submit();
      const problem = await expectSchemaToast(supplierFormSchema, values);
      expect(problem?.field).toBe(name);
      type(label, good);
      values[name] = field(label).value;
    }
    // Numbers are hyphenated as typed.
    expect(field(/^사업자등록번호/).value).toBe('504-81-12346');
    expect(field(/^전화번호/).value).toBe('053-123-4567');
    expect(field(/^계좌번호/).value).toBe('504-101-234567');

    submit();
    expect(await screen.findByText(SUPPLIER_TOASTS.created)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ billCompanyId: 9 }));
    // Thirteen toasts, each shown and closed: longer than the default time-out on a loaded machine.
  }, 90_000);

  it('edits with the stored digits shown hyphenated and sends the version read', async () => {
    const updated: MockLink.MockedResponse = {
      request: {
        query: UpdateSupplierMutation,
        variables: {
          // Numbers left untouched go back as the digits they came as.
          input: {
            ...TYPED_INPUT,
            bizNo: '5048112346',
            telNo: '0531234567',
            faxNo: '0531234568',
            accountNo: '504101234567',
            bankNm: '농협은행',
            billCompanyId: 3,
            version: 4,
          },
        },
      },
      result: { data: { updateSupplier: answered({ bankNm: '농협은행', version: 5 }) } },
    };
    const { field, type, submit, onSaved } = renderDialog(EXISTING, [updated]);
    expect(screen.getByRole('dialog', { name: '공급자 정보 수정' })).toBeInTheDocument();
    expect(field(/^사업자등록번호/).value).toBe('504-81-12346');
    expect(field(/^팩스번호/).value).toBe('053-123-4568');
    expect(field(/^계좌번호/).value).toBe('504-101-234567');

    type(/^상호/, ' ');
    submit();
    expect((await expectSchemaToast(supplierFormSchema, { ...EXISTING, companyNm: ' ' }))?.field).toBe(
      'companyNm',
    );
    type(/^상호/, EXISTING.companyNm);
    type(/^은행명/, '농협은행');
    submit();
    expect(await screen.findByText(SUPPLIER_TOASTS.updated)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ bankNm: '농협은행', version: 5 }));
  });

  it("shows the server's refusal of a business number in use on the field, focused, and in the failure toast", async () => {
    const message = '이미 사용 중인 사업자등록번호입니다.';
    const refused: MockLink.MockedResponse = {
      request: { query: CreateSupplierMutation, variables: { input: TYPED_INPUT } },
      result: {
        errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', field: 'bizNo' } })],
      },
    };
    const { dialog, field, type, submit, onSaved } = renderDialog(null, [refused]);
    for (const [, label, , good] of WALK) type(label, good);
    within(dialog).getByRole('button', { name: '등록' }).focus();
    submit();
    expect(await screen.findByText(`${SUPPLIER_TOASTS.createFailed} ${message}`)).toBeInTheDocument();
    await waitFor(() => expect(field(/^사업자등록번호/)).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(field(/^사업자등록번호/)).toHaveFocus());
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
