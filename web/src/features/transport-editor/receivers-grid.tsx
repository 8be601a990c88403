// The transport's receivers (받는 곳): up to 17 shown without paging. Clicking a row, or Enter on
// it, opens that receiver on the right; the check boxes choose receivers to delete.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { formatWon } from '@parcel/shared/money';
import { formatPhone } from '@parcel/shared/validation';
import { koreanGridText } from '../../components';
import { useMemo } from 'react';
import { lineTotals, type ReceiverDraft } from './editor-state';

/** The spec's receivers grid: 17 rows, no paging. */
export const RECEIVERS_PAGE_SIZE = 17;

interface ReceiversGridProps {
  receivers: readonly ReceiverDraft[];
  selectedKey: string | null;
  checked: GridRowSelectionModel;
  onCheckedChange: (model: GridRowSelectionModel) => void;
  onSelect: (key: string) => void;
  onAdd: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

export function ReceiversGrid({
  receivers,
  selectedKey,
  checked,
  onCheckedChange,
  onSelect,
  onAdd,
  onDelete,
  disabled,
}: ReceiversGridProps) {
  const columns = useMemo<GridColDef<ReceiverDraft>[]>(
    () => [
      {
        field: 'position',
        headerName: '번호',
        width: 64,
        sortable: false,
        valueGetter: (_value, row) => receivers.indexOf(row) + 1,
      },
      { field: 'companyNm', headerName: '상호', minWidth: 140, flex: 1, sortable: false },
      {
        field: 'telNo',
        headerName: '전화번호',
        width: 128,
        sortable: false,
        valueFormatter: (value: string) => formatPhone(value),
      },
      { field: 'address', headerName: '주소', minWidth: 160, flex: 1.4, sortable: false },
      {
        field: 'lines',
        headerName: '물품',
        width: 64,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_value, row) => row.shipments.length,
      },
      {
        field: 'amount',
        headerName: '금액',
        width: 110,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_value, row) => lineTotals(row.shipments).senderAmount,
        valueFormatter: (value: number) => `${formatWon(String(value))}원`,
      },
    ],
    [receivers],
  );

  return (
    <Box component="section" aria-labelledby="receivers-grid-title" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id="receivers-grid-title"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          받는 곳 ({receivers.length}곳)
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} disabled={disabled}>
          받는 곳 추가
        </Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={disabled}>
          선택 삭제
        </Button>
      </Box>
      <DataGrid
        aria-label="받는 곳 목록"
        rows={receivers}
        columns={columns}
        getRowId={(row) => row.key}
        density="compact"
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={checked}
        onRowSelectionModelChange={onCheckedChange}
        onRowClick={(params) => onSelect(String(params.id))}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter' && params.field !== '__check__') onSelect(String(params.id));
        }}
        getRowClassName={(params) => (params.id === selectedKey ? 'receiver-row--editing' : '')}
        disableColumnMenu
        hideFooter
        initialState={{ pagination: { paginationModel: { pageSize: RECEIVERS_PAGE_SIZE, page: 0 } } }}
        localeText={koreanGridText('받는 곳을 추가해주세요.')}
        sx={{
          minHeight: 180,
          '& .receiver-row--editing': { bgcolor: 'action.selected', fontWeight: 700 },
        }}
      />
    </Box>
  );
}
