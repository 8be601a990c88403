import { IMPORT_FIELDS } from '@parcel/shared/forms/transport-import';
import type { TransportImportHeadFragment, TransportImportRowFieldsFragment } from '../../gql/graphql';
import {
  changedValues,
  gridRowOf,
  hasProblemIn,
  headerLabel,
  mappingChanged,
  mappingDraftOf,
  mappingInputOf,
  rowStatusText,
  shipmentsLinkOf,
  unmappedRequired,
} from './import-view';

const values = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as Record<
  string,
  string | null
>;
const row: TransportImportRowFieldsFragment = {
  rowNo: 7,
  transportNo: null,
  values: {
    ...values,
    receiverName: '홍길동',
    address: null,
    zipCode: '41590',
  } as TransportImportRowFieldsFragment['values'],
  problems: [{ field: 'address', label: '주소', message: '주소: 받는 곳 주소는 필수 입력 항목입니다.' }],
};
const mapping: TransportImportHeadFragment['mapping'] = [
  { field: 'receiverName', label: '받는사람', column: 0 },
  { field: 'address', label: '주소', column: 1 },
  { field: 'zipCode', label: '우편번호', column: null },
];

describe('the preview rows', () => {
  it('holds every field as text (an empty cell as ""), with its status and problem cells', () => {
    const gridRow = gridRowOf(row);
    expect(gridRow).toMatchObject({
      rowNo: 7,
      receiverName: '홍길동',
      address: '',
      zipCode: '41590',
      waybillNo: '',
    });
    expect(rowStatusText(gridRow)).toBe('문제 1건');
    expect(rowStatusText({ problems: [] })).toBe('정상');
    expect(hasProblemIn(gridRow, 'address')).toBe(true);
    expect(hasProblemIn(gridRow, 'receiverName')).toBe(false);
  });

  it('sends only the fields an edit changed, trimmed; an emptied cell as ""', () => {
    const before = gridRowOf(row);
    expect(changedValues({ ...before, address: '  대구 북구 1 ' }, before)).toEqual({
      address: '대구 북구 1',
    });
    expect(changedValues({ ...before, zipCode: '' }, before)).toEqual({ zipCode: '' });
    expect(changedValues({ ...before, receiverName: ' 홍길동 ' }, before)).toBeNull();
  });
});

describe('the column mapping', () => {
  it('turns the mapping into selects and back, and tells what changed', () => {
    const draft = mappingDraftOf(mapping);
    expect(draft).toEqual({ receiverName: 0, address: 1, zipCode: null });
    expect(mappingChanged(draft, mapping)).toBe(false);
    const changed = { ...draft, zipCode: 2 };
    expect(mappingChanged(changed, mapping)).toBe(true);
    expect(mappingInputOf(changed)).toEqual([
      { field: 'receiverName', column: 0 },
      { field: 'address', column: 1 },
      { field: 'zipCode', column: 2 },
    ]);
  });

  it('names the required fields left without a column', () => {
    expect(unmappedRequired(mappingDraftOf(mapping), mapping)).toEqual([]);
    expect(unmappedRequired({ receiverName: null, address: null, zipCode: null }, mapping)).toEqual([
      '받는사람',
      '주소',
    ]);
  });

  it('shows a header without a name by its position', () => {
    expect(headerLabel(' 수취인 ', 0)).toBe('수취인');
    expect(headerLabel('  ', 3)).toBe('열 4');
  });
});

describe('the link to the shipments list', () => {
  it('filters it to the reception dates, first to last', () => {
    expect(shipmentsLinkOf(['2026-11-20', '2026-11-25'])).toBe(
      '/transport/shipments?startDate=2026-11-20&endDate=2026-11-25',
    );
    expect(shipmentsLinkOf([])).toBe('/transport/shipments');
  });
});
