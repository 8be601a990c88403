import { Migration } from '@mikro-orm/migrations';

/**
 * recompute_transport_stats (Migration20261125190500_transport_stats_days) joined its (day, course)
 * pairs to transport_sender, which PostgreSQL planned as one scan of the day per pair, or as a
 * sequential scan of every transport once a day had some ten courses stale (4 to 7 s at 2,000,000
 * transports for today's 13 courses). It now reads each stale day once: per day, the transports of
 * its stale courses, in one statement planned with the day and courses known. The rows it writes
 * are the same (cube rows as in that migration: see its cubeRows).
 */
const KEY_COLUMNS = [
  'requst_dt',
  'delivery_route_id',
  'sender_region_cd',
  'receiver_region_cd',
  'shipper_cd',
  'charge_cd',
];

const CUBE_COLUMNS = `${KEY_COLUMNS.join(', ')}, transports, first_receiver_transports, receivers,
  goods_lines, delivered_lines, qty_pieces, weight_kg, sender_amount, receiver_amount`;

/** The cube rows of the live transports of day $1 whose course (0: none) is in $2. */
const DAY_CUBE_ROWS = `
select ${KEY_COLUMNS.join(', ')},
       count(distinct sender_transport_id), count(distinct sender_transport_id) filter (where first_receiver),
       count(distinct receiver_transport_id), count(shipment_id),
       count(shipment_id) filter (where transport_date is not null),
       coalesce(sum(sender_qty) filter (where trnsprt_cd = 'QTY'), 0),
       coalesce(sum(sender_qty) filter (where trnsprt_cd = 'WEIGHT'), 0),
       coalesce(sum(sender_amount), 0), coalesce(sum(receiver_amount), 0)
  from (select ts.requst_dt, ts.delivery_route_id, ts.region_cd as sender_region_cd,
               tr.region_cd as receiver_region_cd, ts.shipper_cd, ts.charge_cd, ts.sender_transport_id,
               tr.receiver_transport_id,
               tr.receiver_transport_id = min(tr.receiver_transport_id) over (partition by ts.sender_transport_id)
                 as first_receiver,
               s.shipment_id, s.transport_date, s.trnsprt_cd, s.sender_qty, s.sender_amount, s.receiver_amount
          from transport_sender ts
          join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
          left join shipment s on s.receiver_transport_id = tr.receiver_transport_id
         where ts.del_yn = 'N' and ts.requst_dt = $1 and coalesce(ts.delivery_route_id, 0) = any($2)) line
 group by ${KEY_COLUMNS.join(', ')}`;

export class Migration20261125194500_transport_stats_recompute_per_day extends Migration {
  override async up(): Promise<void> {
    // EXECUTE plans with the day and courses known. A whole day's lines (some 70,000) sort in
    // memory with 32 MB; JIT compiling costs more than these statements run.
    this.addSql(`create or replace function recompute_transport_stats(days date[], routes int[]) returns void
language plpgsql set jit = off set work_mem = '32MB' as $$
declare
  stale record;
begin
  for stale in
    select requst_dt, array_agg(distinct route_key) as route_keys
      from unnest(days, routes) as pair (requst_dt, route_key)
     group by requst_dt
  loop
    delete from transport_stats_day
     where requst_dt = stale.requst_dt and coalesce(delivery_route_id, 0) = any(stale.route_keys);
    execute $sql$insert into transport_stats_day (${CUBE_COLUMNS}) ${DAY_CUBE_ROWS}$sql$
      using stale.requst_dt, stale.route_keys;
  end loop;
end $$;`);
  }

  override async down(): Promise<void> {
    // The previous definition joined the pairs; its rows were the same, so leaving this one is harmless.
  }
}
