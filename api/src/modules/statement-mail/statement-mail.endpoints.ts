import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { recordNumber, type FileAnswer } from '../../rest/route-contract';
import type { RestInput } from '../../rest/rest-route';
import { listStatementMails, openStatementMailAttachment, sendStatement } from './statement-mail.service';
import { StatementMail, StatementSendResult } from './statement-mail.types';

/** The invoice company row, the fields' `billHistoryDetailId`. */
const DETAIL_ID = {
  billHistoryDetailId: { type: Int, description: "The invoice's company row (InvoiceDetail)." },
};
/** The REST path's `:id`: the invoice company row's number. */
const PATH_ID = {
  params: z.object({ id: recordNumber("The invoice company row's number (billHistoryDetailId).") }),
};
const pathId = ({ params }: RestInput) => [params.id];

/**
 * A company row's statement mail: sending it, and its attempts. The REST rows are not in the spec
 * (its overlay's resend button had no route): the web app uses GraphQL; they serve other callers.
 */
export const STATEMENT_MAIL_ENDPOINTS = operationEndpoints([
  {
    op: sendStatement,
    mutation: 'sendStatement',
    description:
      "Admins and member_all: mails a billed company its statement (거래명세서, the .xlsx and the PDF of its detailed statement attached and kept as sent, subject '[공급자] yyyy년 m월 거래명세서') to its row's e-mail, through SMTP_URL's server or, without one, into the outbox folder as an .eml file; records the attempt and sets the row's status to SENT or FAILED. A refusal by the mail server or a connection failure is answered as a FAILED attempt with its reason (not an error), so it can be sent again. BAD_USER_INPUT (field email) when the row has no e-mail, and then nothing is sent; NOT_FOUND for an unknown row.",
    returns: StatementSendResult,
    args: DETAIL_ID,
    rest: {
      method: 'POST',
      path: '/api/bill-history-detail/resend/:id',
      args: 'billHistoryDetailId',
      remark: '(not in the spec)',
      answer:
        '{detail: {...detail row, status, lastSentAt, lastSendError}, attempt: {statementMailId, sentAt, recipient, sentBy, sentByNm, result SENT|FAILED, error, attachmentName}}; a mail server refusal is 200 with result FAILED; 400 field email when the row has none',
      takes: PATH_ID,
      call: pathId,
    },
  },
  {
    op: listStatementMails,
    query: 'statementMails',
    description:
      "A company row's statement mails, newest first: when, to whom, by whom, the result and why it failed. Empty when never sent; NOT_FOUND for an unknown row.",
    returns: [StatementMail],
    args: DETAIL_ID,
    rest: {
      method: 'GET',
      path: '/api/bill-history-detail/mail-log/:id',
      args: 'billHistoryDetailId',
      remark: '(not in the spec)',
      answer:
        '[{statementMailId, billHistoryDetailId, sentAt, recipient, sentBy, sentByNm, result, error, attachmentName, attachments: [{statementMailAttachmentId, fileName, contentType, size, sha256}]}], newest first',
      takes: PATH_ID,
      call: pathId,
    },
  },
  {
    op: openStatementMailAttachment,
    rest: {
      method: 'GET',
      path: '/api/bill-history-detail/mail-attachment/:id',
      args: 'statementMailAttachmentId',
      remark: '(not in the spec)',
      answer:
        "an attachment of a statement mail, byte for byte as it was sent (its SHA-256 is the mail log's), under the name the mail gave it; 404 JSON for an unknown one",
      // The stored file's own type: the .xlsx or the PDF.
      answerContract: { contentType: 'application/octet-stream' } satisfies FileAnswer,
      takes: {
        params: z.object({ id: recordNumber('The attachment number (statementMailAttachmentId).') }),
      },
      call: pathId,
    },
  },
]);
