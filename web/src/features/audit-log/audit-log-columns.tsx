import type { GridColDef } from '@mui/x-data-grid';
import { AUDIT_ENTITY_INFO } from '@parcel/shared/audit/audit-fields';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
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

/** The change history's columns; the grid is paged and ordered (newest first) by the server. */
export const AUDIT_LOG_COLUMNS: GridColDef<AuditLogRow>[] = [
  {
    field: 'changedAt',
    headerName: '변경 일시',
    width: 160,
    sortable: false,
    valueFormatter: (value: string) => seoulDateTime(value),
  },
  { field: 'memberName', headerName: '변경한 사람', width: 150, sortable: false },
  {
    field: 'entity',
    headerName: '기록 종류',
    width: 130,
    sortable: false,
    valueFormatter: (value: AuditLogRow['entity']) => AUDIT_ENTITY_INFO[value].label,
  },
  {
    field: 'entityId',
    headerName: '기록 번호',
    width: 90,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
  },
  {
    field: 'recordName',
    headerName: '기록 이름',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? '',
  },
  { field: 'actionLabel', headerName: '변경 구분', width: 80, sortable: false },
  {
    field: 'summary',
    headerName: '바뀐 항목',
    flex: 1.5,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value: unknown, row: AuditLogRow) => changeSummary(row),
  },
];
