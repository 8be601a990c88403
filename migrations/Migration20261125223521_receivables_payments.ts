import { Migration } from '@mikro-orm/migrations';

// Receivables (미수금 관리, issue 25; docs/billing.md "Receivables"): payments received against invoice
// company rows. A deleted payment stays with who deleted it, when and why (payment_deletion_recorded);
// a company row with payments cannot be deleted (restrict), so an invoice's delete or a regeneration
// that would drop it is refused. Written by hand: the audit trigger of the initial migration.

export class Migration20261125223521_receivables_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payment" ("payment_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "bill_history_detail_id" int not null, "paid_on" date not null, "amount" int not null, "method" text check ("method" in ('TRANSFER', 'CASH', 'CARD', 'OTHER')) not null, "depositor" varchar(50) null, "memo" varchar(500) null, "source" text check ("source" in ('MANUAL', 'BANK')) not null default 'MANUAL', "deleted_at" timestamptz null, "deleted_by" int null, "delete_reason" varchar(500) null, constraint payment_deletion_recorded check ((deleted_at is null and deleted_by is null and delete_reason is null) or (deleted_at is not null and length(btrim(coalesce(delete_reason, ''))) > 0)), constraint payment_amount_positive check (amount > 0));`,
    );
    this.addSql(`create index "payment_deleted_by_index" on "payment" ("deleted_by");`);
    this.addSql(
      `create index "payment_detail_paid_on_index" on "payment" ("bill_history_detail_id", "paid_on");`,
    );

    this.addSql(
      `alter table "payment" add constraint "payment_bill_history_detail_id_foreign" foreign key ("bill_history_detail_id") references "bill_history_detail" ("bill_history_detail_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_deleted_by_foreign" foreign key ("deleted_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `create trigger "payment_audit" after insert or update or delete on "payment" for each row execute function audit_row('payment_id');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "payment_audit" on "payment";`);
    this.addSql(`drop table if exists "payment" cascade;`);
  }
}
