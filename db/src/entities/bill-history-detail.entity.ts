import {
  Index,
  Check,
  Entity,
  Enum,
  ManyToOne,
  Opt,
  PrimaryKey,
  Property,
  Rel,
  Unique,
} from '@mikro-orm/core';
import { BillHistory, INVOICE_AMOUNTS_NOT_NEGATIVE, INVOICE_TOTAL_CHECK } from './bill-history.entity';
import { Company } from './company.entity';

/** Where an invoice to one company stands. */
export const INVOICE_STATUSES = ['READY', 'SENT', 'FAILED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One billed company's share of an invoice run, with the same amount columns as the run. */
@Entity({ tableName: 'bill_history_detail' })
@Unique({ name: 'bill_history_detail_company_unique', properties: ['billHistory', 'company'] })
@Check({
  name: 'bill_history_detail_amounts_not_negative',
  expression: `${INVOICE_AMOUNTS_NOT_NEGATIVE} and tot_qty >= 0`,
})
@Check({ name: 'bill_history_detail_total', expression: INVOICE_TOTAL_CHECK })
export class BillHistoryDetail {
  @PrimaryKey({ type: 'integer' })
  billHistoryDetailId!: Opt<number>;

  @ManyToOne(() => BillHistory, { deleteRule: 'cascade', fieldName: 'bill_history_id' })
  billHistory!: Rel<BillHistory>;

  @Index({ name: 'bill_history_detail_company_id_index' })
  @ManyToOne(() => Company, { deleteRule: 'restrict', fieldName: 'company_id' })
  company!: Rel<Company>;

  /** Where the invoice was sent, copied from the company when it was made. */
  @Property({ type: 'string', length: 100, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 12, nullable: true })
  faxNo?: string | null;

  @Enum({ items: () => [...INVOICE_STATUSES], default: 'READY' })
  status!: Opt<InvoiceStatus>;

  @Property({ type: 'integer', default: 0 })
  totQty!: Opt<number>;

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
}
