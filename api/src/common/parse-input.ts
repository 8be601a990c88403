import { z } from 'zod';
import { badInput } from './errors';

// Messages for checks that carry none of their own (a wrong type, an unknown key): zod's Korean
// locale, prefixed with the field so the caller knows where. Our own schemas set their messages.
const korean = z.locales.ko();
z.config({
  ...korean,
  customError: (issue) => {
    const localized = korean.localeError?.(issue);
    const message = typeof localized === 'string' ? localized : (localized?.message ?? '잘못된 입력');
    const field = issue.path?.map(String).join('.');
    return field ? `[${field}] ${message}` : message;
  },
});

/**
 * Parses untrusted input with a zod schema; the first issue becomes a 400 with its Korean message
 * and the field it concerns.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw badInput(issue?.message ?? '입력값이 올바르지 않습니다.', field);
}
