// Amounts in won: whole numbers (the won has no minor unit), shown grouped by thousands.
import { toDigits } from './validation/digits';

/** `1234000` → `1,234,000`; other characters are dropped and leading zeros trimmed ('' stays ''). */
export function formatWon(value: string | number): string {
  const digits = toDigits(String(value)).replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
