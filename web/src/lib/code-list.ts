import type { ErrorLike } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../gql';
import { codeOption, type SelectOption } from './option-queries';

export const CodeListQuery = graphql(`
  query CodeList($type: String!, $parent: String) {
    codes(type: $type, parent: $parent) {
      codeVal
      codeNm
    }
  }
`);

/** One option of a code list, as selects take it. */
export type CodeListOption = SelectOption;

export interface CodeListResult {
  /** In the code list's display order; empty while loading, skipped or failed. */
  options: readonly CodeListOption[];
  loading: boolean;
  error: ErrorLike | undefined;
}

export interface CodeListArgs {
  /** Parent code value: the districts (REGION_DTL_TYPE) of one region (e.g. DAEGU). */
  parent?: string | null;
  /** Loads nothing (e.g. a district list before a region is chosen). */
  skip?: boolean;
}

const NO_OPTIONS: readonly CodeListOption[] = [];

/**
 * The options of one code list (REGION_TYPE, CHARGE, SHIPPER_TYPE, ...), from the code API. Cache
 * first: each list (and each parent's sub-list) is asked for once per session, however many
 * selects show it; the session's end clears the cache. A failure leaves the list empty (the app's
 * link shows the error toast).
 */
export function useCodeList(groupCode: string, { parent, skip = false }: CodeListArgs = {}): CodeListResult {
  const { data, loading, error } = useQuery(
    CodeListQuery,
    skip ? skipToken : { variables: { type: groupCode, parent: parent || null }, fetchPolicy: 'cache-first' },
  );
  const options = useMemo(() => data?.codes.map(codeOption) ?? NO_OPTIONS, [data]);
  return { options, loading, error };
}
