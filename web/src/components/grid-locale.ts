import type { GridLocaleText } from '@mui/x-data-grid';
import { koKR } from '@mui/x-data-grid/locales';

/** "총 N건", or "총 N건 이상" when N is a lower bound (the server stopped counting at a cap). */
export function totalLabel(count: number, exact = true): string {
  return `총 ${count.toLocaleString('ko-KR')}건${exact ? '' : ' 이상'}`;
}

/**
 * DataGrid's Korean texts with what koKR leaves in English ("1–17 of 40", "N rows selected") and
 * the grid's own empty message. Every grid of the app uses it. `rowCountExact` false: the row
 * count is a lower bound, said as "총 N건 이상".
 */
export function koreanGridText(emptyMessage: string, rowCountExact = true): Partial<GridLocaleText> {
  return {
    ...koKR.components.MuiDataGrid.defaultProps.localeText,
    noRowsLabel: emptyMessage,
    paginationDisplayedRows: ({ from, to, count }) =>
      count === -1
        ? `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')}`
        : `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')} / ${totalLabel(count, rowCountExact)}`,
    footerRowSelected: (count) => `${count.toLocaleString('ko-KR')}건 선택됨`,
  };
}
