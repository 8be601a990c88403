import { Migration } from '@mikro-orm/migrations';

/** The tables whose changes can change a day of the transport aggregates. */
const STATS_TABLES = ['transport_sender', 'transport_receiver', 'shipment'] as const;

const TRANSITIONS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/** The advisory lock key of refreshes and rebuilds (any constant unique to this use in the database). */
const REFRESH_LOCK = 0x57a75d;

/** The cube's key: the reception day and the groups transportStats offers. */
const KEY_COLUMNS = [
  'requst_dt',
  'delivery_route_id',
  'sender_region_cd',
  'receiver_region_cd',
  'shipper_cd',
  'charge_cd',
];

/**
 * The cube rows of the live transports that `transports` names (a from-list whose alias ts is
 * transport_sender): their receivers and goods lines grouped by the key. A transport is in one row
 * per receiver region it sends to; `first_receiver_transports` counts it once, in the row of its
 * first receiver (lowest id), so that summed across receiver regions each transport counts once.
 * Receivers without goods lines count as receivers, as transportStats' left join does.
 */
const cubeRows = (transports: string) => `
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
          from ${transports}
          join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
          left join shipment s on s.receiver_transport_id = tr.receiver_transport_id
         where ts.del_yn = 'N') line
 group by ${KEY_COLUMNS.join(', ')}`;

const CUBE_COLUMNS = `${KEY_COLUMNS.join(', ')}, transports, first_receiver_transports, receivers,
  goods_lines, delivered_lines, qty_pieces, weight_kg, sender_amount, receiver_amount`;

/**
 * Per-day rows for the analysts' aggregates (transportStats, the home screen's delivery states),
 * kept like settlement's day rows (Migration20261123161815_shipper_settlement_days): statement
 * triggers mark what a statement changed as stale (inserts only, writers never wait), and every
 * read first recomputes the stale marks of its period under an advisory lock
 * (refresh_transport_stats, called by api/src/modules/transport-stats/transport-stats-days.ts).
 * A mark is a reception day and a course, not the whole day: saving one transport of today costs
 * the next read the recompute of today's transports of that course, not of all of today's.
 * The tables are raw SQL, not entities: nothing but these functions writes them.
 */
export class Migration20261125190500_transport_stats_days extends Migration {
  override async up(): Promise<void> {
    // Key columns are typed as the transport columns they copy, so groups sort alike.
    this.addSql(
      `create table "transport_stats_day" ("requst_dt" date not null, "delivery_route_id" int null, "sender_region_cd" varchar(30) null, "receiver_region_cd" varchar(30) null, "shipper_cd" varchar(30) null, "charge_cd" varchar(30) not null, "transports" int not null, "first_receiver_transports" int not null, "receivers" int not null, "goods_lines" int not null, "delivered_lines" int not null, "qty_pieces" bigint not null, "weight_kg" bigint not null, "sender_amount" bigint not null, "receiver_amount" bigint not null, constraint "transport_stats_day_key" unique nulls not distinct (${KEY_COLUMNS.map((column) => `"${column}"`).join(', ')}));`,
    );
    this.addSql(
      `create table "transport_stats_stale" ("stale_id" bigserial primary key, "requst_dt" date not null, "delivery_route_id" int null);`,
    );
    this.addSql(
      `create index "transport_stats_stale_requst_dt_index" on "transport_stats_stale" ("requst_dt");`,
    );

    // Recomputes the rows of the given (day, course) pairs; a course of 0 is transports without
    // one (course ids start at 1). EXECUTE plans with the pairs known: index lookups for a few
    // days, not a plan made for any array. JIT compiling costs more than these statements run.
    this.addSql(`create function recompute_transport_stats(days date[], routes int[]) returns void
language plpgsql set jit = off as $$
begin
  delete from transport_stats_day c
   using unnest(days, routes) as stale (requst_dt, route_key)
   where c.requst_dt = stale.requst_dt and coalesce(c.delivery_route_id, 0) = stale.route_key;
  execute $sql$insert into transport_stats_day (${CUBE_COLUMNS}) ${cubeRows(
    `(select distinct requst_dt, route_key from unnest($1, $2) as pair (requst_dt, route_key)) stale
          join transport_sender ts
            on ts.requst_dt = stale.requst_dt and coalesce(ts.delivery_route_id, 0) = stale.route_key`,
  )}$sql$ using days, routes;
end $$;`);

    // What a read calls first: recomputes the stale marks of [start_date, end_date]. A mark
    // committed after this statement's delete stays for the next read; refreshes take turns.
    this.addSql(`create function refresh_transport_stats(start_date date, end_date date) returns void
language plpgsql as $$
declare
  days date[];
  routes int[];
begin
  perform pg_advisory_xact_lock(${REFRESH_LOCK});
  with marks as (
    delete from transport_stats_stale where requst_dt between start_date and end_date
    returning requst_dt, coalesce(delivery_route_id, 0) as route_key)
  select array_agg(requst_dt), array_agg(route_key) into days, routes
    from (select distinct requst_dt, route_key from marks) stale;
  if days is not null then
    perform recompute_transport_stats(days, routes);
  end if;
end $$;`);

    // After a bulk load with triggers off (or to repair): every row recomputed, no mark left.
    this.addSql(`create function rebuild_transport_stats() returns void language plpgsql as $$
begin
  perform pg_advisory_xact_lock(${REFRESH_LOCK});
  delete from transport_stats_stale;
  delete from transport_stats_day;
  insert into transport_stats_day (${CUBE_COLUMNS}) ${cubeRows('transport_sender ts')};
end $$;`);

    // The marks. An UPDATE marks only rows whose aggregated columns changed (a delivery date
    // recorded on a line counts: delivered or not); a transport moved to another day or course
    // marks both. Rows whose parent is gone in the same statement (a cascade) are marked by the
    // parent's own trigger.
    this.addSql(`create function mark_transport_stats_transports(ids int[]) returns void language sql as $$
  insert into transport_stats_stale (requst_dt, delivery_route_id)
  select distinct requst_dt, delivery_route_id from transport_sender where sender_transport_id = any(ids)
$$;`);
    this.addSql(`create function mark_transport_stats_days() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'transport_sender' then
    if TG_OP = 'INSERT' then
      insert into transport_stats_stale (requst_dt, delivery_route_id)
      select distinct requst_dt, delivery_route_id from new_rows;
    elsif TG_OP = 'DELETE' then
      insert into transport_stats_stale (requst_dt, delivery_route_id)
      select distinct requst_dt, delivery_route_id from old_rows;
    else
      insert into transport_stats_stale (requst_dt, delivery_route_id)
      select distinct side.requst_dt, side.delivery_route_id
        from old_rows o join new_rows n using (sender_transport_id),
             lateral (values (o.requst_dt, o.delivery_route_id), (n.requst_dt, n.delivery_route_id))
               side (requst_dt, delivery_route_id)
       where (o.requst_dt, o.del_yn, o.delivery_route_id, o.region_cd, o.shipper_cd, o.charge_cd)
             is distinct from (n.requst_dt, n.del_yn, n.delivery_route_id, n.region_cd, n.shipper_cd, n.charge_cd);
    end if;
  elsif TG_TABLE_NAME = 'transport_receiver' then
    if TG_OP = 'INSERT' then
      perform mark_transport_stats_transports(array(select sender_transport_id from new_rows));
    elsif TG_OP = 'DELETE' then
      perform mark_transport_stats_transports(array(select sender_transport_id from old_rows));
    else
      perform mark_transport_stats_transports(array(
        select unnest(array[o.sender_transport_id, n.sender_transport_id])
          from old_rows o join new_rows n using (receiver_transport_id)
         where (o.sender_transport_id, o.region_cd) is distinct from (n.sender_transport_id, n.region_cd)));
    end if;
  else
    if TG_OP = 'INSERT' then
      perform mark_transport_stats_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (select receiver_transport_id from new_rows)));
    elsif TG_OP = 'DELETE' then
      perform mark_transport_stats_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (select receiver_transport_id from old_rows)));
    else
      perform mark_transport_stats_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (
           select unnest(array[o.receiver_transport_id, n.receiver_transport_id])
             from old_rows o join new_rows n using (shipment_id)
            where (o.receiver_transport_id, o.trnsprt_cd, o.sender_qty, o.sender_amount, o.receiver_amount,
                   o.transport_date is null)
                  is distinct from
                  (n.receiver_transport_id, n.trnsprt_cd, n.sender_qty, n.sender_amount, n.receiver_amount,
                   n.transport_date is null))));
    end if;
  end if;
  return null;
end $$;`);
    for (const table of STATS_TABLES)
      for (const [event, transition] of Object.entries(TRANSITIONS))
        this.addSql(
          `create trigger "${table}_stats_${event}" after ${event} on "${table}" referencing ${transition} for each statement execute function mark_transport_stats_days();`,
        );

    this.addSql(`select rebuild_transport_stats();`);
  }

  override async down(): Promise<void> {
    for (const table of STATS_TABLES)
      for (const event of Object.keys(TRANSITIONS))
        this.addSql(`drop trigger if exists "${table}_stats_${event}" on "${table}";`);
    this.addSql(`drop function if exists mark_transport_stats_days();`);
    this.addSql(`drop function if exists mark_transport_stats_transports(int[]);`);
    this.addSql(`drop function if exists rebuild_transport_stats();`);
    this.addSql(`drop function if exists refresh_transport_stats(date, date);`);
    this.addSql(`drop function if exists recompute_transport_stats(date[], int[]);`);
    this.addSql(`drop table if exists "transport_stats_stale" cascade;`);
    this.addSql(`drop table if exists "transport_stats_day" cascade;`);
  }
}
