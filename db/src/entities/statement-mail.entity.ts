import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  Opt,
  PrimaryKey,
  Property,
  Rel,
  Unique,
} from '@mikro-orm/core';
import { BillHistory } from './bill-history.entity';
import { BillHistoryDetail } from './bill-history-detail.entity';
import { Company } from './company.entity';
import { Member } from './member.entity';
import { StatementSend } from './statement-send.entity';

/** How a statement mail attempt ended: handed to the mail server (or the outbox), or refused. */
export const STATEMENT_MAIL_RESULTS = ['SENT', 'FAILED'] as const;
export type StatementMailResult = (typeof STATEMENT_MAIL_RESULTS)[number];

/**
 * One attempt to mail a billed company its statement (거래명세서): when, to whom, by whom, how it
 * ended and why it failed. The company row's status is the latest attempt's result; its history is
 * read newest first per invoice and company (the index). The log belongs to the invoice and the
 * company, not to the company row: a re-run that no longer bills the company removes its row but
 * keeps its mails (the row link becomes null), and a row written again finds them.
 */
@Entity({ tableName: 'statement_mail' })
@Index({
  name: 'statement_mail_invoice_company_sent_index',
  expression:
    'create index "statement_mail_invoice_company_sent_index" on "statement_mail" ("bill_history_id", "company_id", "sent_at" desc)',
})
@Index({
  name: 'statement_mail_one_sent_per_send',
  expression: `create unique index "statement_mail_one_sent_per_send" on "statement_mail" ("statement_send_id") where result = 'SENT'`,
})
@Check({
  name: 'statement_mail_error_when_failed',
  expression: `(result = 'FAILED') = (error is not null)`,
})
export class StatementMail {
  @PrimaryKey({ type: 'bigint' })
  statementMailId!: Opt<string>;

  @ManyToOne(() => BillHistory, { deleteRule: 'cascade', fieldName: 'bill_history_id' })
  billHistory!: Rel<BillHistory>;

  @Index({ name: 'statement_mail_company_id_index' })
  @ManyToOne(() => Company, { deleteRule: 'restrict', fieldName: 'company_id' })
  company!: Rel<Company>;

  /** The company row it was sent for; null once a re-run no longer bills the company. */
  @Index({ name: 'statement_mail_bill_history_detail_id_index' })
  @ManyToOne(() => BillHistoryDetail, {
    nullable: true,
    deleteRule: 'set null',
    fieldName: 'bill_history_detail_id',
  })
  billHistoryDetail?: Rel<BillHistoryDetail> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  sentAt!: Opt<Date>;

  /** The address it went to: the company row's e-mail at the time. */
  @Property({ type: 'string', length: 100 })
  recipient!: string;

  /** Who sent it. Members are withdrawn, never deleted, so the log keeps naming them. */
  @Index({ name: 'statement_mail_sent_by_index' })
  @ManyToOne(() => Member, { deleteRule: 'restrict', fieldName: 'sent_by' })
  sentBy!: Rel<Member>;

  @Enum({ items: () => [...STATEMENT_MAIL_RESULTS] })
  result!: StatementMailResult;

  /** Why it failed: the mail server's answer (or the connection error), never a stack trace. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** The attached statement's file name, e.g. 거래명세서_가나상사_2026-10.xlsx. */
  @Property({ type: 'string', length: 255 })
  attachmentName!: string;

  /** The send it was an attempt of; at most one of a send's attempts is SENT (the unique index). */
  @Index({ name: 'statement_mail_statement_send_id_index' })
  @ManyToOne(() => StatementSend, { nullable: true, deleteRule: 'set null', fieldName: 'statement_send_id' })
  statementSend?: Rel<StatementSend> | null;

  /** The row's figures version and total it mailed (null for mails sent before they were kept). */
  @Property({ type: 'integer', nullable: true })
  versionNo?: number | null;

  @Property({ type: 'bigint', nullable: true })
  totAmount?: string | null;
}

/**
 * A file exactly as it was attached to a statement mail (the .xlsx and the PDF), with the SHA-256 of
 * its bytes: the mail log opens what the company received, whatever was recalculated, reopened or
 * regenerated since. The database holds the digest to the bytes (the check), so neither changes
 * alone.
 */
@Entity({ tableName: 'statement_mail_attachment' })
@Unique({ name: 'statement_mail_attachment_order', properties: ['statementMail', 'position'] })
@Check({
  name: 'statement_mail_attachment_digest',
  expression: `sha256 = encode(sha256(content), 'hex')`,
})
export class StatementMailAttachment {
  @PrimaryKey({ type: 'bigint' })
  statementMailAttachmentId!: Opt<string>;

  @ManyToOne(() => StatementMail, { deleteRule: 'cascade', fieldName: 'statement_mail_id' })
  statementMail!: Rel<StatementMail>;

  /** Its place among the mail's attachments, from 1. */
  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  /** Hex SHA-256 of content, written by the database as it stores the bytes. */
  @Property({ type: 'character', length: 64 })
  sha256!: string;
}
