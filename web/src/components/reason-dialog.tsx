import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens and that the reason is recorded. */
  question: ReactNode;
  /** The reason field's label, e.g. 삭제 사유. */
  label: string;
  maxLength: number;
  /** The reason's shared schema: the server checks the same. */
  schema: z.ZodType<string, string>;
  /** The confirming button, e.g. 삭제. */
  confirmLabel: string;
  /** The confirming button's colour: error (a delete, a reopen) unless said otherwise. */
  confirmColor?: 'error' | 'primary';
  /** One line, so Enter submits (a short reason); several lines otherwise. */
  singleLine?: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks why before an action that is recorded with its reason (a delete, a reopen). */
export function ReasonDialog({
  open,
  title,
  question,
  label,
  maxLength,
  schema,
  confirmLabel,
  confirmColor = 'error',
  singleLine = false,
  busy,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onConfirm(parsed.data);
  };
  const close = () => {
    if (busy) return;
    setReason('');
    setProblem(null);
    onCancel();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-describedby={textId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {question}
          </DialogContentText>
          <TextField
            label={label}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            required
            autoFocus
            fullWidth
            multiline={!singleLine}
            minRows={singleLine ? undefined : 2}
            error={problem !== null}
            helperText={problem ?? `${maxLength}자 이하`}
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            취소
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
