import { Migration } from '@mikro-orm/migrations';

/** The tables whose changes can change a day of settlement by shipper or shipper details. */
const SETTLEMENT_TABLES = ['transport_sender', 'transport_receiver', 'shipment'] as const;

export class Migration20261123161815_shipper_settlement_days extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "shipper_settlement_day" ("requst_dt" date not null, "company_id" int not null, "sent_transports" int not null default 0, "sent_lines" int not null default 0, "sent_qty" bigint not null default 0, "sent_weight_kg" bigint not null default 0, "sent_amount" bigint not null default 0, "received_transports" int not null default 0, "received_lines" int not null default 0, "received_qty" bigint not null default 0, "received_weight_kg" bigint not null default 0, "received_amount" bigint not null default 0, constraint "shipper_settlement_day_pkey" primary key ("requst_dt", "company_id"));`,
    );
    this.addSql(
      `create index "shipper_settlement_day_company_id_index" on "shipper_settlement_day" ("company_id");`,
    );

    this.addSql(
      `create table "shipper_detail_day" ("requst_dt" date not null, "sender_nm" varchar(100) not null, "lines" int not null default 0, "qty" bigint not null default 0, "weight_kg" bigint not null default 0, "prepaid_amount" bigint not null default 0, "collect_amount" bigint not null default 0, constraint "shipper_detail_day_pkey" primary key ("requst_dt", "sender_nm"));`,
    );

    this.addSql(
      `create table "shipper_settlement_stale" ("stale_id" bigserial primary key, "requst_dt" date not null);`,
    );
    this.addSql(
      `create index "shipper_settlement_stale_requst_dt_index" on "shipper_settlement_stale" ("requst_dt");`,
    );

    this.addSql(
      `alter table "shipper_settlement_day" add constraint "shipper_settlement_day_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete cascade;`,
    );

    // Statement-level triggers mark the reception days a statement touched as stale (only inserts:
    // writers never wait for each other); the settlement service recomputes those days before it
    // reads. An UPDATE marks only rows whose settlement columns changed (a delivery record does
    // not). Rows whose parent is gone in the same statement (a cascade) are marked by the parent's
    // own trigger.
    this.addSql(`create function mark_settlement_transports(ids int[]) returns void language sql as $$
  insert into shipper_settlement_stale (requst_dt)
  select distinct requst_dt from transport_sender where sender_transport_id = any(ids)
$$;`);
    this.addSql(`create function mark_settlement_days() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'transport_sender' then
    if TG_OP = 'INSERT' then
      insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from new_rows;
    elsif TG_OP = 'DELETE' then
      insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from old_rows;
    else
      insert into shipper_settlement_stale (requst_dt)
      select distinct day.requst_dt
        from old_rows o join new_rows n using (sender_transport_id),
             lateral (values (o.requst_dt), (n.requst_dt)) day (requst_dt)
       where (o.requst_dt, o.del_yn, o.sender_company_id, o.company_nm, o.charge_cd)
             is distinct from (n.requst_dt, n.del_yn, n.sender_company_id, n.company_nm, n.charge_cd);
    end if;
  elsif TG_TABLE_NAME = 'transport_receiver' then
    if TG_OP = 'INSERT' then
      perform mark_settlement_transports(array(select sender_transport_id from new_rows));
    elsif TG_OP = 'DELETE' then
      perform mark_settlement_transports(array(select sender_transport_id from old_rows));
    else
      perform mark_settlement_transports(array(
        select unnest(array[o.sender_transport_id, n.sender_transport_id])
          from old_rows o join new_rows n using (receiver_transport_id)
         where (o.sender_transport_id, o.receiver_company_id)
               is distinct from (n.sender_transport_id, n.receiver_company_id)));
    end if;
  else
    if TG_OP = 'INSERT' then
      perform mark_settlement_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (select receiver_transport_id from new_rows)));
    elsif TG_OP = 'DELETE' then
      perform mark_settlement_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (select receiver_transport_id from old_rows)));
    else
      perform mark_settlement_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (
           select unnest(array[o.receiver_transport_id, n.receiver_transport_id])
             from old_rows o join new_rows n using (shipment_id)
            where (o.receiver_transport_id, o.trnsprt_cd, o.sender_qty, o.receiver_qty, o.sender_amount, o.receiver_amount)
                  is distinct from
                  (n.receiver_transport_id, n.trnsprt_cd, n.sender_qty, n.receiver_qty, n.sender_amount, n.receiver_amount))));
    end if;
  end if;
  return null;
end $$;`);
    for (const table of SETTLEMENT_TABLES) {
      for (const event of ['insert', 'update', 'delete'] as const) {
        const transition = {
          insert: 'new table as new_rows',
          update: 'old table as old_rows new table as new_rows',
          delete: 'old table as old_rows',
        }[event];
        this.addSql(
          `create trigger "${table}_settlement_${event}" after ${event} on "${table}" referencing ${transition} for each statement execute function mark_settlement_days();`,
        );
      }
    }
    // Every day that has transports is recomputed on its first read.
    this.addSql(
      `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from transport_sender;`,
    );
  }

  override async down(): Promise<void> {
    for (const table of SETTLEMENT_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        this.addSql(`drop trigger if exists "${table}_settlement_${event}" on "${table}";`);
    this.addSql(`drop function if exists mark_settlement_days();`);
    this.addSql(`drop function if exists mark_settlement_transports(int[]);`);
    this.addSql(`drop table if exists "shipper_settlement_day" cascade;`);

    this.addSql(`drop table if exists "shipper_detail_day" cascade;`);

    this.addSql(`drop table if exists "shipper_settlement_stale" cascade;`);
  }
}
