import { Migration } from '@mikro-orm/migrations';

export class Migration20261123132055_shipment_waybill_unique extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "shipment_waybill_no_index";`);

    this.addSql(
      `alter table "shipment" add constraint "shipment_waybill_no_unique" unique ("waybill_no") deferrable initially immediate;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shipment" drop constraint "shipment_waybill_no_unique";`);

    this.addSql(`create index "shipment_waybill_no_index" on "shipment" ("waybill_no");`);
  }
}
