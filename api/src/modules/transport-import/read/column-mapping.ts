// The column mapping the import screen proposes for a file's header row: each import field takes
// the first column whose header is its label or one of its other layouts' names.
import {
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  type ImportField,
} from '@parcel/shared/forms/transport-import';
import { type ColumnMapping as UploadColumnMapping, proposeColumns } from '../../../common/upload-table';

/** Each field's column (an index into headers), or null when no header names it. */
export type ColumnMapping = UploadColumnMapping<ImportField>;

/** The import fields' names, in IMPORT_FIELDS order (the order proposals are made in). */
export const IMPORT_FIELD_NAMES = IMPORT_FIELDS.map((field) => ({
  field,
  label: IMPORT_FIELD_DECLARATIONS[field].label,
  headers: IMPORT_FIELD_DECLARATIONS[field].headers,
}));

/** See proposeColumns: e.g. a shop export's 수취인명 → receiverName, 전화번호2 → receiverMobileNo. */
export function proposeMapping(headers: readonly string[]): ColumnMapping {
  return proposeColumns(headers, IMPORT_FIELD_NAMES);
}
