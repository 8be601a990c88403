// Statement mail: what a mail to a billed company holds (its statement as .xlsx and PDF), every
// attempt kept in statement_mail with its files, and the mail log. The company row's status is the
// latest attempt's result. Sending runs as queued sends (statement-send.service.ts,
// statement-delivery.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import type { BillStandardDay } from '@parcel/shared/codes';
import { formatMessage } from '@parcel/shared/validation';
import { isValidEmail } from '@parcel/shared/validation/email';
import { recordNumberSchema } from '@parcel/shared/validation/schemas';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../../common/errors';
import { parseInput } from '../../common/parse-input';
import type { FileDownload } from '../../common/spreadsheet';
import { operation } from '../../common/operation';
import type { MailAttachment, OutgoingMail } from './mailer';
import { parseRowId, readCompanyStatement, STATEMENT_MESSAGES } from '../bill-print/statement.service';
import { statementPdf } from '../bill-print/statement-pdf';
import { statementWorkbook } from '../bill-print/statement-workbook';
import { currentVersionSql } from '../invoice/invoice-generation';
import { statementMessage } from './statement-message';
import type { StatementMail } from './statement-mail.types';

export const STATEMENT_MAIL_MESSAGES = {
  idInvalid: STATEMENT_MESSAGES.rowIdInvalid,
  notFound: STATEMENT_MESSAGES.rowNotFound,
  noEmail:
    '업체의 이메일(email)이 없어 거래명세서를 보낼 수 없습니다. 업체 관리에서 이메일을 등록한 뒤 청구서를 다시 생성해주세요.',
  emailFormat: `${formatMessage('이메일(email)')} 업체 관리에서 이메일을 고친 뒤 청구서를 다시 생성해주세요.`,
  nothingBilled: '청구 금액(totAmount)이 0원인 업체에는 거래명세서를 보내지 않습니다(발송 제외).',
} as const;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';

/** The company row to mail and its invoice's key (what readCompanyStatement reads by). */
export interface MailTarget {
  billHistoryDetailId: number;
  email: string | null;
  totAmount: number;
  companyId: number;
  billCompanyId: number;
  year: number;
  month: number;
  billCd: BillStandardDay;
}

export async function readTarget(em: EntityManager, billHistoryDetailId: number): Promise<MailTarget> {
  const [target] = await em.execute<MailTarget[]>(
    `select d.bill_history_detail_id as "billHistoryDetailId", d.email, d.tot_amount::float8 as "totAmount",
            d.company_id as "companyId",
            h.bill_company_id as "billCompanyId", h.year, h.month, h.bill_cd as "billCd"
       from bill_history_detail d join bill_history h on h.bill_history_id = d.bill_history_id
      where d.bill_history_detail_id = ?`,
    [billHistoryDetailId],
  );
  if (!target) throw notFound(STATEMENT_MAIL_MESSAGES.notFound);
  return target;
}

/**
 * The row's address, or a refusal (then nothing is sent): 409 for a row that bills nothing (never
 * mailed, docs/decisions.md#rows-of-0-won-are-not-mailed), 400 naming the email field without a
 * usable address.
 */
export function recipientOf(target: MailTarget): string {
  if (target.totAmount === 0)
    throw new AppError('CONFLICT', STATEMENT_MAIL_MESSAGES.nothingBilled, 'totAmount');
  const email = target.email?.trim() ?? '';
  if (email === '') throw badInput(STATEMENT_MAIL_MESSAGES.noEmail, 'email');
  if (!isValidEmail(email)) throw badInput(STATEMENT_MAIL_MESSAGES.emailFormat, 'email');
  return email;
}

export const ATTEMPT_COLUMNS = (alias: string) =>
  `${alias}.statement_mail_id::int as "statementMailId", ${alias}.bill_history_detail_id as "billHistoryDetailId",
   ${alias}.sent_at as "sentAt", ${alias}.recipient, ${alias}.sent_by as "sentBy", mb.name as "sentByNm",
   ${alias}.result, ${alias}.error, ${alias}.attachment_name as "attachmentName",
   (select coalesce(json_agg(json_build_object(
             'statementMailAttachmentId', a.statement_mail_attachment_id::int, 'fileName', a.file_name,
             'contentType', a.content_type, 'size', octet_length(a.content), 'sha256', a.sha256)
           order by a.position), '[]')
      from statement_mail_attachment a where a.statement_mail_id = ${alias}.statement_mail_id) as attachments`;

export type AttemptRow = Omit<StatementMail, 'sentAt'> & { sentAt: string | Date };
export const toAttempt = (row: AttemptRow): StatementMail => ({ ...row, sentAt: new Date(row.sentAt) });

/** A statement mail's parts: to whom, the words and both files, as the mailer takes them. */
export async function composeStatementMail(
  em: EntityManager,
  target: MailTarget,
  recipient: string,
): Promise<OutgoingMail> {
  const statement = await readCompanyStatement(em, target);
  const message = statementMessage(statement);
  const [workbook, pdf] = await Promise.all([
    statementWorkbook(statement),
    statementPdf(statement, 'detail'),
  ]);
  return {
    to: recipient,
    replyTo: statement.billCompanyInfo.billEmail || null,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: [
      { filename: message.attachmentName, content: workbook, contentType: XLSX_TYPE },
      { filename: message.pdfAttachmentName, content: pdf, contentType: PDF_TYPE },
    ],
    billHistoryDetailId: target.billHistoryDetailId,
  };
}

/**
 * Records an attempt of a send, the row's status (the latest attempt's result) and the send's new
 * state, in one transaction. The attempt keeps the figures version and total it mailed, for
 * 발송 후 변경. When the row was deleted while the mail was on its way (its invoice deleted),
 * nothing is written.
 */
export async function recordAttempt(
  em: EntityManager,
  memberId: number,
  attempt: {
    statementSendId: string;
    billHistoryDetailId: number;
    recipient: string;
    result: 'SENT' | 'FAILED';
    error: string | null;
    attachments: readonly MailAttachment[];
    sendState: 'SENT' | 'FAILED' | 'WAITING';
  },
): Promise<void> {
  await withActor(em, memberId, async (tx) => {
    await tx.execute(
      `update statement_send set state = ?, error = ?, updated_at = now() where statement_send_id = ?`,
      [attempt.sendState, attempt.error, attempt.statementSendId],
    );
    const [inserted] = await tx.execute<{ statementMailId: number }[]>(
      `with updated as (
         update bill_history_detail set status = ? where bill_history_detail_id = ?
         returning bill_history_detail_id, bill_history_id, company_id, tot_amount
       ), inserted as (
         insert into statement_mail
                (bill_history_detail_id, bill_history_id, company_id, recipient, sent_by, result, error,
                 attachment_name, statement_send_id, version_no, tot_amount)
         select bill_history_detail_id, bill_history_id, company_id, ?, ?, ?, ?, ?, ?,
                ${currentVersionSql('updated')}, tot_amount
           from updated
         returning *
       )
       select statement_mail_id::int as "statementMailId" from inserted`,
      [
        attempt.result,
        attempt.billHistoryDetailId,
        attempt.recipient,
        memberId,
        attempt.result,
        attempt.error,
        attempt.attachments[0]?.filename ?? '',
        attempt.statementSendId,
      ],
    );
    if (!inserted) return;
    // The bytes as the mailer took them; the database writes their digest.
    for (const [index, file] of attempt.attachments.entries())
      await tx.execute(
        `insert into statement_mail_attachment (statement_mail_id, position, file_name, content_type, content, sha256)
         select ?, ?, ?, ?, bytes, encode(sha256(bytes), 'hex') from (select ?::bytea as bytes) file`,
        [inserted.statementMailId, index + 1, file.filename, file.contentType, file.content],
      );
  });
}

/**
 * A company row's statement mails, newest first; 404 for an unknown row ([] for one never sent). The
 * log is the invoice's and the company's, so it includes mails sent before a re-run removed the
 * company's row and wrote it again.
 */
export const listStatementMails = operation(
  { area: 'settlement', level: 'read' },
  async (context, billHistoryDetailIdInput: unknown): Promise<StatementMail[]> => {
    const billHistoryDetailId = parseRowId(billHistoryDetailIdInput);
    const rows = await context.em.execute<(AttemptRow & { known: boolean })[]>(
      `select d.bill_history_detail_id is not null as known, ${ATTEMPT_COLUMNS('m')}
         from (select ?::int as id) k
         left join bill_history_detail d on d.bill_history_detail_id = k.id
         left join statement_mail m on m.bill_history_id = d.bill_history_id and m.company_id = d.company_id
         left join member mb on mb.member_id = m.sent_by
        order by m.sent_at desc nulls last, m.statement_mail_id desc`,
      [billHistoryDetailId],
    );
    if (!rows[0]?.known) throw notFound(STATEMENT_MAIL_MESSAGES.notFound);
    return rows
      .filter((row) => row.statementMailId !== null)
      .map(({ known: _known, ...row }) => toAttempt(row));
  },
);

export const STATEMENT_ATTACHMENT_MESSAGES = {
  idInvalid: '올바른 첨부 파일 번호(statementMailAttachmentId) 형식이 아닙니다.',
  notFound: '발송한 첨부 파일을 찾을 수 없습니다.',
} as const;

/**
 * A statement mail's attachment as it was sent: the stored bytes under the name the mail gave them
 * (a recalculation or a regeneration since changes nothing here). 400 for a bad number, 404 for an
 * unknown one.
 */
export const openStatementMailAttachment = operation(
  { area: 'settlement', level: 'read' },
  async (context, idInput: unknown): Promise<FileDownload> => {
    const id = parseInput(z.object({ id: recordNumberSchema(STATEMENT_ATTACHMENT_MESSAGES.idInvalid) }), {
      id: idInput,
    }).id;
    const [file] = await context.em.execute<{ fileName: string; contentType: string; content: Buffer }[]>(
      `select file_name as "fileName", content_type as "contentType", content
         from statement_mail_attachment where statement_mail_attachment_id = ?`,
      [id],
    );
    if (!file) throw notFound(STATEMENT_ATTACHMENT_MESSAGES.notFound);
    return {
      kind: 'file',
      fileName: file.fileName,
      contentType: file.contentType,
      write: async (out) => {
        out.end(file.content);
      },
    };
  },
);
