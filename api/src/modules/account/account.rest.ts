import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { ACCOUNT_ENDPOINTS } from './account.endpoints';
import { changeMyPassword, myAccount, updateMyAccount } from './account.service';

const rows = serviceRowsOf({ myAccount, updateMyAccount, changeMyPassword });

export const accountRoutes: RestRoute[] = rows.record(ACCOUNT_ENDPOINTS);
