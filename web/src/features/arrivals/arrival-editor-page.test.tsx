import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../app/session/session-provider';
import { initialAuthState } from '../../app/session/session-state';
import { writeAccessToken, writePersistedAuth } from '../../app/session/session-storage';
import { ToastProvider } from '../../components/toast-provider';
import { CodeListQuery } from '../../lib/code-list';
import { ArrivalQuery, RecordDeliveryMutation } from './api/arrivals';
import { ARRIVAL_EDITOR_TEXT, ArrivalEditorPage } from './arrival-editor-page';

const line = (version: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Arrival',
  shipmentId: 7,
  receiverTransportId: 3,
  senderTransportId: 2,
  requstDt: '2026-11-23',
  receiverCompanyNm: '한솔상회',
  receiverTelNo: '0532220002',
  receiverManagerTelNo: null,
  receiverAddress: '대구 수성구',
  receiverRegionNm: '대구',
  receiverRegionDtlNm: '수성구',
  deliveryRouteNm: '남구 코스',
  senderDeliveryRouteNm: null,
  senderCompanyNm: '도착물산',
  chargeNm: '선불',
  kindNm: '박스',
  waybillNo: '700000000001',
  trnsprtCd: 'QTY',
  receiverQty: 2,
  receiverUntpc: 2500,
  receiverAmount: 5000,
  pickupCheck: 'N',
  transportManager: null,
  transportDate: null,
  transportCode: null,
  transportNm: null,
  memo: null,
  version,
  receiverRmk: null,
  senderTelNo: null,
  senderManagerNm: null,
  ...overrides,
});

const codes: MockLink.MockedResponse = {
  request: { query: CodeListQuery, variables: { type: 'TRANSPORT_CD', parent: null } },
  result: {
    data: {
      codes: [
        { __typename: 'CodeOption', codeVal: 'PARCEL', codeNm: '택배' },
        { __typename: 'CodeOption', codeVal: 'DIRECT', codeNm: '직송' },
      ],
    },
  },
};
const load = (version: number, overrides: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: ArrivalQuery, variables: { shipmentId: 7 } },
  result: { data: { arrival: line(version, overrides) } },
});

function renderEditor(mocks: MockLink.MockedResponse[]) {
  writeAccessToken('token');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '관리자', role: 'member_delivery' });
  render(
    <MockedProvider mocks={mocks}>
      <SessionProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={['/transport/arrivals-editor/7']}>
            <Routes>
              <Route path="/transport/arrivals-editor/:id" element={<ArrivalEditorPage />} />
              <Route path="/transport/arrivals" element={<p>도착 물품 목록 화면</p>} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </MockedProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('ArrivalEditorPage', () => {
  it('fills today and the signed-in name, saves, and goes back to the list', async () => {
    renderEditor([
      load(1),
      codes,
      {
        request: {
          query: RecordDeliveryMutation,
          variables: {
            input: {
              shipmentId: 7,
              version: 1,
              transportManager: '관리자',
              transportDate: seoulToday(),
              transportCode: 'DIRECT',
              pickupCheck: 'N',
              memo: '',
            },
          },
        },
        result: { data: { recordDelivery: line(2, { transportManager: '관리자' }) } },
      },
    ]);
    await screen.findByText('700000000001');
    fireEvent.click(screen.getByRole('button', { name: ARRIVAL_EDITOR_TEXT.today }));
    expect(screen.getByRole('textbox', { name: '배송 담당' })).toHaveValue('관리자');
    // A date without a code: the shared schema's message, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: ARRIVAL_EDITOR_TEXT.save }));
    expect(await screen.findAllByText('배송 구분은 필수 입력 항목입니다.')).not.toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '배송 구분' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '직송' }));
    fireEvent.click(screen.getByRole('button', { name: ARRIVAL_EDITOR_TEXT.save }));
    await screen.findByText('도착 물품 목록 화면');
  });

  it('offers to load the line again when someone else changed it', async () => {
    renderEditor([
      load(1),
      codes,
      {
        request: {
          query: RecordDeliveryMutation,
          variables: {
            input: {
              shipmentId: 7,
              version: 1,
              transportManager: '',
              transportDate: '',
              transportCode: '',
              pickupCheck: 'Y',
              memo: '',
            },
          },
        },
        result: { errors: [new GraphQLError('stale', { extensions: { code: 'CONFLICT' } })] },
      },
      load(2, { memo: '다른 사람의 메모' }),
    ]);
    await screen.findByText('700000000001');
    fireEvent.click(screen.getByRole('checkbox', { name: '픽업 확인' }));
    fireEvent.click(screen.getByRole('button', { name: ARRIVAL_EDITOR_TEXT.save }));
    await screen.findByText(ARRIVAL_EDITOR_TEXT.conflict);
    fireEvent.click(screen.getByRole('button', { name: ARRIVAL_EDITOR_TEXT.reload }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '메모' })).toHaveValue('다른 사람의 메모'),
    );
    expect(screen.queryByText(ARRIVAL_EDITOR_TEXT.conflict)).not.toBeInTheDocument();
  });

  it('says so for a line that does not exist', async () => {
    renderEditor([
      {
        request: { query: ArrivalQuery, variables: { shipmentId: 7 } },
        result: { errors: [new GraphQLError('물품(운송장) 정보를 찾을 수 없습니다.')] },
      },
    ]);
    await screen.findByText('물품(운송장) 정보를 찾을 수 없습니다.');
  });
});
