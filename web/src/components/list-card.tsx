import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  type DataGridProps,
  type GridCellParams,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE, type FixedListPageSize } from '@parcel/shared/lists';
import { useMemo, type ReactNode } from 'react';
import { koreanGridText } from './grid-locale';
import { useGridTabStopOnLiveRow } from './grid-tab-stop';
import { DEFAULT_PAGE_WINDOW, WindowPager } from './window-pager';

/** Rows a page: one of the spec's lengths, or 'all' for an unpaged grid whose rows scroll. */
export type ListPageSize = FixedListPageSize | 'all';

/** Rows per page of most lists (spec 9); the same as DEFAULT_PAGE_SIZE of @parcel/shared/lists. */
export const LIST_PAGE_SIZE: FixedListPageSize = DEFAULT_PAGE_SIZE;
/** Text of the loading overlay (spec 8). */
export const LIST_LOADING_TEXT = '목록을 불러오는 중...';
/** Label of the 'all' page size in the rows-per-page chooser. */
export const LIST_ALL_ROWS_LABEL = '전체';

// The grid's own value for "every row on one page"; the MIT grid allows it (its limit is pageSize > 100).
const ALL_ROWS = -1;
const toGridPageSize = (size: ListPageSize) => (size === 'all' ? ALL_ROWS : size);
const fromGridPageSize = (size: number): ListPageSize =>
  size === ALL_ROWS ? 'all' : (size as FixedListPageSize);

/** Background and text colour of a toned cell. */
export interface CellTone {
  backgroundColor: string;
  color: string;
}

/**
 * Cell colouring, declared by a screen: named tones and a rule that picks one per cell. Each tone
 * becomes the class `cell-tone--<name>` on its cells.
 */
export interface CellTones<Row extends object = object> {
  tones: Readonly<Record<string, CellTone>>;
  /** The tone of a cell, or null to leave it uncoloured. */
  toneOf: (params: GridCellParams<Row>) => string | null;
}

export const cellToneClass = (tone: string) => `cell-tone--${tone}`;

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

export interface ListCardCommonProps<Row extends object> {
  title: string;
  /** Buttons shown at the right of the header (신규 추가, 선택 수정, ...). */
  actions?: ReactNode;
  /** An export button (엑셀 저장, ...), shown in the header left of the actions. */
  exportAction?: ReactNode;
  columns: GridColDef<Row>[];
  rows: readonly Row[];
  /** Total number of rows on the server, for the pager; ignored when pageSize is 'all'. */
  rowCount?: number;
  /**
   * False when rowCount is a lower bound (the server stopped counting at a cap, `totalExact`): the
   * pager says "총 N건 이상", and the window pager has no last page to jump to.
   */
  rowCountExact?: boolean;
  loading: boolean;
  /** Zero-based page index (0 when pageSize is 'all'). */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Rows a page (default 17, the spec's standard); 'all' shows every row, without a pager. */
  pageSize?: ListPageSize;
  /** Sizes the user may choose in the footer; with onPageSizeChange. */
  pageSizeOptions?: readonly ListPageSize[];
  /** Called with the chosen size; the page is set back to the first with onPageChange(0). */
  onPageSizeChange?: (pageSize: ListPageSize) => void;
  /**
   * The pager: the grid's own footer (default), or 'window': numbered pages in windows (1..5, then
   * 6..10) with first, previous, next and last buttons and the total (총 N건) under the grid. The
   * page size is then fixed (no chooser).
   */
  pagination?: 'grid' | 'window';
  /** Page numbers shown at once with pagination="window" (5 by default). */
  pageWindow?: number;
  getRowId: (row: Row) => GridRowId;
  /** Shown in the grid when there are no rows, e.g. 등록된 운송이 없습니다. */
  emptyMessage: string;
  /** A line under the grid, e.g. the sums of quantity and amount. */
  summaryRow?: ReactNode;
  /** Colours cells by a screen's rule (the home grid's code colours, ...). */
  cellTones?: CellTones<Row>;
  /**
   * Height in px of the grid itself (role="grid": column headers and rows, what a person reads as
   * the list); the grid's pager lies below it. The spec's lists are 600 px.
   */
  height?: number;
  /**
   * Renders every row and column even when the grid has no measured size. For tests in jsdom,
   * which lays nothing out; leave it off in the app.
   */
  disableVirtualization?: boolean;
  /**
   * Anything else of the DataGrid (rowSpanning for merged cells, getRowClassName, ...), applied
   * last: these win over the card's own props; `sx`, `slots` and `localeText` are merged.
   */
  gridProps?: Partial<DataGridProps<Row>>;
}

/** One row at a time: a click selects it (the default). Without onSelect rows are not selectable. */
export interface ListCardSingleSelection<Row extends object> {
  selectionMode?: 'single';
  selectedId?: GridRowId | null;
  onSelect?: (row: Row) => void;
  selectedIds?: never;
  onSelectionChange?: never;
}

/** Checkboxes: any number of rows of the page. */
export interface ListCardMultipleSelection<Row extends object> {
  selectionMode: 'multiple';
  selectedIds: readonly GridRowId[];
  /** The selected ids and, of them, the rows the grid holds. */
  onSelectionChange: (ids: GridRowId[], rows: Row[]) => void;
  selectedId?: never;
  onSelect?: never;
}

export type ListCardProps<Row extends object> = ListCardCommonProps<Row> &
  (ListCardSingleSelection<Row> | ListCardMultipleSelection<Row>);

const EMPTY_IDS: readonly GridRowId[] = [];

/**
 * A card with a title, header actions and a server-paged DataGrid (17 rows a page unless told
 * otherwise). Clicking a row selects it (one at a time), or checkboxes select several; the page
 * keeps the selection so its header buttons can use it.
 */
export function ListCard<Row extends object>(props: ListCardProps<Row>) {
  const {
    title,
    actions,
    exportAction,
    columns,
    rows,
    rowCount,
    rowCountExact = true,
    loading,
    page = 0,
    onPageChange,
    pageSize = DEFAULT_PAGE_SIZE,
    pageSizeOptions,
    onPageSizeChange,
    pagination = 'grid',
    pageWindow = DEFAULT_PAGE_WINDOW,
    getRowId,
    emptyMessage,
    summaryRow,
    cellTones,
    height = 600,
    disableVirtualization = false,
    gridProps = {},
  } = props;
  const multiple = props.selectionMode === 'multiple';
  const selectedIds = multiple ? props.selectedIds : EMPTY_IDS;
  const selectedId = multiple ? null : (props.selectedId ?? null);
  const selectable = multiple || props.onSelect !== undefined;
  const unpaged = pageSize === 'all';
  // The numbered window pager replaces the grid's footer (an unpaged grid has no pages to number).
  const windowed = pagination === 'window' && !unpaged;

  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: unpaged ? 0 : page, pageSize: toGridPageSize(pageSize) }),
    [page, pageSize, unpaged],
  );
  const gridPageSizeOptions = useMemo(() => {
    const sizes = pageSizeOptions?.includes(pageSize) ? pageSizeOptions : [pageSize];
    return sizes.map((size) =>
      size === 'all' ? { value: ALL_ROWS, label: LIST_ALL_ROWS_LABEL } : { value: size, label: String(size) },
    );
  }, [pageSize, pageSizeOptions]);
  // An unpaged grid has no pager unless the user may pick a page size there.
  const hidePager = windowed || (unpaged && gridPageSizeOptions.length < 2);

  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({
      type: 'include',
      ids: new Set(multiple ? selectedIds : selectedId == null ? [] : [selectedId]),
    }),
    [multiple, selectedIds, selectedId],
  );
  const localeText = useMemo<Partial<GridLocaleText>>(
    () => ({ ...koreanGridText(emptyMessage, rowCountExact), ...gridProps.localeText }),
    [emptyMessage, rowCountExact, gridProps.localeText],
  );

  const handleSelection = (model: GridRowSelectionModel) => {
    if (props.selectionMode === 'multiple') {
      // 'exclude' is the header checkbox's "all rows but these".
      const ids =
        model.type === 'include' ? [...model.ids] : rows.map(getRowId).filter((id) => !model.ids.has(id));
      const chosen = new Set(ids);
      props.onSelectionChange(
        ids,
        rows.filter((row) => chosen.has(getRowId(row))),
      );
      return;
    }
    // Single selection: a click never empties it, so only an added id is interesting.
    if (model.type !== 'include' || !props.onSelect) return;
    const [id] = model.ids;
    if (id === undefined || id === selectedId) return;
    const row = rows.find((candidate) => getRowId(candidate) === id);
    if (row) props.onSelect(row);
  };

  const handlePagination = (model: GridPaginationModel) => {
    // The window pager alone turns pages: the grid, without a pager of its own, would only move the
    // page back to the first while a new page loads (its row count is 0 until the answer comes).
    if (windowed) return;
    const nextSize = fromGridPageSize(model.pageSize);
    if (nextSize !== pageSize) {
      onPageSizeChange?.(nextSize);
      if (page !== 0) onPageChange?.(0);
      return;
    }
    if (!unpaged && model.page !== page) onPageChange?.(model.page);
  };

  const getCellClassName = useMemo(() => {
    if (!cellTones) return undefined;
    return (params: GridCellParams<Row>) => {
      const tone = cellTones.toneOf(params);
      return tone && cellTones.tones[tone] ? cellToneClass(tone) : '';
    };
  }, [cellTones]);

  const ownApiRef = useGridApiRef();
  const apiRef = gridProps.apiRef ?? ownApiRef;
  useGridTabStopOnLiveRow(apiRef, rows, getRowId);

  const { sx: extraSx, slots: extraSlots, localeText: _mergedAbove, ...passThrough } = gridProps;
  const toneSx = Object.fromEntries(
    Object.entries(cellTones?.tones ?? {}).map(([tone, colours]) => [
      `& .${cellToneClass(tone)}`,
      { bgcolor: colours.backgroundColor, color: colours.color },
    ]),
  );
  const sx: SxProps<Theme> = [
    {
      '& .MuiDataGrid-row': { cursor: selectable ? 'pointer' : 'default' },
      // The grid (DataGrid's main element) takes the height; the grid's frame grows by its pager.
      '& .MuiDataGrid-main': { flex: 'none', height },
      ...toneSx,
    },
    ...(Array.isArray(extraSx) ? extraSx : [extraSx]),
  ];

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
        {(exportAction || actions) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {exportAction}
            {actions}
          </Box>
        )}
      </Box>
      <Box sx={{ px: 2, pb: summaryRow || windowed ? 1 : 2 }}>
        <DataGrid<Row>
          apiRef={apiRef}
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          loading={loading}
          {...(unpaged
            ? { paginationMode: 'client' as const }
            : { paginationMode: 'server' as const, rowCount: rowCount ?? rows.length })}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePagination}
          pageSizeOptions={gridPageSizeOptions}
          hideFooterPagination={hidePager}
          hideFooter={hidePager && !multiple}
          rowSelection={selectable}
          checkboxSelection={multiple}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={handleSelection}
          disableMultipleRowSelection={!multiple}
          // Server paging: sorting or filtering one page in the browser would mislead.
          disableColumnMenu
          disableColumnSorting
          disableColumnFilter
          disableVirtualization={disableVirtualization}
          localeText={localeText}
          slots={{ loadingOverlay: LoadingOverlay, ...extraSlots }}
          getCellClassName={getCellClassName}
          density="compact"
          sx={sx}
          {...passThrough}
        />
      </Box>
      {summaryRow && (
        <Box
          role="group"
          aria-label={`${title} 합계`}
          sx={{
            mx: 2,
            mb: 2,
            px: 1.5,
            py: 1,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            columnGap: 3,
            rowGap: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.50',
            typography: 'body2',
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {summaryRow}
        </Box>
      )}
      {windowed && (
        <WindowPager
          label={title}
          page={page}
          rowCount={rowCount ?? rows.length}
          rowCountExact={rowCountExact}
          pageSize={pageSize}
          windowSize={pageWindow}
          onPageChange={(next) => onPageChange?.(next)}
        />
      )}
    </Card>
  );
}
