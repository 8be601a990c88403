import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { NOTIFICATION_ENDPOINTS } from './notification.endpoints';
import { listShipmentNotifications, optOutNotifications } from './notification.service';

const rows = serviceRowsOf({ listShipmentNotifications, optOutNotifications });

export const notificationRoutes: RestRoute[] = rows.record(NOTIFICATION_ENDPOINTS);
