import { Migration } from '@mikro-orm/migrations';

/**
 * When a delivery dated `day` (Asia/Seoul) happened: the line's last change when it was made that
 * day (a scan or an editor's save of the day), now when the day is today, else the day's start.
 */
const DELIVERED_AT = `create function shipment_delivered_at(day date, changed timestamptz) returns timestamptz
language sql stable as $$
  select case
    when changed is not null and (changed at time zone 'Asia/Seoul')::date = day then changed
    when day = (now() at time zone 'Asia/Seoul')::date then now()
    else day::timestamp at time zone 'Asia/Seoul'
  end
$$;`;

/** The course delivering a line (arrival.service.ts DELIVERING_ROUTE): the receiver's, else the sender's. */
const ROUTE_JOINS = `left join transport_receiver tr on tr.receiver_transport_id = n.receiver_transport_id
  left join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id`;
const ROUTE = 'coalesce(tr.delivery_route_id, ts.delivery_route_id)';

/** Inserted lines: RECEIVED, and PICKED_UP and DELIVERED when they arrive so. */
const EVENTS_INSERTED = `create function shipment_events_inserted() returns trigger language plpgsql as $$
begin
  insert into shipment_event (shipment_id, event_cd, occurred_at, delivery_route_id)
  select n.shipment_id, e.event_cd, e.occurred_at, ${ROUTE}
    from new_rows n
    ${ROUTE_JOINS}
    cross join lateral (values
      ('RECEIVED', coalesce(n.reg_dt, now()), true),
      ('PICKED_UP', now(), n.pickup_check = 'Y'),
      ('DELIVERED', shipment_delivered_at(n.transport_date, n.chg_dt), n.transport_date is not null)
    ) as e (event_cd, occurred_at, reached)
   where e.reached
  on conflict do nothing;
  return null;
end $$;`;

/**
 * Updated lines: pickup_check N→Y is PICKED_UP, Y→N takes it back; transport_date null→date is
 * DELIVERED, date→null takes it back, another date moves it.
 */
const EVENTS_UPDATED = `create function shipment_events_updated() returns trigger language plpgsql as $$
begin
  delete from shipment_event e
   using old_rows o join new_rows n on n.shipment_id = o.shipment_id
   where e.shipment_id = n.shipment_id
     and ((e.event_cd = 'PICKED_UP' and o.pickup_check = 'Y' and n.pickup_check <> 'Y')
       or (e.event_cd = 'DELIVERED' and o.transport_date is not null and n.transport_date is null));
  update shipment_event e
     set occurred_at = shipment_delivered_at(n.transport_date, n.chg_dt)
    from old_rows o join new_rows n on n.shipment_id = o.shipment_id
   where e.shipment_id = n.shipment_id and e.event_cd = 'DELIVERED'
     and o.transport_date is not null and n.transport_date is not null
     and o.transport_date <> n.transport_date;
  insert into shipment_event (shipment_id, event_cd, occurred_at, delivery_route_id)
  select n.shipment_id, e.event_cd, e.occurred_at, ${ROUTE}
    from old_rows o
    join new_rows n on n.shipment_id = o.shipment_id
    ${ROUTE_JOINS}
    cross join lateral (values
      ('PICKED_UP', now(), o.pickup_check <> 'Y' and n.pickup_check = 'Y'),
      ('DELIVERED', shipment_delivered_at(n.transport_date, n.chg_dt),
        o.transport_date is null and n.transport_date is not null)
    ) as e (event_cd, occurred_at, reached)
   where e.reached
  on conflict do nothing;
  return null;
end $$;`;

/**
 * Every line's events from what it holds (the migration's backfill, and the demo seed's after its
 * bulk load with the triggers off: db/src/seed/derived-tables.ts): RECEIVED at its registration,
 * PICKED_UP (when checked) at its registration too (the time was never kept), DELIVERED on its date.
 * Events already there stay.
 */
const REBUILD = `create function rebuild_shipment_events() returns void language sql as $$
  insert into shipment_event (shipment_id, event_cd, occurred_at, delivery_route_id)
  select n.shipment_id, e.event_cd, e.occurred_at, ${ROUTE}
    from shipment n
    ${ROUTE_JOINS}
    cross join lateral (values
      ('RECEIVED', n.reg_dt, true),
      ('PICKED_UP', n.reg_dt, n.pickup_check = 'Y'),
      ('DELIVERED', shipment_delivered_at(n.transport_date, n.chg_dt), n.transport_date is not null)
    ) as e (event_cd, occurred_at, reached)
   where e.reached
  on conflict do nothing
$$;`;

const TRIGGERS = [
  `create trigger "shipment_events_inserted" after insert on "shipment" referencing new table as new_rows for each statement execute function shipment_events_inserted();`,
  `create trigger "shipment_events_updated" after update on "shipment" referencing old table as old_rows new table as new_rows for each statement execute function shipment_events_updated();`,
];

export class Migration20261129225954_shipment_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "shipment_event" ("shipment_event_id" serial primary key, "shipment_id" int not null, "event_cd" text check ("event_cd" in ('RECEIVED', 'PICKED_UP', 'OUT_FOR_DELIVERY', 'DELIVERED')) not null, "occurred_at" timestamptz not null default now(), "delivery_route_id" int null);`,
    );
    this.addSql(
      `create index "shipment_event_delivery_route_id_index" on "shipment_event" ("delivery_route_id");`,
    );
    this.addSql(
      `alter table "shipment_event" add constraint "shipment_event_step_unique" unique ("shipment_id", "event_cd");`,
    );

    this.addSql(
      `alter table "shipment_event" add constraint "shipment_event_shipment_id_foreign" foreign key ("shipment_id") references "shipment" ("shipment_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "shipment_event" add constraint "shipment_event_delivery_route_id_foreign" foreign key ("delivery_route_id") references "delivery_route" ("delivery_route_id") on update cascade on delete set null;`,
    );

    // Hand-written: the functions and triggers that keep the events, then the existing lines' events.
    for (const statement of [DELIVERED_AT, EVENTS_INSERTED, EVENTS_UPDATED, REBUILD, ...TRIGGERS])
      this.addSql(statement);
    this.addSql(`select rebuild_shipment_events();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "shipment_events_inserted" on "shipment";`);
    this.addSql(`drop trigger if exists "shipment_events_updated" on "shipment";`);
    this.addSql(`drop function if exists shipment_events_inserted();`);
    this.addSql(`drop function if exists shipment_events_updated();`);
    this.addSql(`drop function if exists rebuild_shipment_events();`);
    this.addSql(`drop function if exists shipment_delivered_at(date, timestamptz);`);
    this.addSql(`drop table if exists "shipment_event" cascade;`);
  }
}
