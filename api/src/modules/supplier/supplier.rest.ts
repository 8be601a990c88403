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
import { SUPPLIER_ENDPOINTS } from './supplier.endpoints';

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
  ...rows.record(SUPPLIER_ENDPOINTS),
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
