import type { RestRoute } from '../../rest/rest-route';
import { searchCompanies } from './company.service';

export const companyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/list',
    access: searchCompanies.access,
    service: 'searchCompanies(companyNm, size)',
    answer: '[{companyId, companyNm, telNo, address}]',
    handle: ({ query, context }) =>
      searchCompanies(context, { companyNm: query.companyNm, size: query.size }),
  },
];
