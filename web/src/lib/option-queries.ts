// The option sources of the selects, declared once: each kind of option (supplier, supplier with
// its account, delivery course) is its query and how a row of the answer becomes a select's value
// and label. Every select, search filter and chart filter offering one of them reads it through
// useOptions; code lists (REGION_TYPE, CHARGE ...) are lib/code-list.ts, the same shape.
import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../gql';

/** One option of a select: the value sent and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A kind of option: the query that lists them and the mapping of its answer to options, in order. */
export interface OptionSource<Data> {
  readonly query: TypedDocumentNode<Data, OperationVariables>;
  readonly optionsOf: (data: Data) => readonly SelectOption[];
}

/** A source from its query (one without variables) and the mapping of its answer. */
export function declareOptions<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  optionsOf: (data: Data) => readonly SelectOption[],
): OptionSource<Data> {
  return { query: query as TypedDocumentNode<Data, OperationVariables>, optionsOf };
}

export interface OptionsResult {
  /** In the answer's order; empty while loading or failed. */
  options: readonly SelectOption[];
  loading: boolean;
  error: ErrorLike | undefined;
}

/** A code row (codeVal, codeNm) as an option: the code lists and the supplier options answer these. */
export const codeOption = (code: { codeVal: string; codeNm: string }): SelectOption => ({
  value: code.codeVal,
  label: code.codeNm,
});

const NO_OPTIONS: readonly SelectOption[] = [];

/**
 * The options of a source. Cache first unless told: a screen that must show a supplier or course
 * added elsewhere meanwhile asks 'cache-and-network'.
 */
export function useOptions<Data>(
  source: OptionSource<Data>,
  {
    fetchPolicy = 'cache-first',
    skip = false,
  }: {
    fetchPolicy?: 'cache-first' | 'cache-and-network';
    /** Asks nothing (no options): a role the server refuses the list, e.g. a customer (화주). */
    skip?: boolean;
  } = {},
): OptionsResult {
  const { data, loading, error } = useQuery(source.query, { fetchPolicy, skip });
  const options = useMemo(() => (data ? source.optionsOf(data as Data) : NO_OPTIONS), [data, source]);
  return { options, loading, error };
}

/** Every delivery course by name (id and name), for the course selects of forms, lists and charts. */
export const RouteOptionsQuery = graphql(`
  query RouteOptions {
    routes {
      items {
        deliveryRouteId
        deliveryRouteNm
      }
    }
  }
`);

/** Every supplier (공급자) as code options, for the supplier selects of lists and charts. */
export const SupplierOptionsQuery = graphql(`
  query SupplierOptions {
    supplierOptions {
      codeVal
      codeNm
    }
  }
`);

/** Live suppliers with their bank account, for the company form's supplier-and-account choice. */
export const SupplierAccountOptionsQuery = graphql(`
  query SupplierAccountOptions {
    supplierAccountOptions {
      codeVal
      codeNm
    }
  }
`);

/** Delivery courses (배송 코스): the course id as text, its name. */
export const ROUTE_OPTIONS = declareOptions(RouteOptionsQuery, (data) =>
  data.routes.items.map((route) => ({ value: String(route.deliveryRouteId), label: route.deliveryRouteNm })),
);

/** Suppliers (공급자): the supplier id as text, its name. */
export const SUPPLIER_OPTIONS = declareOptions(SupplierOptionsQuery, (data) =>
  data.supplierOptions.map(codeOption),
);

/** Suppliers with their account (공급자(계좌)): the supplier id as text, its name and account. */
export const SUPPLIER_ACCOUNT_OPTIONS = declareOptions(SupplierAccountOptionsQuery, (data) =>
  data.supplierAccountOptions.map(codeOption),
);
