import { GraphQLError } from 'graphql';
import { internalErrorMessage, logUnexpected, toAppError } from '../common/error-mapping';
import type { Logger } from '../common/logger';

/**
 * An AppError becomes a GraphQL error with its code, the field at fault and the HTTP status (and
 * Retry-After) Apollo answers with, so a missing sign-in is a 401 here too; anything else is logged
 * and masked.
 */
export function toGraphQLError(error: unknown, requestId: string, log: Logger): GraphQLError {
  if (error instanceof GraphQLError && error.extensions.code) return error;
  const known = toAppError(error);
  if (known) {
    const headers = known.retryAfterSeconds
      ? new Map([['retry-after', String(known.retryAfterSeconds)]])
      : undefined;
    return new GraphQLError(known.message, {
      extensions: {
        code: known.code,
        ...(known.field && { field: known.field }),
        http: { status: known.status, ...(headers && { headers }) },
      },
    });
  }
  logUnexpected(log, error);
  return new GraphQLError(internalErrorMessage(requestId), {
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId, http: { status: 500 } },
  });
}
