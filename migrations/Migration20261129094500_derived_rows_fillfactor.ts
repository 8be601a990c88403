import { Migration } from '@mikro-orm/migrations';

/** The day and month rows the fold updates (db/src/derived). */
const FOLDED_TABLES = [
  'shipper_settlement_day',
  'shipper_settlement_month',
  'shipper_detail_day',
  'shipper_detail_month',
  'transport_stats_day',
  'transport_count_day',
] as const;

/**
 * Room on every page of the derived rows for the fold's updates: today's rows (and this month's)
 * change every few seconds, and an update that finds room on its row's page stays there (no index
 * column changes: a HOT update), so a period's rows keep lying together instead of spreading over
 * the table. Pages written from now on (the rebuild after migrating writes them all) keep 20% free.
 */
export class Migration20261129094500_derived_rows_fillfactor extends Migration {
  override async up(): Promise<void> {
    for (const table of FOLDED_TABLES) this.addSql(`alter table "${table}" set (fillfactor = 80);`);
  }

  override async down(): Promise<void> {
    for (const table of FOLDED_TABLES) this.addSql(`alter table "${table}" reset (fillfactor);`);
  }
}
