import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { ListCard } from '../../components/list-card';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { ShipmentNotificationsQuery as ShipmentNotificationsData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { ShipmentNotificationsQuery } from './api/shipment-notifications';

type ShipmentNotification = ShipmentNotificationsData['shipmentNotifications'][number];

export const NOTIFICATION_STATE_LABELS: Record<string, string> = {
  WAITING: '대기',
  SENDING: '발송 중',
  SENT: '발송',
  FAILED: '실패',
  UNKNOWN: '확인 필요',
  SKIPPED: '보내지 않음',
};
export const NOTIFICATION_CHANNEL_LABELS: Record<string, string> = {
  ATA: '알림톡',
  SMS: '문자',
  OUTBOX: '보관함',
};

const COLUMNS: GridColDef<ShipmentNotification>[] = [
  { field: 'eventNm', headerName: '단계', width: 90, sortable: false },
  {
    field: 'state',
    headerName: '상태',
    width: 96,
    sortable: false,
    valueFormatter: (value: string) => NOTIFICATION_STATE_LABELS[value] ?? value,
  },
  {
    field: 'channel',
    headerName: '방법',
    width: 80,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? (NOTIFICATION_CHANNEL_LABELS[value] ?? value) : ''),
  },
  { field: 'phoneNo', headerName: '휴대전화', width: 130, sortable: false },
  { field: 'attempts', headerName: '시도', width: 60, sortable: false, align: 'right', headerAlign: 'right' },
  {
    field: 'createdAt',
    headerName: '접수 시각',
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => seoulDateTime(value),
  },
  {
    field: 'sentAt',
    headerName: '발송 시각',
    width: 140,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? seoulDateTime(value) : ''),
  },
  {
    field: 'error',
    headerName: '사유',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? '',
  },
];

export interface NotificationsDialogProps {
  /** The saved goods line whose notifications to show; null keeps the dialog closed. */
  line: { shipmentId: number; waybillNo: string } | null;
  onClose: () => void;
  /** Renders every column in jsdom (ListCard's prop); leave it off in the app. */
  disableVirtualization?: boolean;
}

/** 알림 이력: a goods line's delivery notifications (접수, 배송 출발, 배송 완료) and how each went. */
export function NotificationsDialog({
  line,
  onClose,
  disableVirtualization = false,
}: NotificationsDialogProps) {
  const { data, loading, error, refetch } = useQuery(ShipmentNotificationsQuery, {
    variables: { shipmentId: line?.shipmentId ?? 0 },
    skip: !line,
    fetchPolicy: 'network-only',
  });
  const rows = data?.shipmentNotifications ?? [];
  return (
    <ReadOnlyDialog
      open={line !== null}
      title={`알림 이력${line?.waybillNo ? ` - ${line.waybillNo}` : ''}`}
      onClose={onClose}
      loading={loading && !data}
      error={error ? `알림 이력을 불러오지 못했습니다. ${messageOf(error)}` : null}
      onRetry={() => void refetch()}
      empty={data !== undefined && rows.length === 0}
      emptyMessage="보낸 배송 알림이 없습니다."
      maxWidth="lg"
    >
      <ListCard<ShipmentNotification>
        title="배송 알림 이력"
        columns={COLUMNS}
        rows={rows}
        loading={false}
        pageSize="all"
        getRowId={(row) => row.notificationId}
        emptyMessage="보낸 배송 알림이 없습니다."
        height={280}
        disableVirtualization={disableVirtualization}
      />
    </ReadOnlyDialog>
  );
}
