import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { containsPattern } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import type { CompanyOption } from './company.types';

export const COMPANY_SEARCH_DEFAULT_SIZE = 10;
export const COMPANY_SEARCH_MAX_SIZE = 50;
/** company_nm is varchar(100): a longer text cannot be part of any name. */
const MAX_NAME_LENGTH = 100;

const sizeMessage = `검색 개수(size)는 1~${COMPANY_SEARCH_MAX_SIZE} 사이의 정수여야 합니다.`;

const companySearchQuery = z.object({
  companyNm: z
    .string({ error: '업체명(companyNm)은 문자열이어야 합니다.' })
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  // Legacy clients may send an empty size: that means the default.
  size: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: sizeMessage })
      .int({ error: sizeMessage })
      .min(1, { error: sizeMessage })
      .max(COMPANY_SEARCH_MAX_SIZE, { error: sizeMessage })
      .default(COMPANY_SEARCH_DEFAULT_SIZE),
  ),
});
export type CompanySearchQuery = z.input<typeof companySearchQuery>;

/** `text%` with LIKE wildcards escaped: names that start with the text. */
const prefixPattern = (text: string) => containsPattern(text).slice(1);

/**
 * The autocomplete's companies: in use, the name containing the text (any case; the trigram index
 * serves it), names starting with it first, then by name. A blank text finds nothing (the
 * autocomplete starts at one character).
 */
export async function searchCompanies(em: EntityManager, query: unknown): Promise<CompanyOption[]> {
  const { companyNm, size } = parseInput(companySearchQuery, query ?? {});
  if (companyNm.length === 0 || companyNm.length > MAX_NAME_LENGTH) return [];
  return em.execute<CompanyOption[]>(
    `select c.company_id as "companyId", c.company_nm as "companyNm", c.tel_no as "telNo", c.address
       from company c
      where c.use_yn = 'Y' and c.company_nm ilike ? escape '\\'
      order by (c.company_nm ilike ? escape '\\') desc, c.company_nm, c.company_id
      limit ?`,
    [containsPattern(companyNm), prefixPattern(companyNm), size],
  );
}
