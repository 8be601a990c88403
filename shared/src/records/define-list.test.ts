import {
  defineList,
  emptyFiltersOf,
  filterSchemaOf,
  formatColumnValue,
  pickColumns,
  pickFilters,
  scalarOf,
  sheetKindOf,
  shownValueOf,
  type ListRow,
} from './define-list';

const LIST = defineList({
  columns: {
    id: { label: '번호', kind: 'integer', doc: 'Number.' },
    count: { label: '사용 업체', kind: 'integer', unit: '곳', doc: 'Companies.' },
    telNo: { label: '전화번호', kind: 'phone', nullable: true, doc: 'Telephone.' },
    useYn: { label: '상태', codes: { Y: '정상', N: '중지' }, doc: 'In use.' },
    regDt: { label: '등록일', kind: 'date', doc: 'Registered.' },
    memo: { nullable: true, empty: '-', doc: 'Memo.' },
    requstDt: { label: '접수일', sheetKind: 'date', doc: 'Received, yyyy-MM-dd.' },
  },
  filters: {
    name: { label: '이름', kind: 'text', doc: 'Part of the name.' },
    bizNo: { label: '사업자등록번호', kind: 'digits', doc: 'Part of the number.' },
    telNo: { label: '전화번호', kind: 'phone', doc: 'Part of the number.' },
  },
  grid: ['id', 'telNo'],
  sheet: ['id'],
});

describe('formatColumnValue', () => {
  it.each([
    ['id', 12345, '12,345'],
    ['count', 3, '3곳'],
    ['telNo', '0212345678', '02-1234-5678'],
    ['telNo', null, ''],
    ['useYn', 'N', '중지'],
    ['useYn', 'X', 'X'],
    ['regDt', '2024-03-01T15:30:00Z', '2024-03-02'],
    ['memo', null, '-'],
  ] as const)('shows %s %p as %p', (name, value, shown) => {
    expect(formatColumnValue(LIST.columns[name], value)).toBe(shown);
  });
});

describe('filterSchemaOf', () => {
  const filters = filterSchemaOf(LIST);

  it('trims text, keeps the digits of numbers and leaves empty filters out', () => {
    expect(filters.parse({ name: '  김 ', bizNo: '123-45', telNo: '010-1234' })).toEqual({
      name: '김',
      bizNo: '12345',
      telNo: '0101234',
    });
    expect(filters.parse({ name: '  ', bizNo: '--', telNo: null })).toEqual({
      name: undefined,
      bizNo: undefined,
      telNo: undefined,
    });
  });

  it('refuses a filter that is not text', () => {
    expect(filters.safeParse({ name: 5 }).success).toBe(false);
  });
});

it('starts a search form empty, picks the filters out of a query and columns out of a list', () => {
  expect(emptyFiltersOf(LIST)).toEqual({ name: '', bizNo: '', telNo: '' });
  expect(pickFilters(LIST, { name: 'a', page: '2', other: 'x' })).toEqual({
    name: 'a',
    bizNo: undefined,
    telNo: undefined,
  });
  expect(Object.keys(pickColumns(LIST, ['regDt', 'id']))).toEqual(['regDt', 'id']);
});

describe('sheetKindOf', () => {
  it('writes a column as its sheetKind, else as its kind, else as text', () => {
    expect(sheetKindOf(LIST.columns.requstDt)).toBe('date');
    expect(sheetKindOf(LIST.columns.regDt)).toBe('date');
    expect(sheetKindOf(LIST.columns.id)).toBe('integer');
    expect(sheetKindOf(LIST.columns.memo)).toBe('text');
  });

  it('leaves the GraphQL and grid side to the kind: a sheet date stays text in the row and on screen', () => {
    const requstDt: ListRow<typeof LIST>['requstDt'] = '2024-03-01';
    expect(formatColumnValue(LIST.columns.requstDt, requstDt)).toBe('2024-03-01');
  });
});

it('answers a boolean column as a boolean, shown by its code names', () => {
  const list = defineList({
    columns: { mailExcluded: { label: '발송', kind: 'boolean', codes: { true: '제외' }, doc: 'Excluded.' } },
    filters: {},
    grid: ['mailExcluded'],
    sheet: [],
  });
  const excluded: ListRow<typeof list>['mailExcluded'] = true;
  expect(formatColumnValue(list.columns.mailExcluded, excluded)).toBe('제외');
  expect(formatColumnValue(list.columns.mailExcluded, false)).toBe('false');
});

describe('scalarOf', () => {
  it('types a field by its kind', () => {
    expect(scalarOf({ kind: 'integer', doc: '' })).toBe('Int');
    expect(scalarOf({ kind: 'won', doc: '' })).toBe('Float');
    expect(scalarOf({ kind: 'date', doc: '' })).toBe('Date');
    expect(scalarOf({ kind: 'boolean', doc: '' })).toBe('Boolean');
    expect(scalarOf({ kind: 'phone', doc: '' })).toBe('String');
    expect(scalarOf({ doc: '' })).toBe('String');
  });

  it('answers an integer that says float as a Float, shown and written as an integer still', () => {
    const pieces = { label: '수량', kind: 'integer', float: true, doc: 'Pieces in a year.' } as const;
    expect(scalarOf(pieces)).toBe('Float');
    expect(sheetKindOf(pieces)).toBe('integer');
    expect(formatColumnValue(pieces, 3_000_000_000)).toBe('3,000,000,000');
    const row: ListRow<{ columns: { pieces: typeof pieces } }> = { pieces: 3_000_000_000 };
    expect(row.pieces).toBe(3_000_000_000);
  });
});

describe('shownValueOf', () => {
  const list = defineList({
    columns: {
      transportCode: { nullable: true, doc: 'Code.' },
      transportNm: { label: '배송 구분', nullable: true, fallback: 'transportCode', doc: 'Name.' },
      memo: { label: '메모', nullable: true, doc: 'Memo.' },
    },
    filters: {},
    grid: ['transportNm', 'memo'],
    sheet: ['transportNm'],
  });

  it("shows a column's value, else its fallback's, else nothing", () => {
    const { transportNm } = list.columns;
    expect(shownValueOf(transportNm, 'transportNm', { transportNm: '택배', transportCode: 'T1' })).toBe(
      '택배',
    );
    expect(shownValueOf(transportNm, 'transportNm', { transportNm: null, transportCode: 'T9' })).toBe('T9');
    expect(shownValueOf(transportNm, 'transportNm', { transportNm: null, transportCode: null })).toBeNull();
  });

  it('leaves a column without a fallback as it is', () => {
    expect(shownValueOf(list.columns.memo, 'memo', { memo: null, transportCode: 'T9' })).toBeNull();
  });
});
