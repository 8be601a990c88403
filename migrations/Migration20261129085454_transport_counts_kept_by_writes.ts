import { Migration } from '@mikro-orm/migrations';
import { Migration20261125181524_transport_day_counts } from './Migration20261125181524_transport_day_counts';
import {
  DROP_INSTALLED_DERIVED_ROWS,
  Migration20261129084222_derived_rows_kept_by_writes,
} from './Migration20261129084222_derived_rows_kept_by_writes';

const TRANSITIONS = ['insert', 'update', 'delete'] as const;

/**
 * The per-day transport counts kept like the settlement rows (db/src/derived, rollup COUNTS):
 * transport_day_count becomes transport_count_day, beside its deltas (transport_count_delta), and
 * the statement trigger that upserted each statement's change into the day's row goes: every
 * writer of the same day waited on that one row until it committed. rebuild_transport_counts()
 * keeps recounting each transport's receivers and goods lines; the day rows are rebuilt by
 * rebuild_derived_rows() (installed after migrating, which rebuilds them).
 */
export class Migration20261129085454_transport_counts_kept_by_writes extends Migration {
  override async up(): Promise<void> {
    for (const event of TRANSITIONS)
      this.addSql(`drop trigger if exists "transport_sender_day_count_${event}" on "transport_sender";`);
    this.addSql(`drop function if exists count_transport_days();`);

    this.addSql(`alter table "transport_day_count" rename to "transport_count_day";`);
    this.addSql(
      `alter table "transport_count_day" rename constraint "transport_day_count_pkey" to "transport_count_day_pkey";`,
    );

    this.addSql(
      `create table "transport_count_delta" ("delta_id" bigserial primary key, "transports" int not null default 0, "receivers" int not null default 0, "goods_lines" int not null default 0, "requst_dt" date not null);`,
    );
    this.addSql(
      `create index "transport_count_delta_requst_dt_index" on "transport_count_delta" ("requst_dt");`,
    );

    this.addSql(`create or replace function rebuild_transport_counts() returns void language plpgsql as $$
declare
  audit_setting text := coalesce(current_setting('app.skip_audit', true), '');
begin
  -- The counts are nobody's edit: no audit rows for them (the setting is restored below).
  perform set_config('app.skip_audit', 'on', true);
  update transport_sender ts
     set receiver_count = coalesce(counted.receivers, 0), goods_line_count = coalesce(counted.goods_lines, 0)
    from transport_sender t
    left join (select tr.sender_transport_id, count(*) as receivers, sum(coalesce(l.lines, 0)) as goods_lines
                 from transport_receiver tr
                 left join (select receiver_transport_id, count(*) as lines from shipment group by 1) l
                   using (receiver_transport_id)
                group by 1) counted using (sender_transport_id)
   where ts.sender_transport_id = t.sender_transport_id
     and (ts.receiver_count, ts.goods_line_count)
         is distinct from (coalesce(counted.receivers, 0), coalesce(counted.goods_lines, 0));
  perform set_config('app.skip_audit', audit_setting, true);
end $$;`);
  }

  override async down(): Promise<void> {
    for (const statement of DROP_INSTALLED_DERIVED_ROWS) this.addSql(statement);
    this.addSql(`drop table if exists "transport_count_delta" cascade;`);
    this.addSql(
      `alter table "transport_count_day" rename constraint "transport_count_day_pkey" to "transport_day_count_pkey";`,
    );
    this.addSql(`alter table "transport_count_day" rename to "transport_day_count";`);
    // The day-count trigger and the rebuild as the earlier migration left them, the rows recounted.
    const earlier = new Migration20261125181524_transport_day_counts(this.driver, this.config);
    const names = /count_transport_days|rebuild_transport_counts/;
    for (const statement of await Migration20261129084222_derived_rows_kept_by_writes.createdBy(
      earlier,
      names,
    ))
      this.addSql(statement.replace(/^create function/, 'create or replace function'));
    this.addSql(`select rebuild_transport_counts();`);
  }
}
