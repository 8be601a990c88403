import { operation } from '../../common/operation';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMessage } from '@parcel/shared/validation';
import { z } from 'zod';
import { badInput } from '../../common/errors';
import { parseInput } from '../../common/parse-input';
import type { CodeOption } from './code.types';

const codeListQuery = z.object({
  type: z
    .string({ error: '코드 유형(type)을 입력해주세요.' })
    .trim()
    .regex(/^[A-Z_]{1,30}$/, { error: '코드 유형(type)은 영문 대문자와 _로 30자까지입니다.' }),
  parent: z
    .string()
    .trim()
    .max(30, { error: '상위 코드(parent)는 30자까지입니다.' })
    .optional()
    .transform((value) => value || undefined),
});
export type CodeListQuery = z.input<typeof codeListQuery>;

/**
 * Code lists in their display order. `parent` narrows a child list to one parent value, e.g. the
 * districts (REGION_DTL_TYPE) of region DAEGU. An unknown type is simply an empty list.
 */
export const listCodes = operation(
  'own-account',
  async (context, input: CodeListQuery): Promise<CodeOption[]> => {
    const { type, parent } = parseInput(codeListQuery, input);
    return context.em.execute<CodeOption[]>(
      `select c.code_val as "codeVal", c.code_nm as "codeNm"
       from code c left join code p on p.code_id = c.parent_id
      where c.code_type = ? and c.use_yn = 'Y' ${parent ? 'and p.code_val = ?' : ''}
      order by c.sort_order, c.code_id`,
      parent ? [type, parent] : [type],
    );
  },
);

/** A stored code value to check: its list, and for a child list (districts) its parent's value. */
export interface CodeReference {
  field: string;
  label: string;
  type: string;
  value: string | null;
  parent?: string | null;
}

/**
 * Refuses (400, naming the field) the first value that is not an in-use code of its list, or a
 * child code under another parent. One query for all of them; null values are skipped.
 */
export async function assertKnownCodes(
  em: EntityManager,
  references: readonly CodeReference[],
): Promise<void> {
  const wanted = references.filter((reference) => reference.value);
  if (!wanted.length) return;
  const rows = await em.execute<{ codeType: string; codeVal: string; parentVal: string | null }[]>(
    `select c.code_type as "codeType", c.code_val as "codeVal", p.code_val as "parentVal"
       from code c left join code p on p.code_id = c.parent_id
      where c.use_yn = 'Y' and (c.code_type, c.code_val) in (${wanted.map(() => '(?, ?)').join(', ')})`,
    wanted.flatMap((reference) => [reference.type, reference.value]),
  );
  for (const reference of wanted) {
    const row = rows.find(
      (candidate) => candidate.codeType === reference.type && candidate.codeVal === reference.value,
    );
    const wrongParent = reference.parent !== undefined && row?.parentVal !== reference.parent;
    if (!row || wrongParent) throw badInput(formatMessage(reference.label), reference.field);
  }
}
