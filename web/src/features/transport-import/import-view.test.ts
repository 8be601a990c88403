import { IMPORT_FIELDS } from '@parcel/shared/forms/transport-import';
import type { TransportImportRowFieldsFragment } from '../../gql/graphql';
import {
  changedValues,
  gridRowOf,
  hasProblemIn,
  rowStatusText,
  shipmentsLinkOf,
  transportNoText,
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
  warning: null,
};

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
    expect(transportNoText(gridRow)).toBe('-');
    expect(transportNoText({ transportNo: 3 })).toBe('3번');
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

describe('the link to the shipments list', () => {
  it('filters it to the reception dates, first to last', () => {
    expect(shipmentsLinkOf(['2026-11-20', '2026-11-25'])).toBe(
      '/transport/shipments?startDate=2026-11-20&endDate=2026-11-25',
    );
    expect(shipmentsLinkOf([])).toBe('/transport/shipments');
  });
});
