// The settlement screens read per-day totals instead of every goods line of the period (a month is
// some 50,000 day rows instead of 300,000 lines joined across three tables):
// - shipper_settlement_day: per reception day and company, the lines it sent and received
//   (settlement by shipper; invoice generation sums the sent amounts);
// - shipper_detail_day: per reception day and typed sender name, the number of lines and the four
//   tiles (shipper details: its total and tiles; its page of lines still comes from the lines).
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

/** The advisory lock key of the refresh (any constant unique to this use in the database). */
const REFRESH_LOCK = 0x5e771e;

const DAY_MEASURES = [
  'sent_transports',
  'sent_lines',
  'sent_qty',
  'sent_weight_kg',
  'sent_amount',
  'sent_qty_amount',
  'sent_weight_amount',
  'received_transports',
  'received_lines',
  'received_qty',
  'received_weight_kg',
  'received_amount',
] as const;

/** The live transports' goods lines of the given days. */
const DAY_LINES = `transport_sender ts
  join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
  join shipment s on s.receiver_transport_id = tr.receiver_transport_id
 where ts.del_yn = 'N' and ts.requst_dt = any(cast(? as date[]))`;

/**
 * Recomputes the days: per day and company, the lines it sent (sender quantities and amounts, the
 * amounts also per calculation, as its invoice bills them) and the lines addressed to it (receiver
 * quantities and amounts); quantities of QTY lines are pieces, of WEIGHT lines kg. Parameters: the
 * days, twice.
 */
const RECOMPUTE_DAYS = `
insert into shipper_settlement_day (requst_dt, company_id, ${DAY_MEASURES.join(', ')})
select requst_dt, company_id, ${DAY_MEASURES.map((name) => `sum(${name})`).join(', ')}
  from (
    select ts.requst_dt, ts.sender_company_id as company_id,
           count(distinct ts.sender_transport_id) as sent_transports, count(*) as sent_lines,
           coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'QTY'), 0) as sent_qty,
           coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0) as sent_weight_kg,
           sum(s.sender_amount) as sent_amount,
           coalesce(sum(s.sender_amount) filter (where s.trnsprt_cd = 'QTY'), 0) as sent_qty_amount,
           coalesce(sum(s.sender_amount) filter (where s.trnsprt_cd = 'WEIGHT'), 0) as sent_weight_amount,
           0 as received_transports, 0 as received_lines, 0 as received_qty, 0 as received_weight_kg,
           0 as received_amount
      from ${DAY_LINES} and ts.sender_company_id is not null
     group by ts.requst_dt, ts.sender_company_id
    union all
    select ts.requst_dt, tr.receiver_company_id, 0, 0, 0, 0, 0, 0, 0,
           count(distinct ts.sender_transport_id), count(*),
           coalesce(sum(s.receiver_qty) filter (where s.trnsprt_cd = 'QTY'), 0),
           coalesce(sum(s.receiver_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0),
           sum(s.receiver_amount)
      from ${DAY_LINES} and tr.receiver_company_id is not null
     group by ts.requst_dt, tr.receiver_company_id
  ) sides
 group by requst_dt, company_id`;

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
 group by ts.requst_dt, ts.company_nm`;

/**
 * Brings the day rows of [startDate, endDate] up to date: one transaction that recomputes the days
 * marked stale in the period (none on most reads: four short statements).
 */
export async function refreshSettlementDays(
  em: EntityManager,
  startDate: string,
  endDate: string,
): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [REFRESH_LOCK]);
    const marks = await tx.execute<{ day: string }[]>(
      `delete from shipper_settlement_stale
        where requst_dt between cast(? as date) and cast(? as date)
       returning to_char(requst_dt, 'YYYY-MM-DD') as day`,
      [startDate, endDate],
    );
    if (!marks.length) return;
    const days = `{${[...new Set(marks.map((mark) => mark.day))].join(',')}}`;
    for (const table of ['shipper_settlement_day', 'shipper_detail_day'])
      await tx.execute(`delete from ${table} where requst_dt = any(cast(? as date[]))`, [days]);
    await tx.execute(RECOMPUTE_DAYS, [days, days]);
    await tx.execute(RECOMPUTE_DETAIL_DAYS, [days]);
  });
}
