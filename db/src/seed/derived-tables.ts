import type { ClientBase } from 'pg';

/**
 * Functions that recompute a table derived from the transports from scratch, called after a bulk
 * load whose triggers were off (bulk-load.ts). Each is called only when the schema has it, so the
 * seed runs on a database migrated to any point.
 * - rebuild_transport_counts: transport_sender.receiver_count / goods_line_count and
 *   transport_day_count (Migration20261125181524_transport_day_counts). The seed writes the
 *   per-transport counts itself, so this only checks them and fills the per-day table.
 * - rebuild_transport_stats: transport_stats_day, the analysts' per-day rows
 *   (Migration20261125190500_transport_stats_days).
 * - rebuild_transport_party_names: transport_party_name, the names parties were saved with
 *   (Migration20261129090356_party_name_filters).
 */
const REBUILDS = [
  'rebuild_transport_counts',
  'rebuild_transport_stats',
  'rebuild_transport_party_names',
] as const;

/**
 * After the load: brings every table derived from the transport tables up to date. A derived table
 * added later gets its rebuild (or its stale marks) here.
 */
export async function refreshDerivedTables(client: ClientBase): Promise<void> {
  // Settlement by shipper and shipper details: every loaded day is marked stale, as the triggers
  // would have, and recomputed on its first read with its month's rows
  // (api/.../shipper-settlement/settlement-days.ts).
  await client.query(
    `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from transport_sender`,
  );
  for (const name of REBUILDS) {
    const { rows } = await client.query<{ found: boolean }>('select to_regproc($1) is not null as found', [
      name,
    ]);
    if (rows[0]?.found) await client.query(`select ${name}()`);
  }
}
