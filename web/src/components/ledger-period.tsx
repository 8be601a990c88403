import TextField from '@mui/material/TextField';
import { LEDGER_FIELD_LABELS, PAYMENT_MESSAGES } from '@parcel/shared/forms/payment-form';
import { useState, type FormEvent } from 'react';

/** A ledger's period, yyyy-MM-dd ends; empty: from the start or to the end. */
export interface LedgerPeriod {
  from: string;
  to: string;
}

interface LedgerPeriodFieldsProps {
  draft: LedgerPeriod;
  onChange: (draft: LedgerPeriod) => void;
  /** Why the typed period was refused ('' when it was not). */
  error: string;
}

/**
 * The period typed in a ledger's search form and the one searched: `search` (the form's submit,
 * Enter) takes the typed one unless it ends before it starts (the server's rule, checked first).
 */
export function useLedgerPeriod() {
  const [period, setPeriod] = useState<LedgerPeriod>({ from: '', to: '' });
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(PAYMENT_MESSAGES.periodOrder);
      return;
    }
    setError('');
    setPeriod(draft);
  };
  const fields: LedgerPeriodFieldsProps = { draft, onChange: setDraft, error };
  return { period, search, fields };
}

/** 시작일 and 종료일 of a ledger's search form (the staff ledger dialog, a customer's 미수금). */
export function LedgerPeriodFields({ draft, onChange, error }: LedgerPeriodFieldsProps) {
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={LEDGER_FIELD_LABELS.from}
        value={draft.from}
        onChange={(event) => onChange({ ...draft, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={LEDGER_FIELD_LABELS.to}
        value={draft.to}
        onChange={(event) => onChange({ ...draft, to: event.target.value })}
        error={Boolean(error)}
        helperText={error || undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
