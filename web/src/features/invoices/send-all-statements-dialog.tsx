import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

export const SEND_ALL_LABEL = '전체 발송';
export const INCLUDE_SENT_LABEL = '이미 발송한 업체에도 다시 보내기';

export interface SendAllStatementsDialogProps {
  open: boolean;
  /** The invoice, as its list names it (서울공급 2026년 11월(말일)). */
  invoiceLabel: string;
  /** While the request is on its way: the buttons are disabled and Esc does nothing. */
  busy: boolean;
  onConfirm: (includeSent: boolean) => void;
  onCancel: () => void;
}

/**
 * Asks before 전체 발송: what is sent and what is left out, and whether rows already mailed with
 * their current figures get theirs again (unchecked). The focus starts on that choice (Space
 * toggles it); Enter sends, Esc and 취소 close. Mount it afresh (a key) for a fresh choice.
 */
export function SendAllStatementsDialog({
  open,
  invoiceLabel,
  busy,
  onConfirm,
  onCancel,
}: SendAllStatementsDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [includeSent, setIncludeSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm(includeSent);
  };
  // Enter on the checkbox sends too (browsers differ on submitting a form from one).
  const enterSubmits = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };
  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <form onSubmit={submit} onKeyDown={enterSubmits} noValidate aria-busy={busy}>
        <DialogTitle id={titleId}>{SEND_ALL_LABEL}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} component="div">
            <p style={{ marginTop: 0 }}>
              {invoiceLabel}의 업체마다 거래명세서를 메일로 보냅니다. 발송 대기열에서 차례로 보내며, 진행
              상황은 업체별 보기에 표시됩니다.
            </p>
            <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
              <li>0원 업체는 제외됩니다.</li>
              <li>발송 대기 중인 업체는 제외됩니다.</li>
              <li>지금 금액으로 이미 발송한 업체는 아래를 선택하지 않으면 제외됩니다.</li>
            </ul>
          </DialogContentText>
          <FormControlLabel
            sx={{ mt: 1 }}
            label={INCLUDE_SENT_LABEL}
            control={
              <Checkbox
                checked={includeSent}
                onChange={(event) => setIncludeSent(event.target.checked)}
                disabled={busy}
                autoFocus
              />
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? '발송 요청 중...' : '발송'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
