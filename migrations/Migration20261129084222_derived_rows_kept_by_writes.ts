import { Migration } from '@mikro-orm/migrations';
import { Migration20261123161815_shipper_settlement_days } from './Migration20261123161815_shipper_settlement_days';
import { Migration20261125190500_transport_stats_days } from './Migration20261125190500_transport_stats_days';
import { Migration20261125194500_transport_stats_recompute_per_day } from './Migration20261125194500_transport_stats_recompute_per_day';

/** The transport tables whose statements used to mark settlement and stats days stale. */
const TRANSPORT_TABLES = ['transport_sender', 'transport_receiver', 'shipment'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * What db/src/derived installs after migrating (triggers, functions, views over the derived
 * tables), dropped before a migration's down changes those tables; the next install after
 * migrating up again puts it back (its definition row is gone).
 */
export const DROP_INSTALLED_DERIVED_ROWS: readonly string[] = [
  ...TRANSPORT_TABLES.flatMap((table) => [
    ...EVENTS.map((event) => `drop trigger if exists "${table}_derived_${event}" on "${table}";`),
    `drop function if exists derived_stage_${table}();`,
  ]),
  `drop trigger if exists "derived_rows_commit" on "derived_commit_hook";`,
  ...['derived_rows_commit', 'fold_derived_rows', 'rebuild_derived_rows'].map(
    (name) => `drop function if exists ${name}();`,
  ),
  ...['shipper_settlement', 'shipper_detail', 'transport_stats', 'transport_count'].map(
    (table) => `drop view if exists ${table}_day_current;`,
  ),
  `delete from derived_rows_definition;`,
];

/**
 * Derived rows kept by the writes (issue 32) instead of recomputed by the next reader: the stale
 * marks, their triggers and the read-time refreshes go; in their place
 * - delta tables (shipper_settlement_delta, shipper_detail_delta, transport_stats_delta): what each
 *   committed transaction changed, appended at its commit, folded into the day and month rows by a
 *   background job; reads add the deltas not yet folded;
 * - derived_change and derived_commit_hook: a transaction's changed transport rows (their old
 *   versions), staged by statement triggers and turned into deltas at its commit;
 * - derived_rows_definition: the hash of the SQL that db/src/derived installs after migrating (the
 *   triggers and functions are generated from the money rules in code, once); a changed
 *   definition rebuilds the rows.
 * The day and month rows are rebuilt by that install (the hash is new), not here.
 */
export class Migration20261129084222_derived_rows_kept_by_writes extends Migration {
  /**
   * The statements of an earlier migration's up() that create the functions and triggers whose
   * names match: what a down puts back as that migration left it. (A method, not an export: the
   * migrator takes a migration module's first exported function for its class.)
   */
  static async createdBy(migration: Migration, names: RegExp): Promise<string[]> {
    await migration.up();
    return migration
      .getQueries()
      .filter(
        (query): query is string =>
          typeof query === 'string' &&
          /^create (or replace )?(function|trigger)/.test(query) &&
          names.test(query),
      );
  }

  override async up(): Promise<void> {
    for (const table of TRANSPORT_TABLES)
      for (const event of EVENTS) {
        this.addSql(`drop trigger if exists "${table}_settlement_${event}" on "${table}";`);
        this.addSql(`drop trigger if exists "${table}_stats_${event}" on "${table}";`);
      }
    this.addSql(`drop function if exists mark_settlement_days();`);
    this.addSql(`drop function if exists mark_settlement_transports(int[]);`);
    this.addSql(`drop function if exists mark_transport_stats_days();`);
    this.addSql(`drop function if exists mark_transport_stats_transports(int[]);`);
    this.addSql(`drop function if exists refresh_transport_stats(date, date);`);
    this.addSql(`drop function if exists recompute_transport_stats(date[], int[]);`);
    this.addSql(`drop function if exists rebuild_transport_stats();`);
    this.addSql(`drop table if exists "transport_stats_stale" cascade;`);

    this.addSql(
      `create table "shipper_detail_delta" ("delta_id" bigserial primary key, "lines" int not null default 0, "qty" bigint not null default 0, "weight_kg" bigint not null default 0, "prepaid_amount" bigint not null default 0, "collect_amount" bigint not null default 0, "requst_dt" date not null, "sender_nm" varchar(100) not null);`,
    );
    this.addSql(
      `create index "shipper_detail_delta_requst_dt_index" on "shipper_detail_delta" ("requst_dt");`,
    );

    this.addSql(
      `create table "shipper_settlement_delta" ("delta_id" bigserial primary key, "sent_transports" int not null default 0, "sent_lines" int not null default 0, "sent_qty" bigint not null default 0, "sent_weight_kg" bigint not null default 0, "sent_amount" bigint not null default 0, "received_transports" int not null default 0, "received_lines" int not null default 0, "received_qty" bigint not null default 0, "received_weight_kg" bigint not null default 0, "received_amount" bigint not null default 0, "paid_lines" int not null default 0, "paid_qty" bigint not null default 0, "paid_weight_kg" bigint not null default 0, "paid_qty_amount" bigint not null default 0, "paid_weight_amount" bigint not null default 0, "paid_as_sender_amount" bigint not null default 0, "paid_as_receiver_amount" bigint not null default 0, "requst_dt" date not null, "company_id" int not null);`,
    );
    this.addSql(
      `create index "shipper_settlement_delta_requst_dt_index" on "shipper_settlement_delta" ("requst_dt");`,
    );

    this.addSql(
      `alter table "shipper_settlement_delta" add constraint "shipper_settlement_delta_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete cascade;`,
    );

    this.addSql(`drop table if exists "shipper_settlement_stale" cascade;`);

    this.addSql(
      `create table "transport_stats_delta" ("delta_id" bigserial primary key, "requst_dt" date not null, "delivery_route_id" int null, "sender_region_cd" varchar(30) null, "receiver_region_cd" varchar(30) null, "shipper_cd" varchar(30) null, "charge_cd" varchar(30) not null, "transports" int not null, "first_receiver_transports" int not null, "receivers" int not null, "goods_lines" int not null, "delivered_lines" int not null, "qty_pieces" bigint not null, "weight_kg" bigint not null, "sender_amount" bigint not null, "receiver_amount" bigint not null);`,
    );
    this.addSql(
      `create index "transport_stats_delta_requst_dt_index" on "transport_stats_delta" ("requst_dt");`,
    );

    // Staging lives only inside the writing transaction (its rows are deleted at its commit):
    // unlogged, a crash loses nothing that committed.
    this.addSql(
      `create unlogged table "derived_change" ("change_id" bigserial primary key, "txid" xid8 not null default pg_current_xact_id(), "table_name" text not null, "row_id" int not null, "old_row" jsonb null);`,
    );
    this.addSql(
      `create index "derived_change_txid_index" on "derived_change" ("txid", "table_name", "row_id");`,
    );
    this.addSql(`create unlogged table "derived_commit_hook" ("txid" xid8 primary key);`);
    this.addSql(
      `create table "derived_rows_definition" ("name" text primary key, "hash" text not null, "installed_at" timestamptz not null default now());`,
    );
  }

  override async down(): Promise<void> {
    for (const statement of DROP_INSTALLED_DERIVED_ROWS) this.addSql(statement);
    for (const table of [
      'derived_rows_definition',
      'derived_commit_hook',
      'derived_change',
      'transport_stats_delta',
    ])
      this.addSql(`drop table if exists "${table}" cascade;`);
    this.addSql(`drop table if exists "shipper_detail_delta" cascade;`);
    this.addSql(`drop table if exists "shipper_settlement_delta" cascade;`);

    // The stale marks and their triggers as the earlier migrations left them, every day marked.
    this.addSql(
      `create table "shipper_settlement_stale" ("stale_id" bigserial primary key, "requst_dt" date not null);`,
    );
    this.addSql(
      `create index "shipper_settlement_stale_requst_dt_index" on "shipper_settlement_stale" ("requst_dt");`,
    );
    this.addSql(
      `create table "transport_stats_stale" ("stale_id" bigserial primary key, "requst_dt" date not null, "delivery_route_id" int null);`,
    );
    this.addSql(
      `create index "transport_stats_stale_requst_dt_index" on "transport_stats_stale" ("requst_dt");`,
    );
    const earlier = [
      new Migration20261123161815_shipper_settlement_days(this.driver, this.config),
      new Migration20261125190500_transport_stats_days(this.driver, this.config),
      new Migration20261125194500_transport_stats_recompute_per_day(this.driver, this.config),
    ];
    for (const migration of earlier)
      for (const statement of await Migration20261129084222_derived_rows_kept_by_writes.createdBy(
        migration,
        /settlement|transport_stats/,
      ))
        this.addSql(statement);
    this.addSql(
      `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from transport_sender;`,
    );
    this.addSql(
      `insert into transport_stats_stale (requst_dt, delivery_route_id) select distinct requst_dt, delivery_route_id from transport_sender;`,
    );
  }
}
