import { Migration } from '@mikro-orm/migrations';

/**
 * The tables with a `version` column (EditableEntity's optimistic lock). A table given a version
 * later creates its own `<table>_version` trigger in its migration: db/test/versions.test.ts fails
 * for a versioned table without one.
 */
const VERSIONED_TABLES = [
  'bill_company',
  'bill_history',
  'company',
  'delivery_route',
  'member',
  'payment',
  'shipment',
  'transport_receiver',
  'transport_sender',
  'waybill',
] as const;

/**
 * A versioned row's version moves on by exactly one in each transaction that writes it, whoever
 * writes: raw SQL sets no version (the first update of the row in a transaction raises it; later
 * ones, the transaction's own row then, keep it: other sessions only ever see the committed row, so
 * an invoice written in two statements, or a transport whose counts a trigger recounts after the
 * save, is one new version). A statement that sets the version itself (MikroORM's flush sets
 * version = version + 1 and expects exactly that; old raw SQL did too) always gets old + 1, never
 * more, whatever value it set.
 * An update that changes nothing still counts as the transaction's write: skipping it would make a
 * later, real change in the same transaction look already counted. The app's raw updates only touch
 * rows that change (`is distinct from`), so this costs no editor a 409.
 * A row first written inside a savepoint carries the subtransaction's id: a later write of the same
 * transaction then raises it once more (one too many, never one too few).
 */
const BUMP_VERSION = `create function bump_version() returns trigger language plpgsql as $$
begin
  if new.version is distinct from old.version
     or old.xmin is distinct from xid(pg_current_xact_id_if_assigned()) then
    new.version := old.version + 1;
  end if;
  return new;
end $$;`;

export class Migration20261129140846_versions_bumped_by_database extends Migration {
  override async up(): Promise<void> {
    this.addSql(BUMP_VERSION);
    for (const table of VERSIONED_TABLES)
      this.addSql(
        `create trigger "${table}_version" before update on "${table}" for each row execute function bump_version();`,
      );
  }

  override async down(): Promise<void> {
    for (const table of VERSIONED_TABLES)
      this.addSql(`drop trigger if exists "${table}_version" on "${table}";`);
    this.addSql(`drop function if exists bump_version();`);
  }
}
