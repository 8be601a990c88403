import { z } from 'zod';
import { BOOLEAN_ANSWER, PAGING, XLSX_FILE } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { COMPANY_ENDPOINTS, COMPANY_WIRE_CODES } from './company.endpoints';
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

/** The grid's filters besides the name: the settlement group search sends none of them. */
const GRID_FILTERS = ['regionCd', 'billCompanyId', 'telNo', 'shipperYn', 'shipperCd'] as const;
/** How many of the grid's rows the plain-array answer holds. */
const GRID_ARRAY_SIZE = 100;

const namesGridFilter = (query: Record<string, unknown>) =>
  GRID_FILTERS.some((name) => query[name] !== undefined && query[name] !== '');

const rows = serviceRowsOf({ createCompany, updateCompany });

export const companyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/list',
    access: listCompanies.access,
    service: 'listCompanies(filters, page, size) | searchCompanies(companyNm)',
    answer:
      'with page or size: {items: [company + regionNm, billCompanyNm, regDt], total}; without, and with any of regionCd, billCompanyId, telNo, shipperYn, shipperCd: [company] of the first 100 the filters match, newest first; with companyNm alone: [{companyId, companyNm, telNo, address, managerTelNo, useYn}] of the first 10 whose name contains it or whose phone ends with its 4 to 12 digits, in use first (the pickers, settlement group search); companyNm of the grid matches the same way',
    contract: {
      query: (types) => types.filter('CompanyFilterInput').extend(PAGING.shape),
      answer: (types) =>
        z.union([
          z.array(types.output('CompanyOption')),
          z.array(types.output('Company')),
          types.output('CompanyPage'),
        ]),
    },
    wireCodes: COMPANY_WIRE_CODES,
    handle: ({ query, context }) =>
      arrayOrPage(query, {
        array: async () =>
          namesGridFilter(query)
            ? (await listCompanies(context, filterOf(query), { size: GRID_ARRAY_SIZE })).items
            : searchCompanies(context, { companyNm: query.companyNm }),
        page: () => listCompanies(context, filterOf(query), { page: query.page, size: query.size }),
      }),
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
  ...rows.record(COMPANY_ENDPOINTS),
];
