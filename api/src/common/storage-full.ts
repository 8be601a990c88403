// A database without room for a request's work ends it cleanly. PostgreSQL fails the statement,
// and with it the request's transaction (nothing of it is stored), when its data disk is full and
// a table or index must grow or a temporary file be written (SQLSTATE 53100, disk_full), or when a
// sort or hash would spill past temp_file_limit (53400); the server itself runs on, and so do
// requests that need no new space (most reads). Kept apart from the WAL: a full WAL disk stops the
// server instead (docs/deployment.md, "A full disk").
import { Counter } from 'prom-client';
import type { AppError } from './errors';
import {
  describeError,
  diskFullError,
  type FailedRequest,
  storageShortageOf,
  tempFileLimitError,
} from './error-mapping';

/** Requests PostgreSQL had no room for, and what answers them; one per app. */
export class StorageFull {
  /** Requests refused for want of space, by kind (disk, temp). */
  readonly hits = new Counter({
    name: 'db_storage_full_total',
    help: 'Requests PostgreSQL had no room for: kind="disk" its data disk was full (SQLSTATE 53100), kind="temp" a temporary file passed temp_file_limit (53400)',
    labelNames: ['kind'] as const,
    registers: [],
  });

  /**
   * A statement that found no room: logged on the request's log (an error for a full disk, which
   * only an administrator can free; a warning for temp_file_limit, which a narrower request
   * avoids), counted, and answered with 503 and the request id. Null for any other error.
   */
  answer(error: unknown, { requestId, log }: Pick<FailedRequest, 'requestId' | 'log'>): AppError | null {
    const kind = storageShortageOf(error);
    if (!kind) return null;
    this.hits.inc({ kind });
    const fields = { err: describeError(error) };
    if (kind === 'disk') {
      log.error(
        fields,
        "database disk full: PostgreSQL could not write the request's data; free space on its data disk",
      );
      return diskFullError(requestId);
    }
    log.warn(
      fields,
      'temp_file_limit: a statement of the request needed more temporary file space than PostgreSQL allows',
    );
    return tempFileLimitError(requestId);
  }
}
