import type { AccessRule } from '../common/access';
import type { RequestContext } from '../context';
import type { RouteContract } from './route-contract';
import type { WireCodes } from './wire-codes';

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
  handle(input: RestInput): Promise<unknown>;
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
