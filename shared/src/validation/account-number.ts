import { toDigits } from './digits';

/** Korean bank account numbers have 10 to 14 digits depending on the bank. */
export const ACCOUNT_NUMBER_MIN_DIGITS = 10;
export const ACCOUNT_NUMBER_MAX_DIGITS = 14;

// Digits with optional hyphens and spaces; letters or other symbols mean a typo, not a separator.
const ACCOUNT_INPUT = /^[\d\s-]+$/;

/** 10 to 14 digits, ignoring hyphens and spaces. */
export function isValidAccountNumber(value: string | null | undefined): boolean {
  const input = value ?? '';
  if (!ACCOUNT_INPUT.test(input)) return false;
  const length = toDigits(input).length;
  return length >= ACCOUNT_NUMBER_MIN_DIGITS && length <= ACCOUNT_NUMBER_MAX_DIGITS;
}

/**
 * Display grouping while typing: 3-3-rest, e.g. `123-456-78901234`.
 * Every bank uses its own layout (KB 6-2-6, 신한 3-3-6, 우리 4-3-6, 농협 3-4-4-2, …) and the bank is
 * not known here, so this is only a fixed, predictable grouping that makes long numbers easier
 * to read back; it never claims to be the bank's layout. Digits beyond 14 are dropped.
 */
export function formatAccountNumber(value: string | null | undefined): string {
  const digits = toDigits(value).slice(0, ACCOUNT_NUMBER_MAX_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
