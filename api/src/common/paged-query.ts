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
 *   keeps per reception day (transport_count_day with its deltas, kept by the writes): a few rows are read;
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

/** Where a capped count stops for a page: the first multiple of COUNT_CAP past the page's end. */
function countReach(window: PageWindow): number {
  const pageEnd = isAll(window) ? 0 : window.page * window.size + window.size;
  return Math.ceil((pageEnd + 1) / COUNT_CAP) * COUNT_CAP;
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
         from transport_count_day_current where requst_dt between cast(? as date) and cast(? as date)`,
      plan.startDate,
      plan.endDate,
    );
  }
  if (plan.kind === 'capped') {
    // Counting stops at `reach` rows, so the pager always knows whether there is a next page,
    // however deep, and says a round number.
    const reach = countReach(window);
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

/**
 * A page of a capped list and its total in one walk. The capped count walks the list's order to
 * the count's reach, past the page; the page's keys are a stretch of that same walk, so choosing
 * them again (as a page statement beside the count would) is the cost of a second walk: half of
 * a deep or rarely matching page's time inside PostgreSQL. The walk's keys are kept as an array
 * (a CTE read by InitPlans, so the page's stretch reaches the key's index as a known array; a
 * lateral reference to it had PostgreSQL join the whole tables) and the page's stretch of it is
 * decorated. Each row carries `walk_total` and `walk_exact`, which `readPage` takes off; an empty
 * page carries nothing, so past the page 0 the count is asked apart.
 */
export function walkStatement({ query, window }: PagedList & { window: PageRequest }): Sql {
  const where = whereClause(query);
  const reach = countReach(window);
  const first = window.page * window.size + 1;
  return sql(
    `with walked as materialized (
       select array(select ${query.key} from ${query.from} ${where.text}
                     order by ${query.orderBy.text} limit ?) as keys)
     select ${query.select},
            (select least(cardinality(keys), ?) from walked)::int as walk_total,
            (select cardinality(keys) <= ? from walked) as walk_exact
       from ${query.from} ${query.decorate ?? ''}
      where ${query.key} = any(array(select unnest(keys[? : ?]) from walked))
      order by ${query.orderBy.text}`,
    ...where.params,
    ...query.orderBy.params,
    reach + 1,
    reach,
    reach,
    first,
    first + window.size - 1,
    ...query.orderBy.params,
  );
}

interface WalkColumns {
  walk_total: number;
  walk_exact: boolean;
}

/** A page as every list answers it (GraphQL, REST and the bench): `{ items, total, totalExact }`. */
export interface PageOfRows<Row> {
  items: Row[];
  total: number;
  /** False when `total` is a lower bound: counting stopped at a cap (see TotalPlan). */
  totalExact: boolean;
}

/** Runs one statement and answers its rows: the app's entity manager, or the bench's bare pg pool. */
export type RunStatement = (statement: Sql) => Promise<Record<string, unknown>[]>;

/**
 * The statements that read a page and its total: one walk for a capped list, otherwise the page
 * and the count side by side (both are what `fetchPage` runs; the bench explains them).
 */
export function pageStatements(list: PagedList): { name: string; statement: Sql }[] {
  const { window } = list;
  if (list.query.total?.kind === 'capped' && !isAll(window)) {
    return [{ name: 'page and count', statement: walkStatement({ ...list, window }) }];
  }
  return [
    { name: 'page', statement: pageStatement(list) },
    { name: 'count', statement: countStatement(list) },
  ];
}

/** A page of rows and the total, by `run`. */
export async function readPage<Row extends object>(
  run: RunStatement,
  list: PagedList,
): Promise<PageOfRows<Row>> {
  const { window } = list;
  if (list.query.total?.kind === 'capped' && !isAll(window)) {
    const walked = (await run(walkStatement({ ...list, window }))) as (Row & WalkColumns)[];
    const items = walked.map(({ walk_total: _total, walk_exact: _exact, ...row }) => row as unknown as Row);
    const [first] = walked;
    if (first) return { items, total: first.walk_total, totalExact: first.walk_exact };
    // An empty first page: the walk found nothing, so nothing matches. A page past the end is
    // counted apart, below.
    if (window.page === 0) return { items, total: 0, totalExact: true };
  }
  const [rows, [counted]] = await Promise.all([run(pageStatement(list)), run(countStatement(list))]);
  const total = counted as { total: number; exact: boolean } | undefined;
  return { items: rows as Row[], total: total?.total ?? 0, totalExact: total?.exact ?? true };
}

/** A page of rows and the total, through the request's entity manager. */
/** `em`'s statements as a RunStatement. */
export const runOn =
  (em: EntityManager): RunStatement =>
  (statement) =>
    em.execute(statement.text, [...statement.params]);

export function fetchPage<Row extends object>(em: EntityManager, list: PagedList): Promise<PageOfRows<Row>> {
  return readPage<Row>(runOn(em), list);
}

/** The window's rows only, for lists without a total (autocomplete, export). */
export function fetchRows<Row extends object>(em: EntityManager, list: PagedList): Promise<Row[]> {
  const page = pageStatement(list);
  return em.execute<Row[]>(page.text, [...page.params]);
}
