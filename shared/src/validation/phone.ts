import { toDigits } from './digits';

// All patterns apply to the digits-only form.
// Seoul: 02-XXX-XXXX (9) or 02-XXXX-XXXX (10). The spec says 10, but 9-digit Seoul numbers exist.
const SEOUL = /^02\d{7,8}$/;
// Mobile: 010 and the legacy 011/016/017/018/019, 10 or 11 digits.
const MOBILE = /^01[016789]\d{7,8}$/;
// Other area codes 031-033, 041-044, 051-055, 061-064: 0XX-XXX(X)-XXXX, 10 or 11 digits.
const AREA = /^0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4])\d{7,8}$/;
// Internet phone: 070-XXXX-XXXX.
const INTERNET = /^070\d{8}$/;
// Personal numbers: 050X-XXX-XXXX or 050X-XXXX-XXXX.
const PERSONAL = /^050\d{8,9}$/;
// Nationwide representative numbers: 15XX-XXXX, 16XX-XXXX, 18XX-XXXX.
const REPRESENTATIVE = /^1[568]\d{6}$/;

const PHONE_PATTERNS = [SEOUL, MOBILE, AREA, INTERNET, PERSONAL, REPRESENTATIVE];

/** Any Korean telephone number (landline, mobile, 070, 050X, 15XX/16XX/18XX); used for fax too. */
export function isValidPhone(value: string | null | undefined): boolean {
  const digits = toDigits(value);
  return PHONE_PATTERNS.some((pattern) => pattern.test(digits));
}

/** A Korean mobile number (010, 011, 016, 017, 018, 019). */
export function isValidMobilePhone(value: string | null | undefined): boolean {
  return MOBILE.test(toDigits(value));
}

/** Fax numbers follow the telephone rules. */
export const isValidFax = isValidPhone;

interface PhoneLayout {
  /** Length of the first group (area code, mobile prefix, 050X, 15XX). */
  readonly prefix: number;
  /** Longest valid number of this kind; extra typed digits are dropped. */
  readonly maxDigits: number;
  /** Whether the digits after the prefix form two groups (3/4-4) or one (15XX-XXXX). */
  readonly splitRest: boolean;
}

const SEOUL_LAYOUT: PhoneLayout = { prefix: 2, maxDigits: 10, splitRest: true };
const PERSONAL_LAYOUT: PhoneLayout = { prefix: 4, maxDigits: 12, splitRest: true };
const REPRESENTATIVE_LAYOUT: PhoneLayout = { prefix: 4, maxDigits: 8, splitRest: false };
// Mobile, other area codes, 070 and anything unrecognised: 3-3-4 or 3-4-4.
const DEFAULT_LAYOUT: PhoneLayout = { prefix: 3, maxDigits: 11, splitRest: true };

// Decided from the first digits only, so the layout is stable while the user keeps typing.
function layoutOf(digits: string): PhoneLayout {
  if (digits.startsWith('02')) return SEOUL_LAYOUT;
  if (digits.startsWith('050')) return PERSONAL_LAYOUT;
  if (/^1[568]/.test(digits)) return REPRESENTATIVE_LAYOUT;
  return DEFAULT_LAYOUT;
}

/**
 * Hyphenates a (possibly partial) phone number while the user types:
 * Seoul 2-3/4-4, 15XX/16XX/18XX 4-4, 050X 4-3/4-4, everything else 3-3/4-4.
 * `0101` → `010-1`, `02123` → `02-123`, `0212345678` → `02-1234-5678`.
 *
 * The middle group stays at three digits until the number is long enough to need four, which is
 * how 010-123-4567 turns into 010-1234-5678 when the eleventh digit arrives.
 * Digits beyond the longest valid number of the detected kind are dropped, which keeps the result
 * within the spec's 13 characters. The one exception is a 12-digit 050X number, which needs
 * 14 (0505-1234-5678); cutting it at 13 would make a valid number impossible to enter.
 */
export function formatPhone(value: string | null | undefined): string {
  const all = toDigits(value);
  const { prefix, maxDigits, splitRest } = layoutOf(all);
  const digits = all.slice(0, maxDigits);
  const head = digits.slice(0, prefix);
  const rest = digits.slice(prefix);
  if (rest.length === 0) return head;
  if (!splitRest || rest.length <= 3) return `${head}-${rest}`;
  // At most 8 digits follow the prefix (maxDigits); only a full 8 needs a 4-digit middle group.
  const middle = rest.length === 8 ? 4 : 3;
  return `${head}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

/** Fax numbers are displayed like telephone numbers. */
export const formatFax = formatPhone;
