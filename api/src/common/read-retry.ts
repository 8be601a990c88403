import { setTimeout } from 'node:timers/promises';
import { isDatabaseUnavailable, LOST_CONNECTION_RETRY_DELAY_MS } from '@parcel/db';
import type { Logger } from './logger';

/**
 * A read that met a connection the database had dropped (a restart, pg_terminate_backend) runs
 * once more on a fresh one: the pool has discarded the dead connection by then. Writes are never
 * repeated this way: withActor runs a transaction again only when it never began.
 */
export async function retryReadOnce<T>(read: () => Promise<T>, log: Logger): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn('database connection lost during a read: retrying once');
    await setTimeout(LOST_CONNECTION_RETRY_DELAY_MS);
    return read();
  }
}
