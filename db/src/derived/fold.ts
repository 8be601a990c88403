import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Moves the committed deltas into the day and month rows (fold_derived_rows, derived-sql.ts) in a
 * transaction of its own; returns how many delta rows it folded (0 when another fold is at it).
 * Reads never need it to have run: they add the deltas not yet folded.
 */
export async function foldDerivedRows(em: EntityManager): Promise<number> {
  const [result] = await em.transactional((tx) =>
    tx.execute<{ folded: string }[]>('select fold_derived_rows() as folded'),
  );
  return Number(result?.folded ?? 0);
}
