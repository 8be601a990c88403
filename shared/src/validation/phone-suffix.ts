import { toDigits } from './digits';

/** The fewest digits taken as the end of a phone number: the last four, which a caller says first. */
export const PHONE_SUFFIX_MIN_DIGITS = 4;
/** Phones are stored as at most 12 digits, so a longer number is the end of none. */
export const PHONE_SUFFIX_MAX_DIGITS = 12;

/**
 * The digits a company search means as the end of a phone number, or null when it is a name only.
 * Clerks find a company by the last four digits of its phone, which is what a caller says first:
 * digits with hyphens, spaces, dots or brackets between them ("5678", "56-78", a whole
 * "010-1234-5678", which ends with itself), 4 to 12 digits, find every company or party whose
 * phone (전화번호, 휴대전화 or 담당자 연락처) ends with them; its name may match the text as well
 * (name or phone). Fewer than four digits would match a tenth to a thousandth of all phones: such a
 * text is part of a name only, as any other text is.
 */
export function phoneSuffixOf(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (!/^[\d\s().-]+$/.test(trimmed)) return null;
  const digits = toDigits(trimmed);
  return digits.length >= PHONE_SUFFIX_MIN_DIGITS && digits.length <= PHONE_SUFFIX_MAX_DIGITS ? digits : null;
}

/** Whether a phone (stored digits only, or typed with hyphens) ends with a suffix of phoneSuffixOf. */
export function phoneEndsWith(phone: string | null | undefined, suffix: string): boolean {
  return suffix !== '' && toDigits(phone).endsWith(suffix);
}
