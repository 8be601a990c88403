// One zod schema per form (from @parcel/shared/forms) drives react-hook-form here, the API's
// parseInput there, and the tests that walk its order of checks.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from './use-notify';

/**
 * react-hook-form's resolver for a shared form schema. The form submits its values as typed (raw):
 * the server parses them with the same schema, and fields the schema does not check (a picked
 * company) pass through.
 */
export function schemaResolver<Values extends FieldValues>(schema: z.ZodType): Resolver<Values> {
  return zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, {
    raw: true,
  }) as unknown as Resolver<Values>;
}

/** The message of the first field in error (the schemas report one: the spec's first check). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return undefined;
}

/** handleSubmit's onInvalid: the first error as the spec's toast, titled by its kind. */
export function useFirstErrorToast(): (errors: FieldErrors) => void {
  const notify = useNotify();
  return useCallback(
    (errors: FieldErrors) => {
      const message = firstErrorMessage(errors);
      if (message) notify.invalid(message);
    },
    [notify],
  );
}
