import { Entity, OneToOne, Opt, Property, Rel } from '@mikro-orm/core';
import { BillHistory } from './bill-history.entity';

/**
 * An open invoice to generate again under changed billing rules: a migration that changes what is
 * billed queues the open (not closed) invoices here, and the app regenerates them once after the
 * migrations, before it serves (api/src/modules/invoice/invoice-regeneration.ts). Closed invoices
 * stay as closed; the close board shows where the rules would now bill otherwise.
 */
@Entity({ tableName: 'invoice_regeneration' })
export class InvoiceRegeneration {
  @OneToOne(() => BillHistory, {
    primary: true,
    deleteRule: 'cascade',
    fieldName: 'bill_history_id',
    owner: true,
  })
  billHistory!: Rel<BillHistory>;

  /** Why: the billing change that queued it (docs/billing.md). */
  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  queuedAt!: Opt<Date>;
}
