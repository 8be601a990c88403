// Stuck locks and slow statements end cleanly. The app's request connections are opened with
// PostgreSQL's lock_timeout and statement_timeout (DATABASE_LOCK_TIMEOUT_MS,
// DATABASE_STATEMENT_TIMEOUT_MS; db/src/session-options.ts), so a request waiting on rows another
// session holds, or running a statement that does not end, gives its connection back to the pool
// in bounded time instead of holding it until the caller gives up. Analysts' reads replace the
// statement timeout with their own (common/analyst-reads.ts).
import type { DatabaseTimeouts } from '@parcel/db';
import { Counter } from 'prom-client';
import type { AppError } from './errors';
import {
  databaseTimeoutKind,
  describeError,
  type FailedRequest,
  lockTimeoutError,
  workTimeoutError,
} from './error-mapping';

/** The request limits of one app, and what answers a statement they ended; one per app. */
export class RequestTimeouts {
  /** Statements of requests that a limit ended, by kind (lock, statement). */
  readonly hits = new Counter({
    name: 'db_request_timeouts_total',
    help: 'Requests a database limit ended: kind="lock" waited past DATABASE_LOCK_TIMEOUT_MS, kind="statement" ran past DATABASE_STATEMENT_TIMEOUT_MS',
    labelNames: ['kind'] as const,
    registers: [],
  });

  /** `settings`: the limits the ORM's request connections were opened with (createOrmConfig). */
  constructor(readonly settings: DatabaseTimeouts) {}

  /**
   * A statement the lock or statement timeout ended: logged on the request's log (a warning with
   * the SQLSTATE, the relation waited for, the limit), counted, and answered with 409 or 503 naming
   * the limit and the request id. Null for any other error.
   */
  answer(error: unknown, { requestId, log }: Pick<FailedRequest, 'requestId' | 'log'>): AppError | null {
    const kind = databaseTimeoutKind(error);
    if (!kind) return null;
    this.hits.inc({ kind });
    const limitMs = kind === 'lock' ? this.settings.lockTimeoutMs : this.settings.statementTimeoutMs;
    const fields = { err: describeError(error), relation: relationOf(error), limitMs };
    if (kind === 'lock') {
      log.warn(
        fields,
        'lock timeout: the request waited past DATABASE_LOCK_TIMEOUT_MS for a lock another session holds',
      );
      return lockTimeoutError(limitMs, requestId);
    }
    log.warn(fields, 'statement timeout: a statement of the request ran past DATABASE_STATEMENT_TIMEOUT_MS');
    return workTimeoutError(limitMs, requestId);
  }
}

/**
 * The table a lock wait was for, from PostgreSQL's context line (`while updating tuple (0,1) in
 * relation "member"`); only the name, since the context of a function's statement quotes its SQL.
 */
function relationOf(error: unknown): string | undefined {
  const where = (error as { where?: unknown } | null)?.where;
  return typeof where === 'string' ? /\brelation "([^"]+)"/.exec(where)?.[1] : undefined;
}
