import { Migration } from '@mikro-orm/migrations';

/** Revocable sessions (member.session_version), absolute sign-in lifetime, sign-in throttle. */
export class Migration20261123074031_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_attempts" ("account" varchar(50) not null, "source" varchar(64) not null, "failures" int not null default 0, "window_started_at" timestamptz not null default now(), "locked_until" timestamptz null, "admitted" boolean not null default false, constraint "login_attempts_pkey" primary key ("account", "source"));`,
    );

    this.addSql(`alter table "member" add column "session_version" int not null default 1;`);

    // Written by hand: sign-ins open before this migration end at their idle limit.
    this.addSql(`alter table "refresh_token" add column "session_expires_at" timestamptz null;`);
    this.addSql(`update "refresh_token" set "session_expires_at" = "expires_at";`);
    this.addSql(`alter table "refresh_token" alter column "session_expires_at" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_attempts" cascade;`);

    this.addSql(`alter table "member" drop column "session_version";`);

    this.addSql(`alter table "refresh_token" drop column "session_expires_at";`);
  }
}
