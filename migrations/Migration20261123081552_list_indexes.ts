import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the list screens' filters and orders (issue 9): the home grid's live day, a transport's
 * receivers and lines in their order (these replace the plain foreign-key indexes they start with),
 * the users list's group and contains-searches.
 */
export class Migration20261123081552_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "member_tel_no_trgm" on "member" using gin ("tel_no" gin_trgm_ops);`);
    this.addSql(`create index "member_name_trgm" on "member" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "member_group_index" on "member" ("group_val", "member_id");`);

    this.addSql(`drop index "transport_sender_requst_dt_index";`);

    this.addSql(
      `create index "transport_sender_live_requst_dt_index" on "transport_sender" ("requst_dt", "sender_transport_id") where "del_yn" = 'N';`,
    );

    this.addSql(`drop index "transport_receiver_sender_transport_id_index";`);

    this.addSql(
      `create index "transport_receiver_sender_order_index" on "transport_receiver" ("sender_transport_id", "sort_order", "receiver_transport_id");`,
    );

    this.addSql(`drop index "shipment_receiver_transport_id_index";`);

    this.addSql(
      `create index "shipment_receiver_order_index" on "shipment" ("receiver_transport_id", "sort_order", "shipment_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "member_tel_no_trgm";`);
    this.addSql(`drop index "member_name_trgm";`);
    this.addSql(`drop index "member_group_index";`);

    this.addSql(`drop index "transport_sender_live_requst_dt_index";`);

    this.addSql(
      `create index "transport_sender_requst_dt_index" on "transport_sender" ("requst_dt", "sender_transport_id");`,
    );

    this.addSql(`drop index "transport_receiver_sender_order_index";`);

    this.addSql(
      `create index "transport_receiver_sender_transport_id_index" on "transport_receiver" ("sender_transport_id");`,
    );

    this.addSql(`drop index "shipment_receiver_order_index";`);

    this.addSql(
      `create index "shipment_receiver_transport_id_index" on "shipment" ("receiver_transport_id");`,
    );
  }
}
