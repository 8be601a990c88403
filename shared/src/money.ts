// Amounts in won: whole numbers (the won has no minor unit), shown grouped by thousands.
import { toDigits } from './validation/digits';

/**
 * `1234000` → `1,234,000`. A number keeps its sign (a negative balance, a refund: `-1,234`); text
 * as typed into a won input keeps its digits only, leading zeros trimmed ('' stays '').
 */
export function formatWon(value: string | number): string {
  const sign = typeof value === 'number' && value < 0 ? '-' : '';
  const digits = toDigits(String(value)).replace(/^0+(?=\d)/, '');
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount with its unit, as sentences and totals show it: `1,234원`. */
export const wonText = (value: number): string => `${formatWon(value)}원`;

/** A difference with its sign, as a change is shown: `+12,000`, `-3,000` (0 without a sign). */
export const signedWon = (value: number): string => (value > 0 ? `+${formatWon(value)}` : formatWon(value));

/** An amount as a grid cell or a table shows it: `1,234`, '' for none. */
export const wonCell = (value: number | null | undefined): string => (value == null ? '' : formatWon(value));
