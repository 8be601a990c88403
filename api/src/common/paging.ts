import { Field, InputType, Int } from 'type-graphql';
import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import { z } from 'zod';

/** No page may ask for more than 100 rows (an unpaged grid asks for all rows another way). */
export const MAX_PAGE_SIZE = 100;

const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label}은(는) 숫자여야 합니다.` })
    .int({ error: `${label}은(는) 정수여야 합니다.` });

/** Page request from GraphQL input or REST query strings (`page`, `size`; page counts from 0). */
export const pageSchema = z.object({
  page: wholeNumber('페이지 번호(page)')
    .min(0, { error: '페이지 번호(page)는 0 이상이어야 합니다.' })
    .max(1_000_000, { error: '페이지 번호(page)가 너무 큽니다.' })
    .default(0),
  size: wholeNumber('페이지 크기(size)')
    .min(1, { error: `페이지 크기(size)는 1~${MAX_PAGE_SIZE} 사이여야 합니다.` })
    .max(MAX_PAGE_SIZE, { error: `페이지 크기(size)는 1~${MAX_PAGE_SIZE} 사이여야 합니다.` })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.output<typeof pageSchema>;

@InputType({
  description: `A page of a list: page counts from 0; size 1-${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}.`,
})
export class PageInput {
  @Field(() => Int, { defaultValue: 0, description: 'Page number, from 0.' })
  page!: number;

  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `Number of rows per page, 1-${MAX_PAGE_SIZE}.`,
  })
  size!: number;
}

/** Escapes LIKE wildcards so a search for `50%` finds that text, not everything. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
