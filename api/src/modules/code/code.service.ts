import { operation } from '../../common/operation';
import { z } from 'zod';
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
  'signed-in',
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
