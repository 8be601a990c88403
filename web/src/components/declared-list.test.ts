import { defineList } from '@parcel/shared/records/define-list';
import { gridColumnsOf, searchFieldsOf } from './declared-list';

const LIST = defineList({
  columns: {
    companyNm: { label: '상호', width: 18, grow: true, doc: 'Name.' },
    bizNo: { label: '사업자등록번호', kind: 'bizNo', doc: 'Number.' },
    companyCount: { label: '사용 업체', kind: 'integer', unit: '곳', doc: 'Companies.' },
    version: { kind: 'integer', doc: 'Version.' },
  },
  filters: {
    companyNm: { label: '상호', kind: 'text', doc: 'Name.' },
    telNo: { label: '전화번호', kind: 'phone', doc: 'Phone.' },
    groupVal: {
      label: '권한',
      kind: 'select',
      options: [{ value: 'admin', label: '관리자' }],
      doc: 'Group.',
    },
  },
  grid: ['companyNm', 'bizNo', 'companyCount'],
  sheet: [],
});

interface Row {
  companyNm: string;
  bizNo: string;
  companyCount: number;
}

describe('gridColumnsOf', () => {
  const columns = gridColumnsOf<Row>(LIST, { companyNm: { description: '상호명' } });
  const format = (index: number, value: unknown) =>
    (columns[index]!.valueFormatter as (value: unknown) => string)(value);

  it('makes the declared grid columns, in order, unsortable, growing ones flexing from their width', () => {
    expect(columns.map((column) => column.field)).toEqual(['companyNm', 'bizNo', 'companyCount']);
    expect(columns[0]).toMatchObject({ headerName: '상호', flex: 1, minWidth: 160, sortable: false });
    expect(columns[0]!.description).toBe('상호명');
    expect(columns[1]).toMatchObject({ headerName: '사업자등록번호', width: 128 });
    expect(columns[2]).toMatchObject({ type: 'number', width: 96 });
  });

  it('formats values by their kind', () => {
    expect(format(1, '1234567890')).toBe('123-45-67890');
    expect(format(2, 1200)).toBe('1,200곳');
  });
});

it('makes the search fields of the declared filters', () => {
  expect(searchFieldsOf(LIST)).toEqual([
    { name: 'companyNm', label: '상호', kind: 'text' },
    { name: 'telNo', label: '전화번호', kind: 'phone' },
    {
      name: 'groupVal',
      label: '권한',
      kind: 'select',
      allLabel: '전체',
      options: [{ value: 'admin', label: '관리자' }],
    },
  ]);
});

it("shows a column's fallback where it has no value (a code whose name is not known)", () => {
  const list = defineList({
    columns: {
      transportCode: { nullable: true, doc: 'Code.' },
      transportNm: { label: '배송 구분', nullable: true, fallback: 'transportCode', doc: 'Name.' },
    },
    filters: {},
    grid: ['transportNm'],
    sheet: [],
  });
  type CodeRow = { transportCode: string | null; transportNm: string | null };
  const [column] = gridColumnsOf<CodeRow>(list);
  const shown = (row: CodeRow) =>
    (column!.valueGetter as (value: unknown, row: CodeRow) => unknown)(row.transportNm, row);
  expect(shown({ transportNm: '택배', transportCode: 'T1' })).toBe('택배');
  expect(shown({ transportNm: null, transportCode: 'T9' })).toBe('T9');
});
