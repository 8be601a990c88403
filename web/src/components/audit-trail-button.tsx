import { useQuery } from '@apollo/client/react';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITY_INFO, AUDIT_TRAIL_LIMIT } from '@parcel/shared/audit/audit-fields';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import { useId, useState } from 'react';
import { graphql } from '../gql';
import type { AuditEntity, AuditTrailQuery as AuditTrailData } from '../gql/graphql';
import { ReadOnlyDialog } from './read-only-dialog';

export const AuditTrailQuery = graphql(`
  query AuditTrail($entity: AuditEntity!, $id: String!) {
    auditTrail(entity: $entity, id: $id) {
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
  }
`);

export const AUDIT_TRAIL_TEXT = {
  button: '변경 이력',
  empty: '변경 이력이 없습니다.',
  failed: '변경 이력을 불러오지 못했습니다.',
  noValue: '(없음)',
  noFields: '바뀐 항목이 없습니다.',
  limited: `최근 ${AUDIT_TRAIL_LIMIT}건만 표시합니다. 그 이전 이력은 관리자가 변경 이력 조회(auditLog)로 볼 수 있습니다.`,
  entries: '변경 내역',
  field: '항목',
  before: '변경 전',
  after: '변경 후',
} as const;

type Entry = AuditTrailData['auditTrail'][number];

export interface AuditTrailButtonProps {
  entity: AuditEntity;
  /** The record's number. */
  id: number | string;
}

/**
 * 변경 이력: a button that opens the record's change history (when, who, what, and each field before
 * and after). The history is read only when the dialog opens, and again each time it opens.
 */
export function AuditTrailButton({ entity, id }: AuditTrailButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" startIcon={<HistoryIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {AUDIT_TRAIL_TEXT.button}
      </Button>
      {open && <AuditTrailDialog entity={entity} id={String(id)} onClose={() => setOpen(false)} />}
    </>
  );
}

function AuditTrailDialog({ entity, id, onClose }: { entity: AuditEntity; id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(AuditTrailQuery, {
    variables: { entity, id },
    fetchPolicy: 'network-only',
  });
  const entries = data?.auditTrail ?? [];
  return (
    <ReadOnlyDialog
      open
      title={`${AUDIT_ENTITY_INFO[entity].label} ${AUDIT_TRAIL_TEXT.button}`}
      onClose={onClose}
      loading={loading && !data}
      error={error ? AUDIT_TRAIL_TEXT.failed : null}
      onRetry={() => void refetch()}
      empty={entries.length === 0}
      emptyMessage={AUDIT_TRAIL_TEXT.empty}
      maxWidth="md"
      scrollRegionLabel={AUDIT_TRAIL_TEXT.entries}
    >
      {entries.length >= AUDIT_TRAIL_LIMIT && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {AUDIT_TRAIL_TEXT.limited}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} showSubject={entry.entity !== entity} />
        ))}
      </Box>
    </ReadOnlyDialog>
  );
}

/** One change: a heading (when, who, what) and its fields' table, which the heading names. */
function AuditEntryItem({ entry, showSubject }: { entry: Entry; showSubject: boolean }) {
  const headingId = useId();
  const heading = [seoulDateTime(entry.changedAt), entry.memberName, entry.actionLabel];
  if (showSubject) heading.push(entry.subject);
  const value = (text: string | null | undefined) =>
    text ?? (
      <Typography component="span" variant="body2" color="text.secondary">
        {AUDIT_TRAIL_TEXT.noValue}
      </Typography>
    );
  return (
    <li>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {heading.join(' · ')}
      </Typography>
      {entry.changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {AUDIT_TRAIL_TEXT.noFields}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: '25%' }}>
                {AUDIT_TRAIL_TEXT.field}
              </TableCell>
              <TableCell scope="col">{AUDIT_TRAIL_TEXT.before}</TableCell>
              <TableCell scope="col">{AUDIT_TRAIL_TEXT.after}</TableCell>
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
    </li>
  );
}
