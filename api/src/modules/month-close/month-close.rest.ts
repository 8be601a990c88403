import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { MONTH_CLOSE_ENDPOINTS } from './month-close.endpoints';
import { closeInvoice, monthClose, reopenInvoice, taxBillDownloads } from './month-close.service';

const rows = serviceRowsOf({ monthClose, taxBillDownloads, closeInvoice, reopenInvoice });

export const monthCloseRoutes: RestRoute[] = rows.record(MONTH_CLOSE_ENDPOINTS);
