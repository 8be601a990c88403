import { Migration } from '@mikro-orm/migrations';

/** The invoice list's order (newest period first), so its pages need no sort of every invoice. */
export class Migration20261125184515_invoice_list_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "bill_history_list_order" on "bill_history" ("year", "month", "bill_cd", "bill_history_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "bill_history_list_order";`);
  }
}
