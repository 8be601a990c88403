import {
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  Opt,
  PrimaryKey,
  Property,
  Rel,
  Unique,
} from '@mikro-orm/core';
import { BillCompany } from './bill-company.entity';
import { BILL_STANDARD_DAYS, type BillStandardDay } from './company.entity';
import { BillHistoryDetail } from './bill-history-detail.entity';
import { EditableEntity } from './base.entity';
import { Member } from './member.entity';

/** Columns that must add up to totAmount, shared by the invoice and its per-company rows. */
export const INVOICE_TOTAL_CHECK =
  'tot_amount = communication_fee + communication_fee_vat + untpc + untpc_vat + weight_untpc + weight_untpc_vat';
export const INVOICE_AMOUNTS_NOT_NEGATIVE =
  'communication_fee >= 0 and communication_fee_vat >= 0 and untpc >= 0 and untpc_vat >= 0 and weight_untpc >= 0 and weight_untpc_vat >= 0';

/**
 * A monthly invoice run (청구 내역) of one supplier for one billing period. Unique per supplier, year,
 * month and billing day, so generating it again recomputes instead of doubling. Amounts in won:
 * base fare (communicationFee), parcel QTY lines (untpc) and communication WEIGHT lines
 * (weightUntpc), each with its 10% VAT.
 */
@Entity({ tableName: 'bill_history' })
@Unique({ name: 'bill_history_period_unique', properties: ['billCompany', 'year', 'month', 'billCd'] })
// The invoice list's order (newest period first), read backwards: its pages without a full sort.
@Index({ name: 'bill_history_list_order', properties: ['year', 'month', 'billCd', 'billHistoryId'] })
// The closed invoices' periods: every write of a goods line looks here first (migration _month_close).
@Index({
  name: 'bill_history_closed_period',
  expression:
    'create index "bill_history_closed_period" on "bill_history" ("period_start", "period_end") where "closed_at" is not null',
})
@Check({ name: 'bill_history_month_range', expression: 'month between 1 and 12' })
@Check({ name: 'bill_history_year_range', expression: 'year between 2000 and 2999' })
@Check({ name: 'bill_history_period_order', expression: 'period_start <= period_end' })
@Check({ name: 'bill_history_amounts_not_negative', expression: INVOICE_AMOUNTS_NOT_NEGATIVE })
@Check({ name: 'bill_history_total', expression: INVOICE_TOTAL_CHECK })
export class BillHistory extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  billHistoryId!: Opt<number>;

  @ManyToOne(() => BillCompany, { deleteRule: 'restrict', fieldName: 'bill_company_id' })
  billCompany!: Rel<BillCompany>;

  @Property({ type: 'smallint' })
  year!: number;

  @Property({ type: 'smallint' })
  month!: number;

  /** Billing day: '20' covers the 21st of the previous month to the 20th, '30' the calendar month. */
  @Enum({ items: () => [...BILL_STANDARD_DAYS] })
  billCd!: BillStandardDay;

  @Property({ type: 'date' })
  periodStart!: string;

  @Property({ type: 'date' })
  periodEnd!: string;

  @Property({ type: 'bigint', default: 0 })
  totAmount!: Opt<string>;

  @Property({ type: 'bigint', default: 0 })
  communicationFee!: Opt<string>;

  @Property({ type: 'bigint', default: 0 })
  communicationFeeVat!: Opt<string>;

  @Property({ type: 'bigint', default: 0 })
  untpc!: Opt<string>;

  @Property({ type: 'bigint', default: 0 })
  untpcVat!: Opt<string>;

  @Property({ type: 'bigint', default: 0 })
  weightUntpc!: Opt<string>;

  @Property({ type: 'bigint', default: 0 })
  weightUntpcVat!: Opt<string>;

  /**
   * When it was closed (월 마감): from then on the database refuses any change of what it bills
   * (docs/billing.md, "Month-end close"). Null while open; invoice_close_event keeps the record.
   */
  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;

  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'closed_by' })
  closedBy?: Rel<Member> | null;

  @OneToMany(() => BillHistoryDetail, (detail) => detail.billHistory, { orphanRemoval: true })
  details = new Collection<BillHistoryDetail>(this);
}
