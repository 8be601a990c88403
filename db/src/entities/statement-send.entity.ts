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

/**
 * Where one statement send stands: waiting for a worker (again, after a failed attempt that will be
 * retried), being sent, sent, failed for good, unknown (the process sending it died while sending,
 * so it may have arrived: it is never sent again on its own), or cancelled (a 재발송 replaced it
 * while it waited for a retry).
 */
export const STATEMENT_SEND_STATES = [
  'WAITING',
  'SENDING',
  'SENT',
  'FAILED',
  'UNKNOWN',
  'CANCELLED',
] as const;
export type StatementSendState = (typeof STATEMENT_SEND_STATES)[number];

/** 전체 발송: one request to mail every billed company of an invoice, and the rows it left out. */
@Entity({ tableName: 'statement_send_batch' })
@Check({
  name: 'statement_send_batch_skipped_not_negative',
  expression: 'skipped_zero >= 0 and skipped_sent >= 0 and skipped_queued >= 0',
})
export class StatementSendBatch {
  @PrimaryKey({ type: 'bigint' })
  statementSendBatchId!: Opt<string>;

  @Index({ name: 'statement_send_batch_bill_history_id_index' })
  @ManyToOne(() => BillHistory, { deleteRule: 'cascade', fieldName: 'bill_history_id' })
  billHistory!: Rel<BillHistory>;

  /** Whether rows whose current figures were mailed already were sent again. */
  @Property({ type: 'boolean' })
  includeSent!: boolean;

  /** Rows left out because they bill 0원. */
  @Property({ type: 'integer' })
  skippedZero!: number;

  /** Rows left out because their current figures were mailed already (includeSent false). */
  @Property({ type: 'integer' })
  skippedSent!: number;

  /** Rows left out because a send of theirs was waiting or being sent already. */
  @Property({ type: 'integer' })
  skippedQueued!: number;

  @Index({ name: 'statement_send_batch_requested_by_index' })
  @ManyToOne(() => Member, { deleteRule: 'restrict', fieldName: 'requested_by' })
  requestedBy!: Rel<Member>;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  requestedAt!: Opt<Date>;
}

/**
 * One company row's statement to be mailed once: a job of the statement-mail queue (pg-boss) names
 * it, and its state is what the screens read. It is the send's key: whichever process runs the job,
 * however often the job is retried, at most one mail of it is handed to the mail server (the unique
 * index on statement_mail), and a row has at most one send open at a time.
 */
@Entity({ tableName: 'statement_send' })
@Index({
  name: 'statement_send_one_open',
  expression: `create unique index "statement_send_one_open" on "statement_send" ("bill_history_id", "company_id") where state in ('WAITING', 'SENDING')`,
})
@Unique({ name: 'statement_send_batch_company_unique', properties: ['batch', 'company'] })
@Check({ name: 'statement_send_attempts_not_negative', expression: 'attempts >= 0' })
@Check({ name: 'statement_send_version_positive', expression: 'version_no > 0' })
@Check({
  name: 'statement_send_error_when_failed',
  expression: `state not in ('FAILED', 'UNKNOWN', 'CANCELLED') or error is not null`,
})
export class StatementSend {
  @PrimaryKey({ type: 'bigint' })
  statementSendId!: Opt<string>;

  /** The 전체 발송 it belongs to; none for a single row's 재발송. */
  @Index({ name: 'statement_send_batch_id_index' })
  @ManyToOne(() => StatementSendBatch, { nullable: true, deleteRule: 'cascade', fieldName: 'batch_id' })
  batch?: Rel<StatementSendBatch> | null;

  @ManyToOne(() => BillHistory, { deleteRule: 'cascade', fieldName: 'bill_history_id' })
  billHistory!: Rel<BillHistory>;

  @Index({ name: 'statement_send_company_id_index' })
  @ManyToOne(() => Company, { deleteRule: 'restrict', fieldName: 'company_id' })
  company!: Rel<Company>;

  /** The company row; null once a re-run no longer bills the company (then it is not sent). */
  @Index({ name: 'statement_send_bill_history_detail_id_index' })
  @ManyToOne(() => BillHistoryDetail, {
    nullable: true,
    deleteRule: 'set null',
    fieldName: 'bill_history_detail_id',
  })
  billHistoryDetail?: Rel<BillHistoryDetail> | null;

  /** The row's figures version when the send was asked for (bill_history_detail_version numbering). */
  @Property({ type: 'integer' })
  versionNo!: number;

  @Enum({ items: () => [...STATEMENT_SEND_STATES], default: 'WAITING' })
  state!: Opt<StatementSendState>;

  /** Attempts begun so far. */
  @Property({ type: 'smallint', default: 0 })
  attempts!: Opt<number>;

  /** The last attempt's failure, or why the send is unknown; kept while a retry waits. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** The process that ran the last attempt (host:pid). */
  @Property({ type: 'string', length: 100, nullable: true })
  worker?: string | null;

  @Index({ name: 'statement_send_requested_by_index' })
  @ManyToOne(() => Member, { deleteRule: 'restrict', fieldName: 'requested_by' })
  requestedBy!: Rel<Member>;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  requestedAt!: Opt<Date>;

  /** When the state last changed. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  updatedAt!: Opt<Date>;
}
