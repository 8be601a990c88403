import {
  CheckConstraintViolationException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  NotNullConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { type DriverErrorFields, errorLike, isDatabaseUnavailable } from '@parcel/db';
import type { AppDependencies, RequestContext } from '../context';
import { constraintMessage } from './constraint-messages';
import { AppError, MESSAGES } from './errors';
import type { Logger } from './logger';
import { staleVersion } from './stale-version';

/** Express and body-parser failures carry a `type` and a `status`; these are the caller's fault. */
interface HttpParserError {
  type?: string;
  status?: number;
}

export { isDatabaseUnavailable };

/** When a caller should try again after the database was unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL cancelled the statement (SQLSTATE 57014, query_canceled): in an analyst's transaction,
 * the statement_timeout it set (common/analyst-reads.ts).
 */
export function isStatementCancelled(error: unknown): boolean {
  return errorLike(error)?.code === '57014';
}

/**
 * A statement sent into a transaction that an earlier failure aborted (SQLSTATE 25P02): the
 * resolvers beside one that timed out meet this.
 */
export function isInAbortedTransaction(error: unknown): boolean {
  return errorLike(error)?.code === '25P02';
}

/**
 * The answer to an analyst's read that ran past ANALYST_STATEMENT_TIMEOUT_MS: 503, naming the limit
 * and what to do, with the request id that finds the log line. Trying again as it is would only
 * time out again, so there is no Retry-After.
 */
export function statementTimeoutError(limitMs: number, requestId: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `조회 시간이 제한(${inSeconds(limitMs)}초)을 넘었습니다. 기간이나 조건을 좁혀 주세요. (요청 번호 ${requestId})`,
  );
}

/** Milliseconds as the Korean messages write seconds: `0.5`, `5`, `1,800`. */
const inSeconds = (milliseconds: number): string =>
  (milliseconds / 1000).toLocaleString('ko-KR', { maximumFractionDigits: 3 });

/**
 * Which request limit ended a statement: PostgreSQL's lock_timeout (SQLSTATE 55P03,
 * lock_not_available) or statement_timeout (57014, query_canceled); null for any other error.
 */
export function databaseTimeoutKind(error: unknown): 'lock' | 'statement' | null {
  const code = errorLike(error)?.code;
  return code === '55P03' ? 'lock' : code === '57014' ? 'statement' : null;
}

/**
 * The answer to request work that waited past DATABASE_LOCK_TIMEOUT_MS for rows or a table another
 * session held: 409, as for a save that met another's change. Its transaction was rolled back;
 * trying again once the other work is done succeeds, so the caller is told to, and nothing retries
 * it by itself (it may have done part of the request before).
 */
export function lockTimeoutError(limitMs: number, requestId: string): AppError {
  return new AppError(
    'CONFLICT',
    `다른 작업이 같은 자료를 사용하고 있어 기다리다 제한 시간(${inSeconds(limitMs)}초)에 멈췄습니다. 잠시 후 다시 시도해주세요. (요청 번호 ${requestId})`,
  );
}

/**
 * The answer to request work whose statement ran past DATABASE_STATEMENT_TIMEOUT_MS (an analyst's
 * read has statementTimeoutError instead): 503 naming the limit, without Retry-After, since the
 * same work would most likely run as long again.
 */
export function workTimeoutError(limitMs: number, requestId: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `처리 시간이 제한(${inSeconds(limitMs)}초)을 넘어 멈췄습니다. 계속되면 요청 번호를 관리자에게 알려주세요. (요청 번호 ${requestId})`,
  );
}

/**
 * What PostgreSQL had no room for: `disk` for SQLSTATE 53100 (disk_full: a table, an index or a
 * temporary file could not grow on the data disk), `temp` for 53400 (configuration_limit_exceeded:
 * a temporary file past temp_file_limit); null for any other error.
 */
export function storageShortageOf(error: unknown): 'disk' | 'temp' | null {
  const code = errorLike(error)?.code;
  return code === '53100' ? 'disk' : code === '53400' ? 'temp' : null;
}

/**
 * The answer to request work the database's full disk refused: 503 with the request id. Its
 * transaction was rolled back, so nothing of it is stored; no Retry-After, since the space does
 * not come back by itself.
 */
export function diskFullError(requestId: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `데이터베이스 저장 공간이 부족해 요청을 처리하지 못했습니다. 관리자에게 알려주세요. (요청 번호 ${requestId})`,
  );
}

/**
 * The answer to a request whose sort or hash needed more temporary file space than
 * temp_file_limit allows: 503 asking for a narrower request, with the request id.
 */
export function tempFileLimitError(requestId: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `처리에 필요한 임시 공간이 한도를 넘었습니다. 기간이나 조건을 좁혀 주세요. (요청 번호 ${requestId})`,
  );
}

/**
 * SQLSTATE of the month-end close triggers' refusal (migration _month_close): a change of what a
 * closed invoice bills. Their message, in Korean and naming the invoice, is also their DETAIL, which
 * the driver keeps as it was (the message gets the statement prefixed).
 */
export const CLOSED_INVOICE_SQLSTATE = 'PC001';

/** The request an error ended, as far as its answer needs it: its id, its log, the app's limits. */
export type FailedRequest = Pick<RequestContext, 'requestId' | 'log'> & {
  deps: Pick<AppDependencies, 'requestTimeouts' | 'storageFull'>;
};

/**
 * Turns what a request may throw into an AppError when it is the caller's fault, an expected
 * conflict or an outage; returns null for a real bug (which is logged and answered with a masked
 * 500). Database constraints are the last line: services check first and name the field.
 */
export function toAppError(error: unknown, request: FailedRequest): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof OptimisticLockError) return staleVersion();
  const timedOut = request.deps.requestTimeouts.answer(error, request);
  if (timedOut) return timedOut;
  const noRoom = request.deps.storageFull.answer(error, request);
  if (noRoom) return noRoom;
  const fields = errorLike(error);
  if (fields?.code === CLOSED_INVOICE_SQLSTATE && typeof fields.detail === 'string')
    return new AppError('CONFLICT', fields.detail);
  const known = constraintMessage(errorLike(error)?.constraint);
  if (error instanceof UniqueConstraintViolationException)
    return new AppError('CONFLICT', known?.message ?? MESSAGES.conflict, known?.field);
  // An exclusion constraint (SQLSTATE 23P01; MikroORM has no class for it): overlapping waybill ranges.
  if (errorLike(error)?.code === '23P01')
    return new AppError('CONFLICT', known?.message ?? MESSAGES.conflict, known?.field);
  if (error instanceof ForeignKeyConstraintViolationException)
    return new AppError('CONFLICT', known?.message ?? MESSAGES.referenced, known?.field);
  if (
    error instanceof CheckConstraintViolationException ||
    error instanceof NotNullConstraintViolationException
  ) {
    return new AppError('BAD_USER_INPUT', known?.message ?? MESSAGES.invalidValue, known?.field);
  }
  if (error instanceof NotFoundError) return new AppError('NOT_FOUND', MESSAGES.notFound);
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      MESSAGES.databaseUnavailable,
      undefined,
      DATABASE_RETRY_AFTER_SECONDS,
    );
  }
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

/**
 * What an error may put into the log. Database errors carry the SQL text and its values in their
 * message (knex prefixes the statement and its bindings, an argon2 hash among them once), so of
 * those only the SQLSTATE and the names of the constraint, table and column are kept; other
 * errors keep their message and stack.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & DriverErrorFields;
  const fromDatabase =
    error instanceof DriverException ||
    (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code));
  if (fromDatabase) {
    return {
      type: error.name,
      code: fields.code,
      constraint: fields.constraint,
      table: fields.table,
      column: fields.column,
      routine: fields.routine,
    };
  }
  return { type: fields.name, code: fields.code, message: fields.message, stack: fields.stack };
}

/**
 * Logs an unexpected error on the request's logger, whose lines carry the request id the caller
 * was shown; never sent to the caller.
 */
export function logUnexpected(log: Logger, error: unknown): void {
  log.error({ err: describeError(error) }, 'unexpected error');
}

/** The masked answer to a bug: a Korean message and the request id to quote to support. */
export function internalErrorMessage(requestId: string): string {
  return `${MESSAGES.internal} (요청 번호 ${requestId})`;
}
