import { Migration } from '@mikro-orm/migrations';

export class Migration20261129174748_statement_mail_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "statement_mail_attachment" ("statement_mail_attachment_id" bigserial primary key, "statement_mail_id" bigint not null, "position" smallint not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "content" bytea not null, "sha256" char(64) not null, constraint statement_mail_attachment_digest check (sha256 = encode(sha256(content), 'hex')));`,
    );
    this.addSql(
      `alter table "statement_mail_attachment" add constraint "statement_mail_attachment_order" unique ("statement_mail_id", "position");`,
    );

    this.addSql(
      `alter table "statement_mail_attachment" add constraint "statement_mail_attachment_statement_mail_id_foreign" foreign key ("statement_mail_id") references "statement_mail" ("statement_mail_id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "statement_mail_attachment" cascade;`);
  }
}
