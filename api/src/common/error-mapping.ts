import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  NotNullConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { AppError, MESSAGES } from './errors';

/** Express and body-parser failures carry a `type` and a `status`; these are the caller's fault. */
interface HttpParserError {
  type?: string;
  status?: number;
}

/**
 * Turns what a request may throw into an AppError when it is the caller's fault or an expected
 * conflict; returns null for a real bug (which is logged and answered with a masked 500).
 * Database constraints are the last line: services check first and name the field.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof OptimisticLockError) return new AppError('CONFLICT', MESSAGES.staleVersion);
  if (error instanceof UniqueConstraintViolationException) return new AppError('CONFLICT', MESSAGES.conflict);
  if (error instanceof ForeignKeyConstraintViolationException)
    return new AppError('CONFLICT', MESSAGES.referenced);
  if (
    error instanceof CheckConstraintViolationException ||
    error instanceof NotNullConstraintViolationException
  ) {
    return new AppError('BAD_USER_INPUT', MESSAGES.invalidValue);
  }
  if (error instanceof NotFoundError) return new AppError('NOT_FOUND', MESSAGES.notFound);
  const parserError = error as HttpParserError | null;
  if (parserError?.type === 'entity.too.large')
    return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
  if (parserError?.type === 'entity.parse.failed')
    return new AppError('BAD_USER_INPUT', MESSAGES.malformedJson);
  // Other client errors Express reports (a badly encoded address, a missing file): keep the status.
  if (parserError?.status === 404) return new AppError('NOT_FOUND', MESSAGES.notFound);
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return new AppError('BAD_USER_INPUT', MESSAGES.badRequest);
  }
  return null;
}

/** Logs an unexpected error with the request id the caller was shown; never sent to the caller. */
export function logUnexpected(error: unknown, requestId: string): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[request ${requestId}] unexpected error: ${detail}`);
}

/** The masked answer to a bug: a Korean message and the request id to quote to support. */
export function internalErrorMessage(requestId: string): string {
  return `${MESSAGES.internal} (요청 번호 ${requestId})`;
}
