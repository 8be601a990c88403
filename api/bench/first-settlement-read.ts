// The first read of a quarter's settlement by shipper (화주별 정산서) after seeding (issue 32): the
// screen's first page over the last 3 months through today, asked before anything else reads the
// settlement screens, so it would pay for anything the data's load left to do.
import { shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import { daysInMonth } from '@parcel/shared/settlement/billing';
import { pagesOf } from './bench-lists';
import type { Period } from './bench-plan';
import { type AppServer, appRequestFor } from './bench-targets';
import { describeFailure, timedFetch } from './client-timings';
import { settlement } from './transport-bench-lists';

export interface FirstSettlementRead {
  period: Period;
  ms: number;
  /** The companies of the period (the answer's total); null when the read failed. */
  companies: number | null;
  /** Why it failed (a request timeout, say), described; undefined when it answered. */
  failure?: string;
}

/** The last 3 months through `today`: from the day after the same day 3 months before (the demo data's history). */
export function quarterThrough(today: string): Period {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(year, month - 1 - 3, 1));
  const sameDay = Math.min(day, daysInMonth(back.getUTCFullYear(), back.getUTCMonth() + 1));
  back.setUTCDate(sameDay);
  return {
    startDate: shiftCalendarDate(back.toISOString().slice(0, 10), 1),
    endDate: today,
    label: 'the last 3 months',
  };
}

/**
 * Asks the settlement screen's first page of the quarter through `today` (GraphQL, as the screen
 * does), timed; a failure (the app's request timeout, say) is the figure too, and the run goes on.
 */
export async function measureFirstSettlementRead(
  servers: AppServer,
  today: string,
): Promise<FirstSettlementRead> {
  const period = quarterThrough(today);
  const [firstPage] = pagesOf(settlement('settlement', period, 'settlement-quarter'), 0);
  const { url, ...init } = appRequestFor(firstPage!, 'graphql', servers);
  const answer = await timedFetch(url, init);
  if (answer.error) return { period, ms: answer.ms, companies: null, failure: describeFailure(answer.error) };
  const { total } = (answer.body as { data: { shipperSettlements: { total: number } } }).data
    .shipperSettlements;
  return { period, ms: answer.ms, companies: total };
}
