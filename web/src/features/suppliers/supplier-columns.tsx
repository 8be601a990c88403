import { SUPPLIER_LIST } from '@parcel/shared/records/supplier';
import { gridColumnsOf } from '../../components/declared-list';
import type { SupplierRowFragment } from '../../gql/graphql';

/** The suppliers list's columns, as declared (numbers come as digits and are shown hyphenated). */
export const SUPPLIER_COLUMNS = gridColumnsOf<SupplierRowFragment>(SUPPLIER_LIST);
