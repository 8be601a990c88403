// REST rows written from the service operations they call: a row's access is its operation's and
// its service line names it, and a declared list's paged and spreadsheet rows come from the list.
import { type ListDeclaration, pickFilters } from '@parcel/shared/records/define-list';
import type { Operation } from '../common/operation';
import { type OperationEndpoint, recordRoutes } from '../common/record-endpoints';
import { arrayOrPageOf, PAGING, XLSX_FILE } from './route-contract';
import { arrayOrPage, type RestRoute } from './rest-route';

// Any operation: rows only read its access and pass it the request's parts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOperation = Operation<any[], unknown>;
type ListOperation = Operation<[filter: unknown, page: unknown], { items: unknown[]; total: number }>;
type ExportOperation = Operation<[filter: unknown], unknown>;

/** Rows old callers get without page or size: the first 100 of the list's order. */
const OLD_CALLER_ROWS = 100;

export interface PagedListRow {
  path: string;
  /** GraphQL type names of the contract: the filter input, the row and the page. */
  types: { filter: string; item: string; page: string };
  answer: string;
  /** The filters as the service takes them, where old callers send some otherwise (old code names). */
  canonical?: (filter: Record<string, unknown>) => unknown;
}

export interface SpreadsheetRow {
  path: string;
  /** The GraphQL filter input, the route's query parameters. */
  filter: string;
  answer: string;
}

/**
 * The rows of a module's operations. `operations` names them (as the module exports them), so that
 * a row's service line is `name(arguments)`.
 */
export function serviceRowsOf(operations: Readonly<Record<string, AnyOperation>>) {
  const names = new Map<AnyOperation, string>(Object.entries(operations).map(([name, op]) => [op, name]));
  const nameOf = (op: AnyOperation) => {
    const name = names.get(op);
    if (!name) throw new Error('serviceRowsOf: the operation is not among the named ones');
    return name;
  };

  /** A row calling `op`: access is the operation's, the service line `name(args)`. */
  const call = (op: AnyOperation, args: string, row: Omit<RestRoute, 'access' | 'service'>): RestRoute => ({
    ...row,
    access: op.access,
    service: `${nameOf(op)}(${args})`,
  });

  /**
   * A declared list's GET row: its filters and page, answered as a plain array of the first 100
   * rows to old callers and as `{ items, total }` when page or size is given.
   */
  const pagedList = (op: ListOperation, list: ListDeclaration, row: PagedListRow): RestRoute => {
    const filters = Object.keys(list.filters);
    return call(op, [...filters, 'page', 'size'].join(', '), {
      method: 'GET',
      path: row.path,
      answer: row.answer,
      contract: {
        query: (types) => types.filter(row.types.filter).extend(PAGING.shape),
        answer: arrayOrPageOf(row.types.item, row.types.page),
      },
      handle: ({ query, context }) => {
        const picked = pickFilters(list, query);
        const filter = row.canonical ? row.canonical(picked) : picked;
        return arrayOrPage(query, {
          array: async () => (await op(context, filter, { size: OLD_CALLER_ROWS })).items,
          page: () => op(context, filter, { page: query.page, size: query.size }),
        });
      },
    });
  };

  /** A declared list's 엑셀 다운로드 row: the list's filters, every matching row as an .xlsx. */
  const spreadsheet = (op: ExportOperation, list: ListDeclaration, row: SpreadsheetRow): RestRoute =>
    call(op, Object.keys(list.filters).join(', '), {
      method: 'GET',
      path: row.path,
      answer: row.answer,
      contract: { query: (types) => types.filter(row.filter), answer: XLSX_FILE },
      handle: ({ query, context }) => op(context, pickFilters(list, query)),
    });

  /** The rows of the module's entries that have one (common/record-endpoints.ts). */
  const record = (endpoints: readonly OperationEndpoint[]): RestRoute[] => recordRoutes(endpoints, call);

  return { call, pagedList, spreadsheet, record };
}
