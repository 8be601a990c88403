// The web side of a declared list (@parcel/shared/records): the grid's columns and the
// search panel's fields, from the same declaration the api builds its SQL, GraphQL and sheets from.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import {
  columnWidth,
  type FilterForm,
  formatColumnValue,
  isNumberColumn,
  type ListColumn,
  type ListDeclaration,
  shownValueOf,
} from '@parcel/shared/records/define-list';
import type { SearchField } from './search-panel';

/** Pixels a character of a declared width takes in the grid, padding aside. */
const PX_PER_CHAR = 8;
const CELL_PADDING = 16;

/** The grid's own settings of a column, beside or instead of the declaration's (e.g. renderCell). */
export type ColumnOverrides<Row extends GridValidRowModel> = Partial<
  Record<keyof Row & string, Partial<GridColDef<Row>>>
>;

/**
 * The declaration's grid columns, in order: its label, width (growing ones flex with it as their
 * least), format and fallback; no sorting in the browser (the server pages). The rows' type must have every
 * grid column, so a fragment that leaves one out does not compile.
 */
export function gridColumnsOf<Row extends GridValidRowModel>(
  list: ListDeclaration & { grid: readonly (keyof Row & string)[] },
  overrides: ColumnOverrides<Row> = {},
): GridColDef<Row>[] {
  return list.grid.map((field) => {
    const column = list.columns[field]!;
    const width = columnWidth(column) * PX_PER_CHAR + CELL_PADDING;
    return {
      field,
      headerName: column.label,
      ...(column.grow ? { flex: 1, minWidth: width } : { width }),
      ...(isNumberColumn(column) ? { type: 'number' as const } : {}),
      sortable: false,
      ...(column.fallback === undefined
        ? {}
        : { valueGetter: (_value: unknown, row: Row) => shownValueOf(column, field, row) }),
      valueFormatter: (value: unknown) => formatColumnValue(column, value),
      ...overrides[field],
    };
  });
}

/**
 * The grid column of one declared column (a shipment's waybill number ...) in a grid written by hand:
 * the declaration's label as its header, no sorting (the server pages), and the grid's own settings
 * (width, format, renderCell, or a shorter header where the screen shows one).
 */
export function declaredColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  column: ListColumn,
  own: Partial<GridColDef<Row>> = {},
): GridColDef<Row> {
  return { field, headerName: column.label, sortable: false, ...own };
}

/** The declaration's filters as the search panel's fields (a digits filter is typed as text; a select offers 전체 first). */
export function searchFieldsOf<List extends ListDeclaration>(list: List): SearchField<FilterForm<List>>[] {
  return Object.entries(list.filters).map(([name, filter]): SearchField<FilterForm<List>> => {
    const base = { name: name as keyof FilterForm<List> & string, label: filter.label };
    if (filter.kind === 'select') {
      return { ...base, kind: 'select', options: filter.options ?? [], allLabel: '전체' };
    }
    return { ...base, kind: filter.kind === 'phone' ? 'phone' : 'text' };
  });
}
