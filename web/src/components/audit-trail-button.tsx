import { useQuery } from '@apollo/client/react';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AUDIT_ENTITY_INFO, AUDIT_TRAIL_LIMIT } from '@parcel/shared/audit/audit-fields';
import { useState } from 'react';
import { graphql } from '../gql';
import type { AuditEntity } from '../gql/graphql';
import { AuditEntryChanges } from './audit-entry-changes';
import { ReadOnlyDialog } from './read-only-dialog';

export const AuditTrailQuery = graphql(`
  query AuditTrail($entity: AuditEntity!, $id: String!) {
    auditTrail(entity: $entity, id: $id) {
      ...AuditEntryFields
    }
  }
`);

export const AUDIT_TRAIL_TEXT = {
  button: '변경 이력',
  empty: '변경 이력이 없습니다.',
  failed: '변경 이력을 불러오지 못했습니다.',
  limited: `최근 ${AUDIT_TRAIL_LIMIT}건만 표시합니다. 그 이전 이력은 관리자가 기본 설정 > 변경 이력 화면에서 볼 수 있습니다.`,
  entries: '변경 내역',
} as const;

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
          <AuditEntryChanges key={entry.id} entry={entry} showSubject={entry.entity !== entity} />
        ))}
      </Box>
    </ReadOnlyDialog>
  );
}
