import { Migration } from '@mikro-orm/migrations';

export class Migration20261123161522_statement_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "statement_mail" ("statement_mail_id" bigserial primary key, "bill_history_detail_id" int not null, "sent_at" timestamptz not null default now(), "recipient" varchar(100) not null, "sent_by" int not null, "result" text check ("result" in ('SENT', 'FAILED')) not null, "error" text null, "attachment_name" varchar(255) not null, constraint statement_mail_error_when_failed check ((result = 'FAILED') = (error is not null)));`,
    );
    this.addSql(`create index "statement_mail_sent_by_index" on "statement_mail" ("sent_by");`);
    this.addSql(
      `create index "statement_mail_detail_sent_index" on "statement_mail" ("bill_history_detail_id", "sent_at" desc);`,
    );

    this.addSql(
      `alter table "statement_mail" add constraint "statement_mail_bill_history_detail_id_foreign" foreign key ("bill_history_detail_id") references "bill_history_detail" ("bill_history_detail_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "statement_mail" add constraint "statement_mail_sent_by_foreign" foreign key ("sent_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "statement_mail" cascade;`);
  }
}
