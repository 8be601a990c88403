import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createCache } from '../../lib/apollo-client';
import { ShipmentNotificationsQuery } from './api/shipment-notifications';
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

it('shows a goods line’s notifications with their channel, state and reason, and closes with Esc', async () => {
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[answer]} cache={createCache()}>
      <NotificationsDialog
        line={{ shipmentId: 31, waybillNo: '123456789012' }}
        onClose={onClose}
        disableVirtualization
      />
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: '알림 이력 - 123456789012' });
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
