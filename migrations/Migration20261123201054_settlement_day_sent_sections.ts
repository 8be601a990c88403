import { Migration } from '@mikro-orm/migrations';

/** The sent amounts per calculation (QTY, WEIGHT), which invoice generation sums. */
export class Migration20261123201054_settlement_day_sent_sections extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "shipper_settlement_day" add column "sent_qty_amount" bigint not null default 0, add column "sent_weight_amount" bigint not null default 0;`,
    );
    // The days already summed have zeros in the new columns: the next read recomputes them.
    this.addSql(
      `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from shipper_settlement_day;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "shipper_settlement_day" drop column "sent_qty_amount", drop column "sent_weight_amount";`,
    );
  }
}
