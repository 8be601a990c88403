import { purgeAuditLog } from '@parcel/db';
import { describeError } from '../../common/error-mapping';
import type { Logger } from '../../common/logger';

/** The purge runs at 03:30 Asia/Seoul (18:30 UTC; Korea keeps no summer time), the quietest hour. */
const PURGE_UTC_MINUTES = 18 * 60 + 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next 03:30 in Seoul (a whole day when it is 03:30 now). */
export function msUntilNextPurge(now: Date): number {
  const midnightUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let next = midnightUtc + PURGE_UTC_MINUTES * 60_000;
  if (next <= now.getTime()) next += DAY_MS;
  return next - now.getTime();
}

export interface AuditPurgeSchedule {
  stop(): void;
}

/**
 * Purges the change history older than `retentionDays` every night (0: never). Every app process
 * schedules it; purgeAuditLog's advisory lock lets one of them run at a time and the others skip,
 * so a cluster or several containers purge once. A failure is logged and tried again the next night.
 */
export function scheduleAuditPurge(settings: {
  url: string;
  retentionDays: number;
  logger: Logger;
}): AuditPurgeSchedule {
  const { url, retentionDays, logger } = settings;
  if (retentionDays === 0) {
    logger.info('change history is kept for ever (AUDIT_RETENTION_DAYS=0): no nightly purge');
    return { stop: () => undefined };
  }
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    // unref: a waiting purge never keeps a stopping process alive.
    timer = setTimeout(() => void run(), msUntilNextPurge(new Date())).unref();
  };
  const run = async () => {
    try {
      const result = await purgeAuditLog(url, { retentionDays });
      if (result.ran)
        logger.info(
          { deleted: result.deleted, cutoff: result.cutoff.toISOString() },
          `audit purge: deleted ${result.deleted} change history rows older than ${retentionDays} days`,
        );
      else logger.info('audit purge: another process is purging');
    } catch (error) {
      logger.error({ err: describeError(error) }, 'audit purge failed; it runs again tomorrow night');
    }
    plan();
  };
  plan();
  return { stop: () => clearTimeout(timer) };
}
