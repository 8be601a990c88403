import type { GridColDef } from '@mui/x-data-grid';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { AUDIT_ENTRY_LIST } from '@parcel/shared/records/audit-log-list';
import { gridColumnsOf } from '../../components/declared-list';
import type { AuditLogQuery } from '../../gql/graphql';

/** One grid row: one recorded change. */
export type AuditLogRow = AuditLogQuery['auditLog']['items'][number];

/**
 * What a change touched, in a line: an update's field labels in the form's order; a create or a
 * delete holds every field, so only their number.
 */
export function changeSummary(row: Pick<AuditLogRow, 'action' | 'changes'>): string {
  if (row.changes.length === 0) return '-';
  if (row.action === 'UPDATE') return row.changes.map((change) => change.label).join(', ');
  return `항목 ${row.changes.length}개`;
}

/** The change history's columns, as declared (the time to the second), and what each change touched. */
export const AUDIT_LOG_COLUMNS: GridColDef<AuditLogRow>[] = [
  ...gridColumnsOf<AuditLogRow>(AUDIT_ENTRY_LIST, {
    changedAt: { width: 160, valueFormatter: (value: string) => seoulDateTime(value) },
    memberName: { width: 150 },
    entity: { width: 130 },
    entityId: { width: 90, align: 'right', headerAlign: 'right' },
  }),
  {
    field: 'summary',
    headerName: '바뀐 항목',
    flex: 1.5,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value: unknown, row: AuditLogRow) => changeSummary(row),
  },
];
