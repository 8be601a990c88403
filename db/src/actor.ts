import { setTimeout } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isLostBeforeFirstStatement, TransactionNotBegunError } from './connection-errors';

/**
 * How long a transaction that never began waits before its one retry: long enough for the pool to
 * have seen the other connections the database dropped at the same moment, and to hand out a live
 * one.
 */
export const TRANSACTION_RETRY_DELAY_MS = 100;

/**
 * Runs `work` in one transaction on behalf of `memberId`: the audit triggers read the member from
 * the transaction-local setting app.member_id, so every audited change made inside is attributed.
 *
 * Every write of the app goes through here. When the connection the pool handed out turns out dead
 * (the server ended it while it sat idle) the transaction fails on its first statement, the
 * setting, before `work` has run or anything was written: it is then run once more on another
 * connection. A failure after that is never repeated, since the server may have applied it.
 */
export async function withActor<T>(
  em: EntityManager,
  memberId: number | null,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const attempt = () =>
    em.transactional(async (tx) => {
      try {
        await tx.execute(`select set_config('app.member_id', ?, true)`, [
          memberId === null ? '' : String(memberId),
        ]);
      } catch (error) {
        throw isLostBeforeFirstStatement(error) ? new TransactionNotBegunError(error) : error;
      }
      return work(tx);
    });
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof TransactionNotBegunError)) throw error;
    await setTimeout(TRANSACTION_RETRY_DELAY_MS);
    return attempt();
  }
}
