/**
 * Every non-digit removed. Phone, fax, business and account numbers are stored in this form,
 * so hyphens, spaces and dots typed by users never reach the database.
 */
export function toDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}
