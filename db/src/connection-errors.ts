// What the driver's errors say about the connection: the one place that tells an outage (a restart,
// pg_terminate_backend, a network cut) from the caller's fault or a bug. The api maps these to 503.

/** Fields PostgreSQL and Node's sockets put on their errors (MikroORM's DriverException copies them). */
export interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  detail?: unknown;
}

/**
 * SQLSTATE classes and socket errors that mean the database is (for now) out of reach rather than
 * that the request was wrong: connection exceptions (08), operator intervention such as a restart
 * or pg_terminate_backend (57P0x), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// pg's and knex's words for a connection that is gone: ended by the server, broken, or closed by the
// pool after an error while a request still held it ("Client was closed and is not queryable"); a
// read replica's replay cancelling a read that held it up past max_standby_streaming_delay; and
// knex's answer to a statement sent into a transaction it has already ended, which inside a
// transaction's work means that its BEGIN failed (on a connection the server had ended while it sat
// idle in the pool): the failure of BEGIN itself is not passed on, the first statement gets this.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|(connection error|Client was closed) and is not queryable|Timeout acquiring a connection|terminating connection|conflict with recovery|Transaction query already complete/;

/**
 * How long work that met a lost connection waits before its one retry: long enough for the pool to
 * have seen the other connections the database dropped at the same moment, and to hand out a live
 * one.
 */
export const LOST_CONNECTION_RETRY_DELAY_MS = 100;

/**
 * A transaction that failed before any of its statements reached the server: nothing was written,
 * so it may be run again (withActor does, once). When it fails again the database is out of reach.
 */
export class TransactionNotBegunError extends Error {
  constructor(cause: unknown) {
    super('the database connection was lost before the transaction began', { cause });
    this.name = 'TransactionNotBegunError';
  }
}

/**
 * `error` as an Error when it looks like one. Duck-typed: errors raised inside Node (sockets) are
 * not instances of the Error of another realm, such as a test sandbox's.
 */
export function errorLike(error: unknown): (Error & DriverErrorFields) | null {
  const candidate = error as Partial<Error> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.message === 'string'
    ? (candidate as Error & DriverErrorFields)
    : null;
}

/** True when `error` says the database could not be reached or dropped the connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof TransactionNotBegunError) return true;
  const fields = errorLike(error);
  if (!fields) return false;
  const { code } = fields;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  return UNAVAILABLE_MESSAGES.test(fields.message);
}
