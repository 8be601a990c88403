import { useQuery } from '@apollo/client/react';
import { MeQuery } from './api/customer';

export interface CustomerCompany {
  companyId: number;
  companyNm: string;
}

/** The signed-in customer's company (사용자 관리 links it), as `me` answers it. */
export function useCustomerCompany() {
  const { data, loading, error, refetch } = useQuery(MeQuery, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  const company: CustomerCompany | null =
    me?.companyId != null ? { companyId: me.companyId, companyNm: me.companyNm ?? '' } : null;
  return { company, loading, error, refetch, ready: Boolean(me) };
}
