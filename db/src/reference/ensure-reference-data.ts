import type { EntityManager } from '@mikro-orm/postgresql';
import { REFERENCE_CODE_LISTS } from './reference-codes';

/**
 * Upserts the shipped code lists (name, order, parent), parents first. Codes are never deleted
 * here: records may still point at a value that a later release stops offering.
 */
export async function ensureReferenceData(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    for (const list of REFERENCE_CODE_LISTS) {
      for (const [index, code] of list.codes.entries()) {
        await tx.execute(
          `insert into code (code_type, code_val, code_nm, sort_order, parent_id)
           values (?, ?, ?, ?, (select code_id from code where code_type = ? and code_val = ?))
           on conflict (code_type, code_val) do update
             set code_nm = excluded.code_nm, sort_order = excluded.sort_order, parent_id = excluded.parent_id`,
          [
            list.codeType,
            code.codeVal,
            code.codeNm,
            index + 1,
            list.parentType ?? null,
            code.parentVal ?? null,
          ],
        );
      }
    }
  });
}
