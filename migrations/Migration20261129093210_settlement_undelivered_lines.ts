import { Migration } from '@mikro-orm/migrations';
import { DROP_INSTALLED_DERIVED_ROWS } from './Migration20261129084222_derived_rows_kept_by_writes';

/**
 * What each company pays and is not delivered yet, per day and month (the month-end board's 미배송
 * count, read from these rows instead of every goods line of the period). The rows are rebuilt with
 * the column by the derived rows' install after migrating (db/src/derived: its definition changed).
 */
export class Migration20261129093210_settlement_undelivered_lines extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "shipper_settlement_day" add column "paid_undelivered_lines" int not null default 0;`,
    );

    this.addSql(
      `alter table "shipper_settlement_delta" add column "paid_undelivered_lines" int not null default 0;`,
    );

    this.addSql(
      `alter table "shipper_settlement_month" add column "paid_undelivered_lines" int not null default 0;`,
    );
  }

  override async down(): Promise<void> {
    for (const statement of DROP_INSTALLED_DERIVED_ROWS) this.addSql(statement);
    this.addSql(`alter table "shipper_settlement_day" drop column "paid_undelivered_lines";`);

    this.addSql(`alter table "shipper_settlement_delta" drop column "paid_undelivered_lines";`);

    this.addSql(`alter table "shipper_settlement_month" drop column "paid_undelivered_lines";`);
  }
}
