// zod builders shared by the web forms and the API, so both show the same Korean messages.
// Each builder takes the field's Korean label. Checks run in order and stop at the first failure
// (`abort: true`), so a value yields exactly one issue: required → format → checksum.
import { z } from 'zod';

import { isValidAccountNumber } from './account-number';
import { isBusinessNumberChecksumValid, isBusinessNumberFormat } from './business-number';
import { toDigits } from './digits';
import { isValidEmail, normalizeEmail } from './email';
import {
  businessNumberChecksumMessage,
  businessNumberFormatMessage,
  formatMessage,
  maxLengthMessage,
  rangeMessage,
  requiredMessage,
} from './messages';
import { isValidRangeNumber } from './number-range';
import { withTopic } from './particles';
import { isValidMobilePhone, isValidPhone } from './phone';

export interface TextOptions {
  /** Maximum length after trimming. */
  max?: number;
}

// A missing value (undefined/null, e.g. a field absent from an API payload) counts as not entered;
// any other non-string is a format error.
function text(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage(label) : formatMessage(label),
  });
}

// Trimmed, and whitespace-only counts as empty.
function filled(label: string) {
  return text(label)
    .trim()
    .min(1, { error: requiredMessage(label), abort: true });
}

// Empty string, whitespace, undefined and null all become null (a cleared form field clears the
// stored value); anything else goes on to the required schema.
function optional<Out>(label: string, schema: z.ZodType<Out, string>) {
  return text(label)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable());
}

/** Trimmed text; empty → `{label}은/는 필수 입력 항목입니다.` */
export function requiredText(label: string, options: TextOptions = {}) {
  const { max } = options;
  const schema = filled(label);
  return max === undefined ? schema : schema.max(max, { error: maxLengthMessage(label, max) });
}

/** Like requiredText, but empty → null. */
export function optionalText(label: string, options: TextOptions = {}) {
  return optional(label, requiredText(label, options));
}

/** Any telephone number (also fax); output is digits only. */
export function phoneField(label: string) {
  return filled(label)
    .refine(isValidPhone, { error: formatMessage(label) })
    .transform(toDigits);
}

/** Like phoneField, but empty → null. */
export function optionalPhoneField(label: string) {
  return optional(label, phoneField(label));
}

/** A mobile number (010, 011, 016-019); output is digits only. */
export function mobilePhoneField(label: string) {
  return filled(label)
    .refine(isValidMobilePhone, { error: formatMessage(label) })
    .transform(toDigits);
}

/** Like mobilePhoneField, but empty → null. */
export function optionalMobilePhoneField(label: string) {
  return optional(label, mobilePhoneField(label));
}

/** 사업자등록번호: required → `123-45-67890` shape → check digit; output is the 10 digits. */
export function businessNumberField(label: string) {
  return filled(label)
    .refine(isBusinessNumberFormat, { error: businessNumberFormatMessage(label), abort: true })
    .refine(isBusinessNumberChecksumValid, { error: businessNumberChecksumMessage(label) })
    .transform(toDigits);
}

/** Like businessNumberField, but empty → null. */
export function optionalBusinessNumberField(label: string) {
  return optional(label, businessNumberField(label));
}

/** E-mail address; output is trimmed and lowercased. */
export function emailField(label: string, options: TextOptions = {}) {
  const { max } = options;
  const schema = filled(label)
    .overwrite(normalizeEmail)
    .refine(isValidEmail, { error: formatMessage(label), abort: true });
  return max === undefined ? schema : schema.max(max, { error: maxLengthMessage(label, max) });
}

/** Like emailField, but empty → null. */
export function optionalEmailField(label: string, options: TextOptions = {}) {
  return optional(label, emailField(label, options));
}

// One of fixed values, from text.
function oneOf<const Value extends string>(label: string, values: readonly Value[]) {
  return filled(label).refine((value): value is Value => (values as readonly string[]).includes(value), {
    error: formatMessage(label),
  });
}

// A number is its digits: old callers send the billing day 20 for '20'.
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** One of fixed values (a code, Y/N); empty → required, anything else → format. */
export function choiceField<const Value extends string>(label: string, values: readonly Value[]) {
  return z.preprocess(numberAsText, oneOf(label, values));
}

/** Like choiceField, but empty → null. */
export function optionalChoiceField<const Value extends string>(label: string, values: readonly Value[]) {
  return z.preprocess(numberAsText, optional(label, oneOf(label, values)));
}

export interface SecretOptions {
  min: number;
  max: number;
  /** Shown when the length is outside min..max. */
  lengthMessage: string;
}

/** A password: never trimmed (spaces count); empty → required, then the length. */
export function secretField(label: string, { min, max, lengthMessage }: SecretOptions) {
  return text(label)
    .min(1, { error: requiredMessage(label), abort: true })
    .min(min, { error: lengthMessage, abort: true })
    .max(max, { error: lengthMessage });
}

/** Like secretField, but empty → null (e.g. "change only" in an edit form). */
export function optionalSecretField(label: string, options: SecretOptions) {
  return text(label)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(secretField(label, options).nullable());
}

/** Bank account number, 10 to 14 digits with optional hyphens/spaces; output is digits only. */
export function accountNumberField(label: string) {
  return filled(label)
    .refine(isValidAccountNumber, { error: formatMessage(label) })
    .transform(toDigits);
}

/** Like accountNumberField, but empty → null. */
export function optionalAccountNumberField(label: string) {
  return optional(label, accountNumberField(label));
}

/** Start or end number of a waybill range, 11 to 18 digits; output is digits only. */
export function rangeNumberField(label: string) {
  return filled(label)
    .refine(isValidRangeNumber, { error: formatMessage(label) })
    .transform(toDigits);
}

/** Like rangeNumberField, but empty → null. */
export function optionalRangeNumberField(label: string) {
  return optional(label, rangeNumberField(label));
}

/** The most an integer column holds. */
export const INTEGER_MAX = 2_147_483_647;

/** `수량은 1 이상이어야 합니다.` */
export function atLeastOneMessage(label: string): string {
  return `${withTopic(label)} 1 이상이어야 합니다.`;
}

/**
 * A count of pieces (수량): a whole number from 1 to what an integer column holds, as a number or
 * its digits (commas allowed); empty → required, text or fractions → format.
 */
export function countField(label: string) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (typeof value === 'string' ? value.replace(/[,\s]/g, '') : value))
    .pipe(
      z
        .union([z.number(), z.string(), z.null(), z.undefined()])
        .refine((value) => value !== '' && value !== null && value !== undefined, {
          error: requiredMessage(label),
          abort: true,
        })
        .transform(Number)
        .refine((value) => Number.isSafeInteger(value), { error: formatMessage(label), abort: true })
        .refine((value) => value >= 1, { error: atLeastOneMessage(label), abort: true })
        .refine((value) => value <= INTEGER_MAX, { error: formatMessage(label) }),
    );
}

/** Like countField, but empty or missing → null. */
export function optionalCountField(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    countField(label).nullable(),
  );
}

/**
 * A whole number in a range (a year, a month), as a number or its digits: empty → required,
 * anything else outside min..max (text and fractions included) → `{label}은 {min}~{max} 사이의 숫자여야 합니다.`
 */
export function wholeNumberField(label: string, min: number, max: number) {
  const outOfRange = rangeMessage(label, min, max);
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .refine((value) => value !== '' && value !== null && value !== undefined, {
      error: requiredMessage(label),
      abort: true,
    })
    .transform(Number)
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, { error: outOfRange });
}

/** Like wholeNumberField, but empty or missing → null. */
export function optionalWholeNumberField(label: string, min: number, max: number) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    wholeNumberField(label, min, max).nullable(),
  );
}

/** `통신비는 0 이상이어야 합니다.` */
export function notNegativeMessage(label: string): string {
  return `${withTopic(label)} 0 이상이어야 합니다.`;
}

/** Won or another whole amount: a number or its digits (commas allowed); empty → 0; never negative. */
export function amountField(label: string) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (typeof value === 'string' ? value.replace(/[,\s]/g, '') : value))
    .transform((value) => (value === '' || value === null || value === undefined ? 0 : Number(value)))
    .pipe(
      // Text that is no number (abc) arrives as NaN, which z.number() refuses with zod's own words.
      z
        .number({ error: formatMessage(label) })
        .refine(Number.isSafeInteger, { error: formatMessage(label), abort: true })
        .refine((value) => value >= 0, { error: notNegativeMessage(label) }),
    );
}

/** Like amountField, but empty or missing → null: a value the caller left to the server to fill. */
export function optionalAmountField(label: string) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (typeof value === 'string' ? value.replace(/[,\s]/g, '') : value))
    .transform((value) => (value === '' || value === null || value === undefined ? null : Number(value)))
    .pipe(
      z
        .number({ error: formatMessage(label) })
        .refine(Number.isSafeInteger, { error: formatMessage(label), abort: true })
        .refine((value) => value >= 0, { error: notNegativeMessage(label) })
        .nullable(),
    );
}

/**
 * A chosen row's number (a course, a supplier, a company): empty, 0 (old forms' "none") or
 * missing → required; anything but a whole number from 1 to what the integer key holds → format.
 */
export function idField(label: string) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (value === '' || value === null || value === undefined ? 0 : Number(value)))
    .pipe(
      z
        .number({ error: formatMessage(label) })
        .refine((value) => value !== 0, { error: requiredMessage(label), abort: true })
        .refine((value) => Number.isSafeInteger(value) && value > 0 && value <= INTEGER_MAX, {
          error: formatMessage(label),
        }),
    );
}

/**
 * A record's number in a path or an argument (an invoice, a company row): a whole number from 1 to
 * what the integer key holds, as a number or its digits; anything else answers `message`.
 */
export function recordNumberSchema(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INTEGER_MAX, { error: message });
}

/** Like idField, but empty, 0 or missing → null. */
export function optionalIdField(label: string) {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: formatMessage(label) })
    .transform((value) => (value === '' || value === null || value === undefined ? 0 : Number(value)))
    .pipe(
      z
        .number({ error: formatMessage(label) })
        .refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= INTEGER_MAX, {
          error: formatMessage(label),
        })
        .transform((value) => (value === 0 ? null : value)),
    );
}

/** One of fixed values with a default for a missing or empty one (radios, old callers). */
export function choiceWithDefault<const Value extends string>(
  label: string,
  values: readonly Value[],
  fallback: Value,
) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : value),
    choiceField(label, values),
  );
}

/** The message to show for a failed parse: the first issue, which is the one that matters. */
export function firstIssueMessage(error: z.ZodError): string | undefined {
  return error.issues[0]?.message;
}
