import { SUPPLIER_LIST } from '@parcel/shared/records/supplier';
import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import {
  createSupplier,
  deleteSupplier,
  exportSuppliers,
  listSupplierAccountOptions,
  listSupplierOptions,
  listSuppliers,
  updateSupplier,
} from './supplier.service';
import { recordNumber } from '../../rest/route-contract';

const rows = serviceRowsOf({
  listSuppliers,
  exportSuppliers,
  createSupplier,
  updateSupplier,
  deleteSupplier,
  listSupplierOptions,
  listSupplierAccountOptions,
});

export const supplierRoutes: RestRoute[] = [
  rows.pagedList(listSuppliers, SUPPLIER_LIST, {
    path: '/api/bill-company/list',
    types: { filter: 'SupplierFilterInput', item: 'Supplier', page: 'SupplierPage' },
    answer: '[supplier], newest 100 (with page/size: {items, total})',
  }),
  rows.spreadsheet(exportSuppliers, SUPPLIER_LIST, {
    path: '/api/bill-company/excel',
    filter: 'SupplierFilterInput',
    answer: '공급자목록.xlsx: every live supplier the filters match',
  }),
  rows.call(createSupplier, 'body', {
    method: 'POST',
    path: '/api/bill-company/insert',
    answer: 'supplier',
    contract: {
      body: (types) => types.input('SupplierCreateInput'),
      answer: (types) => types.output('Supplier'),
      errors: [409],
    },
    handle: ({ body, context }) => createSupplier(context, body),
  }),
  rows.call(updateSupplier, 'body + billCompanyId; memberId ignored: the caller is recorded', {
    method: 'PUT',
    path: '/api/bill-company/update',
    answer: 'supplier',
    contract: {
      body: (types) => types.input('SupplierUpdateInput'),
      answer: (types) => types.output('Supplier'),
      errors: [404, 409],
    },
    handle: ({ body, context }) => updateSupplier(context, body),
  }),
  rows.call(deleteSupplier, 'id; chgId = the caller', {
    method: 'DELETE',
    path: '/api/bill-company/delete/:id',
    answer: 'supplier (delYn Y, chgId)',
    contract: {
      params: z.object({ id: recordNumber("The supplier account's number (billCompanyId).") }),
      answer: (types) => types.output('Supplier'),
      errors: [409],
    },
    handle: ({ params, context }) => deleteSupplier(context, params.id),
  }),
  rows.call(listSupplierOptions, '', {
    method: 'GET',
    path: '/api/bill-company/code/list',
    answer: '[{codeVal, codeNm}]',
    contract: { answer: (types) => z.array(types.output('CodeOption')) },
    handle: ({ context }) => listSupplierOptions(context),
  }),
  rows.call(listSupplierAccountOptions, '', {
    method: 'GET',
    path: '/api/bill-company/code/detail/list',
    answer: "[{codeVal, codeNm} and the supplier's account: SupplierAccountOption]",
    contract: { answer: (types) => z.array(types.output('SupplierAccountOption')) },
    handle: ({ context }) => listSupplierAccountOptions(context),
  }),
];
