import { openDatabaseTarget, purgeAuditLog } from '@parcel/db';
import { readAuditRetentionDays } from '../config';

/**
 * npm run audit:purge: deletes change history older than AUDIT_RETENTION_DAYS now, for cron or by
 * hand (the app also does it nightly). Takes the same advisory lock as the app's purge.
 */
async function purge(): Promise<void> {
  const retentionDays = readAuditRetentionDays();
  if (retentionDays === 0) {
    console.log('AUDIT_RETENTION_DAYS=0: change history is kept for ever; nothing purged');
    return;
  }
  const target = await openDatabaseTarget();
  try {
    const result = await purgeAuditLog(target.url, { retentionDays });
    console.log(
      result.ran
        ? `deleted ${result.deleted} change history rows changed before ${result.cutoff.toISOString()} (${retentionDays} days)`
        : 'another process is purging now; nothing done',
    );
  } finally {
    await target.close();
  }
}

purge().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
