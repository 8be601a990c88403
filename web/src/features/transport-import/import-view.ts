// What the import screen shows of an import and its rows, as pure functions: the grid's rows and
// what an edit changed, each row's status, the column mapping being chosen, and the labels.
import {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
} from '@parcel/shared/forms/transport-import';
import type {
  ImportColumnInput,
  ImportRowValuesInput,
  TransportImportHeadFragment,
  TransportImportRowFieldsFragment,
} from '../../gql/graphql';

/** A preview row as the grid holds it: each field's text beside its number and problems. */
export type ImportGridRow = { rowNo: number; transportNo: number | null } & Record<ImportField, string> & {
    problems: TransportImportRowFieldsFragment['problems'];
  };

export function gridRowOf(row: TransportImportRowFieldsFragment): ImportGridRow {
  const values = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, row.values[field] ?? ''])) as Record<
    ImportField,
    string
  >;
  return { rowNo: row.rowNo, transportNo: row.transportNo ?? null, ...values, problems: row.problems };
}

/**
 * The fields an edit changed, as fixTransportImportRow takes them (text replaces the cell, an
 * emptied cell is sent as ''), or null when nothing changed (spaces around a value do not count).
 */
export function changedValues(next: ImportGridRow, previous: ImportGridRow): ImportRowValuesInput | null {
  const changed: ImportRowValuesInput = {};
  for (const field of IMPORT_FIELDS) {
    const text = String(next[field] ?? '').trim();
    if (text !== previous[field].trim()) changed[field] = text;
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

/** 정상, or 문제 N건. */
export const rowStatusText = (row: Pick<ImportGridRow, 'problems'>) =>
  row.problems.length === 0 ? '정상' : `문제 ${row.problems.length}건`;

/** Whether the row has a problem in this column (its cell is marked). */
export const hasProblemIn = (row: Pick<ImportGridRow, 'problems'>, field: string) =>
  row.problems.some((problem) => problem.field === field);

// --- The column mapping ----------------------------------------------------------------------------

/** Each field's column (an index into the headers) or null: what the mapping step's selects hold. */
export type MappingDraft = Record<string, number | null>;

export const mappingDraftOf = (mapping: TransportImportHeadFragment['mapping']): MappingDraft =>
  Object.fromEntries(mapping.map((column) => [column.field, column.column ?? null]));

export const mappingInputOf = (draft: MappingDraft): ImportColumnInput[] =>
  Object.entries(draft).map(([field, column]) => ({ field, column }));

export function mappingChanged(
  draft: MappingDraft,
  mapping: TransportImportHeadFragment['mapping'],
): boolean {
  return mapping.some((column) => (draft[column.field] ?? null) !== (column.column ?? null));
}

/** The labels of required fields the draft leaves without a column (every row would lack them). */
export function unmappedRequired(
  draft: MappingDraft,
  mapping: TransportImportHeadFragment['mapping'],
): string[] {
  return mapping
    .filter((column) => REQUIRED_IMPORT_FIELDS.includes(column.field as ImportField))
    .filter((column) => draft[column.field] == null)
    .map((column) => column.label);
}

/** A header as the select shows it: its text, or 열 N for a column without a name. */
export const headerLabel = (header: string, column: number) => header.trim() || `열 ${column + 1}`;

// --- Labels ----------------------------------------------------------------------------------------

export const IMPORT_STATUS_LABELS: Readonly<Record<TransportImportHeadFragment['status'], string>> = {
  PREVIEW: '미리보기',
  COMMITTED: '등록됨',
  UNDONE: '되돌림',
};

/** The limits as the screen states them: 10MB, 10,000행. */
export const IMPORT_LIMITS_TEXT = `.xlsx 또는 .csv 파일, ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024}MB와 ${IMPORT_LIMITS.maxRows.toLocaleString('ko-KR')}행까지`;

/** The shipments list (운송 정보 입력) filtered to the reception dates of an import's transports. */
export function shipmentsLinkOf(receptionDates: readonly string[]): string {
  const [first] = receptionDates;
  const last = receptionDates.at(-1);
  if (!first || !last) return '/transport/shipments';
  return `/transport/shipments?${new URLSearchParams({ startDate: first, endDate: last }).toString()}`;
}
