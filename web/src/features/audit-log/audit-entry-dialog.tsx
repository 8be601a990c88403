import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import { AuditEntryChanges } from '../../components/audit-entry-changes';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import type { AuditLogRow } from './audit-log-columns';

export const AUDIT_ENTRY_DIALOG_TEXT = {
  title: (row: AuditLogRow) => `${row.subject} 변경 내역`,
  showRecord: '이 기록의 모든 이력',
  fields: '바뀐 항목',
} as const;

export interface AuditEntryDialogProps {
  entry: AuditLogRow;
  onClose: () => void;
  /** Lists the whole history of the entry's record. */
  onShowRecord: (entry: AuditLogRow) => void;
}

/** One change of the log: when, who, what, and each field before and after. */
export function AuditEntryDialog({ entry, onClose, onShowRecord }: AuditEntryDialogProps) {
  return (
    <ReadOnlyDialog
      open
      title={AUDIT_ENTRY_DIALOG_TEXT.title(entry)}
      onClose={onClose}
      maxWidth="md"
      scrollRegionLabel={AUDIT_ENTRY_DIALOG_TEXT.fields}
      actions={
        <Button type="button" startIcon={<ManageSearchIcon />} onClick={() => onShowRecord(entry)}>
          {AUDIT_ENTRY_DIALOG_TEXT.showRecord}
        </Button>
      }
    >
      <AuditEntryChanges entry={entry} showSubject={false} component="div" />
    </ReadOnlyDialog>
  );
}
