import { Migration } from '@mikro-orm/migrations';

/**
 * Print tickets (docs/decisions.md#printing-waybills): the short-lived, single-use token the print
 * program redeems for one waybill range's labels; stored as its SHA-256 hash.
 */
export class Migration20261123112303_print_ticket extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "print_ticket" ("ticket_hash" varchar(64) not null, "waybill_id" int not null, "member_id" int not null, "issued_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "print_ticket_pkey" primary key ("ticket_hash"));`,
    );
    this.addSql(`create index "print_ticket_waybill_id_index" on "print_ticket" ("waybill_id");`);
    this.addSql(`create index "print_ticket_member_id_index" on "print_ticket" ("member_id");`);
    this.addSql(`create index "print_ticket_expires_at_index" on "print_ticket" ("expires_at");`);

    this.addSql(
      `alter table "print_ticket" add constraint "print_ticket_waybill_id_foreign" foreign key ("waybill_id") references "waybill" ("waybill_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "print_ticket" add constraint "print_ticket_member_id_foreign" foreign key ("member_id") references "member" ("member_id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "print_ticket" cascade;`);
  }
}
