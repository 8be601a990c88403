// Which column of an uploaded file fills each field (운송 정보 일괄 등록, 입금 내역 반영): one select
// per field, the server's proposal (or the mapping remembered for the sender or the bank)
// preselected, and the pure functions that turn the mapping into the selects' draft and back.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A field and the column the server maps it to (an index into the headers; null: none). */
export interface MappedColumn {
  field: string;
  label: string;
  column?: number | null;
}

/** Each field's column or null: what the selects hold. */
export type MappingDraft = Record<string, number | null>;

export const mappingDraftOf = (mapping: readonly MappedColumn[]): MappingDraft =>
  Object.fromEntries(mapping.map((column) => [column.field, column.column ?? null]));

/** The draft as the mapping mutations take it: [{field, column}]. */
export const mappingInputOf = (draft: MappingDraft): { field: string; column: number | null }[] =>
  Object.entries(draft).map(([field, column]) => ({ field, column }));

export function mappingChanged(draft: MappingDraft, mapping: readonly MappedColumn[]): boolean {
  return mapping.some((column) => (draft[column.field] ?? null) !== (column.column ?? null));
}

/** The labels of the required fields the draft leaves without a column. */
export function unmappedRequired(
  draft: MappingDraft,
  mapping: readonly MappedColumn[],
  required: readonly string[],
): string[] {
  return mapping
    .filter((column) => required.includes(column.field) && draft[column.field] == null)
    .map((column) => column.label);
}

/** A header as the select shows it: its text, or 열 N for a column without a name. */
export const headerLabel = (header: string, column: number) => header.trim() || `열 ${column + 1}`;

/** The select's value for a field left without a column. */
const UNUSED = '';
export const UNUSED_LABEL = '사용 안 함';

export interface ColumnMappingFieldsProps {
  mapping: readonly MappedColumn[];
  headers: readonly string[];
  /** The fields marked required. */
  required: readonly string[];
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
  disabled: boolean;
}

/** One select per field, in a grid: 사용 안 함 or one of the file's headers. */
export function ColumnMappingFields({
  mapping,
  headers,
  required,
  draft,
  onChange,
  disabled,
}: ColumnMappingFieldsProps) {
  return (
    <>
      {mapping.map((column) => (
        <TextField
          key={column.field}
          select
          size="small"
          label={column.label}
          required={required.includes(column.field)}
          value={draft[column.field] == null ? UNUSED : String(draft[column.field])}
          onChange={(event) =>
            onChange({
              ...draft,
              [column.field]: event.target.value === UNUSED ? null : Number(event.target.value),
            })
          }
          disabled={disabled}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={UNUSED}>{UNUSED_LABEL}</MenuItem>
          {headers.map((header, index) => (
            <MenuItem key={index} value={String(index)}>
              {headerLabel(header, index)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </>
  );
}
