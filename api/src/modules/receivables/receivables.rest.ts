import { RECEIVABLE_LIST } from '@parcel/shared/records/receivable-list';
import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { RECEIVABLE_ENDPOINTS } from './receivables.endpoints';
import {
  companyLedger,
  deletePayment,
  exportReceivables,
  listReceivableInvoiceRows,
  listReceivables,
  recordPayment,
} from './receivables.service';

const rows = serviceRowsOf({
  listReceivables,
  exportReceivables,
  listReceivableInvoiceRows,
  companyLedger,
  recordPayment,
  deletePayment,
});

export const receivableRoutes: RestRoute[] = [
  rows.pagedList(listReceivables, RECEIVABLE_LIST, {
    path: '/api/receivables/list',
    types: { filter: 'ReceivableFilterInput', item: 'Receivable', page: 'ReceivablePage' },
    answer:
      '[receivable per company], largest outstanding first, at most 100 (with page/size: {items, total, totals, asOf})',
  }),
  rows.spreadsheet(exportReceivables, RECEIVABLE_LIST, {
    path: '/api/receivables/excel',
    filter: 'ReceivableFilterInput',
    answer: '미수금목록_{asOf}.xlsx: every company the filters match, the totals row last',
  }),
  ...rows.record(RECEIVABLE_ENDPOINTS),
];
