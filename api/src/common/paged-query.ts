import type { EntityManager } from '@mikro-orm/postgresql';
import { type PageRequest, pageSchema } from './paging';
import { parseInput } from './parse-input';

/** A piece of SQL and the values of its `?` placeholders, in order. */
export interface Sql {
  text: string;
  params: readonly unknown[];
}

export const sql = (text: string, ...params: unknown[]): Sql => ({ text, params });

/**
 * A list query in two parts: the narrow tables that the filters and the order need, and the joins
 * that only decorate the rows shown (codes, names). The page's keys are chosen on the narrow part
 * first, so a join to a code or a name never runs for rows that are not on the page.
 */
export interface PagedQuery {
  /** The answer's columns, over the aliases of `from` and `decorate`. */
  select: string;
  /** The tables the filters and the order need, e.g. `member m`. */
  from: string;
  /** Filters over `from`, joined with `and`; the page and the count share them. */
  where: readonly Sql[];
  /** A total order over `from`: it ends with a unique column, so pages never overlap. */
  orderBy: Sql;
  /** The row's unique key over `from`; the page is chosen as a list of these. */
  key: string;
  /** Left joins from `from`'s aliases that add codes and names to the page's rows only. */
  decorate?: string;
}

/** One page, or every row in order (for an export), capped at `limit`. */
export type PageWindow = PageRequest | { all: true; limit: number };

export interface PagedList {
  query: PagedQuery;
  window: PageWindow;
}

const isAll = (window: PageWindow): window is { all: true; limit: number } => 'all' in window;

/**
 * A list's window from a caller's page request (`{ page, size }`, parsed: 400 when malformed), or
 * an all-rows window a service passes itself (an export).
 */
export function windowOf(page: unknown): PageWindow {
  if (typeof page === 'object' && page !== null && 'all' in page) return page as PageWindow;
  return parseInput(pageSchema, page ?? {});
}

function join(parts: readonly Sql[], separator: string): Sql {
  return {
    text: parts.map((part) => part.text).join(separator),
    params: parts.flatMap((part) => part.params),
  };
}

function whereClause(query: PagedQuery): Sql {
  const filters = join(query.where, ' and ');
  return query.where.length ? sql(`where ${filters.text}`, ...filters.params) : sql('');
}

/** The statement answering the window's rows, decorated, in order. */
export function pageStatement({ query, window }: PagedList): Sql {
  const where = whereClause(query);
  const order = query.orderBy;
  const decorate = query.decorate ?? '';
  if (isAll(window)) {
    return sql(
      `select ${query.select} from ${query.from} ${decorate} ${where.text} order by ${order.text} limit ?`,
      ...where.params,
      ...order.params,
      window.limit,
    );
  }
  const limit = [window.size, window.page * window.size];
  // A first page without joins needs nothing more. Past it, the select list (scalar subqueries for
  // names) would be evaluated for every row the offset skips, so the keys are chosen first.
  if (!query.decorate && window.page === 0) {
    return sql(
      `select ${query.select} from ${query.from} ${where.text} order by ${order.text} limit ? offset ?`,
      ...where.params,
      ...order.params,
      ...limit,
    );
  }
  // The keys first (an InitPlan: filters, order and offset on the narrow tables), then the
  // decorating joins for those rows only, put back in the same order.
  return sql(
    `select ${query.select}
       from ${query.from} ${decorate}
      where ${query.key} = any(array(
              select ${query.key} from ${query.from} ${where.text} order by ${order.text} limit ? offset ?))
      order by ${order.text}`,
    ...where.params,
    ...order.params,
    ...limit,
    ...order.params,
  );
}

/** The number of rows on all pages: the page's filters over the narrow tables, no decoration. */
export function countStatement({ query }: PagedList): Sql {
  const where = whereClause(query);
  return sql(`select count(*)::int as total from ${query.from} ${where.text}`, ...where.params);
}

export interface PageOfRows<Row> {
  rows: Row[];
  total: number;
}

/** A page of rows and the total, read with two statements side by side. */
export async function fetchPage<Row extends object>(
  em: EntityManager,
  list: PagedList,
): Promise<PageOfRows<Row>> {
  const page = pageStatement(list);
  const count = countStatement(list);
  const [rows, [counted]] = await Promise.all([
    em.execute<Row[]>(page.text, [...page.params]),
    em.execute<{ total: number }[]>(count.text, [...count.params]),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The window's rows only, for lists without a total (autocomplete, export). */
export function fetchRows<Row extends object>(em: EntityManager, list: PagedList): Promise<Row[]> {
  const page = pageStatement(list);
  return em.execute<Row[]>(page.text, [...page.params]);
}
