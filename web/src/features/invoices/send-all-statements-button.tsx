import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { SEND_ALL_LABEL, SendAllStatementsDialog } from './send-all-statements-dialog';

export interface SendAllStatementsButtonProps {
  /** The invoice, as its list names it. */
  invoiceLabel: string;
  /** Why it may not be used now (a role that may not write, a 전체 발송 still running), or null. */
  disabledReason: string | null;
  /** While the request is on its way. */
  busy: boolean;
  /** Starts it; answers whether it was queued (a refusal is told by the caller, the dialog stays). */
  onStart: (includeSent: boolean) => Promise<boolean>;
  /** After it was queued and the question closed: where the focus goes next (the progress). */
  onStarted: () => void;
}

/** 전체 발송 and its question (send-all-statements-dialog.tsx). */
export function SendAllStatementsButton({
  invoiceLabel,
  disabledReason,
  busy,
  onStart,
  onStarted,
}: SendAllStatementsButtonProps) {
  const [open, setOpen] = useState(false);
  // Each opening asks afresh (the checkbox unchecked).
  const [asked, setAsked] = useState(0);

  const confirm = async (includeSent: boolean) => {
    if (!(await onStart(includeSent))) return;
    setOpen(false);
    onStarted();
  };

  const button = (
    <Button
      variant="contained"
      startIcon={<ForwardToInboxIcon />}
      disabled={disabledReason !== null}
      onClick={() => {
        setAsked((count) => count + 1);
        setOpen(true);
      }}
    >
      {SEND_ALL_LABEL}
    </Button>
  );
  return (
    <>
      {disabledReason === null ? (
        button
      ) : (
        <Tooltip title={disabledReason} enterDelay={500} describeChild>
          {/* A disabled button fires no events: the span carries the tooltip. */}
          <span>{button}</span>
        </Tooltip>
      )}
      <SendAllStatementsDialog
        key={asked}
        open={open}
        invoiceLabel={invoiceLabel}
        busy={busy}
        onConfirm={(includeSent) => void confirm(includeSent)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
