import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { mayWrite } from '@parcel/shared/access';
import { useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { ListCard } from '../../components/list-card';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { ShipmentNotificationsQuery as ShipmentNotificationsData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { OptOutNotificationsMutation, ShipmentNotificationsQuery } from './api/shipment-notifications';

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
  const { auth } = useSession();
  const [optOut] = useMutation(OptOutNotificationsMutation);
  const { run, busy } = useMutationFeedback({ oneAtATime: true });
  const [confirming, setConfirming] = useState(false);
  // The receiver's number as the latest notification had it (staff opt it out when asked by phone).
  const phoneNo = rows.findLast((row) => row.phoneNo)?.phoneNo ?? null;
  const confirmOptOut = async () => {
    if (!phoneNo) return;
    const outcome = await run(() => optOut({ variables: { phoneNo } }), {
      done: `${phoneNo} 번호는 앞으로 배송 알림을 받지 않습니다.`,
      failed: { prefix: '수신 거부하지 못했습니다.' },
    });
    if (outcome.ok) setConfirming(false);
  };
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
      actions={
        phoneNo && mayWrite(auth.role, 'deliveries') ? (
          <Button color="error" onClick={() => setConfirming(true)}>
            이 번호 수신 거부
          </Button>
        ) : null
      }
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
      <ConfirmDialog
        open={confirming}
        title="배송 알림 수신 거부"
        message={`${phoneNo ?? ''} 번호로는 어느 운송이든 배송 알림을 더 보내지 않습니다. 수신 거부할까요?`}
        confirmLabel="수신 거부"
        destructive
        busy={busy}
        onConfirm={() => void confirmOptOut()}
        onCancel={() => setConfirming(false)}
      />
    </ReadOnlyDialog>
  );
}
