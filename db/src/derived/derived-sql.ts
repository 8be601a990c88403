// The SQL the database runs to keep the rollups (rollups.ts) exact while the office writes, generated
// from their declarations and installed after migrating (install.ts):
//
// 1. Staging. Statement triggers on transport_sender, transport_receiver and shipment copy the old
//    version of every row a statement inserts, updates (in a column some rollup reads) or deletes
//    into derived_change, and hook the transaction (derived_commit_hook).
// 2. Commit. A deferred constraint trigger on the hook runs once, as the transaction commits: for
//    the transports it touched, the rollups' rows after all its changes minus their rows before any
//    of them (the current rows with the staged old versions put back), appended to the delta tables.
//    A transaction sees the state before it from its own staging whatever its statements did (one
//    data-modifying CTE across the three tables, cascades, several statements), so the deltas are
//    exact; writers only insert deltas, so they never wait for each other on a derived row.
// 3. Fold. fold_derived_rows() (a background job, never a reader) moves the deltas into the day and
//    month rows in one transaction: a reader's snapshot has every committed delta either still in
//    the delta table or already in the rows, and reads add the deltas (`${table}_day_current`).
// 4. Rebuild. rebuild_derived_rows() recomputes every row from the transports: after a bulk load
//    with triggers off (the seed) and whenever this SQL changes (a money rule did). A pg_restore
//    needs none: its snapshot holds the rows and deltas as they were.
import { ROLLUPS, type Rollup, type Sources } from './rollups';

/** The advisory lock of the fold and the rebuild: one at a time, and a rebuild waits for a fold. */
const DERIVED_ROWS_LOCK = 0x5e771f;

type TransportTable = keyof Rollup['reads'];

const PRIMARY_KEYS: Record<TransportTable, string> = {
  transport_sender: 'sender_transport_id',
  transport_receiver: 'receiver_transport_id',
  shipment: 'shipment_id',
};
const TRANSPORT_TABLES = Object.keys(PRIMARY_KEYS) as TransportTable[];

const TRANSITIONS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/** The columns of `table` any rollup reads: an update of other columns stages nothing. */
const readColumns = (table: TransportTable) => [...new Set(ROLLUPS.flatMap((rollup) => rollup.reads[table]))];

const columnsOf = (rollup: Rollup) => ['requst_dt', ...rollup.keys, ...rollup.measures];
const keysOf = (rollup: Rollup) => ['requst_dt', ...rollup.keys];

function stageFunction(table: TransportTable): string {
  const id = PRIMARY_KEYS[table];
  const read = readColumns(table);
  const stage = (rows: string) => `insert into derived_change (table_name, row_id, old_row) ${rows};`;
  return `create or replace function derived_stage_${table}() returns trigger language plpgsql as $$
begin
  if TG_OP = 'INSERT' then
    ${stage(`select '${table}', n.${id}, null from new_rows n`)}
  elsif TG_OP = 'DELETE' then
    ${stage(`select '${table}', o.${id}, to_jsonb(o) from old_rows o`)}
  else
    ${stage(`select '${table}', o.${id}, to_jsonb(o) from old_rows o join new_rows n using (${id})
     where (${read.map((column) => `o.${column}`).join(', ')}) is distinct from (${read.map((column) => `n.${column}`).join(', ')})`)}
  end if;
  if found then
    insert into derived_commit_hook (txid) values (pg_current_xact_id()) on conflict do nothing;
  end if;
  return null;
end $$;`;
}

/** The transports a transaction touched (its hook row is `new`), before or after its changes. */
const TOUCHED_TRANSPORTS = `
  with changed as (select table_name, row_id, old_row from derived_change where txid = new.txid),
  old_receivers as (
    select row_id as receiver_transport_id, (old_row ->> 'sender_transport_id')::int as sender_transport_id
      from changed where table_name = 'transport_receiver' and old_row is not null),
  line_receivers as (
    select (old_row ->> 'receiver_transport_id')::int as receiver_transport_id
      from changed where table_name = 'shipment' and old_row is not null
    union
    select s.receiver_transport_id from changed c join shipment s on s.shipment_id = c.row_id
     where c.table_name = 'shipment')
  select row_id from changed where table_name = 'transport_sender'
  union select sender_transport_id from old_receivers
  union select tr.sender_transport_id from changed c
          join transport_receiver tr on tr.receiver_transport_id = c.row_id
         where c.table_name = 'transport_receiver'
  union select tr.sender_transport_id from line_receivers l
          join transport_receiver tr using (receiver_transport_id)
  union select o.sender_transport_id from line_receivers l join old_receivers o using (receiver_transport_id)`;

/**
 * The touched transports' rows after the transaction (the tables now) and before it (the current
 * rows that were not changed, with the first staged old version of each changed row), as CTEs.
 */
const TRANSACTION_SOURCES = `
  firsts as materialized (
    select distinct on (table_name, row_id) table_name, row_id, old_row
      from derived_change where txid = new.txid order by table_name, row_id, change_id),
  senders_after as materialized (select * from transport_sender where sender_transport_id = any(touched)),
  receivers_after as materialized (select * from transport_receiver where sender_transport_id = any(touched)),
  lines_after as materialized (
    select * from shipment where receiver_transport_id in (select receiver_transport_id from receivers_after)),
  senders_before as materialized (
    ${before('transport_sender', 'senders_after')}),
  receivers_before as materialized (
    ${before('transport_receiver', 'receivers_after')}),
  lines_before as materialized (
    ${before(
      'shipment',
      `(select * from shipment
         where receiver_transport_id in (select receiver_transport_id from receivers_before))`,
    )})`;

/** The rows of `table` before the transaction, from `current` (its rows now that may matter). */
function before(table: TransportTable, current: string): string {
  const changed = `(select row_id from firsts where table_name = '${table}')`;
  return `select * from ${current} unchanged where ${PRIMARY_KEYS[table]} not in ${changed}
    union all
    select (jsonb_populate_record(null::${table}, old_row)).* from firsts
     where table_name = '${table}' and old_row is not null`;
}

const AFTER: Sources = { senders: 'senders_after', receivers: 'receivers_after', lines: 'lines_after' };
const BEFORE: Sources = { senders: 'senders_before', receivers: 'receivers_before', lines: 'lines_before' };

/** Appends the rollup's rows after minus before, per key, where they differ. */
function appendDelta(rollup: Rollup): string {
  const columns = columnsOf(rollup);
  const keys = keysOf(rollup);
  const negated = [...keys, ...rollup.measures.map((name) => `-${name}`)];
  return `insert into ${rollup.table}_delta (${columns.join(', ')})
    select ${keys.join(', ')}, ${rollup.measures.map((name) => `sum(${name})`).join(', ')}
      from (select * from (${rollup.rows(AFTER)}) after_rows (${columns.join(', ')})
            union all
            select ${negated.join(', ')} from (${rollup.rows(BEFORE)}) before_rows (${columns.join(', ')})) change
     group by ${keys.join(', ')}
    having ${rollup.measures.map((name) => `sum(${name}) <> 0`).join(' or ')}`;
}

function commitFunction(): string {
  const [last, ...others] = [...ROLLUPS].reverse();
  const appends = others.map((rollup) => `${rollup.table}_appended as (${appendDelta(rollup)} returning 1)`);
  return `create or replace function derived_rows_commit() returns trigger language plpgsql set jit = off as $$
declare
  touched int[] := array(${TOUCHED_TRANSPORTS});
begin
  if cardinality(touched) > 0 then
    with ${TRANSACTION_SOURCES},
    ${appends.join(',\n    ')}
    ${appendDelta(last!)};
  end if;
  delete from derived_change where txid = new.txid;
  delete from derived_commit_hook where txid = new.txid;
  return null;
end $$;`;
}

/** The statements that fold one rollup's deltas (inside fold_derived_rows; `folded` counts them). */
function foldRollup(rollup: Rollup): string {
  const keys = keysOf(rollup);
  const columns = columnsOf(rollup);
  const sums = rollup.measures.map((name) => `sum(${name}) as ${name}`).join(', ');
  const empty = rollup.measures.map((name) => `${name} = 0`).join(' and ');
  const add = rollup.measures.map((name) => `${name} = r.${name} + excluded.${name}`).join(', ');
  const upsert = (table: string, keyColumns: string[], select: string) => `
    insert into ${table} as r (${[...keyColumns, ...rollup.measures].join(', ')}) ${select}
    on conflict (${keyColumns.join(', ')}) do update set ${add}
    returning r.ctid as row_ctid, (${rollup.measures.map((name) => `r.${name} = 0`).join(' and ')}) as is_empty`;
  const monthKeys = ['requst_month', ...rollup.keys];
  const months = rollup.months
    ? `, months as (${upsert(
        `${rollup.table}_month`,
        monthKeys,
        `select date_trunc('month', requst_dt)::date, ${rollup.keys.join(', ')}, ${sums}
           from summed group by 1, ${rollup.keys.join(', ')} order by 1, ${rollup.keys.join(', ')}`,
      )})`
    : '';
  return `
  with moved as (delete from ${rollup.table}_delta returning ${columns.join(', ')}),
  summed as (select ${keys.join(', ')}, ${sums} from moved group by ${keys.join(', ')}),
  days as (${upsert(`${rollup.table}_day`, keys, `select * from summed order by ${keys.join(', ')}`)})
  ${months}
  select (select count(*) from moved),
         array(select row_ctid from days where is_empty),
         ${rollup.months ? 'array(select row_ctid from months where is_empty)' : 'null'}
    into moved_count, empty_days, empty_months;
  -- A key whose lines are all gone keeps no row (${empty}).
  delete from ${rollup.table}_day where ctid = any(empty_days);
  ${rollup.months ? `delete from ${rollup.table}_month where ctid = any(empty_months);` : ''}
  folded := folded + moved_count;`;
}

function foldFunction(): string {
  return `create or replace function fold_derived_rows() returns bigint language plpgsql set jit = off as $$
declare
  folded bigint := 0;
  moved_count bigint;
  empty_days tid[];
  empty_months tid[];
begin
  -- Another fold (or a rebuild) is at it: its snapshot holds these deltas, nothing to wait for.
  if not pg_try_advisory_xact_lock(${DERIVED_ROWS_LOCK}) then
    return 0;
  end if;
  ${ROLLUPS.map(foldRollup).join('\n')}
  return folded;
end $$;`;
}

const FULL_TABLES: Sources = {
  senders: 'transport_sender',
  receivers: 'transport_receiver',
  lines: 'shipment',
};

function rebuildFunction(): string {
  // Rows go in key order, so a period's rows lie on few pages (a week's 20,000 settlement rows on
  // 8,700 pages when they did not: 34 ms to read instead of a few).
  const rebuild = (rollup: Rollup) => {
    const columns = columnsOf(rollup);
    const statements = [
      `delete from ${rollup.table}_delta;`,
      `delete from ${rollup.table}_day;`,
      `insert into ${rollup.table}_day (${columns.join(', ')})
       select * from (${rollup.rows(FULL_TABLES)}) r (${columns.join(', ')}) order by ${keysOf(rollup).join(', ')};`,
    ];
    if (rollup.months)
      statements.push(
        `delete from ${rollup.table}_month;`,
        `insert into ${rollup.table}_month (requst_month, ${rollup.keys.join(', ')}, ${rollup.measures.join(', ')})
         select date_trunc('month', requst_dt)::date, ${rollup.keys.join(', ')},
                ${rollup.measures.map((name) => `sum(${name})`).join(', ')}
           from ${rollup.table}_day group by 1, ${rollup.keys.join(', ')} order by 1, ${rollup.keys.join(', ')};`,
      );
    return statements.join('\n  ');
  };
  return `create or replace function rebuild_derived_rows() returns void language plpgsql as $$
begin
  perform pg_advisory_xact_lock(${DERIVED_ROWS_LOCK});
  -- Writers wait until the rows are rebuilt (their deltas would be counted twice or lost).
  lock table transport_sender, transport_receiver, shipment in share mode;
  ${ROLLUPS.map(rebuild).join('\n  ')}
end $$;`;
}

/** The day rows with the deltas not yet folded: what a read sums (a delta row adds to its key). */
function currentView(rollup: Rollup): string[] {
  const columns = columnsOf(rollup).join(', ');
  return [
    `drop view if exists ${rollup.table}_day_current;`,
    `create view ${rollup.table}_day_current as
       select ${columns} from ${rollup.table}_day
       union all
       select ${columns} from ${rollup.table}_delta;`,
  ];
}

/** Every statement that installs the derived rows' SQL, in order (install.ts runs and hashes them). */
export function derivedRowsDefinition(): string[] {
  const statements: string[] = [];
  for (const table of TRANSPORT_TABLES) {
    statements.push(stageFunction(table));
    for (const [event, transition] of Object.entries(TRANSITIONS))
      statements.push(
        `drop trigger if exists "${table}_derived_${event}" on "${table}";`,
        `create trigger "${table}_derived_${event}" after ${event} on "${table}" referencing ${transition}
           for each statement execute function derived_stage_${table}();`,
      );
  }
  statements.push(
    commitFunction(),
    `drop trigger if exists "derived_rows_commit" on "derived_commit_hook";`,
    `create constraint trigger "derived_rows_commit" after insert on "derived_commit_hook"
       deferrable initially deferred for each row execute function derived_rows_commit();`,
    foldFunction(),
    rebuildFunction(),
    ...ROLLUPS.flatMap(currentView),
  );
  return statements;
}

/**
 * The rows where a rollup differs from a recompute from the transports (none when exact): per key,
 * `side` 'kept' (the day rows with the deltas) or 'recomputed', with its measures; and, for a rollup
 * with months, the month rows with their deltas against the months of the recompute. For tests and
 * the operator's check (npm run db:check-derived).
 */
export function driftQuery(rollup: Rollup): string {
  const columns = columnsOf(rollup);
  const keys = keysOf(rollup);
  const sums = rollup.measures.map((name) => `sum(${name})`).join(', ');
  const nonZero = rollup.measures.map((name) => `sum(${name}) <> 0`).join(' or ');
  const kept = `select ${keys.join(', ')}, ${sums} from ${rollup.table}_day_current
                 group by ${keys.join(', ')} having ${nonZero}`;
  const recomputed = `select * from (${rollup.rows(FULL_TABLES)}) r (${columns.join(', ')})`;
  const differences = (granularity: string, keptRows: string, recomputedRows: string) => `
    (select '${granularity}' as granularity, 'kept' as side, * from (${keptRows} except ${recomputedRows}) k)
    union all
    (select '${granularity}', 'recomputed', * from (${recomputedRows} except ${keptRows}) r)`;
  const parts = [differences('day', kept, recomputed)];
  if (rollup.months) {
    const monthOf = (rows: string) => `select date_trunc('month', requst_dt)::date as requst_dt,
        ${rollup.keys.join(', ')}, ${sums} from (${rows}) m (${columns.join(', ')})
       group by 1, ${rollup.keys.join(', ')} having ${nonZero}`;
    const keptMonths = `select requst_month, ${rollup.keys.join(', ')}, ${sums}
        from (select requst_month, ${rollup.keys.join(', ')}, ${rollup.measures.join(', ')} from ${rollup.table}_month
              union all
              select date_trunc('month', requst_dt)::date, ${rollup.keys.join(', ')}, ${rollup.measures.join(', ')}
                from ${rollup.table}_delta) m
       group by ${['requst_month', ...rollup.keys].join(', ')} having ${nonZero}`;
    parts.push(differences('month', keptMonths, monthOf(recomputed)));
  }
  return parts.join('\nunion all\n');
}
