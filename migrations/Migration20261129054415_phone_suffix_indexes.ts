import { Migration } from '@mikro-orm/migrations';

/**
 * Companies found by the end of a phone (issue 31): the pickers, the company grid and the shipments
 * list's and the delivery check's sender and receiver filters take 4 to 12 digits as the end of a
 * phone (`phoneSuffixOf`), which `reverse(phone) like '<digits reversed>%'` reads as a range of a
 * btree on reverse(phone) with text_pattern_ops (api common/name-or-phone.ts). At 500,000
 * transports the receivers whose phone or mobile ends with 4 digits took 0.7 ms and 6 index buffers
 * so, against 3.2 ms and 48 buffers through the trigram indexes the phones already had.
 */
export class Migration20261129054415_phone_suffix_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "company_manager_tel_no_reverse_index" on "company" (reverse("manager_tel_no") text_pattern_ops);`,
    );
    this.addSql(
      `create index "company_tel_no_reverse_index" on "company" (reverse("tel_no") text_pattern_ops);`,
    );

    this.addSql(
      `create index "transport_sender_manager_tel_no_reverse_index" on "transport_sender" (reverse("manager_tel_no") text_pattern_ops);`,
    );
    this.addSql(
      `create index "transport_sender_tel_no_reverse_index" on "transport_sender" (reverse("tel_no") text_pattern_ops);`,
    );

    this.addSql(
      `create index "transport_receiver_manager_tel_no_reverse_index" on "transport_receiver" (reverse("manager_tel_no") text_pattern_ops);`,
    );
    this.addSql(
      `create index "transport_receiver_tel_no_reverse_index" on "transport_receiver" (reverse("tel_no") text_pattern_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "company_manager_tel_no_reverse_index";`);
    this.addSql(`drop index "company_tel_no_reverse_index";`);

    this.addSql(`drop index "transport_sender_manager_tel_no_reverse_index";`);
    this.addSql(`drop index "transport_sender_tel_no_reverse_index";`);

    this.addSql(`drop index "transport_receiver_manager_tel_no_reverse_index";`);
    this.addSql(`drop index "transport_receiver_tel_no_reverse_index";`);
  }
}
