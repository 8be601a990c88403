import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { koKR } from '@mui/x-data-grid/locales';
import { useMemo, type ReactNode } from 'react';

/** Rows per page of every list (spec 9). */
export const LIST_PAGE_SIZE = 17;
/** Text of the loading overlay (spec 8). */
export const LIST_LOADING_TEXT = '목록을 불러오는 중...';

/** Columns whose cells are coloured when colour mapping is on (spec 4, Grid colour mapping). */
export const COLOUR_MAPPED_FIELDS: ReadonlySet<string> = new Set([
  'transportProcessCd',
  'shipperCd',
  'transportCode',
]);

// Communication-receipt, communication and parcel values are orange; every other value is blue.
const ORANGE_VALUES: ReadonlySet<string> = new Set(['통신수신', '통신', '택배']);

export interface CodeCellColours {
  tone: 'orange' | 'blue';
  backgroundColor: string;
  color: string;
}

const ORANGE: CodeCellColours = { tone: 'orange', backgroundColor: '#FFEDD5', color: '#C2410C' };
const BLUE: CodeCellColours = { tone: 'blue', backgroundColor: '#DBEAFE', color: '#1E3A8A' };

/** Colours of a colour-mapped cell, or null for an empty cell (which stays uncoloured). */
export function codeCellColours(value: unknown): CodeCellColours | null {
  const text = value == null ? '' : String(value).trim();
  if (text === '') return null;
  return ORANGE_VALUES.has(text) ? ORANGE : BLUE;
}

const toneClass = (tone: CodeCellColours['tone']) => `code-cell--${tone}`;

function mappedCellClassName(params: GridCellParams): string {
  if (!COLOUR_MAPPED_FIELDS.has(params.field)) return '';
  // The displayed text decides, so a column that formats a code into its label is coloured by the label.
  const shown = params.formattedValue ?? params.value;
  const colours = codeCellColours(shown);
  return colours ? toneClass(colours.tone) : '';
}

function LoadingOverlay() {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(255,255,255,0.6)',
      }}
    >
      <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      <Typography variant="body2" color="text.secondary">
        {LIST_LOADING_TEXT}
      </Typography>
    </Box>
  );
}

export interface ListCardProps<Row extends object> {
  title: string;
  /** Buttons shown at the right of the header (신규 추가, 선택 수정, ...). */
  actions?: ReactNode;
  columns: GridColDef<Row>[];
  rows: readonly Row[];
  /** Total number of rows on the server, for the pager. */
  rowCount: number;
  loading: boolean;
  /** Zero-based page index. */
  page: number;
  onPageChange: (page: number) => void;
  getRowId: (row: Row) => GridRowId;
  selectedId: GridRowId | null;
  onSelect: (row: Row) => void;
  /** Shown in the grid when there are no rows, e.g. 등록된 운송이 없습니다. */
  emptyMessage: string;
  /** Colours the transportProcessCd, shipperCd and transportCode cells. */
  colourMapping?: boolean;
  /** Grid height in px. */
  height?: number;
  /**
   * Renders every row and column even when the grid has no measured size. For tests in jsdom,
   * which lays nothing out; leave it off in the app.
   */
  disableVirtualization?: boolean;
}

/**
 * A card with a title, header actions and a server-paged DataGrid of 17 rows a page. Clicking a
 * row selects it (one at a time); the page keeps the selection so its header buttons can use it.
 */
export function ListCard<Row extends object>({
  title,
  actions,
  columns,
  rows,
  rowCount,
  loading,
  page,
  onPageChange,
  getRowId,
  selectedId,
  onSelect,
  emptyMessage,
  colourMapping = false,
  height = 600,
  disableVirtualization = false,
}: ListCardProps<Row>) {
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page, pageSize: LIST_PAGE_SIZE }), [page]);
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedId == null ? [] : [selectedId]) }),
    [selectedId],
  );
  const localeText = useMemo<Partial<GridLocaleText>>(
    () => ({
      ...koKR.components.MuiDataGrid.defaultProps.localeText,
      noRowsLabel: emptyMessage,
      // koKR still reads "1–17 of 40"; all UI text is Korean.
      paginationDisplayedRows: ({ from, to, count }) =>
        count === -1
          ? `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')}`
          : `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')} / 총 ${count.toLocaleString('ko-KR')}건`,
    }),
    [emptyMessage],
  );

  const handleSelection = (model: GridRowSelectionModel) => {
    // Single selection: a click never empties it, so only an added id is interesting.
    if (model.type !== 'include') return;
    const [id] = model.ids;
    if (id === undefined || id === selectedId) return;
    const row = rows.find((candidate) => getRowId(candidate) === id);
    if (row) onSelect(row);
  };

  return (
    <Card component="section" aria-label={title}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 1.5,
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      <Box sx={{ height, px: 2, pb: 2 }}>
        <DataGrid<Row>
          columns={columns}
          rows={rows}
          rowCount={rowCount}
          getRowId={getRowId}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => onPageChange(model.page)}
          pageSizeOptions={[LIST_PAGE_SIZE]}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={handleSelection}
          disableMultipleRowSelection
          // Server paging: sorting or filtering one page in the browser would mislead.
          disableColumnMenu
          disableColumnSorting
          disableColumnFilter
          disableVirtualization={disableVirtualization}
          localeText={localeText}
          slots={{ loadingOverlay: LoadingOverlay }}
          getCellClassName={colourMapping ? mappedCellClassName : undefined}
          density="compact"
          sx={{
            '& .MuiDataGrid-row': { cursor: 'pointer' },
            [`& .${toneClass('orange')}`]: { bgcolor: ORANGE.backgroundColor, color: ORANGE.color },
            [`& .${toneClass('blue')}`]: { bgcolor: BLUE.backgroundColor, color: BLUE.color },
          }}
        />
      </Box>
    </Card>
  );
}
