import { operation } from '../../common/operation';
import { z } from 'zod';
import { fetchRows, type PagedList, sql } from '../../common/paged-query';
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
 * The autocomplete's companies as a statement: in use, the name containing the text (any case; the
 * trigram index serves it), names starting with it first, then by name. Null for a text that can
 * find nothing: blank (the autocomplete starts at one character) or longer than any name.
 */
export function companySearchList(query: unknown): PagedList | null {
  const { companyNm, size } = parseInput(companySearchQuery, query ?? {});
  if (companyNm.length === 0 || companyNm.length > MAX_NAME_LENGTH) return null;
  return {
    query: {
      select: 'c.company_id as "companyId", c.company_nm as "companyNm", c.tel_no as "telNo", c.address',
      from: 'company c',
      where: [sql(`c.use_yn = 'Y'`), sql(`c.company_nm ilike ? escape '\\'`, containsPattern(companyNm))],
      orderBy: sql(
        `(c.company_nm ilike ? escape '\\') desc, c.company_nm, c.company_id`,
        prefixPattern(companyNm),
      ),
      key: 'c.company_id',
    },
    window: { page: 0, size },
  };
}

export const searchCompanies = operation(
  { area: 'companies', level: 'read' },
  async (context, query: unknown): Promise<CompanyOption[]> => {
    const list = companySearchList(query);
    return list ? fetchRows<CompanyOption>(context.em, list) : [];
  },
);
