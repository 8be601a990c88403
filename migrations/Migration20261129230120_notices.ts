import { Migration } from '@mikro-orm/migrations';

// 공지사항 (issue 35): notices admins publish to staff, customers or both. Generated, then by hand: the
// version trigger every versioned table has (versions_bumped_by_database) and the audit trigger of
// the initial migration, so the change history keeps a removed notice's text.

export class Migration20261129230120_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notice" ("notice_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "title" varchar(100) not null, "body" varchar(4000) not null, "audience" text check ("audience" in ('ALL', 'STAFF', 'CUSTOMER')) not null default 'ALL', "pinned_yn" text check ("pinned_yn" in ('Y', 'N')) not null default 'N', constraint notice_body_filled check (length(btrim(body)) > 0), constraint notice_title_filled check (length(btrim(title)) > 0));`,
    );
    this.addSql(`create index "notice_reading_order_index" on "notice" ("pinned_yn", "reg_dt");`);

    this.addSql(
      `create trigger "notice_version" before update on "notice" for each row execute function bump_version();`,
    );
    this.addSql(
      `create trigger "notice_audit" after insert or update or delete on "notice" for each row execute function audit_row('notice_id');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "notice_audit" on "notice";`);
    this.addSql(`drop trigger if exists "notice_version" on "notice";`);
    this.addSql(`drop table if exists "notice" cascade;`);
  }
}
