// A DataGrid is one Tab stop: the cell (or column header) its tabIndex state names. MUI X DataGrid
// 9.14 moves the focus off a row that leaves the grid (its handleRowsSet) but not that Tab stop,
// which then names no cell: no element of the grid takes Tab and a keyboard user cannot get back
// in (the import preview's fixed row leaving the 문제 있는 행만 view; a deleted row). This puts
// the Tab stop where the focus went, else on the first row, else on the first column's header.
import {
  gridFocusCellSelector,
  gridTabIndexCellSelector,
  gridVisibleColumnFieldsSelector,
  type GridApi,
  type GridRowId,
} from '@mui/x-data-grid';
import { useEffect, type RefObject } from 'react';

/** Keeps the grid's Tab stop on a row it shows whenever its rows change. */
export function useGridTabStopOnLiveRow<Row>(
  apiRef: RefObject<GridApi | null>,
  rows: readonly Row[],
  getRowId: (row: Row) => GridRowId,
): void {
  useEffect(() => {
    // After the grid's own reaction to the rows (MUI moves the focus on a 0 ms timer).
    const timer = setTimeout(() => {
      const api = apiRef.current;
      const stop = api && gridTabIndexCellSelector(apiRef);
      if (!api || !stop || api.getRow(stop.id)) return;
      const focused = gridFocusCellSelector(apiRef);
      const rowId = focused && api.getRow(focused.id) ? focused.id : rows[0] && getRowId(rows[0]);
      const [firstField] = gridVisibleColumnFieldsSelector(apiRef);
      api.setState((state) => ({
        ...state,
        tabIndex: {
          cell: rowId === undefined ? null : { id: rowId, field: stop.field },
          columnHeader: rowId === undefined && firstField ? { field: firstField } : null,
          columnHeaderFilter: null,
          columnGroupHeader: null,
        },
      }));
    }, 0);
    return () => clearTimeout(timer);
  }, [apiRef, rows, getRowId]);
}
