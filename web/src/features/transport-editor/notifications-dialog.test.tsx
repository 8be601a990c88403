import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SessionProvider } from '../../app/session/session-provider';
import { initialAuthState } from '../../app/session/session-state';
import { writeAccessToken, writePersistedAuth } from '../../app/session/session-storage';
import { ToastProvider } from '../../components/toast-provider';
import { createCache } from '../../lib/apollo-client';
import { OptOutNotificationsMutation, ShipmentNotificationsQuery } from './api/shipment-notifications';
import { NotificationsDialog } from './notifications-dialog';

const answer = {
  request: { query: ShipmentNotificationsQuery, variables: { shipmentId: 31 } },
  result: {
    data: {
      shipmentNotifications: [
        {
          __typename: 'ShipmentNotification' as const,
          notificationId: 1,
          eventCd: 'RECEIVED',
          eventNm: '접수',
          state: 'SENT',
          channel: 'SMS',
          phoneNo: '010-1234-5678',
          attempts: 1,
          error: '알림톡을 보낼 수 없어 문자로 보냈습니다(3104: 카카오톡 미사용자).',
          createdAt: '2026-11-29T01:00:00.000Z',
          sentAt: '2026-11-29T01:00:02.000Z',
        },
        {
          __typename: 'ShipmentNotification' as const,
          notificationId: 2,
          eventCd: 'OUT_FOR_DELIVERY',
          eventNm: '배송 출발',
          state: 'SKIPPED',
          channel: null,
          phoneNo: '010-1234-5678',
          attempts: 0,
          error: '받는 분이 알림 수신을 거부한 번호입니다.',
          createdAt: '2026-11-29T03:00:00.000Z',
          sentAt: null,
        },
      ],
    },
  },
};

const optOut = {
  request: { query: OptOutNotificationsMutation, variables: { phoneNo: '010-1234-5678' } },
  result: {
    data: {
      optOutNotifications: {
        __typename: 'NotificationOptOut' as const,
        phoneNo: '010-1234-5678',
        sourceCd: 'STAFF',
        optedOutAt: '2026-11-29T04:00:00.000Z',
      },
    },
  },
};

function renderDialog(role: string, onClose = jest.fn()) {
  writeAccessToken('token');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '직원', role });
  render(
    <MockedProvider mocks={[answer, optOut]} cache={createCache()}>
      <SessionProvider>
        <ToastProvider>
          <NotificationsDialog
            line={{ shipmentId: 31, waybillNo: '123456789012' }}
            onClose={onClose}
            disableVirtualization
          />
        </ToastProvider>
      </SessionProvider>
    </MockedProvider>,
  );
  return screen.getByRole('dialog', { name: '알림 이력 - 123456789012' });
}

it('shows a goods line’s notifications with their channel, state and reason, and closes with Esc', async () => {
  const onClose = jest.fn();
  const dialog = renderDialog('admin', onClose);
  await within(dialog).findByText('받는 분이 알림 수신을 거부한 번호입니다.');
  const rows = within(dialog)
    .getAllByRole('row')
    .filter((gridRow) => gridRow.hasAttribute('data-id'));
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('접수');
  expect(rows[0]).toHaveTextContent('문자');
  expect(rows[0]).toHaveTextContent('3104');
  expect(rows[1]).toHaveTextContent('보내지 않음');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});

it('lets delivery staff opt the receiver’s number out, after a confirmation', async () => {
  const dialog = renderDialog('member_all');
  fireEvent.click(await within(dialog).findByRole('button', { name: '이 번호 수신 거부' }));
  const confirm = await screen.findByRole('alertdialog', { name: '배송 알림 수신 거부' });
  fireEvent.click(within(confirm).getByRole('button', { name: '수신 거부' }));
  expect(
    await screen.findByText('010-1234-5678 번호는 앞으로 배송 알림을 받지 않습니다.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('alertdialog', { name: '배송 알림 수신 거부' })).not.toBeInTheDocument(),
  );
});

it('offers no opt-out to a role that may not write deliveries', async () => {
  const dialog = renderDialog('member_view');
  await within(dialog).findByText('받는 분이 알림 수신을 거부한 번호입니다.');
  expect(within(dialog).queryByRole('button', { name: '이 번호 수신 거부' })).not.toBeInTheDocument();
});
