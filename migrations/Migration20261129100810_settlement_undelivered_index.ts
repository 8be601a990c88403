import { Migration } from '@mikro-orm/migrations';

export class Migration20261129100810_settlement_undelivered_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "shipper_settlement_day_undelivered_index" on "shipper_settlement_day" ("requst_dt", "company_id") include ("paid_undelivered_lines") where "paid_undelivered_lines" <> 0;`,
    );

    this.addSql(
      `create index "shipper_settlement_month_undelivered_index" on "shipper_settlement_month" ("requst_month", "company_id") include ("paid_undelivered_lines") where "paid_undelivered_lines" <> 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "shipper_settlement_day_undelivered_index";`);

    this.addSql(`drop index "shipper_settlement_month_undelivered_index";`);
  }
}
