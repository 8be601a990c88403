import { toDigits } from '@parcel/shared/validation';
import type { ChangeEvent } from 'react';

/** One of the shared `format*` helpers: digits in, hyphenated (possibly partial) text out. */
export type DigitFormatter = (value: string) => string;

/** Position just after the `count`-th digit of `text` (0 when count is 0). */
function indexAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text.charAt(i))) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return text.length;
}

function lastDigitIndex(text: string): number {
  for (let i = text.length - 1; i >= 0; i -= 1) if (/\d/.test(text.charAt(i))) return i;
  return -1;
}

function firstDigitIndex(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) if (/\d/.test(text.charAt(i))) return i;
  return -1;
}

/**
 * Reformats a digits-only field while the user types and keeps the caret beside the same digit,
 * so editing in the middle of `010-1234-5678` does not throw the caret to the end.
 *
 * Deleting only a hyphen would be undone by the reformat and leave the user stuck, so in that case
 * the digit beside the hyphen is deleted instead (as most phone inputs do).
 *
 * The DOM value and caret are set here, before React re-renders with the same value, because
 * React leaves an input alone whose value already matches.
 */
export function formatInputChange(
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  previous: string,
  format: DigitFormatter,
): string {
  const input = event.target;
  let raw = input.value;
  let caret = input.selectionStart ?? raw.length;
  const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';

  if (raw.length < previous.length && toDigits(raw) === toDigits(previous)) {
    if (inputType === 'deleteContentBackward') {
      const index = lastDigitIndex(raw.slice(0, caret));
      if (index >= 0) {
        raw = raw.slice(0, index) + raw.slice(index + 1);
        caret = index;
      }
    } else if (inputType === 'deleteContentForward') {
      const index = firstDigitIndex(raw, caret);
      if (index >= 0) raw = raw.slice(0, index) + raw.slice(index + 1);
    }
  }

  const digitsBeforeCaret = toDigits(raw.slice(0, caret)).length;
  const next = format(raw);
  if (input.value !== next) input.value = next;
  // Only move the caret of the focused field; setting a selection can also steal focus in some browsers.
  if (input.ownerDocument.activeElement === input) {
    const position = indexAfterDigits(next, digitsBeforeCaret);
    input.setSelectionRange(position, position);
  }
  return next;
}
