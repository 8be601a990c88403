import { Migration } from '@mikro-orm/migrations';

/** Columns the database keeps itself: the audit trail leaves them out (they are not anyone's edit). */
const DERIVED_COLUMNS = ['receiver_count', 'goods_line_count'];

/** audit_row() of the initial migration, with `ignored` keys left out of every diff. */
const auditRow = (ignored: string[]) => {
  const leftOut = ignored.map((column) => ` - '${column}'`).join('');
  const unchanged = ['version', 'chg_dt', 'chg_id', ...ignored].map((column) => `'${column}'`).join(', ');
  return `create or replace function audit_row() returns trigger language plpgsql as $$
declare
  old_row jsonb;
  new_row jsonb;
  diff jsonb;
begin
  -- Checked before any row is converted: bulk seeding a million rows must not pay for it.
  if current_setting('app.skip_audit', true) = 'on' then
    return null;
  end if;
  old_row := case when tg_op <> 'INSERT' then to_jsonb(old)${leftOut} end;
  new_row := case when tg_op <> 'DELETE' then to_jsonb(new)${leftOut} end;
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(key, jsonb_build_array(old_row -> key, value)) into diff
      from jsonb_each(new_row - 'user_pw')
     where key not in (${unchanged}) and (old_row -> key) is distinct from value;
    if (old_row ->> 'user_pw') is distinct from (new_row ->> 'user_pw') then
      diff := coalesce(diff, '{}'::jsonb) || jsonb_build_object('user_pw', jsonb_build_array('*', '*'));
    end if;
    if diff is null then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(key, jsonb_build_array(null, value)) into diff from jsonb_each(new_row - 'user_pw');
  else
    select jsonb_object_agg(key, jsonb_build_array(value, null)) into diff from jsonb_each(old_row - 'user_pw');
  end if;
  insert into audit_log (entity_name, entity_id, action, member_id, changes)
  values (tg_table_name,
          coalesce(new_row, old_row) ->> tg_argv[0],
          case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
          nullif(current_setting('app.member_id', true), '')::int,
          diff);
  return null;
end
$$;`;
};

/**
 * Exact list totals without counting lines (issue 23). Two levels, both kept by statement triggers
 * in the writer's transaction, so no code path can leave them stale:
 * - transport_sender.receiver_count / goods_line_count: a transport's receivers and goods lines,
 *   recounted (not incremented) for the transports a statement on transport_receiver or shipment
 *   touched. Recounting makes cascades safe: a receiver delete's own trigger runs after the cascade
 *   removed its lines, and a line whose receiver is gone in the same statement is left to it.
 * - transport_day_count: per reception day, the live transports and the sum of their counts,
 *   changed by the differences a statement on transport_sender made (inserts, soft deletes,
 *   reception-date moves, the recounts above). Writers of the same day queue on its row until they
 *   commit (an upsert); the editor's transaction is short, and one statement orders its days.
 * rebuild_transport_counts() recomputes both from the rows (after a bulk load with triggers off).
 */
export class Migration20261125181524_transport_day_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "transport_day_count" ("requst_dt" date not null, "transports" int not null default 0, "receivers" int not null default 0, "goods_lines" int not null default 0, constraint "transport_day_count_pkey" primary key ("requst_dt"));`,
    );

    this.addSql(
      `alter table "transport_sender" add column "receiver_count" int not null default 0, add column "goods_line_count" int not null default 0;`,
    );

    this.addSql(auditRow(DERIVED_COLUMNS));

    this.addSql(`create function recount_transports(ids int[]) returns void language sql as $$
  update transport_sender ts
     set receiver_count = counted.receivers, goods_line_count = counted.goods_lines
    from (select t.id,
                 (select count(*) from transport_receiver tr where tr.sender_transport_id = t.id) as receivers,
                 (select count(*) from transport_receiver tr
                    join shipment s on s.receiver_transport_id = tr.receiver_transport_id
                   where tr.sender_transport_id = t.id) as goods_lines
            from (select distinct unnest(ids) as id) t) counted
   where ts.sender_transport_id = counted.id
     and (ts.receiver_count, ts.goods_line_count) is distinct from (counted.receivers, counted.goods_lines)
$$;`);

    this.addSql(`create function recount_changed_transports() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'transport_receiver' then
    if TG_OP = 'INSERT' then
      perform recount_transports(array(select sender_transport_id from new_rows));
    elsif TG_OP = 'DELETE' then
      perform recount_transports(array(select sender_transport_id from old_rows));
    else
      perform recount_transports(array(
        select unnest(array[o.sender_transport_id, n.sender_transport_id])
          from old_rows o join new_rows n using (receiver_transport_id)
         where o.sender_transport_id is distinct from n.sender_transport_id));
    end if;
  else
    if TG_OP = 'INSERT' then
      perform recount_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (select receiver_transport_id from new_rows)));
    elsif TG_OP = 'DELETE' then
      perform recount_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (select receiver_transport_id from old_rows)));
    else
      perform recount_transports(array(
        select tr.sender_transport_id from transport_receiver tr
         where tr.receiver_transport_id in (
           select unnest(array[o.receiver_transport_id, n.receiver_transport_id])
             from old_rows o join new_rows n using (shipment_id)
            where o.receiver_transport_id is distinct from n.receiver_transport_id)));
    end if;
  end if;
  return null;
end $$;`);

    // One statement's differences per day, in day order (writers lock day rows in the same order).
    const addDays = (
      deltas: string,
    ) => `insert into transport_day_count as d (requst_dt, transports, receivers, goods_lines)
    select requst_dt, sum(transports), sum(receivers), sum(goods_lines)
      from (${deltas}) delta
     group by requst_dt
    having sum(transports) <> 0 or sum(receivers) <> 0 or sum(goods_lines) <> 0
     order by requst_dt
    on conflict (requst_dt) do update
       set transports = d.transports + excluded.transports,
           receivers = d.receivers + excluded.receivers,
           goods_lines = d.goods_lines + excluded.goods_lines`;
    const added = `select requst_dt, 1 as transports, receiver_count as receivers, goods_line_count as goods_lines
                     from new_rows where del_yn = 'N'`;
    const removed = `select requst_dt, -1 as transports, -receiver_count as receivers, -goods_line_count as goods_lines
                     from old_rows where del_yn = 'N'`;
    this.addSql(`create function count_transport_days() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    ${addDays(added)};
  elsif TG_OP = 'DELETE' then
    ${addDays(removed)};
  else
    ${addDays(`${added} union all ${removed}`)};
  end if;
  return null;
end $$;`);

    for (const table of ['transport_receiver', 'shipment'])
      for (const [event, transition] of TRANSITIONS)
        this.addSql(
          `create trigger "${table}_recount_${event}" after ${event} on "${table}" referencing ${transition} for each statement execute function recount_changed_transports();`,
        );
    for (const [event, transition] of TRANSITIONS)
      this.addSql(
        `create trigger "transport_sender_day_count_${event}" after ${event} on "transport_sender" referencing ${transition} for each statement execute function count_transport_days();`,
      );

    this.addSql(`create function rebuild_transport_counts() returns void language plpgsql as $$
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
  delete from transport_day_count;
  insert into transport_day_count (requst_dt, transports, receivers, goods_lines)
  select requst_dt, count(*), sum(receiver_count), sum(goods_line_count)
    from transport_sender where del_yn = 'N' group by requst_dt;
  perform set_config('app.skip_audit', audit_setting, true);
end $$;`);
    this.addSql(`select rebuild_transport_counts();`);
  }

  override async down(): Promise<void> {
    for (const [event] of TRANSITIONS) {
      this.addSql(`drop trigger if exists "transport_sender_day_count_${event}" on "transport_sender";`);
      for (const table of ['transport_receiver', 'shipment'])
        this.addSql(`drop trigger if exists "${table}_recount_${event}" on "${table}";`);
    }
    this.addSql(`drop function if exists rebuild_transport_counts();`);
    this.addSql(`drop function if exists count_transport_days();`);
    this.addSql(`drop function if exists recount_changed_transports();`);
    this.addSql(`drop function if exists recount_transports(int[]);`);
    this.addSql(auditRow([]));
    this.addSql(`drop table if exists "transport_day_count" cascade;`);
    this.addSql(
      `alter table "transport_sender" drop column "receiver_count", drop column "goods_line_count";`,
    );
  }
}

const TRANSITIONS = [
  ['insert', 'new table as new_rows'],
  ['update', 'old table as old_rows new table as new_rows'],
  ['delete', 'old table as old_rows'],
] as const;
