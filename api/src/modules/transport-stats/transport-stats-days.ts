// The analysts' aggregates (transportStats, the home screen's delivery states) read per-day rows
// instead of every goods line of the period: transport_stats_day holds, per reception day, course,
// sender region, receiver region, shipper type and charge, what the live transports hold: a month
// at 2,000,000 transports is some 20,000 rows instead of 2.8 million goods lines joined across three
// tables (a month by day and course: 18-105 ms against 27-30 s for the lines, on the shared
// two-core machine under a load of 10; the lines' week, 1.1 s quiet, took 5.7-10 s there).
// The writes keep them as they keep settlement's rows (db/src/derived, rollup STATS): each writing
// transaction appends its change as deltas at its commit, a background fold moves them into the
// day rows, and a read sums the rows with the deltas not yet folded (the view
// transport_stats_day_current). A read never recomputes anything.

/** The day rows with the deltas not yet folded, aliased c, for the statements that sum them. */
export const STATS_DAYS = 'transport_stats_day_current c';

/**
 * Keeps only the groups that still hold receivers: a group whose transports are all gone sums to
 * zero until the fold removes its row.
 */
export const DAY_GROUPS_WITH_ROWS = 'having coalesce(sum(c.receivers), 0) <> 0';
