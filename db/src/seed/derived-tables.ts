import type { ClientBase } from 'pg';

/**
 * Functions that recompute a table derived from the transports from scratch, called after a bulk
 * load whose triggers were off (bulk-load.ts). Each is called only when the schema has it, so the
 * seed runs on a database migrated to any point.
 * - rebuild_transport_counts: transport_sender.receiver_count / goods_line_count
 *   (Migration20261129085454_transport_counts_kept_by_writes). The seed writes them itself, so this
 *   only checks them.
 * - rebuild_transport_party_names: transport_party_name, the names parties were saved with
 *   (Migration20261129090356_party_name_filters).
 * - rebuild_derived_rows: the per-day counts, settlement by shipper, shipper details and the
 *   analysts' per-day rows, with their month rows (db/src/derived; installed after migrating),
 *   from the per-transport counts above.
 */
const REBUILDS = [
  'rebuild_transport_counts',
  'rebuild_transport_party_names',
  'rebuild_derived_rows',
] as const;

/**
 * Tables derived from the goods lines that the bulk load fills itself, as one of its tables: their
 * rows are written before their indexes and constraints are built (bulk-load.ts), which is several
 * times faster than writing them past a unique index and two foreign keys row by row.
 * - shipment_event: each line's tracking steps from what it holds, rebuild_shipment_events()
 *   (Migration20261129225954_shipment_events).
 */
const LOADED_WITH_TRANSPORTS = [{ table: 'shipment_event', rebuild: 'rebuild_shipment_events' }] as const;

/** Those of the tables above the schema has (the seed runs on a database migrated to any point). */
export async function tablesLoadedWithTransports(client: ClientBase): Promise<string[]> {
  const present: string[] = [];
  for (const { table, rebuild } of LOADED_WITH_TRANSPORTS) {
    const { rows } = await client.query<{ found: boolean }>(
      'select to_regclass($1) is not null and to_regproc($2) is not null as found',
      [table, rebuild],
    );
    if (rows[0]?.found) present.push(table);
  }
  return present;
}

/** Writes the rows of those tables from the loaded transports (before the load finishes). */
export async function loadTablesWithTransports(client: ClientBase, tables: readonly string[]): Promise<void> {
  for (const { table, rebuild } of LOADED_WITH_TRANSPORTS)
    if (tables.includes(table)) await client.query(`select ${rebuild}()`);
}

/**
 * After the load: brings every table derived from the transport tables up to date, so the first
 * reader finds them ready. A derived table added later gets its rebuild here.
 */
export async function refreshDerivedTables(client: ClientBase): Promise<void> {
  for (const name of REBUILDS) {
    const { rows } = await client.query<{ found: boolean }>('select to_regproc($1) is not null as found', [
      name,
    ]);
    if (rows[0]?.found) await client.query(`select ${name}()`);
  }
}
