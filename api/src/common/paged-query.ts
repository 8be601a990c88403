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
  /** How the total is found; counted exactly over `from` unless said otherwise. */
  total?: TotalPlan;
}

/**
 * How a list finds its total. Counting every matching row is exact but costs as much as the rows
 * are many: a week of goods lines at 2,000,000 transports is some 600,000 rows. So:
 * - `count`: count them (tables of thousands of rows: companies, users, waybill ranges, invoices);
 * - `days`: the list's only filter is a period of live transports, whose exact total the database
 *   keeps per reception day (transport_day_count, kept by triggers): a few day rows are read;
 * - `capped`: any other filter over the transport tables: count up to the first multiple of
 *   COUNT_CAP past the page's end, in the list's order (so the count walks the same index as the
 *   page); beyond that the total is a lower bound (`totalExact` false, "총 1,000건 이상").
 *   Measured at 2,000,000 transports, counting 10,000 goods lines through the three tables costs
 *   90-680 ms and 1,000 lines 17-30 ms on a loaded machine (docs/performance.md), hence 1,000.
 */
export type TotalPlan =
  | { kind: 'count' }
  | { kind: 'days'; measure: 'transports' | 'receivers' | 'goods_lines'; startDate: string; endDate: string }
  | { kind: 'capped' };

/** Rows a capped total counts past the page's end before it stops and says "at least". */
export const COUNT_CAP = 1_000;

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

/**
 * The number of rows on all pages (`total`) and whether it is exact (`exact`), by the list's
 * total plan: the page's filters over the narrow tables, no decoration.
 */
export function countStatement({ query, window }: PagedList): Sql {
  const where = whereClause(query);
  const plan = query.total ?? { kind: 'count' };
  if (plan.kind === 'days') {
    return sql(
      `select coalesce(sum(${plan.measure}), 0)::int as total, true as exact
         from transport_day_count where requst_dt between cast(? as date) and cast(? as date)`,
      plan.startDate,
      plan.endDate,
    );
  }
  if (plan.kind === 'capped') {
    // Counting stops at `reach` rows: the first multiple of COUNT_CAP past the page's end, so the
    // pager always knows whether there is a next page, however deep, and says a round number.
    const pageEnd = isAll(window) ? 0 : window.page * window.size + window.size;
    const reach = Math.ceil((pageEnd + 1) / COUNT_CAP) * COUNT_CAP;
    return sql(
      `select least(count(*), ?)::int as total, count(*) <= ? as exact
         from (select 1 from ${query.from} ${where.text} order by ${query.orderBy.text} limit ?) counted`,
      reach,
      reach,
      ...where.params,
      ...query.orderBy.params,
      reach + 1,
    );
  }
  return sql(
    `select count(*)::int as total, true as exact from ${query.from} ${where.text}`,
    ...where.params,
  );
}

export interface PageOfRows<Row> {
  rows: Row[];
  total: number;
  /** False when `total` is a lower bound: counting stopped at a cap (see TotalPlan). */
  totalExact: boolean;
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
    em.execute<{ total: number; exact: boolean }[]>(count.text, [...count.params]),
  ]);
  return { rows, total: counted?.total ?? 0, totalExact: counted?.exact ?? true };
}

/** The window's rows only, for lists without a total (autocomplete, export). */
export function fetchRows<Row extends object>(em: EntityManager, list: PagedList): Promise<Row[]> {
  const page = pageStatement(list);
  return em.execute<Row[]>(page.text, [...page.params]);
}
