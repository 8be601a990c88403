// The settlement screens read per-day totals instead of every goods line of the period (a month is
// some 50,000 day rows instead of 300,000 lines joined across three tables):
// - shipper_settlement_day: per reception day and company, the lines it sent, received and pays
//   (settlement by shipper; invoice generation sums what the members of a group pay);
// - shipper_detail_day: per reception day and typed sender name, the number of lines and the four
//   tiles (shipper details: its total and tiles; its page of lines still comes from the lines).
// And per month, the same sums of the month's day rows (shipper_settlement_month,
// shipper_detail_month), so a long period reads some 3,000 rows a month instead of 3,000 a day
// (`periodRows`, period-parts.ts). A month row is always the sum of its day rows: the refresh that
// rewrites days rewrites their months from them in the same transaction.
//
// The day rows are never stale when read. Statement-level triggers on transport_sender,
// transport_receiver and shipment insert the reception days a statement changed into
// shipper_settlement_stale (migration ..._shipper_settlement_days), and every read first recomputes
// the stale days of its period from the goods lines (`refreshSettlementDays`). Why this is exact
// under concurrency:
// - A writer's stale mark commits with its change. A refresh deletes only marks it can see, so a
//   change committed after the refresh's snapshot keeps its mark for the next read.
// - Refreshes take one transaction-scoped advisory lock: a read waits for a refresh in progress
//   and then finds its days already recomputed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { type Sql, sql } from '../../common/paged-query';
import { BILLED_AMOUNT, BILLED_QTY, PAYER_COMPANY, PAYS_AS_SENDER } from '../invoice/billing-sql';
import { periodParts } from './period-parts';

/** The advisory lock key of the refresh (any constant unique to this use in the database). */
export const REFRESH_LOCK = 0x5e771e;

const DAY_MEASURES = [
  'sent_transports',
  'sent_lines',
  'sent_qty',
  'sent_weight_kg',
  'sent_amount',
  'received_transports',
  'received_lines',
  'received_qty',
  'received_weight_kg',
  'received_amount',
  'paid_lines',
  'paid_qty',
  'paid_weight_kg',
  'paid_qty_amount',
  'paid_weight_amount',
  'paid_as_sender_amount',
  'paid_as_receiver_amount',
] as const;

/** The live transports' goods lines of the given days. */
const DAY_LINES = `transport_sender ts
  join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
  join shipment s on s.receiver_transport_id = tr.receiver_transport_id
 where ts.del_yn = 'N' and ts.requst_dt = any(cast(? as date[]))`;

/**
 * Recomputes the days: per day and company, the lines it sent (sender quantities and amounts), the
 * lines addressed to it (receiver quantities and amounts) and the lines it pays (billing-sql.ts:
 * the payer by the charge, billed amounts, as sender or as receiver); quantities of QTY lines are
 * pieces, of WEIGHT lines kg. Each branch fills its own measures and zeros the others'.
 * Parameters: the days, three times.
 */
const RECOMPUTE_DAYS = `
insert into shipper_settlement_day (requst_dt, company_id, ${DAY_MEASURES.join(', ')})
select requst_dt, company_id, ${DAY_MEASURES.map((name) => `sum(${name})`).join(', ')}
  from (
    ${branch('ts.sender_company_id', partyMeasures('sent', 'sender'))}
    union all
    ${branch('tr.receiver_company_id', partyMeasures('received', 'receiver'))}
    union all
    ${branch(PAYER_COMPANY, {
      paid_lines: 'count(*)',
      paid_qty: `coalesce(sum(${BILLED_QTY}) filter (where s.trnsprt_cd = 'QTY'), 0)`,
      paid_weight_kg: `coalesce(sum(${BILLED_QTY}) filter (where s.trnsprt_cd = 'WEIGHT'), 0)`,
      paid_qty_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where s.trnsprt_cd = 'QTY'), 0)`,
      paid_weight_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where s.trnsprt_cd = 'WEIGHT'), 0)`,
      paid_as_sender_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where ${PAYS_AS_SENDER}), 0)`,
      paid_as_receiver_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where not ${PAYS_AS_SENDER}), 0)`,
    })}
  ) sides
 group by requst_dt, company_id
 order by requst_dt, company_id`;

type Measures = Partial<Record<(typeof DAY_MEASURES)[number], string>>;

/**
 * One branch of the recompute: per day and `company` (an SQL expression; lines where it is null
 * have no row), its own measures and 0 for the others, in DAY_MEASURES order. Parameter: the days.
 */
function branch(company: string, own: Measures): string {
  return `select ts.requst_dt, ${company} as company_id,
           ${DAY_MEASURES.map((name) => `${own[name] ?? '0'} as ${name}`).join(', ')}
      from ${DAY_LINES} and ${company} is not null
     group by ts.requst_dt, ${company}`;
}

/** What a party counts on its side: its transports and lines, pieces, kg and amounts as priced for it. */
function partyMeasures(prefix: 'sent' | 'received', side: 'sender' | 'receiver'): Measures {
  return {
    [`${prefix}_transports`]: 'count(distinct ts.sender_transport_id)',
    [`${prefix}_lines`]: 'count(*)',
    [`${prefix}_qty`]: `coalesce(sum(s.${side}_qty) filter (where s.trnsprt_cd = 'QTY'), 0)`,
    [`${prefix}_weight_kg`]: `coalesce(sum(s.${side}_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0)`,
    [`${prefix}_amount`]: `sum(s.${side}_amount)`,
  };
}

/**
 * Recomputes shipper details' day rows: per day and sender name, the lines, pieces of QTY lines, kg
 * of WEIGHT lines, and the sender amounts of prepaid (CH001, CH003) and collect (CH002, CH004)
 * transports. Parameter: the days.
 */
const RECOMPUTE_DETAIL_DAYS = `
insert into shipper_detail_day (requst_dt, sender_nm, lines, qty, weight_kg, prepaid_amount, collect_amount)
select ts.requst_dt, ts.company_nm, count(*),
       coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'QTY'), 0),
       coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0),
       coalesce(sum(s.sender_amount) filter (where ts.charge_cd in ('CH001', 'CH003')), 0),
       coalesce(sum(s.sender_amount) filter (where ts.charge_cd in ('CH002', 'CH004')), 0)
  from ${DAY_LINES}
 group by ts.requst_dt, ts.company_nm
 order by ts.requst_dt, ts.company_nm`;

const DETAIL_MEASURES = ['lines', 'qty', 'weight_kg', 'prepaid_amount', 'collect_amount'] as const;

/**
 * The settlement tables: per rollup its day and month tables, their key besides the date, the
 * measures, and the recompute of its day rows (parameters: the days, `dayParams` times).
 */
const ROLLUPS = {
  settlement: {
    table: 'shipper_settlement',
    key: 'company_id',
    measures: DAY_MEASURES,
    recompute: RECOMPUTE_DAYS,
    dayParams: 3,
  },
  detail: {
    table: 'shipper_detail',
    key: 'sender_nm',
    measures: DETAIL_MEASURES,
    recompute: RECOMPUTE_DETAIL_DAYS,
    dayParams: 1,
  },
} as const;

/**
 * Rewrites a rollup's month rows of the given months (their first days) from its day rows, in key
 * order (a month's rows lie together). Parameter: the months. Re-summing a month (some 56,000 day
 * rows at 2,000,000 transports over 24 months) measured no slower than upserting a day's change
 * into it, and cannot drift.
 */
function recomputeMonths({ table, key, measures }: (typeof ROLLUPS)[keyof typeof ROLLUPS]): string {
  return `
insert into ${table}_month (requst_month, ${key}, ${measures.join(', ')})
select m.requst_month, d.${key}, ${measures.map((name) => `sum(d.${name})`).join(', ')}
  from unnest(cast(? as date[])) m (requst_month)
  join ${table}_day d
    on d.requst_dt >= m.requst_month and d.requst_dt < cast(m.requst_month + interval '1 month' as date)
 group by m.requst_month, d.${key}
 order by m.requst_month, d.${key}`;
}

/**
 * A rollup's rows of [startDate, endDate], as one `union all` of its month rows and of its day rows
 * added or subtracted (period-parts.ts): the key and the measures, negated on subtracted days, each
 * part narrowed by `narrow` (an `and ...` condition on the key). Summed per key, or in all, they are
 * the period's sums; a key whose subtracted days held all its lines sums to 0 lines.
 */
export function periodRows(
  rollup: keyof typeof ROLLUPS,
  startDate: string,
  endDate: string,
  narrow: Sql = sql(''),
): Sql {
  const { table, key, measures } = ROLLUPS[rollup];
  const parts = periodParts(startDate, endDate);
  const branches: Sql[] = [];
  if (parts.months)
    branches.push(
      sql(
        `select ${key}, ${measures.join(', ')} from ${table}_month
          where requst_month between cast(? as date) and cast(? as date) ${narrow.text}`,
        parts.months.start,
        parts.months.end,
        ...narrow.params,
      ),
    );
  for (const { range, sign } of parts.days)
    branches.push(
      sql(
        `select ${key}, ${measures.map((name) => (sign < 0 ? `-${name} as ${name}` : name)).join(', ')}
           from ${table}_day
          where requst_dt between cast(? as date) and cast(? as date) ${narrow.text}`,
        range.start,
        range.end,
        ...narrow.params,
      ),
    );
  return sql(
    branches.map((branch) => branch.text).join('\n union all\n'),
    ...branches.flatMap((branch) => branch.params),
  );
}

/**
 * Brings the day rows of [startDate, endDate] up to date: one transaction that recomputes the days
 * marked stale in the period (none on most reads: four short statements), then the month rows of
 * the months those days fall in, from the day rows.
 */
export async function refreshSettlementDays(
  em: EntityManager,
  startDate: string,
  endDate: string,
): Promise<void> {
  await withActor(em, null, async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [REFRESH_LOCK]);
    const marks = await tx.execute<{ day: string }[]>(
      `delete from shipper_settlement_stale
        where requst_dt between cast(? as date) and cast(? as date)
       returning to_char(requst_dt, 'YYYY-MM-DD') as day`,
      [startDate, endDate],
    );
    if (!marks.length) return;
    const days = `{${[...new Set(marks.map((mark) => mark.day))].join(',')}}`;
    for (const { table, recompute, dayParams } of Object.values(ROLLUPS)) {
      await tx.execute(`delete from ${table}_day where requst_dt = any(cast(? as date[]))`, [days]);
      await tx.execute(recompute, Array(dayParams).fill(days));
    }
    const months = `{${[...new Set(marks.map((mark) => `${mark.day.slice(0, 8)}01`))].join(',')}}`;
    for (const rollup of Object.values(ROLLUPS)) {
      await tx.execute(`delete from ${rollup.table}_month where requst_month = any(cast(? as date[]))`, [
        months,
      ]);
      await tx.execute(recomputeMonths(rollup), [months]);
    }
  });
}
