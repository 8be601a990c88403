// The analysts' aggregates (transportStats, the home screen's delivery states) read per-day rows
// instead of every goods line of the period: transport_stats_day holds, per reception day, course,
// sender region, receiver region, shipper type and charge, what the live transports hold: a month
// at 2,000,000 transports is some 20,000 rows instead of 2.8 million goods lines joined across three
// tables (a month by day and course: 18-105 ms against 27-30 s for the lines, on the shared
// two-core machine under a load of 10; the lines' week, 1.1 s quiet, took 5.7-10 s there).
// The mechanism is settlement's (shipper-settlement/settlement-days.ts), in SQL functions of the
// migrations ..._transport_stats_days and ..._transport_stats_recompute_per_day:
// - Statement-level triggers on transport_sender, transport_receiver and shipment insert a stale
//   mark (reception day, course) for what a statement changed (inserts only: writers never wait).
// - Every read first runs refresh_transport_stats over its period: under an advisory lock, it
//   deletes the marks it can see and recomputes those days' courses from the goods lines. A change
//   committed after that keeps its mark for the next read.
// - rebuild_transport_stats() recomputes every row: after a bulk load with triggers off.
// A mark is a day and a course, not a whole day, because today is written all day long and the home
// screen's charts read today: the first read after saving a transport of today recomputes today's
// transports of that course, not all of today's. At 2,000,000 transports (today 15,600 transports,
// 67,000 goods lines in 13 courses), one course took 0.17-0.45 s and the whole of today 2.0-2.4 s
// under that load; a statement that changes every course of today (a day's deliveries recorded
// at once) costs the next read the whole day.
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { type Sql, sql } from '../../common/paged-query';

/** The day rows, aliased c, for the statements that sum them. */
export const STATS_DAYS = 'transport_stats_day c';

/** The statement that brings the day rows of [startDate, endDate] up to date (one short statement when nothing changed). */
export function refreshStatsDays(startDate: string, endDate: string): Sql {
  return sql('select refresh_transport_stats(cast(? as date), cast(? as date))', startDate, endDate);
}

/**
 * Runs a refresh in a transaction of its own: it writes, so inside an analyst's read-only
 * transaction it goes to the primary (common/analyst-reads.ts), and it commits before the read.
 */
export async function runRefresh(em: EntityManager, refresh: Sql): Promise<void> {
  await withActor(em, null, (tx) => tx.execute(refresh.text, [...refresh.params]));
}
