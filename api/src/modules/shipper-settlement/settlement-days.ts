// The settlement screens read per-day totals instead of every goods line of the period (a month is
// some 50,000 day rows instead of 300,000 lines joined across three tables):
// - shipper_settlement_day: per reception day and company, the lines it sent, received and pays
//   (settlement by shipper; invoice generation sums what the members of a group pay);
// - shipper_detail_day: per reception day and typed sender name, the number of lines and the four
//   tiles (shipper details: its total and tiles; its page of lines still comes from the lines).
// And per month, the same sums of the month's day rows (shipper_settlement_month,
// shipper_detail_month), so a long period reads some 3,000 rows a month instead of 3,000 a day
// (`periodRows`, period-parts.ts). A month row is always the sum of its day rows.
//
// The writes keep these rows (db/src/derived): a transaction that changes transports appends what
// it changed to the delta tables as it commits, a background fold moves the deltas into the day
// and month rows, and a read adds the deltas not yet folded. So a read never recomputes anything,
// whatever was written before it.
import { DETAIL, SETTLEMENT } from '@parcel/db';
import { type Sql, sql } from '../../common/paged-query';
import { periodParts } from './period-parts';

/** The rollups the settlement screens read (db/src/derived/rollups.ts). */
const ROLLUPS = { settlement: SETTLEMENT, detail: DETAIL } as const;

/**
 * A rollup's rows of [startDate, endDate], as one `union all` of its month rows, of its day rows
 * added or subtracted (period-parts.ts) and of the period's deltas not yet folded: the key and the
 * measures (all of them, or those named), negated on subtracted days, each part narrowed by
 * `narrow` (an `and ...` condition on the key or a measure). Summed per key, or in all, they are the period's sums; a key whose subtracted days (or
 * deltas) held all its lines sums to 0 lines.
 */
export function periodRows(
  rollup: keyof typeof ROLLUPS,
  startDate: string,
  endDate: string,
  narrow: Sql = sql(''),
  measures: readonly string[] = ROLLUPS[rollup].measures,
): Sql {
  const { table, keys } = ROLLUPS[rollup];
  const key = keys.join(', ');
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
  // A delta is in no day or month row yet: it counts once, whatever parts the period has.
  branches.push(
    sql(
      `select ${key}, ${measures.join(', ')} from ${table}_delta
        where requst_dt between cast(? as date) and cast(? as date) ${narrow.text}`,
      startDate,
      endDate,
      ...narrow.params,
    ),
  );
  return sql(
    branches.map((branch) => branch.text).join('\n union all\n'),
    ...branches.flatMap((branch) => branch.params),
  );
}
