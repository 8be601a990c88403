import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { listStatementMails, sendStatement } from './statement-mail.service';
import { recordNumber } from '../../rest/route-contract';

// Not in the spec (its overlay's resend button had no route): the web app uses GraphQL
// (sendStatement, statementMails); these serve other callers the same services.
export const statementMailRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/bill-history-detail/resend/:id',
    access: sendStatement.access,
    service: 'sendStatement(billHistoryDetailId) (not in the spec)',
    answer:
      '{detail: {...detail row, status, lastSentAt, lastSendError}, attempt: {statementMailId, sentAt, recipient, sentBy, sentByNm, result SENT|FAILED, error, attachmentName}}; a mail server refusal is 200 with result FAILED; 400 field email when the row has none',
    contract: {
      params: z.object({ id: recordNumber("The invoice company row's number (billHistoryDetailId).") }),
      answer: (types) => types.output('StatementSendResult'),
    },
    handle: ({ params, context }) => sendStatement(context, params.id),
  },
  {
    method: 'GET',
    path: '/api/bill-history-detail/mail-log/:id',
    access: listStatementMails.access,
    service: 'listStatementMails(billHistoryDetailId) (not in the spec)',
    answer:
      '[{statementMailId, billHistoryDetailId, sentAt, recipient, sentBy, sentByNm, result, error, attachmentName}], newest first',
    contract: {
      params: z.object({ id: recordNumber("The invoice company row's number (billHistoryDetailId).") }),
      answer: (types) => z.array(types.output('StatementMail')),
    },
    handle: ({ params, context }) => listStatementMails(context, params.id),
  },
];
