import { Entity, Enum, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who changed what and when. Rows are written by database triggers (see the initial migration) in
 * the same transaction as the change, so no code path, not even a hand-written SQL statement, can
 * change an audited table without leaving a row here. The acting member comes from the
 * transaction-local setting app.member_id (see withActor in db/src/actor.ts).
 */
@Entity({ tableName: 'audit_log' })
@Index({ name: 'audit_log_entity_index', properties: ['entityName', 'entityId', 'changedAt'] })
@Index({ name: 'audit_log_member_index', properties: ['memberId', 'changedAt'] })
// The admins' log (newest first, a period, a kind of record) and the nightly purge of old rows.
@Index({ name: 'audit_log_changed_at_index', properties: ['changedAt', 'auditId'] })
@Index({ name: 'audit_log_entity_name_index', properties: ['entityName', 'changedAt', 'auditId'] })
// A transport's history takes in its receivers and goods lines, also those deleted since: the
// parent named in a child's create or delete row (its after or its before).
@Index({
  name: 'audit_log_receiver_parent_index',
  expression: `create index "audit_log_receiver_parent_index" on "audit_log" ((coalesce("changes" -> 'sender_transport_id' ->> 1, "changes" -> 'sender_transport_id' ->> 0))) where "entity_name" = 'transport_receiver' and "action" <> 'update'`,
})
@Index({
  name: 'audit_log_goods_line_parent_index',
  expression: `create index "audit_log_goods_line_parent_index" on "audit_log" ((coalesce("changes" -> 'receiver_transport_id' ->> 1, "changes" -> 'receiver_transport_id' ->> 0))) where "entity_name" = 'shipment' and "action" <> 'update'`,
})
export class AuditLog {
  @PrimaryKey({ type: 'bigint' })
  auditId!: Opt<string>;

  @Property({ type: 'string', length: 50 })
  entityName!: string;

  @Property({ type: 'string', length: 50 })
  entityId!: string;

  @Enum({ items: () => [...AUDIT_ACTIONS] })
  action!: AuditAction;

  /** The member who made the change; null for system jobs (migrations, seeds). */
  @Property({ type: 'integer', nullable: true })
  memberId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  changedAt!: Opt<Date>;

  /** Changed fields: { field: [before, after] }; secrets such as password hashes are left out. */
  @Property({ type: 'json', nullable: true })
  changes?: Record<string, [unknown, unknown]> | null;
}
