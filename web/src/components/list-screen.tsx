// The list screen controller: a list's filters, page, page size and selection live in the URL, so
// a reload, the back button after an editor, or a shared link return to the same list. Screens
// declare their filters, columns and header actions; this hook and ListActions do the rest.
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { GridRowId } from '@mui/x-data-grid';
import { mayWrite, WRITE_DENIED_MESSAGE, type Area } from '@parcel/shared/access';
import { DEFAULT_PAGE_SIZE, isListPageSize } from '@parcel/shared/lists';
import { useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListPageSize } from './list-card';
import type { SearchValues } from './search-panel';

// Reserved query parameters; every other one is a filter of the screen.
const PAGE = 'page';
const SIZE = 'size';
const SELECTED = 'selected';

export interface ListScreenOptions<F extends SearchValues> {
  /** The filters when the URL names none; also what 초기화 restores. */
  defaultFilters: F;
  /** Rows a page when the URL names none (17 unless the spec says otherwise). */
  pageSize?: ListPageSize;
}

export interface ListScreen<F extends SearchValues> {
  /** The applied filters. */
  filters: F;
  /** Zero-based page. */
  page: number;
  pageSize: ListPageSize;
  /** Ids of the selected rows, as the URL holds them (strings). */
  selectedIds: readonly string[];
  /** Applies new filters: back to the first page, selection cleared (a new history entry). */
  search: (filters: F) => void;
  setPage: (page: number) => void;
  setPageSize: (size: ListPageSize) => void;
  /**
   * Replaces the selection (no new history entry); `firstPage` also goes back to the first page,
   * where a row just registered shows in a newest-first list.
   */
  select: (ids: readonly GridRowId[], options?: { firstPage?: boolean }) => void;
  /** The GraphQL `PageInput` of the current page. */
  pageInput: { page: number; size: number } | null;
  /** The filters with empty values as null, for a GraphQL filter input. */
  filterInput: { [K in keyof F]: string | null };
  /** Spread on SearchPanel. */
  searchPanelProps: { values: F; defaultValues: F; onSearch: (filters: F) => void };
  /** Spread on ListCard for its pager. */
  pagingProps: {
    page: number;
    onPageChange: (page: number) => void;
    pageSize: ListPageSize;
    onPageSizeChange: (size: ListPageSize) => void;
  };
}

function readPageSize(raw: string | null, fallback: ListPageSize): ListPageSize {
  if (raw === 'all') return 'all';
  const size = Number(raw);
  return isListPageSize(size) ? size : fallback;
}

/** The list's state, read from and written to the URL's query. */
export function useListScreen<F extends SearchValues>({
  defaultFilters,
  pageSize: defaultPageSize = DEFAULT_PAGE_SIZE,
}: ListScreenOptions<F>): ListScreen<F> {
  const [params, setParams] = useSearchParams();
  const query = params.toString();

  const state = useMemo(() => {
    const current = new URLSearchParams(query);
    const filters = { ...defaultFilters };
    for (const name of Object.keys(defaultFilters) as (keyof F & string)[]) {
      const value = current.get(name);
      if (value !== null) filters[name] = value as F[typeof name];
    }
    const page = Math.max(0, Math.floor(Number(current.get(PAGE)) || 1) - 1);
    const pageSize = readPageSize(current.get(SIZE), defaultPageSize);
    const selectedIds = (current.get(SELECTED) ?? '').split(',').filter(Boolean);
    return { filters, page, pageSize, selectedIds };
    // defaultFilters is a module constant on every screen; the query string is the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, defaultPageSize]);

  /** Writes the query: values equal to their default are left out, so links stay short. */
  const write = useCallback(
    (
      change: Partial<{ filters: F; page: number; pageSize: ListPageSize; selectedIds: readonly string[] }>,
      replace = false,
    ) => {
      const next = { ...state, ...change };
      const out = new URLSearchParams();
      for (const [name, value] of Object.entries(next.filters)) {
        if (value !== defaultFilters[name]) out.set(name, value);
      }
      if (next.page > 0) out.set(PAGE, String(next.page + 1));
      if (next.pageSize !== defaultPageSize) out.set(SIZE, String(next.pageSize));
      if (next.selectedIds.length) out.set(SELECTED, next.selectedIds.join(','));
      setParams(out, { replace });
    },
    [state, defaultFilters, defaultPageSize, setParams],
  );

  return useMemo<ListScreen<F>>(() => {
    const search = (filters: F) => write({ filters, page: 0, selectedIds: [] });
    const setPage = (page: number) => write({ page });
    const setPageSize = (pageSize: ListPageSize) => write({ pageSize, page: 0 });
    const filterInput = Object.fromEntries(
      Object.entries(state.filters).map(([name, value]) => [name, value.trim() ? value : null]),
    ) as { [K in keyof F]: string | null };
    return {
      ...state,
      search,
      setPage,
      setPageSize,
      select: (ids, options) =>
        write({ selectedIds: ids.map(String), ...(options?.firstPage && { page: 0 }) }, true),
      pageInput: state.pageSize === 'all' ? null : { page: state.page, size: state.pageSize },
      filterInput,
      searchPanelProps: { values: state.filters, defaultValues: defaultFilters, onSearch: search },
      pagingProps: {
        page: state.page,
        onPageChange: setPage,
        pageSize: state.pageSize,
        onPageSizeChange: setPageSize,
      },
    };
  }, [state, write, defaultFilters]);
}

/** A header button declared as data. */
export interface ListAction<Row> {
  label: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'error';
  /** `one`: exactly one selected row; `some`: at least one. */
  needs?: 'one' | 'some';
  /** The area the caller must be allowed to write (the shared access table decides). */
  writes?: Area;
  /** Disabled while true (the action's own request is running). */
  busy?: boolean;
  onClick: (selected: readonly Row[]) => void;
}

export interface ListActionsProps<Row> {
  actions: readonly ListAction<Row>[];
  selected: readonly Row[];
  /** The caller's role, for `writes`. */
  role: string | null | undefined;
}

/**
 * The header buttons of a list: disabled without the selection they need, and, for a role that
 * may not write their area, disabled with a tooltip saying who may.
 */
export function ListActions<Row>({ actions, selected, role }: ListActionsProps<Row>) {
  return (
    <>
      {actions.map((action) => {
        const denied = action.writes !== undefined && !mayWrite(role, action.writes);
        const lacksSelection =
          (action.needs === 'one' && selected.length !== 1) ||
          (action.needs === 'some' && selected.length === 0);
        const button: ReactElement = (
          <Button
            key={action.label}
            startIcon={action.icon}
            variant={action.variant ?? 'text'}
            color={action.color ?? 'primary'}
            disabled={denied || lacksSelection || Boolean(action.busy)}
            onClick={() => action.onClick(selected)}
          >
            {action.label}
          </Button>
        );
        if (!denied || action.writes === undefined) return button;
        return (
          <Tooltip key={action.label} title={WRITE_DENIED_MESSAGE[action.writes]} enterDelay={700}>
            {/* A disabled button fires no events: the span carries the tooltip. */}
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </>
  );
}
