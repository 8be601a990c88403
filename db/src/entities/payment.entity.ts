import { Check, Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import {
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  type PaymentMethod,
  type PaymentSource,
} from '@parcel/shared/forms/payment-form';
import { EditableEntity } from './base.entity';
import { BillHistoryDetail } from './bill-history-detail.entity';
import { Member } from './member.entity';

/**
 * A payment (입금) received against one company row of an invoice (미수금 관리): entered on the
 * screen or, later, matched from a bank file (source). A deleted payment is kept with who deleted
 * it, when and why, and counts for nothing. The invoice row cannot be deleted while payments name it
 * (a regeneration that would drop the company's row is refused).
 */
@Entity({ tableName: 'payment' })
@Index({ name: 'payment_detail_paid_on_index', properties: ['billHistoryDetail', 'paidOn'] })
@Check({ name: 'payment_amount_positive', expression: 'amount > 0' })
@Check({
  name: 'payment_deletion_recorded',
  expression:
    "(deleted_at is null and deleted_by is null and delete_reason is null) or (deleted_at is not null and length(btrim(coalesce(delete_reason, ''))) > 0)",
})
export class Payment extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  paymentId!: Opt<number>;

  @ManyToOne(() => BillHistoryDetail, { deleteRule: 'restrict', fieldName: 'bill_history_detail_id' })
  billHistoryDetail!: Rel<BillHistoryDetail>;

  /** The day the money came in (Asia/Seoul calendar date). */
  @Property({ type: 'date' })
  paidOn!: string;

  /** Whole won, above 0. */
  @Property({ type: 'integer' })
  amount!: number;

  @Enum({ items: () => [...PAYMENT_METHODS] })
  method!: PaymentMethod;

  /** Who sent it (입금자명), as the bank or the payer says. */
  @Property({ type: 'string', length: 50, nullable: true })
  depositor?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  memo?: string | null;

  @Enum({ items: () => [...PAYMENT_SOURCES], default: 'MANUAL' })
  source!: Opt<PaymentSource>;

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  @Index({ name: 'payment_deleted_by_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'deleted_by' })
  deletedBy?: Rel<Member> | null;

  @Property({ type: 'string', length: 500, nullable: true })
  deleteReason?: string | null;
}
