import { Migration } from '@mikro-orm/migrations';

/**
 * Spreadsheet imports (issue 24): the import with its preview rows, the column mapping remembered
 * per sender company, and each transport's import. The import row is audited like the transport
 * tables (audit_row() of the initial migration): who uploaded, committed and undid what.
 */
export class Migration20261125213438_transport_import extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "transport_import" ("import_id" serial primary key, "status" text check ("status" in ('PREVIEW', 'COMMITTED', 'UNDONE')) not null default 'PREVIEW', "file_name" varchar(255) not null, "sender_company_id" int null, "headers" jsonb not null, "mapping" jsonb not null, "row_count" int not null default 0, "transport_count" int null, "created_by" int null, "created_at" timestamptz not null default now(), "committed_by" int null, "committed_at" timestamptz null, "undone_by" int null, "undone_at" timestamptz null);`,
    );
    this.addSql(
      `create index "transport_import_sender_company_id_index" on "transport_import" ("sender_company_id");`,
    );
    this.addSql(`create index "transport_import_created_by_index" on "transport_import" ("created_by");`);
    this.addSql(`create index "transport_import_committed_by_index" on "transport_import" ("committed_by");`);
    this.addSql(`create index "transport_import_undone_by_index" on "transport_import" ("undone_by");`);
    this.addSql(`create index "transport_import_created_at_index" on "transport_import" ("created_at");`);

    this.addSql(
      `create table "transport_import_mapping" ("sender_company_id" int not null, "mapping" jsonb not null, "updated_at" timestamptz not null default now(), constraint "transport_import_mapping_pkey" primary key ("sender_company_id"));`,
    );

    this.addSql(
      `create table "transport_import_row" ("import_id" int not null, "row_no" int not null, "cells" jsonb not null, "edits" jsonb null, "problems" jsonb not null, "transport_key" text null, "receiver_key" text null, "transport_no" int null, constraint "transport_import_row_pkey" primary key ("import_id", "row_no"));`,
    );

    this.addSql(
      `alter table "transport_import" add constraint "transport_import_sender_company_id_foreign" foreign key ("sender_company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_import" add constraint "transport_import_created_by_foreign" foreign key ("created_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_import" add constraint "transport_import_committed_by_foreign" foreign key ("committed_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_import" add constraint "transport_import_undone_by_foreign" foreign key ("undone_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "transport_import_mapping" add constraint "transport_import_mapping_sender_company_id_foreign" foreign key ("sender_company_id") references "company" ("company_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "transport_import_row" add constraint "transport_import_row_import_id_foreign" foreign key ("import_id") references "transport_import" ("import_id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "transport_sender" add column "import_id" int null;`);
    this.addSql(
      `alter table "transport_sender" add constraint "transport_sender_import_id_foreign" foreign key ("import_id") references "transport_import" ("import_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `create index "transport_sender_import_id_index" on "transport_sender" ("import_id") where "import_id" is not null;`,
    );

    // Written by hand: the audit trail of imports (their rows are the preview's, not audited).
    this.addSql(
      `create trigger "transport_import_audit" after insert or update or delete on "transport_import" for each row execute function audit_row('import_id');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "transport_import_audit" on "transport_import";`);

    this.addSql(
      `alter table "transport_import_row" drop constraint "transport_import_row_import_id_foreign";`,
    );

    this.addSql(`alter table "transport_sender" drop constraint "transport_sender_import_id_foreign";`);

    this.addSql(`drop table if exists "transport_import" cascade;`);

    this.addSql(`drop table if exists "transport_import_mapping" cascade;`);

    this.addSql(`drop table if exists "transport_import_row" cascade;`);

    this.addSql(`drop index "transport_sender_import_id_index";`);
    this.addSql(`alter table "transport_sender" drop column "import_id";`);
  }
}
