import { Migration } from '@mikro-orm/migrations';

/** Statement triggers that add the names a statement wrote to transport_party_name. */
const NAMED_TABLES = ['transport_sender', 'transport_receiver'] as const;

/**
 * The columns a phone's end is looked up by: the registered company and the reverse(phone) index
 * expressions (column 1 of each index). Their statistics at 1,000 buckets, as the names and phones
 * already have (..._text_filter_statistics).
 */
const PHONE_FILTER_STATISTICS = [
  `alter table "transport_sender" alter column "sender_company_id" set statistics 1000;`,
  `alter table "transport_receiver" alter column "receiver_company_id" set statistics 1000;`,
  ...['transport_sender', 'transport_receiver'].flatMap((table) =>
    ['tel_no', 'manager_tel_no'].map(
      (column) => `alter index "${table}_${column}_reverse_index" alter column 1 set statistics 1000;`,
    ),
  ),
];

/**
 * The lists' sender and receiver name filters at 2,000,000 transports (issue 32). A filter's text is
 * first looked up among the names parties were saved with (transport_party_name, a few thousand
 * rows); when it is part of one name only, the list reads that name's rows in its own order from a
 * btree on (name, reception date, transport, ...) and stops at the page, instead of every row of a
 * trigram index's candidates (a customer with 5,466 receivers over 100 days: 83 ms inside
 * PostgreSQL, against 9-17 ms by the ordered index). A receiver has no reception date of its own,
 * so it gets its transport's, kept by triggers:
 * - on insert, or any update, of a receiver: its transport's date (one primary key lookup a row);
 * - when a transport's date moves: its receivers' dates (not audited: nobody's edit).
 * Finer statistics for what a phone's end is looked up by: with 100 buckets, the end of one
 * sender's phone (1,150 transports) was estimated at 11,150 and the list walked 700,000 transports
 * of the period in its order (211 ms); with 1,000, 1,090 and a bitmap of the matches (8 ms).
 * The backfill runs with the receivers' triggers off: it changes no one's data, so there is nothing
 * to audit, recount or mark stale, and a closed month must not refuse it.
 */
export class Migration20261129090356_party_name_filters extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "transport_party_name" ("company_nm" varchar(100) not null, constraint "transport_party_name_pkey" primary key ("company_nm"));`,
    );
    // Names in order, so two writers adding the same new names queue instead of deadlocking.
    this.addSql(`create function remember_party_names() returns trigger language plpgsql as $$
begin
  insert into transport_party_name (company_nm)
  select distinct company_nm from new_rows order by company_nm
  on conflict do nothing;
  return null;
end $$;`);
    this.addSql(`create function rebuild_transport_party_names() returns void language sql as $$
  insert into transport_party_name (company_nm)
  select company_nm from transport_sender union select company_nm from transport_receiver
  on conflict do nothing
$$;`);
    for (const table of NAMED_TABLES)
      for (const event of ['insert', 'update'])
        this.addSql(
          `create trigger "${table}_party_names_${event}" after ${event} on "${table}" referencing new table as new_rows for each statement execute function remember_party_names();`,
        );
    this.addSql(`select rebuild_transport_party_names();`);

    this.addSql(`alter table "transport_receiver" add column "requst_dt" date;`);
    this.addSql(`alter table "transport_receiver" disable trigger user;`);
    this.addSql(
      `update "transport_receiver" tr set "requst_dt" = ts."requst_dt" from "transport_sender" ts where ts."sender_transport_id" = tr."sender_transport_id";`,
    );
    this.addSql(`alter table "transport_receiver" enable trigger user;`);
    this.addSql(`alter table "transport_receiver" alter column "requst_dt" set not null;`);
    this.addSql(`create function copy_receiver_requst_dt() returns trigger language plpgsql as $$
begin
  select ts.requst_dt into new.requst_dt from transport_sender ts
   where ts.sender_transport_id = new.sender_transport_id;
  return new;
end $$;`);
    this.addSql(
      `create trigger "transport_receiver_requst_dt" before insert or update on "transport_receiver" for each row execute function copy_receiver_requst_dt();`,
    );
    // Unaudited: the transport's own entry records the move (audit_row skips rows while
    // app.skip_audit is on, which is put back as it was).
    this.addSql(`create function move_receiver_requst_dt() returns trigger language plpgsql as $$
declare
  skip_audit text := current_setting('app.skip_audit', true);
begin
  perform set_config('app.skip_audit', 'on', true);
  update transport_receiver set requst_dt = new.requst_dt
   where sender_transport_id = new.sender_transport_id and requst_dt is distinct from new.requst_dt;
  perform set_config('app.skip_audit', coalesce(skip_audit, ''), true);
  return null;
end $$;`);
    this.addSql(
      `create trigger "transport_sender_receiver_requst_dt" after update of "requst_dt" on "transport_sender" for each row when (old."requst_dt" is distinct from new."requst_dt") execute function move_receiver_requst_dt();`,
    );

    this.addSql(
      `create index "transport_sender_live_name_day_index" on "transport_sender" ("company_nm", "requst_dt", "sender_transport_id") where "del_yn" = 'N';`,
    );
    this.addSql(
      `create index "transport_receiver_name_day_index" on "transport_receiver" ("company_nm", "requst_dt", "sender_transport_id", "sort_order", "receiver_transport_id");`,
    );
    for (const statement of PHONE_FILTER_STATISTICS) this.addSql(statement);
    this.addSql(`analyze "transport_sender";`);
    this.addSql(`analyze "transport_receiver";`);
  }

  override async down(): Promise<void> {
    for (const statement of PHONE_FILTER_STATISTICS)
      this.addSql(statement.replace('set statistics 1000', 'set statistics -1'));
    this.addSql(`drop index "transport_sender_live_name_day_index";`);
    this.addSql(`drop index "transport_receiver_name_day_index";`);

    this.addSql(`drop trigger "transport_sender_receiver_requst_dt" on "transport_sender";`);
    this.addSql(`drop trigger "transport_receiver_requst_dt" on "transport_receiver";`);
    this.addSql(`drop function move_receiver_requst_dt();`);
    this.addSql(`drop function copy_receiver_requst_dt();`);
    this.addSql(`alter table "transport_receiver" drop column "requst_dt";`);

    for (const table of NAMED_TABLES)
      for (const event of ['insert', 'update'])
        this.addSql(`drop trigger "${table}_party_names_${event}" on "${table}";`);
    this.addSql(`drop function rebuild_transport_party_names();`);
    this.addSql(`drop function remember_party_names();`);
    this.addSql(`drop table "transport_party_name";`);
  }
}
