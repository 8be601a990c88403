import {
  REOPEN_REASON_LABEL,
  REOPEN_REASON_MAX,
  reopenReasonSchema,
} from '@parcel/shared/forms/month-close-form';
import { ReasonDialog } from '../../components/reason-dialog';

export interface ReopenDialogProps {
  /** What is reopened (e.g. 2026년 10월 가나공급 20일); null keeps the dialog closed. */
  invoiceName: string | null;
  busy: boolean;
  onReopen: (reason: string) => void;
  onCancel: () => void;
}

/** 마감 해제: asks why (required, checked as the server checks it) before reopening. */
export function ReopenDialog({ invoiceName, busy, onReopen, onCancel }: ReopenDialogProps) {
  return (
    <ReasonDialog
      open={invoiceName !== null}
      title="마감 해제"
      question={`${invoiceName} 청구서의 마감을 해제합니다. 해제하면 청구된 물품과 업체를 다시 수정할 수 있습니다. 해제 사유는 기록으로 남습니다.`}
      label={REOPEN_REASON_LABEL}
      maxLength={REOPEN_REASON_MAX}
      schema={reopenReasonSchema}
      confirmLabel="마감 해제"
      busy={busy}
      onConfirm={onReopen}
      onCancel={onCancel}
    />
  );
}
