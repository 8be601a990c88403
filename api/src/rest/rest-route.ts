import type { AccessRule } from '../common/access';
import type { RequestContext } from '../context';

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
  /** The legacy answer's shape, for the printed route table. */
  answer: string;
  handle(input: RestInput): Promise<unknown>;
}

/** Legacy list routes answer a plain array unless the caller asks for a page (`page` or `size`). */
export function asksForPage(query: Record<string, unknown>): boolean {
  return query.page !== undefined || query.size !== undefined;
}
