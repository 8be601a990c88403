import { accountRoutes } from '../modules/account/account.rest';
import { arrivalRoutes } from '../modules/arrival/arrival.rest';
import { publicTrackingRoutes, trackingRoutes } from '../modules/tracking/tracking.rest';
import { notificationRoutes } from '../modules/notification/notification.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { bankDepositRoutes } from '../modules/bank-deposits/bank-deposits.rest';
import { billPrintRoutes } from '../modules/bill-print/bill-print.rest';
import { codeRoutes } from '../modules/code/code.rest';
import { companyRoutes } from '../modules/company/company.rest';
import { deliveryCheckRoutes } from '../modules/delivery-check/delivery-check.rest';
import { deliveryRouteRoutes } from '../modules/delivery-route/delivery-route.rest';
import { deliveryStatusRoutes } from '../modules/delivery-status/delivery-status.rest';
import { invoiceRoutes } from '../modules/invoice/invoice.rest';
import { memberRoutes } from '../modules/member/member.rest';
import { monthCloseRoutes } from '../modules/month-close/month-close.rest';
import { noticeRoutes } from '../modules/notice/notice.rest';
import { receivableRoutes } from '../modules/receivables/receivables.rest';
import { shipperSettlementRoutes } from '../modules/shipper-settlement/shipper-settlement.rest';
import { statementMailRoutes } from '../modules/statement-mail/statement-mail.rest';
import { supplierRoutes } from '../modules/supplier/supplier.rest';
import { transportRoutes } from '../modules/transport/transport.rest';
import { transportImportRoutes } from '../modules/transport-import/transport-import.rest';
import { transportStatsRoutes } from '../modules/transport-stats/transport-stats.rest';
import { waybillRoutes } from '../modules/waybill/waybill.rest';
import type { RestRoute } from './rest-route';

/** Every REST route of the spec that is served, one table (print it: `npm run routes`). */
export const restRoutes: readonly RestRoute[] = [
  ...authRoutes,
  ...accountRoutes,
  ...noticeRoutes,
  ...codeRoutes,
  ...memberRoutes,
  ...companyRoutes,
  ...deliveryStatusRoutes,
  ...deliveryCheckRoutes,
  ...deliveryRouteRoutes,
  ...supplierRoutes,
  ...invoiceRoutes,
  ...statementMailRoutes,
  ...billPrintRoutes,
  ...monthCloseRoutes,
  ...receivableRoutes,
  ...bankDepositRoutes,
  ...waybillRoutes,
  ...transportImportRoutes,
  ...transportRoutes,
  ...arrivalRoutes,
  ...trackingRoutes,
  ...publicTrackingRoutes,
  ...notificationRoutes,
  ...transportStatsRoutes,
  ...shipperSettlementRoutes,
];
