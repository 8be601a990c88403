import type { AccessRule } from '../common/access';
import type { RequestContext } from '../context';
import type { RouteContract } from './route-contract';
import type { WireCodes } from './wire-codes';
import type { WireNames } from './wire-names';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a REST row's handler gets: the raw parts of the request, still to be parsed. */
export interface RestInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  context: RequestContext;
}

/**
 * One row of the REST shim: a spec route, who may call it, the service call behind it and the shape
 * of its legacy answer. Handlers only parse input, call a service and shape the output.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Express path, e.g. `/api/member/delete/:id`. */
  path: string;
  access: AccessRule;
  /** The service call, for the printed route table. */
  service: string;
  /** The legacy answer's shape, for the printed route table and the OpenAPI 200 answer's description. */
  answer: string;
  /** Its parameters, body and answers as schemas: the OpenAPI document is generated from them. */
  contract: RouteContract;
  /**
   * Code fields the spec writes otherwise than they are stored: taken in any case from the body
   * and query, answered in the spec's form (rest/wire-codes.ts). The handler sees stored values.
   */
  wireCodes?: WireCodes;
  /**
   * Fields the answer sends under their old names (rest/wire-names.ts: the spec's, or ours before a
   * field was renamed to say what it holds). The handler answers the new names.
   */
  wireNames?: WireNames;
  /**
   * Two callers of one spec path, declared as two rows of the same method and path: this row
   * answers only when the query names one of these parameters, otherwise the row without
   * `selectedBy` does (rest-adapter.ts tries selecting rows first; the OpenAPI document declares
   * the rows as one operation).
   */
  selectedBy?: readonly string[];
  handle(input: RestInput): Promise<unknown>;
}

/** Whether a row answers a request's query: always, unless it is selected by parameters. */
export const rowSelects = (route: RestRoute, query: Record<string, unknown>): boolean =>
  !route.selectedBy || route.selectedBy.some((name) => query[name] !== undefined);

/**
 * The table's rows in the order Express should try them: a row selected by parameters before the
 * row of its method and path that answers otherwise. Throws when rows of one method and path are
 * not all selected by parameters but one (the last resort), which would leave a row unreachable.
 */
export function servingOrder(routes: readonly RestRoute[]): RestRoute[] {
  const rowsOf = new Map<string, RestRoute[]>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    rowsOf.set(key, [...(rowsOf.get(key) ?? []), route]);
  }
  for (const [key, rows] of rowsOf) {
    const fallbacks = rows.filter((row) => !row.selectedBy).length;
    if (rows.length > 1 && fallbacks !== 1)
      throw new Error(`${key}: rows sharing a path need selectedBy on all but one (${fallbacks} without)`);
  }
  return [...routes.filter((route) => route.selectedBy), ...routes.filter((route) => !route.selectedBy)];
}

/** The two answers of a list route that serves an old caller and a paging one. */
export interface ArrayOrPage<Item> {
  /** The old caller's answer: a plain array. */
  array: () => Promise<Item[]>;
  /** The paging caller's answer. */
  page: () => Promise<{ items: Item[]; total: number }>;
}

/** The parameters that ask any list route for a page: either one selects the paged answer. */
export const PAGING_PARAMS = ['page', 'size'] as const;

/**
 * A route that two callers share answers by their parameters: a plain array unless the query
 * gives `page` or `size` (or one of the route's `alsoPaging`, e.g. a day), then `{ items, total }`.
 * A paging caller that leaves out `page` (the first page) still gets a page, never the array; an
 * empty value (`size=`, as old forms send it) gives nothing.
 */
export async function arrayOrPage<Item>(
  query: Record<string, unknown>,
  answers: ArrayOrPage<Item>,
  alsoPaging: readonly string[] = [],
): Promise<Item[] | { items: Item[]; total: number }> {
  const paging = [...PAGING_PARAMS, ...alsoPaging].some(
    (name) => query[name] !== undefined && query[name] !== '',
  );
  return paging ? answers.page() : answers.array();
}
