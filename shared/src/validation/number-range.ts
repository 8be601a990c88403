import { toDigits } from './digits';

/** Waybill range numbers (start and end) have at least 11 digits. */
export const RANGE_NUMBER_MIN_DIGITS = 11;
/** At most 18 digits, so every value fits a PostgreSQL bigint (max 9,223,372,036,854,775,807). */
export const RANGE_NUMBER_MAX_DIGITS = 18;

// Digits with optional hyphens (as produced by formatRangeNumber) and spaces.
const RANGE_INPUT = /^[\d\s-]+$/;

/**
 * A start or end number of a waybill range: 11 to 18 digits, ignoring hyphens and spaces, not
 * starting with 0 (numbers are stored as bigint, where a leading zero would be lost and the
 * database's 11-digit check would fail).
 */
export function isValidRangeNumber(value: string | null | undefined): boolean {
  const input = value ?? '';
  if (!RANGE_INPUT.test(input)) return false;
  const digits = toDigits(input);
  return (
    digits.length >= RANGE_NUMBER_MIN_DIGITS &&
    digits.length <= RANGE_NUMBER_MAX_DIGITS &&
    !digits.startsWith('0')
  );
}

/**
 * 3-4-rest once the number has 11 or more digits (`123-4567-8901`); shorter input is returned as
 * its digits unchanged, because a partial waybill number has no meaningful grouping yet.
 * Digits beyond 18 are dropped.
 */
export function formatRangeNumber(value: string | null | undefined): string {
  const digits = toDigits(value).slice(0, RANGE_NUMBER_MAX_DIGITS);
  if (digits.length < RANGE_NUMBER_MIN_DIGITS) return digits;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}
