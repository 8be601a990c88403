import { Migration } from '@mikro-orm/migrations';

// Bank deposits (입금 내역 반영, issue 25; docs/bank-deposits.md): uploaded bank files and their rows,
// the column mapping remembered per bank, the bank lines applied as payments (each line's key unique,
// nulls not distinct: a file without balances still has one key a line), and depositor names
// remembered from manual matches.

export class Migration20261126002036_bank_deposits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "bank_column_mapping" ("bank_nm" varchar(50) not null, "mapping" jsonb not null, "updated_at" timestamptz not null default now(), constraint "bank_column_mapping_pkey" primary key ("bank_nm"));`,
    );

    this.addSql(
      `create table "depositor_alias" ("depositor_key" varchar(100) not null, "company_id" int not null, "created_by" int null, "created_at" timestamptz not null default now(), constraint "depositor_alias_pkey" primary key ("depositor_key", "company_id"));`,
    );
    this.addSql(`create index "depositor_alias_company_id_index" on "depositor_alias" ("company_id");`);
    this.addSql(`create index "depositor_alias_created_by_index" on "depositor_alias" ("created_by");`);

    this.addSql(
      `create table "bank_deposit_upload" ("upload_id" serial primary key, "bank_nm" varchar(50) not null, "file_name" varchar(255) not null, "headers" jsonb not null, "mapping" jsonb not null, "created_by" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "bank_deposit_upload_created_by_index" on "bank_deposit_upload" ("created_by");`,
    );
    this.addSql(
      `create index "bank_deposit_upload_created_at_index" on "bank_deposit_upload" ("created_at");`,
    );

    this.addSql(
      `create table "bank_deposit_upload_row" ("upload_id" int not null, "row_no" int not null, "cells" jsonb not null, constraint "bank_deposit_upload_row_pkey" primary key ("upload_id", "row_no"));`,
    );

    this.addSql(
      `create table "bank_deposit_line" ("bank_deposit_line_id" serial primary key, "transacted_at" timestamp(0) not null, "amount" int not null, "balance" bigint null, "depositor" varchar(100) not null, "summary" varchar(100) not null, "occurrence" smallint not null, "bank_nm" varchar(50) not null, "payment_id" int null, "upload_id" int null, "row_no" int not null, "applied_by" int null, "applied_at" timestamptz not null default now(), constraint bank_deposit_line_occurrence_positive check (occurrence > 0), constraint bank_deposit_line_amount_positive check (amount > 0));`,
    );
    this.addSql(
      `alter table "bank_deposit_line" add constraint "bank_deposit_line_payment_id_unique" unique ("payment_id");`,
    );
    this.addSql(`create index "bank_deposit_line_upload_id_index" on "bank_deposit_line" ("upload_id");`);
    this.addSql(`create index "bank_deposit_line_applied_by_index" on "bank_deposit_line" ("applied_by");`);
    this.addSql(
      `create unique index "bank_deposit_line_key" on "bank_deposit_line" ("transacted_at", "amount", "balance", "depositor", "summary", "occurrence") nulls not distinct;`,
    );

    this.addSql(
      `alter table "depositor_alias" add constraint "depositor_alias_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "depositor_alias" add constraint "depositor_alias_created_by_foreign" foreign key ("created_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "bank_deposit_upload" add constraint "bank_deposit_upload_created_by_foreign" foreign key ("created_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "bank_deposit_upload_row" add constraint "bank_deposit_upload_row_upload_id_foreign" foreign key ("upload_id") references "bank_deposit_upload" ("upload_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "bank_deposit_line" add constraint "bank_deposit_line_payment_id_foreign" foreign key ("payment_id") references "payment" ("payment_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "bank_deposit_line" add constraint "bank_deposit_line_upload_id_foreign" foreign key ("upload_id") references "bank_deposit_upload" ("upload_id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "bank_deposit_line" add constraint "bank_deposit_line_applied_by_foreign" foreign key ("applied_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "bank_deposit_upload_row" drop constraint "bank_deposit_upload_row_upload_id_foreign";`,
    );

    this.addSql(`alter table "bank_deposit_line" drop constraint "bank_deposit_line_upload_id_foreign";`);

    this.addSql(`drop table if exists "bank_column_mapping" cascade;`);

    this.addSql(`drop table if exists "depositor_alias" cascade;`);

    this.addSql(`drop table if exists "bank_deposit_upload" cascade;`);

    this.addSql(`drop table if exists "bank_deposit_upload_row" cascade;`);

    this.addSql(`drop table if exists "bank_deposit_line" cascade;`);
  }
}
