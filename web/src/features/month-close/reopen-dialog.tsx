import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  REOPEN_REASON_LABEL,
  REOPEN_REASON_MAX,
  reopenReasonSchema,
} from '@parcel/shared/forms/month-close-form';
import { useId, useState, type FormEvent } from 'react';

export interface ReopenDialogProps {
  /** What is reopened (e.g. 2026년 10월 가나공급 20일); null keeps the dialog closed. */
  invoiceName: string | null;
  busy: boolean;
  onReopen: (reason: string) => void;
  onCancel: () => void;
}

/** 마감 해제: asks why (required, checked as the server checks it) before reopening. */
export function ReopenDialog({ invoiceName, busy, onReopen, onCancel }: ReopenDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reopenReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onReopen(parsed.data);
  };
  const close = () => {
    if (busy) return;
    setReason('');
    setProblem(null);
    onCancel();
  };

  return (
    <Dialog open={invoiceName !== null} onClose={close} maxWidth="sm" fullWidth aria-describedby={textId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>마감 해제</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {invoiceName} 청구서의 마감을 해제합니다. 해제하면 청구된 물품과 업체를 다시 수정할 수 있습니다.
            해제 사유는 기록으로 남습니다.
          </DialogContentText>
          <TextField
            label={REOPEN_REASON_LABEL}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            error={problem !== null}
            helperText={problem ?? `${REOPEN_REASON_MAX}자 이하`}
            slotProps={{ htmlInput: { maxLength: REOPEN_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            취소
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            마감 해제
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
