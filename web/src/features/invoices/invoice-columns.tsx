import { INVOICE_LIST } from '@parcel/shared/records/invoice-list';
import { gridColumnsOf } from '../../components/declared-list';
import type { InvoiceRowFragment } from '../../gql/graphql';

/**
 * The bill history grid (spec: year, month, billing day, supplier, total, base fare, VAT, parcel,
 * communication), as declared; the year and month as plain numbers at the left, as the screen had them.
 */
export const INVOICE_COLUMNS = gridColumnsOf<InvoiceRowFragment>(INVOICE_LIST, {
  year: { width: 80, type: 'string', valueFormatter: (value: number) => String(value) },
  month: { width: 60, type: 'string' },
  billCd: { width: 100 },
  totAmount: { width: 130 },
});
