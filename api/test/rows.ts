import type { ContractHarness } from './contract';

/**
 * Inserts fixture rows straight into the test's database (rows no API call makes, or makes too
 * slowly for a fixture): the columns as given, answering the row's id.
 */
export function rowInserter(harness: ContractHarness) {
  return async (table: string, idColumn: string, values: Record<string, unknown>): Promise<number> => {
    const columns = Object.keys(values);
    const [row] = await harness.server.db.orm.em.fork().execute<{ id: number }[]>(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})
         returning ${idColumn} as id`,
      Object.values(values),
    );
    if (typeof row?.id !== 'number') throw new Error(`insert into ${table} failed`);
    return row.id;
  };
}

/**
 * Many transports in one statement (for paging and count tests): `transports` senders on `day`,
 * named 대량발송1, 대량발송2…, each with `receivers` receivers (대량수신1…) of `lines` goods lines of
 * 2 × 1,000 won on both sides.
 */
export async function insertBulkTransports(
  harness: ContractHarness,
  {
    day,
    transports,
    receivers = 2,
    lines = 2,
  }: { day: string; transports: number; receivers?: number; lines?: number },
): Promise<void> {
  await harness.server.db.orm.em.fork().execute(
    `with senders as (
       insert into transport_sender (requst_dt, transport_process_cd, charge_cd, company_nm)
       select cast(? as date), 'COMM_RECV', 'CH001', '대량발송' || n from generate_series(1, ?) n
       returning sender_transport_id),
     receivers as (
       insert into transport_receiver (sender_transport_id, company_nm, sort_order)
       select sender_transport_id, '대량수신' || r, r from senders, generate_series(1, ?) r
       returning receiver_transport_id)
     insert into shipment (receiver_transport_id, kind_cd, sender_qty, receiver_qty, sender_untpc,
                           receiver_untpc, sender_amount, receiver_amount, sort_order)
     select receiver_transport_id, 'TAC0202', 2, 2, 1000, 1000, 2000, 2000, l
       from receivers, generate_series(1, ?) l`,
    [day, transports, receivers, lines],
  );
}
