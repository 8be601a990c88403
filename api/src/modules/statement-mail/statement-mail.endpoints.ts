import { Int } from 'type-graphql';
import { z } from 'zod';
import { operationEndpoints } from '../../common/record-endpoints';
import { recordNumber, type FileAnswer } from '../../rest/route-contract';
import type { RestInput } from '../../rest/rest-route';
import { listStatementMails, openStatementMailAttachment } from './statement-mail.service';
import { StatementMail, StatementSendResult } from './statement-mail.types';
import {
  getStatementSendBatch,
  listStatementSendBatches,
  sendAllStatements,
  sendStatement,
} from './statement-send.service';
import { StatementSendBatch } from './statement-send.types';

/** The invoice company row, the fields' `billHistoryDetailId`. */
const DETAIL_ID = {
  billHistoryDetailId: { type: Int, description: "The invoice's company row (InvoiceDetail)." },
};
/** The REST path's `:id`: the invoice company row's number. */
const PATH_ID = {
  params: z.object({ id: recordNumber("The invoice company row's number (billHistoryDetailId).") }),
};
const pathId = ({ params }: RestInput) => [params.id];
const INVOICE_ID = { billHistoryId: { type: Int, description: 'The invoice (billHistoryId).' } };

/**
 * A company row's statement mail: sending it (alone, or every row of an invoice), and its attempts. The REST rows are not in the spec
 * (its overlay's resend button had no route): the web app uses GraphQL; they serve other callers.
 */
export const STATEMENT_MAIL_ENDPOINTS = operationEndpoints([
  {
    op: sendStatement,
    mutation: 'sendStatement',
    description:
      "Admins and member_all: mails a billed company its statement (거래명세서, the .xlsx and the PDF of its detailed statement attached and kept as sent, subject '[공급자] yyyy년 m월 거래명세서') to its row's e-mail, through SMTP_URL's server or, without one, into the outbox folder as an .eml file. It goes through the statement-mail queue ahead of any 전체 발송 and answers its first attempt (records it and sets the row's status to SENT or FAILED). A refusal by the mail server or a connection failure is answered as a FAILED attempt with its reason (not an error); a temporary one is tried again with backoff (send.state WAITING). BAD_USER_INPUT (field email) when the row has no e-mail, CONFLICT for a row of 0원 or one whose send is open already, and then nothing is sent; NOT_FOUND for an unknown row.",
    returns: StatementSendResult,
    args: DETAIL_ID,
    rest: {
      method: 'POST',
      path: '/api/bill-history-detail/resend/:id',
      args: 'billHistoryDetailId',
      remark: '(not in the spec)',
      answer:
        '{detail: {...detail row, status, lastSentAt, lastSendError}, attempt: {statementMailId, sentAt, recipient, sentBy, sentByNm, result SENT|FAILED, error, attachmentName} | null, send: {statementSendId, state, attempts, error, ...}}; a mail server refusal is 200 with result FAILED; 400 field email when the row has none; 409 for 0원 or a send already open',
      takes: PATH_ID,
      errors: [404, 409],
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
  {
    op: sendAllStatements,
    mutation: 'sendAllStatements',
    description:
      "Admins and member_all: 전체 발송. Queues a statement mail (as sendStatement's) for every company row of the invoice, leaving out rows of 0원, rows whose send is open already and, unless includeSent, rows whose current figures were mailed already; answers the batch, to follow with statementSendBatch while the queue sends (each send tried up to MAIL_SEND_ATTEMPTS times with backoff; several app processes share the work). CONFLICT (nothing written) when no row is left to send; NOT_FOUND for an unknown invoice.",
    returns: StatementSendBatch,
    args: {
      ...INVOICE_ID,
      includeSent: {
        type: Boolean,
        nullable: true,
        defaultValue: false,
        description: 'Also send rows whose current figures were mailed already (false unless told).',
      },
    },
    rest: {
      method: 'POST',
      path: '/api/statement-send-batches',
      args: 'billHistoryId, includeSent',
      remark: '(not in the spec)',
      answer:
        '{statementSendBatchId, total, waiting, retrying, sending, sent, failed, unknown, cancelled, finished, skippedZero, skippedSent, skippedQueued, sends: [{statementSendId, billHistoryDetailId, companyNm, state, attempts, error, updatedAt}]}; 409 when no row is left to send',
      takes: {
        body: z.object({
          billHistoryId: recordNumber("The invoice's number (billHistoryId)."),
          includeSent: z
            .boolean()
            .optional()
            .openapi({ description: 'Also send rows whose current figures were mailed already.' }),
        }),
      },
      errors: [404, 409],
      call: ({ body }: RestInput) => {
        const { billHistoryId, includeSent } = body as { billHistoryId?: unknown; includeSent?: unknown };
        return [billHistoryId, includeSent];
      },
    },
  },
  {
    op: getStatementSendBatch,
    query: 'statementSendBatch',
    description:
      'A 전체 발송 as it stands: how many of its sends wait, are being sent, were sent, failed or are unknown, and each row with its state and reason. NOT_FOUND for an unknown batch.',
    returns: StatementSendBatch,
    args: { statementSendBatchId: { type: Int, description: 'The batch (statementSendBatchId).' } },
    rest: {
      method: 'GET',
      path: '/api/statement-send-batches/:id',
      args: 'statementSendBatchId',
      remark: '(not in the spec)',
      answer: "the batch as sendAllStatements answers it, with its sends' states now",
      takes: { params: z.object({ id: recordNumber('The batch number (statementSendBatchId).') }) },
      errors: [404],
      call: pathId,
    },
  },
  {
    op: listStatementSendBatches,
    query: 'statementSendBatches',
    description:
      "An invoice's 전체 발송 batches as they stand, newest first, at most limit (1 unless told: the latest). Empty when none was asked for; NOT_FOUND for an unknown invoice.",
    returns: [StatementSendBatch],
    args: {
      ...INVOICE_ID,
      limit: {
        type: Int,
        nullable: true,
        defaultValue: 1,
        description: 'The number of batches at most, from 1 to 20 (1 unless told).',
      },
    },
    rest: {
      method: 'GET',
      path: '/api/statement-send-batches',
      args: 'billHistoryId, limit',
      remark: '(not in the spec)',
      answer:
        "the invoice's batches as statementSendBatch answers each, newest first (the latest unless limit says more)",
      takes: {
        query: z.object({
          billHistoryId: recordNumber("The invoice's number (billHistoryId)."),
          limit: z
            .int()
            .min(1)
            .max(20)
            .optional()
            .openapi({ description: 'The number of batches at most, from 1 to 20 (1 unless told).' }),
        }),
      },
      errors: [404],
      call: ({ query }: RestInput) => [query.billHistoryId, query.limit],
    },
  },
]);
