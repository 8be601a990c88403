import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CompanyOption } from '../components/company-option';
import { graphql } from '../gql';

export const CompanySearchQuery = graphql(`
  query CompanySearch($name: String!, $size: Int) {
    companySearch(name: $name, size: $size) {
      companyId
      companyNm
      telNo
      address
      managerTelNo
      useYn
    }
  }
`);

/** The company autocomplete's search: always asks the server, and stops when the signal aborts. */
export function useCompanySearch(): (text: string, signal: AbortSignal) => Promise<CompanyOption[]> {
  const client = useApolloClient();
  return useCallback(
    async (text, signal) => {
      const { data } = await client.query({
        query: CompanySearchQuery,
        variables: { name: text, size: 10 },
        fetchPolicy: 'network-only',
        context: { fetchOptions: { signal } },
      });
      return data?.companySearch ?? [];
    },
    [client],
  );
}
