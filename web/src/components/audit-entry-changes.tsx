import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { useId } from 'react';
import { graphql } from '../gql';
import type { AuditEntryFieldsFragment } from '../gql/graphql';

// One recorded change as both histories show it: a record's 변경 이력 dialog and the admins'
// 변경 이력 screen. The API sends display text (Korean labels, codes by name, won, secrets hidden).
graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    entity
    subject
    changedAt
    memberName
    actionLabel
    changes {
      field
      label
      before
      after
    }
  }
`);

export const AUDIT_ENTRY_TEXT = {
  noValue: '(없음)',
  noFields: '바뀐 항목이 없습니다.',
  field: '항목',
  before: '변경 전',
  after: '변경 후',
} as const;

/** When, who and what: 2026-11-23 16:05 · 홍길동 (hong) · 수정 (· 받는 곳 ㈜다라). */
export function auditEntryHeading(entry: AuditEntryFieldsFragment, showSubject: boolean): string {
  const heading = [seoulDateTime(entry.changedAt), entry.memberName, entry.actionLabel];
  if (showSubject) heading.push(entry.subject);
  return heading.join(' · ');
}

export interface AuditEntryChangesProps {
  entry: AuditEntryFieldsFragment;
  /** Names the record in the heading (a transport's history: which receiver or goods line). */
  showSubject: boolean;
  /** `li` inside a list of entries, `div` alone. */
  component?: 'li' | 'div';
}

/** One change: a heading (when, who, what) and its fields' table before and after, which the heading names. */
export function AuditEntryChanges({ entry, showSubject, component = 'li' }: AuditEntryChangesProps) {
  const headingId = useId();
  const value = (text: string | null | undefined) =>
    text ?? (
      <Typography component="span" variant="body2" color="text.secondary">
        {AUDIT_ENTRY_TEXT.noValue}
      </Typography>
    );
  return (
    <Box component={component}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {auditEntryHeading(entry, showSubject)}
      </Typography>
      {entry.changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {AUDIT_ENTRY_TEXT.noFields}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: '25%' }}>
                {AUDIT_ENTRY_TEXT.field}
              </TableCell>
              <TableCell scope="col">{AUDIT_ENTRY_TEXT.before}</TableCell>
              <TableCell scope="col">{AUDIT_ENTRY_TEXT.after}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {change.label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{value(change.before)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{value(change.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
