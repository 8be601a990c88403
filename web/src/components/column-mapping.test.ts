import { REQUIRED_IMPORT_FIELDS } from '@parcel/shared/forms/transport-import';
import {
  headerLabel,
  type MappedColumn,
  mappingChanged,
  mappingDraftOf,
  mappingInputOf,
  unmappedRequired,
} from './column-mapping';

const mapping: MappedColumn[] = [
  { field: 'receiverName', label: '받는사람', column: 0 },
  { field: 'address', label: '주소', column: 1 },
  { field: 'zipCode', label: '우편번호', column: null },
];

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
    expect(unmappedRequired(mappingDraftOf(mapping), mapping, REQUIRED_IMPORT_FIELDS)).toEqual([]);
    expect(
      unmappedRequired({ receiverName: null, address: null, zipCode: null }, mapping, REQUIRED_IMPORT_FIELDS),
    ).toEqual(['받는사람', '주소']);
  });

  it('shows a header without a name by its position', () => {
    expect(headerLabel(' 수취인 ', 0)).toBe('수취인');
    expect(headerLabel('  ', 3)).toBe('열 4');
  });
});
