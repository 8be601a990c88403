// Step 5, 최근 일괄 등록: the imports, newest first; a preview opens to be continued, a committed
// one shows its result and can be undone while allowed.
import { useQuery } from '@apollo/client/react';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import UndoIcon from '@mui/icons-material/Undo';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { useMemo, useState } from 'react';
import { ListCard } from '../../components/list-card';
import type { TransportImportHeadFragment } from '../../gql/graphql';
import { TransportImportsQuery } from './api/transport-import';
import { IMPORT_STATUS_LABELS } from './import-view';

export const HISTORY_TITLE = '최근 일괄 등록';
const HISTORY_PAGE_SIZE = 10;

export interface ImportHistoryProps {
  canWrite: boolean;
  /** The import on screen, selected in the list. */
  currentId: number | null;
  onOpen: (importId: number) => void;
  onUndo: (head: TransportImportHeadFragment) => void;
}

export function ImportHistory({ canWrite, currentId, onOpen, onUndo }: ImportHistoryProps) {
  const [page, setPage] = useState(0);
  const { data, loading } = useQuery(TransportImportsQuery, {
    variables: { page, size: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo<GridColDef<TransportImportHeadFragment>[]>(
    () => [
      { field: 'fileName', headerName: '파일', flex: 1, minWidth: 200 },
      { field: 'rowCount', headerName: '행', width: 80, type: 'number' },
      {
        field: 'transportCount',
        headerName: '운송 정보',
        width: 90,
        type: 'number',
        valueFormatter: (value: number | null) => (value == null ? '-' : value.toLocaleString('ko-KR')),
      },
      { field: 'createdByNm', headerName: '등록자', width: 100 },
      {
        field: 'registeredAt',
        headerName: '등록 시각',
        width: 150,
        valueGetter: (_value, row) => seoulDateTime(row.committedAt ?? row.createdAt),
      },
      {
        field: 'status',
        headerName: '상태',
        width: 90,
        valueFormatter: (value: TransportImportHeadFragment['status']) => IMPORT_STATUS_LABELS[value],
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: '작업',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="open"
            icon={<OpenInBrowserIcon />}
            label={row.status === 'PREVIEW' ? `${row.fileName} 이어서 하기` : `${row.fileName} 열기`}
            onClick={() => onOpen(row.id)}
          />,
          ...(row.canUndo && canWrite
            ? [
                <GridActionsCellItem
                  key="undo"
                  icon={<UndoIcon />}
                  label={`${row.fileName} 되돌리기`}
                  onClick={() => onUndo(row)}
                />,
              ]
            : []),
        ],
      },
    ],
    [canWrite, onOpen, onUndo],
  );
  return (
    <ListCard<TransportImportHeadFragment>
      title={HISTORY_TITLE}
      columns={columns}
      rows={data?.transportImports.items ?? []}
      rowCount={data?.transportImports.total ?? 0}
      loading={loading}
      page={page}
      onPageChange={setPage}
      pageSize={HISTORY_PAGE_SIZE}
      getRowId={(row) => row.id}
      selectedId={currentId}
      onSelect={(row) => onOpen(row.id)}
      emptyMessage="일괄 등록 내역이 없습니다."
      height={360}
    />
  );
}
