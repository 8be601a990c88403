/** Trimmed and lowercased: addresses are compared and stored in this form. */
export function normalizeEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

// Deliberately simple (text@text.text, no spaces): stricter patterns reject real addresses,
// and only a confirmation mail proves an address exists anyway.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the value looks like an e-mail address. Normalise first; surrounding spaces fail. */
export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test(value ?? '');
}
