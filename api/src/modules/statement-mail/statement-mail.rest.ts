import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { STATEMENT_MAIL_ENDPOINTS } from './statement-mail.endpoints';
import { listStatementMails, openStatementMailAttachment, sendStatement } from './statement-mail.service';

const rows = serviceRowsOf({ sendStatement, listStatementMails, openStatementMailAttachment });

export const statementMailRoutes: RestRoute[] = rows.record(STATEMENT_MAIL_ENDPOINTS);
