import type { GridLocaleText } from '@mui/x-data-grid';
import { koKR } from '@mui/x-data-grid/locales';

/**
 * DataGrid's Korean texts with what koKR leaves in English ("1–17 of 40", "N rows selected") and
 * the grid's own empty message. Every grid of the app uses it.
 */
export function koreanGridText(emptyMessage: string): Partial<GridLocaleText> {
  return {
    ...koKR.components.MuiDataGrid.defaultProps.localeText,
    noRowsLabel: emptyMessage,
    paginationDisplayedRows: ({ from, to, count }) =>
      count === -1
        ? `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')}`
        : `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')} / 총 ${count.toLocaleString('ko-KR')}건`,
    footerRowSelected: (count) => `${count.toLocaleString('ko-KR')}건 선택됨`,
  };
}
