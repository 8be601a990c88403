// What the import screen shows of an import and its rows, as pure functions: the grid's rows and
// what an edit changed, each row's status, and the labels.
import { IMPORT_FIELDS, type ImportField } from '@parcel/shared/forms/transport-import';
import type {
  ImportRowValuesInput,
  TransportImportHeadFragment,
  TransportImportRowFieldsFragment,
} from '../../gql/graphql';

/** A preview row as the grid holds it: each field's text beside its number and problems. */
export type ImportGridRow = { rowNo: number; transportNo: number | null } & Record<ImportField, string> & {
    problems: TransportImportRowFieldsFragment['problems'];
    /** Why its line would bill nobody; null when it is billed. */
    warning: string | null;
  };

export function gridRowOf(row: TransportImportRowFieldsFragment): ImportGridRow {
  const values = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, row.values[field] ?? ''])) as Record<
    ImportField,
    string
  >;
  return {
    rowNo: row.rowNo,
    transportNo: row.transportNo ?? null,
    ...values,
    problems: row.problems,
    warning: row.warning ?? null,
  };
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

/** The transport a row goes into (1번, in the order of each transport's first row); '-' for a row with a problem. */
export const transportNoText = (row: Pick<ImportGridRow, 'transportNo'>) =>
  row.transportNo === null ? '-' : `${row.transportNo}번`;

/** Whether the row has a problem in this column (its cell is marked). */
export const hasProblemIn = (row: Pick<ImportGridRow, 'problems'>, field: string) =>
  row.problems.some((problem) => problem.field === field);

// --- Labels ----------------------------------------------------------------------------------------

export const IMPORT_STATUS_LABELS: Readonly<Record<TransportImportHeadFragment['status'], string>> = {
  PREVIEW: '미리보기',
  COMMITTED: '등록됨',
  UNDONE: '되돌림',
};

/** The shipments list (운송 정보 입력) filtered to the reception dates of an import's transports. */
export function shipmentsLinkOf(receptionDates: readonly string[]): string {
  const [first] = receptionDates;
  const last = receptionDates.at(-1);
  if (!first || !last) return '/transport/shipments';
  return `/transport/shipments?${new URLSearchParams({ startDate: first, endDate: last }).toString()}`;
}
