import { defineList } from '@parcel/shared/records/define-list';
import { rowReaderOf, selectListOf } from './list-select';
import { sheetColumnsOf } from './spreadsheet';

const LIST = defineList({
  columns: {
    billCompanyId: { label: '공급자 번호', kind: 'integer', doc: 'Number.' },
    depositorNm: { label: '예금주', width: 14, doc: 'Holder.' },
    useYn: { label: '상태', codes: { Y: '정상', N: '중지' }, doc: 'In use.' },
    companyCount: { kind: 'integer', doc: 'Companies.' },
    chgDt: { kind: 'date', nullable: true, doc: 'Changed.' },
  },
  filters: {},
  grid: [],
  sheet: ['depositorNm', 'useYn'],
});

it('selects every column by its snake_case name unless its SQL is given', () => {
  expect(selectListOf(LIST, { alias: 'b', sql: { companyCount: '(select 1)' } })).toBe(
    'b.bill_company_id as "billCompanyId", b.depositor_nm as "depositorNm", b.use_yn as "useYn", ' +
      '(select 1) as "companyCount", b.chg_dt as "chgDt"',
  );
});

it('reads timestamps the driver gives as text as dates, and null as null', () => {
  const read = rowReaderOf(LIST);
  expect(read({ billCompanyId: 1, chgDt: '2024-03-01T00:00:00Z' }).chgDt).toEqual(
    new Date('2024-03-01T00:00:00Z'),
  );
  expect(read({ billCompanyId: 1, chgDt: null }).chgDt).toBeNull();
});

it('writes the sheet columns with their labels, widths and code names', () => {
  const columns = sheetColumnsOf(LIST);
  expect(columns.map((column) => [column.header, column.kind, column.width])).toEqual([
    ['예금주', 'text', 14],
    ['상태', 'text', undefined],
  ]);
  expect(columns[1]!.value({ useYn: 'N' })).toBe('중지');
});

it('writes a column in its sheet kind where it has one (a yyyy-MM-dd text as a date cell)', () => {
  const list = defineList({
    columns: { requstDt: { label: '접수일', sheetKind: 'date', doc: 'Received, yyyy-MM-dd.' } },
    filters: {},
    grid: [],
    sheet: ['requstDt'],
  });
  expect(sheetColumnsOf(list).map((column) => [column.header, column.kind])).toEqual([['접수일', 'date']]);
});

it("writes a column's fallback where it has no value (a code whose name is not known)", () => {
  const list = defineList({
    columns: {
      transportCode: { nullable: true, doc: 'Code.' },
      transportNm: { label: '배송 구분', nullable: true, fallback: 'transportCode', doc: 'Name.' },
    },
    filters: {},
    grid: [],
    sheet: ['transportNm'],
  });
  const [column] = sheetColumnsOf(list);
  expect(column!.value({ transportNm: '택배', transportCode: 'T1' })).toBe('택배');
  expect(column!.value({ transportNm: null, transportCode: 'T9' })).toBe('T9');
});
