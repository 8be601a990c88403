import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { STATEMENT_MAIL_ENDPOINTS } from './statement-mail.endpoints';
import { listStatementMails, openStatementMailAttachment } from './statement-mail.service';
import {
  getStatementSendBatch,
  listStatementSendBatches,
  sendAllStatements,
  sendStatement,
} from './statement-send.service';

const rows = serviceRowsOf({
  sendStatement,
  listStatementMails,
  openStatementMailAttachment,
  sendAllStatements,
  getStatementSendBatch,
  listStatementSendBatches,
});

export const statementMailRoutes: RestRoute[] = rows.record(STATEMENT_MAIL_ENDPOINTS);
