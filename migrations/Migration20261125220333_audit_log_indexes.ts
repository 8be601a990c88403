import { Migration } from '@mikro-orm/migrations';

/**
 * The change history's reads (issue 25): the admins' filtered log by time and by kind of record
 * (also what the nightly purge deletes by), and a transport's receivers and goods lines found by
 * the parent their create or delete row names, so a transport's history includes deleted children.
 */
export class Migration20261125220333_audit_log_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "audit_log_goods_line_parent_index" on "audit_log" ((coalesce("changes" -> 'receiver_transport_id' ->> 1, "changes" -> 'receiver_transport_id' ->> 0))) where "entity_name" = 'shipment' and "action" <> 'update';`,
    );
    this.addSql(
      `create index "audit_log_receiver_parent_index" on "audit_log" ((coalesce("changes" -> 'sender_transport_id' ->> 1, "changes" -> 'sender_transport_id' ->> 0))) where "entity_name" = 'transport_receiver' and "action" <> 'update';`,
    );
    this.addSql(
      `create index "audit_log_entity_name_index" on "audit_log" ("entity_name", "changed_at", "audit_id");`,
    );
    this.addSql(`create index "audit_log_changed_at_index" on "audit_log" ("changed_at", "audit_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "audit_log_goods_line_parent_index";`);
    this.addSql(`drop index "audit_log_receiver_parent_index";`);
    this.addSql(`drop index "audit_log_entity_name_index";`);
    this.addSql(`drop index "audit_log_changed_at_index";`);
  }
}
