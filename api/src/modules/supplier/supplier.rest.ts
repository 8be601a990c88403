import { z } from 'zod';
import { arrayOrPageOf, PAGING, XLSX_FILE } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import {
  createSupplier,
  deleteSupplier,
  exportSuppliers,
  listSupplierAccountOptions,
  listSupplierOptions,
  listSuppliers,
  updateSupplier,
} from './supplier.service';

export const supplierRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/bill-company/list',
    access: listSuppliers.access,
    service: 'listSuppliers(companyNm, bizNo, page, size)',
    answer: '[supplier], newest 100 (with page/size: {items, total})',
    contract: {
      query: (types) => types.filter('SupplierFilterInput').extend(PAGING.shape),
      answer: arrayOrPageOf('Supplier', 'SupplierPage'),
    },
    handle: ({ query, context }) => {
      const filter = { companyNm: query.companyNm, bizNo: query.bizNo };
      return arrayOrPage(query, {
        array: async () => (await listSuppliers(context, filter, { size: 100 })).items,
        page: () => listSuppliers(context, filter, query),
      });
    },
  },
  {
    method: 'GET',
    path: '/api/bill-company/excel',
    access: exportSuppliers.access,
    service: 'exportSuppliers(companyNm, bizNo)',
    answer: '공급자목록.xlsx: every live supplier the filters match',
    contract: { query: (types) => types.filter('SupplierFilterInput'), answer: XLSX_FILE },
    handle: ({ query, context }) =>
      exportSuppliers(context, { companyNm: query.companyNm, bizNo: query.bizNo }),
  },
  {
    method: 'POST',
    path: '/api/bill-company/insert',
    access: createSupplier.access,
    service: 'createSupplier(body)',
    answer: 'supplier',
    contract: {
      body: (types) => types.input('SupplierCreateInput'),
      answer: (types) => types.output('Supplier'),
      errors: [409],
    },
    handle: ({ body, context }) => createSupplier(context, body),
  },
  {
    method: 'PUT',
    path: '/api/bill-company/update',
    access: updateSupplier.access,
    service: 'updateSupplier(body + billCompanyId; memberId ignored: the caller is recorded)',
    answer: 'supplier',
    contract: {
      body: (types) => types.input('SupplierUpdateInput'),
      answer: (types) => types.output('Supplier'),
      errors: [404, 409],
    },
    handle: ({ body, context }) => updateSupplier(context, body),
  },
  {
    method: 'DELETE',
    path: '/api/bill-company/delete/:id',
    access: deleteSupplier.access,
    service: 'deleteSupplier(id; chgId = the caller)',
    answer: 'supplier (delYn Y, chgId)',
    contract: { answer: (types) => types.output('Supplier'), errors: [409] },
    handle: ({ params, context }) => deleteSupplier(context, params.id),
  },
  {
    method: 'GET',
    path: '/api/bill-company/code/list',
    access: listSupplierOptions.access,
    service: 'listSupplierOptions()',
    answer: '[{codeVal, codeNm}]',
    contract: { answer: (types) => z.array(types.output('CodeOption')) },
    handle: ({ context }) => listSupplierOptions(context),
  },
  {
    method: 'GET',
    path: '/api/bill-company/code/detail/list',
    access: listSupplierAccountOptions.access,
    service: 'listSupplierAccountOptions()',
    answer: '[{codeVal, codeNm, billCompanyId, companyNm, bankNm, depositorNm, accountNo}]',
    contract: { answer: (types) => z.array(types.output('SupplierAccountOption')) },
    handle: ({ context }) => listSupplierAccountOptions(context),
  },
];
