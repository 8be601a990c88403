import { Check, Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { BillHistory } from './bill-history.entity';
import { Member } from './member.entity';

/** What happened to an invoice's close: 마감 (closed) or 마감 해제 (reopened, with a reason). */
export const INVOICE_CLOSE_ACTIONS = ['CLOSE', 'REOPEN'] as const;
export type InvoiceCloseAction = (typeof INVOICE_CLOSE_ACTIONS)[number];

/**
 * One close or reopen of an invoice (월 마감): who, when and, for a reopen, why. The invoice's
 * closed_at says where it stands now; these rows are the record, newest last.
 */
@Entity({ tableName: 'invoice_close_event' })
@Index({ name: 'invoice_close_event_invoice_index', properties: ['billHistory', 'at'] })
@Check({
  name: 'invoice_close_event_reopen_reason',
  expression: "action = 'CLOSE' or length(btrim(coalesce(reason, ''))) > 0",
})
export class InvoiceCloseEvent {
  @PrimaryKey({ type: 'bigint' })
  invoiceCloseEventId!: Opt<string>;

  @ManyToOne(() => BillHistory, { deleteRule: 'cascade', fieldName: 'bill_history_id' })
  billHistory!: Rel<BillHistory>;

  @Enum({ items: () => [...INVOICE_CLOSE_ACTIONS] })
  action!: InvoiceCloseAction;

  /** Why it was reopened; none for a close. */
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** Who did it. Members are withdrawn, never deleted, so the record keeps naming them. */
  @Index({ name: 'invoice_close_event_member_id_index' })
  @ManyToOne(() => Member, { deleteRule: 'restrict', fieldName: 'member_id' })
  member!: Rel<Member>;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  at!: Opt<Date>;
}

/** One download of an invoice's tax-bill zip (세금계산서 다운로드): the close board counts them. */
@Entity({ tableName: 'tax_bill_download' })
@Index({ name: 'tax_bill_download_invoice_index', properties: ['billHistory', 'downloadedAt'] })
export class TaxBillDownload {
  @PrimaryKey({ type: 'bigint' })
  taxBillDownloadId!: Opt<string>;

  @ManyToOne(() => BillHistory, { deleteRule: 'cascade', fieldName: 'bill_history_id' })
  billHistory!: Rel<BillHistory>;

  @Index({ name: 'tax_bill_download_member_id_index' })
  @ManyToOne(() => Member, { deleteRule: 'restrict', fieldName: 'member_id' })
  member!: Rel<Member>;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  downloadedAt!: Opt<Date>;
}
