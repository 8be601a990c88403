// The selected receiver's goods lines (물품): an editable grid of 8 a page with a sum row. Cells
// edit in place (Enter or typing starts, Enter or Tab commits, Esc cancels); amounts are computed.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { CALCULATIONS } from '@parcel/shared/forms/transport-form';
import { wonText } from '@parcel/shared/money';
import { koreanGridText } from '../../components';
import { useMemo, useState } from 'react';
import { useCodeList } from '../../lib/code-list';
import { lineAmounts, lineTotals, type LineDraft } from './editor-state';
import { NotificationsDialog } from './notifications-dialog';

/** The spec's page length of the editor's shipments grid. */
export const GOODS_PAGE_SIZE = 8;

const CALCULATION_LABELS: Record<string, string> = { QTY: '수량', WEIGHT: '중량' };
const asText = (value: unknown) => (value == null ? '' : String(value));

interface GoodsGridProps {
  lines: readonly LineDraft[];
  onAdd: () => void;
  onChange: (line: LineDraft) => void;
  onDelete: (keys: string[]) => void;
  disabled?: boolean;
  /** Unit prices shown but not typed: a customer's (화주) lines are priced by the office's prices. */
  pricesReadOnly?: boolean;
  /** No 알림 이력 (the send log is the office's: a customer is refused it). */
  hideNotificationLog?: boolean;
}

export function GoodsGrid({
  lines,
  onAdd,
  onChange,
  onDelete,
  disabled,
  pricesReadOnly,
  hideNotificationLog,
}: GoodsGridProps) {
  const kinds = useCodeList('GOODS_KIND');
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const editable = !disabled;
  const priceEditable = editable && !pricesReadOnly;
  // What a clerk checks first, 운송 구분 to 금액 with the checkbox, is about 590 px wide: it fits the
  // editor's goods column from 1440 px windows up (editor-layout.ts); the 받는 곳 side follows.
  const columns = useMemo<GridColDef<LineDraft>[]>(
    () => [
      {
        field: 'trnsprtCd',
        headerName: '운송 구분',
        width: 88,
        editable,
        type: 'singleSelect',
        valueOptions: CALCULATIONS.map((value) => ({ value, label: CALCULATION_LABELS[value] })),
      },
      {
        field: 'kindCd',
        headerName: '품목',
        width: 72,
        editable,
        type: 'singleSelect',
        valueOptions: kinds.options.map((option) => ({ value: option.value, label: option.label })),
      },
      { field: 'waybillNo', headerName: '운송장 번호', minWidth: 132, flex: 1, editable },
      { field: 'senderQty', headerName: '수량', width: 64, editable, align: 'right', headerAlign: 'right' },
      {
        field: 'senderUntpc',
        headerName: '단가',
        width: 80,
        editable: priceEditable,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'senderAmount',
        headerName: '금액',
        width: 100,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_value, row) => lineAmounts(row).sender,
        valueFormatter: (value: number) => wonText(value),
      },
      {
        field: 'receiverQty',
        headerName: '받는 곳 수량',
        width: 96,
        editable,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'receiverUntpc',
        headerName: '받는 곳 단가',
        width: 100,
        editable: priceEditable,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'receiverAmount',
        headerName: '받는 곳 금액',
        width: 108,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_value, row) => lineAmounts(row).receiver,
        valueFormatter: (value: number) => wonText(value),
      },
    ],
    [editable, priceEditable, kinds.options],
  );
  const totals = lineTotals(lines);
  const selectedKeys = [...selection.ids].map(String);
  // 알림 이력 of the one selected saved line.
  const selectedSaved =
    selectedKeys.length === 1
      ? lines.find((line) => line.key === selectedKeys[0] && line.shipmentId > 0)
      : undefined;
  const [logLine, setLogLine] = useState<{ shipmentId: number; waybillNo: string } | null>(null);

  return (
    <Box component="section" aria-labelledby="goods-grid-title" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id="goods-grid-title"
          component="h3"
          variant="subtitle2"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          물품 ({lines.length}건)
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} disabled={disabled}>
          물품 추가
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(selectedKeys)}
          disabled={disabled}
        >
          선택 삭제
        </Button>
        {!hideNotificationLog && (
          <Button
            size="small"
            startIcon={<NotificationsIcon />}
            onClick={() =>
              selectedSaved &&
              setLogLine({ shipmentId: selectedSaved.shipmentId, waybillNo: selectedSaved.waybillNo })
            }
            disabled={!selectedSaved}
            title="저장된 물품 하나를 선택하면 배송 알림 이력을 봅니다"
          >
            알림 이력
          </Button>
        )}
      </Box>
      {!hideNotificationLog && <NotificationsDialog line={logLine} onClose={() => setLogLine(null)} />}
      <DataGrid
        aria-label="물품 목록"
        rows={lines}
        columns={columns}
        getRowId={(row) => row.key}
        density="compact"
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        disableColumnMenu
        // Eight rows a page: render every column, so a narrow panel scrolls instead of dropping cells.
        disableVirtualization
        initialState={{ pagination: { paginationModel: { pageSize: GOODS_PAGE_SIZE, page: 0 } } }}
        pageSizeOptions={[GOODS_PAGE_SIZE]}
        processRowUpdate={(row: LineDraft) => {
          const line: LineDraft = {
            ...row,
            waybillNo: asText(row.waybillNo).trim(),
            senderQty: asText(row.senderQty).trim(),
            senderUntpc: asText(row.senderUntpc).trim(),
            receiverQty: asText(row.receiverQty).trim(),
            receiverUntpc: asText(row.receiverUntpc).trim(),
          };
          onChange(line);
          return line;
        }}
        localeText={koreanGridText('등록된 물품이 없습니다.')}
        sx={{ minHeight: 200 }}
      />
      <Box
        role="status"
        aria-label="물품 합계"
        sx={{
          display: 'flex',
          gap: 3,
          justifyContent: 'flex-end',
          px: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Typography variant="body2">
          합계 수량 <strong>{totals.qty.toLocaleString('ko-KR')}</strong>
        </Typography>
        <Typography variant="body2">
          금액 <strong>{wonText(totals.senderAmount)}</strong>
        </Typography>
        <Typography variant="body2">
          받는 곳 금액 <strong>{wonText(totals.receiverAmount)}</strong>
        </Typography>
      </Box>
    </Box>
  );
}
