import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ToastProvider } from '../../components/toast-provider';
import type { WaybillRowFragment } from '../../gql/graphql';
import { UpdateWaybillMutation } from './api/waybills';
import { WAYBILL_TOASTS, WaybillFormDialog } from './waybill-form-dialog';
import { dismissToast } from '../../test/toasts';
import { useTransitionTimers } from '../../test/transition-timers';

const EXISTING: WaybillRowFragment = {
  waybillId: 9,
  senderCompanyId: 3,
  senderCompanyNm: '대성통신',
  receiverCompanyId: null,
  receiverCompanyNm: null,
  chargeCd: 'collect',
  chargeNm: '착불',
  qty: 10,
  startNo: '12345678901',
  endNo: '12345678910',
  printCount: 0,
  lastPrintedAt: null,
  regDt: '2026-11-20T01:00:00.000Z',
  version: 2,
};

const updateInput = (overrides: Record<string, unknown> = {}) => ({
  senderCompanyId: 3,
  receiverCompanyId: null,
  chargeCd: 'collect',
  startNo: '123-4567-8901',
  endNo: '123-4567-8910',
  qty: 10,
  waybillId: 9,
  version: 2,
  ...overrides,
});

function renderDialog(waybill: WaybillRowFragment | null, mocks: MockLink.MockedResponse[] = []) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <WaybillFormDialog waybill={waybill} onClose={onClose} onSaved={onSaved} />
      </ToastProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: waybill ? '운송장 대역 수정' : '운송장 사전 등록' });
  const input = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
  const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
  const submit = () =>
    fireEvent.click(within(dialog).getByRole('button', { name: waybill ? '수정' : '등록' }));
  return { dialog, input, type, submit, onSaved, onClose };
}

async function expectToast(message: string) {
  // Toasts over a dialog are outside the accessibility tree (the app root is aria-hidden).
  // The message shows in the toast and under the field.
  await screen.findAllByText(message);
  const region = screen.getByRole('region', { name: /^알림/, hidden: true });
  await dismissToast(within(region).getByText(message));
}

describe('WaybillFormDialog', () => {
  useTransitionTimers();

  it('creates with credit as the default charge and asks for the sender first', async () => {
    const { dialog, submit, type } = renderDialog(null);
    expect(within(dialog).getByRole('radio', { name: '신용' })).toBeChecked();
    type(/^시작 번호/, '1');
    submit();
    await expectToast('보내는 업체는 필수 입력 항목입니다.');
    expect(within(dialog).getByRole('combobox', { name: /^보내는 업체/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('hyphenates the numbers as typed', () => {
    const { input, type } = renderDialog(null);
    type(/^시작 번호/, '12345678901');
    expect(input(/^시작 번호/)).toHaveValue('123-4567-8901');
    type(/^종료 번호/, '1234567890123');
    expect(input(/^종료 번호/)).toHaveValue('123-4567-890123');
  });

  it('edits a range: prefilled and hyphenated, the end number checked on its own value', async () => {
    const { dialog, input, type, submit } = renderDialog(EXISTING);
    expect(input(/^시작 번호/)).toHaveValue('123-4567-8901');
    expect(input(/^종료 번호/)).toHaveValue('123-4567-8910');
    expect(within(dialog).getByRole('radio', { name: '착불' })).toBeChecked();
    type(/^종료 번호/, '123');
    submit();
    await expectToast('올바른 종료 번호 형식이 아닙니다.');
    type(/^종료 번호/, '12345678900');
    submit();
    await expectToast('종료 번호는 시작 번호보다 작을 수 없습니다.');
    type(/^종료 번호/, '12345678910');
    type(/^수량/, '0');
    submit();
    await expectToast('수량은 1 이상이어야 합니다.');
  });

  it('sends the update with the version read, then reports it saved', async () => {
    const { type, submit, onSaved } = renderDialog(EXISTING, [
      {
        request: { query: UpdateWaybillMutation, variables: { input: updateInput({ qty: 12 }) } },
        result: { data: { updateWaybill: { __typename: 'Waybill', ...EXISTING, qty: 12, version: 3 } } },
      },
    ]);
    type(/^수량/, '12');
    submit();
    await screen.findByText(WAYBILL_TOASTS.updated);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ waybillId: 9, qty: 12, version: 3 }));
  });

  it("shows the server's refusal of an overlapping range on the start number, focused, and in a toast", async () => {
    const overlap = '이미 등록된 운송장 번호 대역과 겹칩니다. 시작 번호와 종료 번호를 확인해주세요.';
    const { dialog, input, submit, onSaved } = renderDialog(EXISTING, [
      {
        request: { query: UpdateWaybillMutation, variables: { input: updateInput() } },
        result: {
          errors: [new GraphQLError(overlap, { extensions: { code: 'CONFLICT', field: 'startNo' } })],
        },
      },
    ]);
    within(dialog).getByRole('button', { name: '수정' }).focus();
    submit();
    await screen.findByText(`${WAYBILL_TOASTS.updateFailed} ${overlap}`);
    const startNo = input(/^시작 번호/);
    await waitFor(() => expect(startNo).toHaveFocus());
    expect(startNo).toHaveAttribute('aria-invalid', 'true');
    expect(startNo).toHaveAccessibleDescription(overlap);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
