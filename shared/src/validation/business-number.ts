import { toDigits } from './digits';

/** A 사업자등록번호 is stored as exactly this many digits. */
export const BUSINESS_NUMBER_DIGITS = 10;

// Weights of the National Tax Service check-digit algorithm for the first nine digits.
const CHECKSUM_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Hyphenates a (possibly partial) business number 3-2-5 while the user types:
 * `12345` → `123-45`, `1234567890` → `123-45-67890`. Extra digits are dropped (12 characters at most).
 */
export function formatBusinessNumber(value: string | null | undefined): string {
  const digits = toDigits(value).slice(0, BUSINESS_NUMBER_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * Exactly `123-45-67890` or ten plain digits. Other layouts (`12345-67890`, spaces) are rejected
 * so a mistyped group is caught instead of silently reflowed. Callers trim first if needed.
 */
export function isBusinessNumberFormat(value: string | null | undefined): boolean {
  return /^(?:\d{3}-\d{2}-\d{5}|\d{10})$/.test(value ?? '');
}

/**
 * Check digit of the National Tax Service: weights 1,3,7,1,3,7,1,3,5 over the first nine digits,
 * plus floor(9th digit × 5 / 10) (the carry of the last weighted product);
 * the tenth digit must equal (10 − sum mod 10) mod 10. Non-digits are ignored.
 */
export function isBusinessNumberChecksumValid(value: string | null | undefined): boolean {
  const digits = toDigits(value);
  if (digits.length !== BUSINESS_NUMBER_DIGITS) return false;
  const d = Array.from(digits, Number);
  let sum = 0;
  CHECKSUM_WEIGHTS.forEach((weight, i) => {
    sum += (d[i] ?? 0) * weight;
  });
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}
