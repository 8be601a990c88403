import { Migration } from '@mikro-orm/migrations';

export class Migration20261123133914_delivery_check_receiver_region extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "transport_receiver_region_index" on "transport_receiver" ("region_cd", "region_dtl_cd", "sender_transport_id", "receiver_transport_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "transport_receiver_region_index";`);
  }
}
