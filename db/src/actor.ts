import { setTimeout } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isDatabaseUnavailable,
  LOST_CONNECTION_RETRY_DELAY_MS,
  TransactionNotBegunError,
} from './connection-errors';

/**
 * Runs `work` in one transaction on behalf of `memberId`: the audit triggers read the member from
 * the transaction-local setting app.member_id, so every audited change made inside is attributed.
 *
 * Every write of the app goes through here. When the connection the pool handed out turns out dead
 * (the server ended it while it sat idle) the transaction fails at BEGIN or on its first
 * statement, the setting, before `work` has run or anything was written: it is then run once more
 * on another connection. A failure after that is never repeated, since the server may have applied it.
 */
export async function withActor<T>(
  em: EntityManager,
  memberId: number | null,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const attempt = async () => {
    let workBegan = false;
    try {
      return await em.transactional(async (tx) => {
        await tx.execute(`select set_config('app.member_id', ?, true)`, [
          memberId === null ? '' : String(memberId),
        ]);
        workBegan = true;
        return work(tx);
      });
    } catch (error) {
      // BEGIN or the setting failed on a dead connection: nothing of `work` ran or was written.
      throw !workBegan && isDatabaseUnavailable(error) ? new TransactionNotBegunError(error) : error;
    }
  };
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof TransactionNotBegunError)) throw error;
    driverLog(em).warn('database connection lost before a transaction began: running it again');
    await setTimeout(LOST_CONNECTION_RETRY_DELAY_MS);
    return attempt();
  }
}

/**
 * The log of the ORM's driver (knex's, which the app sends into its structured log with the pool's
 * own warnings: api/src/main.ts), so an operator sees each transaction that ran again.
 */
function driverLog(em: EntityManager): { warn(message: string): void } {
  return (em.getConnection().getKnex().client as { logger: { warn(message: string): void } }).logger;
}
