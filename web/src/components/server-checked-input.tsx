import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './form-fields';
import { useNotify } from './use-notify';

/** What a server check says in its toasts. */
export interface ServerCheckMessages {
  /** The field is empty. */
  empty: string;
  available: string;
  taken: string;
  failedTitle: string;
  failed: string;
}

export interface ServerCheckedInputProps<T extends FieldValues> extends TextInputProps<T> {
  /** Asks the server whether the value is free; true when it may be used. */
  isFree: (value: string) => Promise<boolean>;
  /** Whether the current value has been confirmed free; any edit clears it. */
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  messages: ServerCheckMessages;
  /** The check button, 중복 확인 by default. */
  checkLabel?: string;
  /**
   * The value's own rules before the server is asked: the message of the first broken one (shown
   * as a validation toast), or null. An empty value without one shows `messages.empty`.
   */
  precheck?: (value: string) => string | null;
  /** The input, a plain TextInput by default (e.g. BusinessNumberField, hyphenated as typed). */
  renderInput?: (props: TextInputProps<T>) => ReactNode;
}

/**
 * A text field whose value must be free on the server (a user id, a business number): the
 * button asks, a toast answers, and the form keeps its submit disabled until it is confirmed.
 */
export function ServerCheckedInput<T extends FieldValues>({
  isFree,
  confirmed,
  onConfirmedChange,
  messages,
  checkLabel = '중복 확인',
  precheck,
  renderInput = (props) => <TextInput {...props} />,
  ...input
}: ServerCheckedInputProps<T>) {
  const notify = useNotify();
  const [checking, setChecking] = useState(false);
  const value = String(useWatch({ control: input.control, name: input.name }) ?? '').trim();
  const [checkedValue, setCheckedValue] = useState<string | null>(null);
  // An edit after a check makes the answer stale.
  useEffect(() => {
    if (confirmed && checkedValue !== value) onConfirmedChange(false);
  }, [confirmed, checkedValue, value, onConfirmedChange]);

  const check = async () => {
    if (checking) return;
    const problem = precheck?.(value);
    if (problem) return notify.invalid(problem);
    if (!value) return notify.error(messages.empty, '알림');
    setChecking(true);
    try {
      const free = await isFree(value);
      setCheckedValue(value);
      onConfirmedChange(free);
      if (free) notify.success(messages.available, checkLabel);
      else notify.error(messages.taken, checkLabel);
    } catch {
      onConfirmedChange(false);
      notify.error(messages.failed, messages.failedTitle);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {renderInput({ ...input, helperText: confirmed ? messages.available : input.helperText })}
      {!input.readOnly && (
        // Not disabled while the server answers: a disabled button drops the keyboard focus (to the
        // dialog, so the next Tab starts over at its first field); a second press is ignored instead.
        <Button
          variant="outlined"
          onClick={() => void check()}
          disabled={input.disabled}
          aria-busy={checking}
          sx={{ mt: input.size === 'small' ? 0.5 : 1, flexShrink: 0 }}
        >
          {checkLabel}
        </Button>
      )}
    </Box>
  );
}
