// What a bank file needs of the reader beyond the import's defaults: the header row found below a
// title and the account lines, and date cells with their time of day.
import { cellText, serialDay } from './cell-text';
import { HEADER_SEARCH_ROWS, TableRows } from './upload-table';

const tableOf = (rows: string[][]) => {
  const table = new TableRows();
  rows.forEach((cells, index) => table.add(index + 1, cells));
  return table;
};

describe('the header row', () => {
  const rows = [
    ['거래내역조회'],
    ['계좌번호', '123-456-789'],
    ['거래일시', '적요', '입금액'],
    ['2026-01-05 10:00', '타행이체', '11,000'],
  ];
  const isHeader = (cells: readonly string[]) => cells.includes('거래일시');

  it('is the first row with text unless a reader recognises another', () => {
    expect(tableOf(rows).table().headers).toEqual(['거래내역조회', '', '']);
    const table = tableOf(rows).table(isHeader);
    expect(table.headers).toEqual(['거래일시', '적요', '입금액']);
    expect(table.rows).toEqual([{ rowNo: 4, cells: ['2026-01-05 10:00', '타행이체', '11,000'] }]);
  });

  it(`is looked for in the first ${HEADER_SEARCH_ROWS} rows only, else the first row`, () => {
    const deep = [...Array.from({ length: HEADER_SEARCH_ROWS }, (_, index) => [`제목 ${index}`]), ...rows];
    expect(tableOf(deep).table(isHeader).headers).toEqual(['제목 0', '', '']);
  });
});

describe('date cells with their time', () => {
  it('keep the time of day when asked, to the second, and drop midnight', () => {
    const afternoon = new Date(Date.UTC(2026, 0, 5, 14, 23, 10, 998));
    expect(cellText(afternoon)).toBe('2026-01-05');
    expect(cellText(afternoon, undefined, false, true)).toBe('2026-01-05 14:23:11');
    expect(cellText(new Date(Date.UTC(2026, 0, 5)), undefined, false, true)).toBe('2026-01-05');
    // 46027.6 is 2026-01-05 14:24 as a serial in a date-formatted cell.
    expect(cellText(46027.6, 'yyyy-mm-dd hh:mm', false, true)).toBe('2026-01-05 14:24:00');
    expect(serialDay(46027.6)).toBe('2026-01-05');
  });
});
