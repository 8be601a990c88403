import { pickColumns } from '@parcel/shared/records/define-list';
import { SUPPLIER_ACCOUNT_FIELDS, SUPPLIER_LIST } from '@parcel/shared/records/supplier';
import { listObjectType, listPageType, type ListPage } from '../../common/list-graphql';

export const Supplier = listObjectType(
  'Supplier',
  SUPPLIER_LIST,
  'An invoice supplier (bill company, 공급자): the business that issues the monthly invoices and tax bills, and the bank account shippers pay into. Numbers are digits only (the web formats them).',
);
export type Supplier = InstanceType<typeof Supplier>;

export const SupplierPage = listPageType('SupplierPage', Supplier, 'suppliers');
export type SupplierPage = ListPage<Supplier>;

/** The supplier's account columns and the select's value and text. */
export const SUPPLIER_ACCOUNT_OPTION = {
  columns: {
    codeVal: { doc: 'The supplier number as text (billCompanyId), the value a select stores.' },
    codeNm: { doc: 'What the select shows: the name, the bank and the hyphenated account number.' },
    ...pickColumns(SUPPLIER_LIST, SUPPLIER_ACCOUNT_FIELDS),
  },
} as const;

export const SupplierAccountOption = listObjectType(
  'SupplierAccountOption',
  SUPPLIER_ACCOUNT_OPTION,
  'A supplier with its deposit account, as the company form and the invoice form offer it (GET /api/bill-company/code/detail/list).',
);
export type SupplierAccountOption = InstanceType<typeof SupplierAccountOption>;
