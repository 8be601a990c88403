import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { NOTICE_ENDPOINTS } from './notice.endpoints';
import {
  createNotice,
  deleteNotice,
  getNotice,
  latestNotices,
  listNotices,
  updateNotice,
} from './notice.service';

const rows = serviceRowsOf({
  listNotices,
  latestNotices,
  getNotice,
  createNotice,
  updateNotice,
  deleteNotice,
});

export const noticeRoutes: RestRoute[] = rows.record(NOTICE_ENDPOINTS);
