import { GraphQLError } from 'graphql';
import { type FailedRequest, internalErrorMessage, logUnexpected, toAppError } from '../common/error-mapping';

/**
 * An AppError becomes a GraphQL error with its code, the field at fault and the HTTP status (and
 * Retry-After) Apollo answers with, so a missing sign-in is a 401 here too; anything else is logged
 * and masked.
 */
export function toGraphQLError(error: unknown, request: FailedRequest): GraphQLError {
  if (error instanceof GraphQLError && error.extensions.code) return error;
  const known = toAppError(error, request);
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
  logUnexpected(request.log, error);
  return new GraphQLError(internalErrorMessage(request.requestId), {
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: request.requestId, http: { status: 500 } },
  });
}
