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
import { BillHistory, INVOICE_AMOUNTS_NOT_NEGATIVE, INVOICE_TOTAL_CHECK } from './bill-history.entity';
import { BillHistoryDetail } from './bill-history-detail.entity';
import { Company } from './company.entity';
import { Member } from './member.entity';

/**
 * What replaced a company row's figures: 청구서 생성 (the whole invoice generated again), the
 * regeneration after a billing rule changed (by the app, no member) or 재계산 (one company, by a
 * member with a reason).
 */
export const INVOICE_COMPANY_RUNS = ['GENERATION', 'REGENERATION', 'RECALCULATION'] as const;
export type InvoiceCompanyRun = (typeof INVOICE_COMPANY_RUNS)[number];

/** The longest reason a run keeps (재계산 사유). */
export const INVOICE_COMPANY_VERSION_REASON_MAX = 500;

/**
 * A company row's earlier figures (bill_dtl_dgre of the reference): kept by the run that changed
 * them, with who, when and why. Version 1 is what the first generation wrote; the current figures
 * are the row's own. The history belongs to the invoice and the company, as the statement mails do:
 * a re-run that no longer bills the company removes its row (the link becomes null) and keeps its
 * versions, and a row written again continues them.
 */
@Entity({ tableName: 'bill_history_detail_version' })
@Unique({
  name: 'bill_history_detail_version_number_unique',
  properties: ['billHistory', 'company', 'versionNo'],
})
@Check({ name: 'bill_history_detail_version_number_positive', expression: 'version_no > 0' })
@Check({
  name: 'bill_history_detail_version_amounts_not_negative',
  expression: `${INVOICE_AMOUNTS_NOT_NEGATIVE} and tot_qty >= 0`,
})
@Check({ name: 'bill_history_detail_version_total', expression: INVOICE_TOTAL_CHECK })
@Check({
  name: 'bill_history_detail_version_reason',
  expression: `length(btrim(reason)) > 0 and char_length(reason) <= ${INVOICE_COMPANY_VERSION_REASON_MAX}`,
})
@Check({
  name: 'bill_history_detail_version_member',
  expression: "run = 'REGENERATION' or member_id is not null",
})
export class BillHistoryDetailVersion {
  @PrimaryKey({ type: 'bigint' })
  billHistoryDetailVersionId!: Opt<string>;

  @ManyToOne(() => BillHistory, { deleteRule: 'cascade', fieldName: 'bill_history_id' })
  billHistory!: Rel<BillHistory>;

  @Index({ name: 'bill_history_detail_version_company_id_index' })
  @ManyToOne(() => Company, { deleteRule: 'restrict', fieldName: 'company_id' })
  company!: Rel<Company>;

  /** The company row whose figures these were; null once a re-run no longer bills the company. */
  @Index({ name: 'bill_history_detail_version_detail_id_index' })
  @ManyToOne(() => BillHistoryDetail, {
    nullable: true,
    deleteRule: 'set null',
    fieldName: 'bill_history_detail_id',
  })
  billHistoryDetail?: Rel<BillHistoryDetail> | null;

  /** 1, 2, ... per invoice and company, in the order the figures were replaced. */
  @Property({ type: 'integer' })
  versionNo!: number;

  @Property({ type: 'integer' })
  totQty!: number;

  @Property({ type: 'bigint' })
  totAmount!: string;

  @Property({ type: 'bigint' })
  communicationFee!: string;

  @Property({ type: 'bigint' })
  communicationFeeVat!: string;

  @Property({ type: 'bigint' })
  untpc!: string;

  @Property({ type: 'bigint' })
  untpcVat!: string;

  @Property({ type: 'bigint' })
  weightUntpc!: string;

  @Property({ type: 'bigint' })
  weightUntpcVat!: string;

  /** The run that replaced these figures. */
  @Enum({ items: () => [...INVOICE_COMPANY_RUNS] })
  run!: InvoiceCompanyRun;

  /** Why: the member's 재계산 사유, or the run's own words. */
  @Property({ type: 'text' })
  reason!: string;

  /** Who ran it; none for the regeneration the app runs after a billing rule changed. */
  @Index({ name: 'bill_history_detail_version_member_id_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'member_id' })
  member?: Rel<Member> | null;

  /** When they were replaced. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  replacedAt!: Opt<Date>;
}
