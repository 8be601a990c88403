import { Migration } from '@mikro-orm/migrations';

export class Migration20261123132204_delivery_check_phones extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "transport_sender_phones_trgm" on "transport_sender" using gin ("tel_no" gin_trgm_ops, "manager_tel_no" gin_trgm_ops);`,
    );

    this.addSql(
      `create index "transport_receiver_phones_trgm" on "transport_receiver" using gin ("tel_no" gin_trgm_ops, "manager_tel_no" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "transport_sender_phones_trgm";`);

    this.addSql(`drop index "transport_receiver_phones_trgm";`);
  }
}
