import { Migration } from '@mikro-orm/migrations';

export class Migration20261129225825_customer_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "member" drop constraint if exists "member_group_val_check";`);

    this.addSql(
      `alter table "member" add constraint "member_group_val_check" check("group_val" in ('admin', 'member_view', 'member_delivery', 'member_pickup', 'member_all', 'customer'));`,
    );
    this.addSql(
      `alter table "member" add constraint member_customer_company_check check(group_val <> 'customer' or company_id is not null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "member" drop constraint if exists "member_group_val_check";`);

    this.addSql(`alter table "member" drop constraint member_customer_company_check;`);

    this.addSql(
      `alter table "member" add constraint "member_group_val_check" check("group_val" in ('admin', 'member_view', 'member_delivery', 'member_pickup', 'member_all'));`,
    );
  }
}
