import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { ListCard } from '../../components/list-card';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { TaxBillDownloadsQuery as TaxBillDownloadsData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { TaxBillDownloadsQuery } from './api/month-close';

type Download = TaxBillDownloadsData['taxBillDownloads'][number];

const DOWNLOAD_COLUMNS: GridColDef<Download>[] = [
  {
    field: 'downloadedAt',
    headerName: '다운로드 시각',
    width: 160,
    sortable: false,
    valueFormatter: (value: string) => seoulDateTime(value),
  },
  { field: 'memberNm', headerName: '다운로드한 사람', flex: 1, minWidth: 140, sortable: false },
  { field: 'userId', headerName: '아이디', width: 140, sortable: false },
];

export interface TaxBillDownloadsDialogProps {
  /** The invoice whose downloads to show, and its name; null keeps the dialog closed. */
  invoice: { billHistoryId: number; name: string } | null;
  onClose: () => void;
}

/** 세금계산서 다운로드 기록: who downloaded the invoice's tax-bill zip when, newest first. */
export function TaxBillDownloadsDialog({ invoice, onClose }: TaxBillDownloadsDialogProps) {
  const { data, loading, error, refetch } = useQuery(TaxBillDownloadsQuery, {
    variables: { billHistoryId: invoice?.billHistoryId ?? 0 },
    skip: !invoice,
    fetchPolicy: 'network-only',
  });
  const downloads = data?.taxBillDownloads ?? [];
  return (
    <ReadOnlyDialog
      open={invoice !== null}
      title={`세금계산서 다운로드 기록${invoice ? ` - ${invoice.name}` : ''}`}
      onClose={onClose}
      loading={loading && !data}
      error={error ? `다운로드 기록을 불러오지 못했습니다. ${messageOf(error)}` : null}
      onRetry={() => void refetch()}
      empty={data !== undefined && downloads.length === 0}
      emptyMessage="세금계산서를 다운로드한 기록이 없습니다."
      maxWidth="sm"
    >
      <ListCard<Download>
        title="다운로드 기록"
        columns={DOWNLOAD_COLUMNS}
        rows={downloads}
        loading={false}
        pageSize="all"
        getRowId={(download) => download.taxBillDownloadId}
        emptyMessage="세금계산서를 다운로드한 기록이 없습니다."
        height={320}
      />
    </ReadOnlyDialog>
  );
}
