import { z } from 'zod';
import { arrayOrPageOf, BOOLEAN_ANSWER, PAGING, XLSX_FILE } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import {
  createCompany,
  exportCompanies,
  isBizNoTaken,
  listCompanies,
  searchCompanies,
  updateCompany,
} from './company.service';

/** The grid's filters, as the spec's list call sends them. */
const filterOf = (query: Record<string, unknown>) => ({
  regionCd: query.regionCd,
  billCompanyId: query.billCompanyId,
  companyNm: query.companyNm,
  telNo: query.telNo,
  shipperYn: query.shipperYn,
  shipperCd: query.shipperCd,
});

export const companyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/list',
    access: listCompanies.access,
    service: 'listCompanies(filters, page, size) | searchCompanies(companyNm, size)',
    answer:
      'with page: {items: [company + regionNm, billCompanyNm, regDt], total}; without: [{companyId, companyNm, telNo, address}] by name (autocomplete, settlement group search)',
    contract: {
      query: (types) => types.filter('CompanyFilterInput').extend(PAGING.shape),
      answer: arrayOrPageOf('CompanyOption', 'CompanyPage'),
    },
    handle: ({ query, context }) =>
      arrayOrPage(
        query,
        {
          array: () => searchCompanies(context, { companyNm: query.companyNm, size: query.size }),
          page: () => listCompanies(context, filterOf(query), { page: query.page, size: query.size }),
        },
        ['page'],
      ),
  },
  {
    method: 'GET',
    path: '/api/company/excel',
    access: exportCompanies.access,
    service: 'exportCompanies(filters)',
    answer: '업체목록.xlsx: every company the filters match',
    contract: { query: (types) => types.filter('CompanyFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) => exportCompanies(context, filterOf(query)),
  },
  {
    method: 'GET',
    path: '/api/company/biz-no/check',
    access: isBizNoTaken.access,
    service: 'isBizNoTaken(bizNo)',
    answer: 'boolean (true = in use)',
    contract: { query: z.object({ bizNo: z.string() }), answer: BOOLEAN_ANSWER },
    handle: ({ query, context }) => isBizNoTaken(context, query.bizNo),
  },
  {
    method: 'POST',
    path: '/api/company/insert',
    access: createCompany.access,
    service: 'createCompany(body)',
    answer: 'company',
    contract: {
      body: (types) => types.input('CompanyCreateInput'),
      answer: (types) => types.output('Company'),
      errors: [409],
    },
    handle: ({ body, context }) => createCompany(context, body),
  },
  {
    method: 'PUT',
    path: '/api/company/update',
    access: updateCompany.access,
    service: 'updateCompany(body + companyId)',
    answer: 'company',
    contract: {
      body: (types) => types.input('CompanyUpdateInput'),
      answer: (types) => types.output('Company'),
      errors: [404, 409],
    },
    handle: ({ body, context }) => updateCompany(context, body),
  },
];
