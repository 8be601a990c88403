import { Client } from 'pg';

/**
 * The advisory lock key of the audit purge (a fixed number of its own, beside the migrations' one):
 * every app process schedules the purge, the one that holds the lock runs it, and a process that
 * finds it taken skips that night, so two processes never delete side by side.
 */
export const AUDIT_PURGE_LOCK_KEY = '123563833255300';

/** Rows one delete statement removes: short statements, short locks, WAL in small pieces. */
export const AUDIT_PURGE_BATCH = 5_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditPurgeResult {
  /** False when another process held the lock (it purges instead). */
  ran: boolean;
  /** Rows deleted. */
  deleted: number;
  /** Rows changed before this instant were deleted. */
  cutoff: Date;
}

export interface AuditPurgeOptions {
  /** Keep this many days of history (whole days, at least 1). */
  retentionDays: number;
  batchSize?: number;
  now?: Date;
}

/**
 * Deletes audit_log rows older than the retention, in batches (each its own statement and
 * transaction, by audit_log_changed_at_index), on a session of its own that holds the purge's
 * advisory lock. PostgreSQL releases the lock should the process die.
 */
export async function purgeAuditLog(url: string, options: AuditPurgeOptions): Promise<AuditPurgeResult> {
  const { retentionDays, batchSize = AUDIT_PURGE_BATCH, now = new Date() } = options;
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new Error(`the audit retention must be a whole number of days from 1, got ${retentionDays}`);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const session = new Client({ connectionString: url, application_name: 'parcel audit purge' });
  session.on('error', () => undefined);
  await session.connect();
  try {
    const { rows } = await session.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      AUDIT_PURGE_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return { ran: false, deleted: 0, cutoff };
    try {
      let deleted = 0;
      for (;;) {
        const batch = await session.query(
          `delete from audit_log where audit_id in (
             select audit_id from audit_log where changed_at < $1 order by changed_at, audit_id limit $2)`,
          [cutoff, batchSize],
        );
        deleted += batch.rowCount ?? 0;
        if ((batch.rowCount ?? 0) < batchSize) return { ran: true, deleted, cutoff };
      }
    } finally {
      await session.query('select pg_advisory_unlock($1)', [AUDIT_PURGE_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await session.end();
  }
}
