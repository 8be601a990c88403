import { Migration } from '@mikro-orm/migrations';

export class Migration20261129200230_statement_sends extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "statement_send_batch" ("statement_send_batch_id" bigserial primary key, "bill_history_id" int not null, "include_sent" boolean not null, "skipped_zero" int not null, "skipped_sent" int not null, "skipped_queued" int not null, "requested_by" int not null, "requested_at" timestamptz not null default now(), constraint statement_send_batch_skipped_not_negative check (skipped_zero >= 0 and skipped_sent >= 0 and skipped_queued >= 0));`,
    );
    this.addSql(
      `create index "statement_send_batch_bill_history_id_index" on "statement_send_batch" ("bill_history_id");`,
    );
    this.addSql(
      `create index "statement_send_batch_requested_by_index" on "statement_send_batch" ("requested_by");`,
    );

    this.addSql(
      `create table "statement_send" ("statement_send_id" bigserial primary key, "batch_id" bigint null, "bill_history_id" int not null, "company_id" int not null, "bill_history_detail_id" int null, "version_no" int not null, "state" text check ("state" in ('WAITING', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'CANCELLED')) not null default 'WAITING', "attempts" smallint not null default 0, "error" text null, "worker" varchar(100) null, "requested_by" int not null, "requested_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint statement_send_error_when_failed check (state not in ('FAILED', 'UNKNOWN', 'CANCELLED') or error is not null), constraint statement_send_version_positive check (version_no > 0), constraint statement_send_attempts_not_negative check (attempts >= 0));`,
    );
    this.addSql(`create index "statement_send_batch_id_index" on "statement_send" ("batch_id");`);
    this.addSql(`create index "statement_send_company_id_index" on "statement_send" ("company_id");`);
    this.addSql(
      `create index "statement_send_bill_history_detail_id_index" on "statement_send" ("bill_history_detail_id");`,
    );
    this.addSql(`create index "statement_send_requested_by_index" on "statement_send" ("requested_by");`);
    this.addSql(
      `create unique index "statement_send_one_open" on "statement_send" ("bill_history_id", "company_id") where state in ('WAITING', 'SENDING');`,
    );
    this.addSql(
      `alter table "statement_send" add constraint "statement_send_batch_company_unique" unique ("batch_id", "company_id");`,
    );

    this.addSql(
      `alter table "statement_send_batch" add constraint "statement_send_batch_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "statement_send_batch" add constraint "statement_send_batch_requested_by_foreign" foreign key ("requested_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "statement_send" add constraint "statement_send_batch_id_foreign" foreign key ("batch_id") references "statement_send_batch" ("statement_send_batch_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "statement_send" add constraint "statement_send_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "statement_send" add constraint "statement_send_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "statement_send" add constraint "statement_send_bill_history_detail_id_foreign" foreign key ("bill_history_detail_id") references "bill_history_detail" ("bill_history_detail_id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "statement_send" add constraint "statement_send_requested_by_foreign" foreign key ("requested_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "statement_mail" add column "statement_send_id" bigint null, add column "version_no" int null, add column "tot_amount" bigint null;`,
    );
    this.addSql(
      `alter table "statement_mail" add constraint "statement_mail_statement_send_id_foreign" foreign key ("statement_send_id") references "statement_send" ("statement_send_id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "statement_mail_statement_send_id_index" on "statement_mail" ("statement_send_id");`,
    );
    this.addSql(
      `create unique index "statement_mail_one_sent_per_send" on "statement_mail" ("statement_send_id") where result = 'SENT';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "statement_send" drop constraint "statement_send_batch_id_foreign";`);

    this.addSql(`alter table "statement_mail" drop constraint "statement_mail_statement_send_id_foreign";`);

    this.addSql(`drop table if exists "statement_send_batch" cascade;`);

    this.addSql(`drop table if exists "statement_send" cascade;`);

    this.addSql(`drop index "statement_mail_statement_send_id_index";`);
    this.addSql(`drop index "statement_mail_one_sent_per_send";`);
    this.addSql(
      `alter table "statement_mail" drop column "statement_send_id", drop column "version_no", drop column "tot_amount";`,
    );
  }
}
