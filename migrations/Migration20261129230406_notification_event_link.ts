import { Migration } from '@mikro-orm/migrations';

export class Migration20261129230406_notification_event_link extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "notification" add constraint "notification_shipment_event_id_foreign" foreign key ("shipment_event_id") references "shipment_event" ("shipment_event_id") on update cascade on delete set null;`,
    );
    // The dispatcher's scan (api modules/notification/notifications.ts): the notified steps of the
    // last day, newest rows only, without reading the whole history.
    this.addSql(
      `create index "shipment_event_recent_notified_index" on "shipment_event" ("occurred_at", "shipment_event_id") where event_cd in ('RECEIVED', 'OUT_FOR_DELIVERY', 'DELIVERED');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "shipment_event_recent_notified_index";`);
    this.addSql(`alter table "notification" drop constraint "notification_shipment_event_id_foreign";`);
  }
}
