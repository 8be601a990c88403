import { Migration } from '@mikro-orm/migrations';

export class Migration20261129230340_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_opt_out" ("phone_no" varchar(20) not null, "source_cd" text check ("source_cd" in ('LINK', 'STAFF')) not null, "member_id" int null, "opted_out_at" timestamptz not null default now(), constraint "notification_opt_out_pkey" primary key ("phone_no"), constraint notification_opt_out_phone_digits check (phone_no ~ '^[0-9]{9,12}\$'));`,
    );
    this.addSql(
      `create index "notification_opt_out_member_id_index" on "notification_opt_out" ("member_id");`,
    );

    this.addSql(
      `create table "notification" ("notification_id" bigserial primary key, "shipment_id" int not null, "shipment_event_id" int null, "event_cd" text check ("event_cd" in ('RECEIVED', 'OUT_FOR_DELIVERY', 'DELIVERED')) not null, "phone_no" varchar(20) null, "state" text check ("state" in ('WAITING', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'SKIPPED')) not null default 'WAITING', "skip_cd" text check ("skip_cd" in ('NO_CONSENT', 'NO_MOBILE', 'OPTED_OUT', 'NO_WAYBILL')) null, "channel" text check ("channel" in ('ATA', 'SMS', 'OUTBOX')) null, "attempts" smallint not null default 0, "error" text null, "worker" varchar(100) null, "provider_message_id" varchar(200) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "sent_at" timestamptz null, constraint notification_attempts_not_negative check (attempts >= 0), constraint notification_channel_when_sent check (state <> 'SENT' or channel is not null), constraint notification_skip_when_skipped check ((state = 'SKIPPED') = (skip_cd is not null)), constraint notification_error_when_not_sent check (state not in ('FAILED', 'UNKNOWN', 'SKIPPED') or error is not null));`,
    );
    this.addSql(
      `create index "notification_shipment_event_id_index" on "notification" ("shipment_event_id");`,
    );
    this.addSql(
      `create index "notification_open_index" on "notification" ("notification_id") where state in ('WAITING', 'SENDING');`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_one_per_event" unique ("shipment_id", "event_cd");`,
    );

    this.addSql(
      `alter table "notification_opt_out" add constraint "notification_opt_out_member_id_foreign" foreign key ("member_id") references "member" ("member_id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "notification" add constraint "notification_shipment_id_foreign" foreign key ("shipment_id") references "shipment" ("shipment_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "transport_receiver" add column "notify_yn" text check ("notify_yn" in ('Y', 'N')) not null default 'N';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_opt_out" cascade;`);

    this.addSql(`drop table if exists "notification" cascade;`);

    this.addSql(`alter table "transport_receiver" drop column "notify_yn";`);
  }
}
