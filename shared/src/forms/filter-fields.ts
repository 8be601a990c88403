// Fields of list filters that arrive as query parameters or GraphQL variables: optional, trimmed,
// and refused with the field's own message when they are no single text of the right form.
import { z } from 'zod';
import { isCalendarDate } from '../dates/seoul-date';

/** Trimmed text, blank or absent as undefined; a list (a repeated query parameter) is refused. */
export const optionalText = (message: string, max: number) =>
  z
    .string({ error: message })
    .max(max * 4, { error: message })
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || value.length <= max, { error: message });

/** A yyyy-MM-dd calendar date, blank or absent as undefined. */
export const optionalDate = (message: string) =>
  z
    .string({ error: message })
    .max(30, { error: message })
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || isCalendarDate(value), { error: message });
