import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ScanDeliveryMutation, ScanOutForDeliveryMutation } from './api/arrivals';
import { ScanPanel } from './scan-panel';

const answer = (waybillNo: string, status: string, extra: Record<string, unknown> = {}) => ({
  request: { query: ScanDeliveryMutation, variables: { waybillNo } },
  result: {
    data: {
      scanDelivery: {
        __typename: 'ScanResult',
        status,
        waybillNo,
        message: '',
        shipmentId: status === 'UNKNOWN' ? null : 7,
        transportDate: status === 'UNKNOWN' ? null : '2026-11-23',
        transportManager: status === 'UNKNOWN' ? null : '관리자',
        receiverCompanyNm: status === 'UNKNOWN' ? null : '한솔상회',
        kindNm: status === 'UNKNOWN' ? null : '박스',
        ...extra,
      },
    },
  },
});

function renderPanel(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ScanPanel />
    </MockedProvider>,
  );
  const field = screen.getByRole('textbox', { name: '운송장 번호' });
  const scan = (value: string) => {
    fireEvent.change(field, { target: { value } });
    fireEvent.keyDown(field, { key: 'Enter' });
  };
  return { field, scan };
}

const resultItems = () => within(screen.getByRole('list', { name: /스캔 결과/ })).getAllByRole('listitem');

describe('ScanPanel', () => {
  it('scans one number after another: clears the field, keeps focus, newest result first, announced', async () => {
    const { field, scan } = renderPanel([
      answer('700000000001', 'DELIVERED'),
      answer('700000000001', 'ALREADY_DELIVERED'),
      answer('123', 'UNKNOWN'),
    ]);
    expect(field).toHaveFocus();
    expect(screen.getByText('아직 스캔한 운송장이 없습니다.')).toBeInTheDocument();

    scan('700000000001');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await waitFor(() => expect(resultItems()[0]).toHaveTextContent('완료'));
    expect(resultItems()[0]).toHaveTextContent('700000000001');
    expect(resultItems()[0]).toHaveTextContent('한솔상회 · 박스');
    expect(screen.getByRole('status')).toHaveTextContent('700000000001 완료');

    scan('700000000001');
    await waitFor(() => expect(resultItems()[0]).toHaveTextContent('이미 배송 완료 (2026-11-23)'));
    scan('123');
    await waitFor(() => expect(resultItems()[0]).toHaveTextContent('없는 번호'));
    expect(resultItems()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('123 없는 번호');
    expect(screen.getByRole('heading', { name: /스캔 결과 \(1건 완료\)/ })).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('ignores an empty Enter and Enter while composing Hangul', () => {
    const { field, scan } = renderPanel([]);
    scan('   ');
    fireEvent.change(field, { target: { value: '7000' } });
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(field).toHaveValue('7000');
    expect(screen.queryByRole('list', { name: /스캔 결과/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused number", async () => {
    const { scan } = renderPanel([
      {
        request: { query: ScanDeliveryMutation, variables: { waybillNo: 'abc' } },
        result: { errors: [new GraphQLError('올바른 운송장 번호 형식이 아닙니다.')] },
      },
    ]);
    scan('abc');
    await waitFor(() => expect(resultItems()[0]).toHaveTextContent('오류'));
    expect(resultItems()[0]).toHaveTextContent('올바른 운송장 번호 형식이 아닙니다.');
  });

  it('in 배송 출발 mode a scan marks the line out for delivery (scanOutForDelivery)', async () => {
    const out = (waybillNo: string, status: string) => ({
      request: { query: ScanOutForDeliveryMutation, variables: { waybillNo } },
      result: {
        data: {
          scanOutForDelivery: {
            __typename: 'OutForDeliveryScan',
            status,
            waybillNo,
            message: '',
            shipmentId: status === 'UNKNOWN' ? null : 7,
          },
        },
      },
    });
    const { field, scan } = renderPanel([
      out('700000000001', 'OUT_FOR_DELIVERY'),
      out('700000000001', 'ALREADY_OUT'),
    ]);
    const modes = screen.getByRole('group', { name: '스캔 처리' });
    expect(within(modes).getByRole('button', { name: '배송 완료' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(modes).getByRole('button', { name: '배송 출발' }));
    expect(within(modes).getByRole('button', { name: '배송 출발' })).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveFocus();
    scan('700000000001');
    await waitFor(() => expect(resultItems()[0]).toHaveTextContent('배송 출발'));
    expect(screen.getByRole('status')).toHaveTextContent('700000000001 배송 출발');
    scan('700000000001');
    await waitFor(() => expect(resultItems()[0]).toHaveTextContent('이미 배송 출발'));
    expect(screen.getByRole('heading', { name: /1건 배송 출발/ })).toBeInTheDocument();
  });
});
