import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { BaseSyntheticEvent, FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** e.g. 등록, 수정 */
  submitLabel: string;
  /** Shown on the submit button while busy, e.g. 생성 중..., 수정 중... */
  pendingLabel: string;
  /** While true every field and button is disabled and the dialog cannot be closed. */
  busy: boolean;
  /** Keeps the submit button disabled (e.g. until the id is confirmed available). */
  submitDisabled?: boolean;
  onClose: () => void;
  /** react-hook-form's `handleSubmit(onValid, onInvalid)` fits here as is. */
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Buttons at the left of 취소 that neither submit nor close (변경 이력, ...). */
  extraActions?: ReactNode;
}

/**
 * A modal form: the fields go in `children`, Enter in a field submits (the form's implicit
 * submission), 취소 and Esc close. Only 취소 and Esc close it: a stray click on the backdrop must
 * not throw away what was typed.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  pendingLabel,
  busy,
  submitDisabled = false,
  onClose,
  onSubmit,
  children,
  maxWidth = 'sm',
  extraActions,
}: FormDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submitDisabled) return;
    void onSubmit(event);
  };

  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth={maxWidth}
      onClose={(_event, reason) => {
        if (busy || reason === 'backdropClick') return;
        onClose();
      }}
    >
      {/* noValidate: the Korean messages come from zod; the browser's own bubbles would pre-empt them. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          {/* A disabled fieldset disables every control inside it, whatever the page put there. */}
          <Box
            component="fieldset"
            disabled={busy}
            sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2, pt: 1 }}
          >
            {children}
          </Box>
        </DialogContent>
        <DialogActions>
          {extraActions && <Box sx={{ mr: 'auto', display: 'flex', gap: 1 }}>{extraActions}</Box>}
          <Button type="button" onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
            {busy ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
