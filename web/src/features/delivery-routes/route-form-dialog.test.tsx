import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { deliveryRouteSchema } from '@parcel/shared/forms/delivery-route-form';
import { checkedFields, firstProblem } from '@parcel/shared/forms/ordered-form';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ToastProvider } from '../../components/toast-provider';
import type { RouteRowFragment } from '../../gql/graphql';
import { CreateRouteMutation, UpdateRouteMutation } from './api/delivery-routes';
import { ROUTE_TOASTS, RouteFormDialog } from './route-form-dialog';
import { dismissToast } from '../../test/toasts';
import { useTransitionTimers } from '../../test/transition-timers';

const EXISTING: RouteRowFragment = {
  deliveryRouteId: 4,
  deliveryRouteNm: '북구 1코스',
  useYn: 'Y',
  companyCount: 2,
  version: 3,
};

const created = (deliveryRouteNm: string): MockLink.MockedResponse => ({
  request: { query: CreateRouteMutation, variables: { input: { deliveryRouteNm } } },
  result: {
    data: {
      createRoute: {
        __typename: 'Route',
        deliveryRouteId: 13,
        deliveryRouteNm: deliveryRouteNm.trim(),
        useYn: 'Y',
        companyCount: 0,
        version: 1,
      },
    },
  },
});

function renderDialog(route: RouteRowFragment | null, mocks: MockLink.MockedResponse[] = []) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouteFormDialog route={route} onClose={onClose} onSaved={onSaved} />
      </ToastProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: route ? '배송 코스 수정' : '배송 코스 신규 등록' });
  const name = within(dialog).getByLabelText(/^배송 코스명/, { selector: 'input' });
  const type = (value: string) => fireEvent.change(name, { target: { value } });
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: route ? '수정' : '등록' }));
  return { dialog, name, type, submit, onSaved, onClose };
}

/** The toast (title above message) the schema itself says comes first for these values. */
async function expectSchemaToast(values: object) {
  const problem = firstProblem(deliveryRouteSchema, values);
  expect(problem).not.toBeNull();
  const toast = await screen.findByText(
    (_content, element) =>
      element?.textContent === problem?.message &&
      element?.previousElementSibling?.textContent === problem?.title,
  );
  await dismissToast(toast);
  return problem;
}

// The values typed, in the order the schema checks them; each step fixes what the last one refused.
const WALK: [value: string, title: string, message: string][] = [
  ['', '필수 입력값 미입력', '배송 코스명은 필수 입력 항목입니다.'],
  ['   ', '필수 입력값 미입력', '배송 코스명은 필수 입력 항목입니다.'],
  ['가'.repeat(51), '형식 오류', '배송 코스명은 50자 이하로 입력해주세요.'],
];

describe('RouteFormDialog', () => {
  useTransitionTimers();

  it('walks the checks in the schema order, each first problem as its toast, then registers', async () => {
    expect(checkedFields(deliveryRouteSchema)).toEqual(['deliveryRouteNm']);
    const { type, submit, onSaved } = renderDialog(null, [created(' 수성 3코스 ')]);
    for (const [value, title, message] of WALK) {
      type(value);
      submit();
      const problem = await expectSchemaToast({ deliveryRouteNm: value });
      expect(problem).toEqual({ field: 'deliveryRouteNm', title, message });
      // The field shows the same message under it.
      expect(screen.getByText(message, { selector: 'p' })).toBeInTheDocument();
      expect(onSaved).not.toHaveBeenCalled();
    }
    // The server trims; the form sends what was typed.
    type(' 수성 3코스 ');
    submit();
    expect(await screen.findByText(ROUTE_TOASTS.created)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ deliveryRouteId: 13, deliveryRouteNm: '수성 3코스' }),
    );
  });

  it('starts on the name field, and Enter in it submits', async () => {
    const { name, onSaved } = renderDialog(null, [created('동구 2코스')]);
    expect(name).toHaveFocus();
    fireEvent.change(name, { target: { value: '동구 2코스' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('edits with the current name and sends the id and version read', async () => {
    const update: MockLink.MockedResponse = {
      request: {
        query: UpdateRouteMutation,
        variables: { input: { deliveryRouteId: 4, deliveryRouteNm: '북구 1코스(오전)', version: 3 } },
      },
      result: {
        data: {
          updateRoute: { __typename: 'Route', ...EXISTING, deliveryRouteNm: '북구 1코스(오전)', version: 4 },
        },
      },
    };
    const { name, type, submit, onSaved } = renderDialog(EXISTING, [update]);
    expect(name).toHaveValue('북구 1코스');
    type('');
    submit();
    await expectSchemaToast({ deliveryRouteNm: '' });
    type('북구 1코스(오전)');
    submit();
    expect(await screen.findByText(ROUTE_TOASTS.updated)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });

  it("shows the server's refusal (a name in use) on the focused field, in the failure toast, and stays open", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: CreateRouteMutation, variables: { input: { deliveryRouteNm: '북구 1코스' } } },
      result: {
        errors: [
          new GraphQLError('이미 있는 배송 코스 이름입니다.', {
            extensions: { code: 'CONFLICT', field: 'deliveryRouteNm' },
          }),
        ],
      },
    };
    const { dialog, name, type, submit, onSaved } = renderDialog(null, [refused]);
    type('북구 1코스');
    // The focus leaves the field, as when the 등록 button is clicked.
    within(dialog).getByRole('button', { name: '등록' }).focus();
    submit();
    expect(
      await screen.findByText(`${ROUTE_TOASTS.createFailed} 이미 있는 배송 코스 이름입니다.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('이미 있는 배송 코스 이름입니다.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('closes on 취소 without saving', () => {
    const { dialog, onClose, onSaved } = renderDialog(EXISTING);
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
