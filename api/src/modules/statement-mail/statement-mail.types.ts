import { Field, Int, ObjectType } from 'type-graphql';
import { InvoiceCompanyRow } from '../invoice/invoice.types';
import { StatementSendRow } from './statement-send.types';

@ObjectType('StatementMailAttachment', {
  description:
    'A file exactly as a statement mail attached it (the .xlsx and the PDF), kept with the SHA-256 of its bytes: GET /api/bill-history-detail/mail-attachment/{statementMailAttachmentId} answers the same bytes, whatever was recalculated since.',
})
export class StatementMailAttachment {
  @Field(() => Int, { description: 'Attachment number (statementMailAttachmentId).' })
  statementMailAttachmentId!: number;

  @Field({ description: 'The file name the mail gave it.' })
  fileName!: string;

  @Field({ description: 'Its MIME type (application/pdf, the .xlsx type).' })
  contentType!: string;

  @Field(() => Int, { description: 'Its size: the number of bytes.' })
  size!: number;

  @Field({ description: 'Hex SHA-256 of its bytes, written by the database as it stored them.' })
  sha256!: string;
}

@ObjectType('StatementMail', {
  description:
    'One attempt to mail a billed company its statement (거래명세서 .xlsx attached): when, to whom, by whom and how it ended. FAILED attempts say why; sending again (sendStatement) is a new attempt.',
})
export class StatementMail {
  @Field(() => Int, { description: 'Attempt number (statementMailId).' })
  statementMailId!: number;

  @Field(() => Int, { description: "The invoice's company row it was for (billHistoryDetailId)." })
  billHistoryDetailId!: number;

  @Field({ description: 'When it was sent or tried, in UTC (show it in Asia/Seoul).' })
  sentAt!: Date;

  @Field({ description: "The address it went to: the company row's e-mail at the time." })
  recipient!: string;

  @Field(() => Int, { description: 'Who sent it (memberId).' })
  sentBy!: number;

  @Field({ description: 'Name of who sent it.' })
  sentByNm!: string;

  @Field({
    description:
      'SENT (the mail server accepted it, or without SMTP_URL it was written to the outbox folder) or FAILED.',
  })
  result!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Why it failed: the mail server's answer (e.g. 550 5.1.1 … Recipient address rejected) or the connection error; null when sent.",
  })
  error!: string | null;

  @Field({ description: 'The attached file name, e.g. 거래명세서_가나상사_2026-03.xlsx.' })
  attachmentName!: string;

  @Field(() => [StatementMailAttachment], {
    description: 'The files as attached, in their order; empty for mails sent before they were kept.',
  })
  attachments!: StatementMailAttachment[];
}

@ObjectType('StatementSendResult', {
  description:
    'What sendStatement did: the send it queued (ahead of any 전체 발송) with its first attempt, and the company row as it stands then. A refusal by the mail server is answered here as a FAILED attempt, not as an error: the send says whether the queue tries again (state WAITING) or gave up (FAILED). attempt is null when the queue had not finished its first attempt within 8 s; it is still sent.',
})
export class StatementSendResult {
  @Field(() => InvoiceCompanyRow, { description: "The invoice's company row after the attempt." })
  detail!: InvoiceCompanyRow;

  @Field(() => StatementMail, {
    nullable: true,
    description: 'The first attempt, SENT or FAILED with its reason; null while the send still waits.',
  })
  attempt!: StatementMail | null;

  @Field(() => StatementSendRow, { description: 'The send: its state and attempts.' })
  send!: StatementSendRow;
}
