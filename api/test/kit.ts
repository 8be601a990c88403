// What the tests expect of a refusal, written once for every module's tests: the REST body, the
// GraphQL error, and a GraphQL row refused for bad input. A message may be an asymmetric matcher.

/** A REST refusal's body: its code, the Korean message, and the field it names when it names one. */
export const refusal = (code: string, message: unknown, field?: string) => ({
  code,
  message,
  ...(field !== undefined && { field }),
});

/** The REST body of a 400: input refused, naming the field. */
export const badInput = (message: unknown, field?: string) => refusal('BAD_USER_INPUT', message, field);

/** The REST body of a 409: the stored data refuses (a name in use, rows still pointing at it). */
export const conflict = (message: unknown, field?: string) => refusal('CONFLICT', message, field);

/** A GraphQL error, for a row's `matches`: its message, and its code and field among the extensions. */
export const gqlError = (code: string, message: unknown, field?: string) => ({
  message,
  extensions: expect.objectContaining({ code, ...(field !== undefined && { field }) }) as unknown,
});

/** What a GraphQL contract row refused for bad input expects: 400, the code, the message and field. */
export const gqlBadInput = (message: unknown, field: string) => ({
  status: 400,
  code: 'BAD_USER_INPUT',
  matches: { message, extensions: { code: 'BAD_USER_INPUT', field } },
});
