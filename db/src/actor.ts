import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `work` in one transaction on behalf of `memberId`: the audit triggers read the member from
 * the transaction-local setting app.member_id, so every audited change made inside is attributed.
 */
export async function withActor<T>(
  em: EntityManager,
  memberId: number | null,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute(`select set_config('app.member_id', ?, true)`, [
      memberId === null ? '' : String(memberId),
    ]);
    return work(tx);
  });
}
