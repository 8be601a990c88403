// The mixed-load run (issue 32): clerks write (mixed-clerks.ts) while readers walk every list and
// settlement screen (mixed-readers.ts), both against the app on this machine, timed at the client.
// After it, what the clerks saved is checked against the database, and today's settlement by
// shipper against the goods lines' own sums: the derived rows saw every insert, update and delete.
import os from 'node:os';
import { withClient } from '@parcel/db';
import type { Client } from 'pg';
import type { BenchPlan } from './bench-plan';
import type { AppServer } from './bench-targets';
import {
  describeFailure,
  type FailureCount,
  type LatencySummary,
  TimingLog,
  timedFetch,
} from './client-timings';
import { readClerkParties, WaybillNumbers } from './clerk-setup';
import {
  Clerk,
  type ClerkContext,
  EDITOR_LOAD,
  runClerks,
  transportsNotAsSaved,
  WRITE_KINDS,
  type WriteKind,
} from './mixed-clerks';
import { monthCloseBoard, readerScreens, runReaders, screenRequests } from './mixed-readers';

export interface MixedSettings {
  seconds: number;
  clerks: number;
  /** Each clerk's time from one write's start to the next's. */
  writeIntervalMs: number;
  /** People walking every screen but the month-end close board, which one more keeps reloading. */
  readers: number;
}

/** The load: 10 clerks each saving every 2 s, 4 readers (and the close board's). */
export const MIXED_LOAD = { clerks: 10, writeIntervalMs: 2_000, readers: 4 } as const;
export const MIXED_SECONDS = 60;
export const QUICK_MIXED_SECONDS = 2;

export interface MixedListResult {
  id: string;
  title: string;
  target: 'rest' | 'graphql';
  figures: LatencySummary;
}

export interface MixedWriteResult {
  kind: WriteKind;
  figures: LatencySummary;
}

/**
 * Today's settlement by shipper totals as the app answers them, and as the goods lines sum; whether
 * they agree, or null with why when the app did not answer (a request time limit, say).
 */
export interface SettlementCheck {
  app: TodaysSums | null;
  lines: TodaysSums;
  agree: boolean | null;
  failure?: string;
}

export interface TodaysSums {
  sentLines: number;
  sentAmount: number;
  receivedLines: number;
  receivedAmount: number;
}

export interface MixedRunResult {
  settings: MixedSettings;
  /** The screens as the readers walked them, the close board, then the editor's loads before the clerks' edits. */
  lists: MixedListResult[];
  /** The requests of the readers' walk (the screens from each target). */
  walkedRequests: number;
  writes: MixedWriteResult[];
  /** The failures by list or write and kind, how often, and what the first said; most frequent first. */
  failures: FailureCount[];
  /** Today's live goods lines before and after the run. */
  todayLines: { before: number; after: number };
  /** The clerks' transports checked after the run, and those (or any loaded during it) not as saved. */
  transportsChecked: number;
  mismatches: string[];
  settlement: SettlementCheck;
  /** 1-minute load average before and after the run. */
  loadBefore: number;
  loadAfter: number;
}

/** Today's live goods lines: what settlement by shipper's totals sum (a party counts with its company). */
async function todaysLineSums(client: Client, today: string): Promise<TodaysSums & { lines: number }> {
  const { rows } = await client.query<TodaysSums & { lines: number }>(
    `select count(*)::int as lines,
            count(*) filter (where ts.sender_company_id is not null)::int as "sentLines",
            coalesce(sum(s.sender_amount) filter (where ts.sender_company_id is not null), 0)::float8 as "sentAmount",
            count(*) filter (where tr.receiver_company_id is not null)::int as "receivedLines",
            coalesce(sum(s.receiver_amount) filter (where tr.receiver_company_id is not null), 0)::float8
              as "receivedAmount"
       from transport_sender ts
       join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       join shipment s on s.receiver_transport_id = tr.receiver_transport_id
      where ts.del_yn = 'N' and ts.requst_dt = $1::date`,
    [today],
  );
  return rows[0]!;
}

const SETTLEMENT_TOTALS_QUERY = `query ($filter: ShipperSettlementFilterInput) {
  shipperSettlements(filter: $filter, page: { page: 0, size: 1 }) {
    totals { sentLines sentAmount receivedLines receivedAmount } } }`;

/** Today's settlement by shipper (GraphQL) against today's goods lines, once every write has answered. */
async function checkTodaysSettlement(
  client: Client,
  servers: AppServer,
  today: string,
): Promise<SettlementCheck> {
  const answer = await timedFetch(`${servers.appUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${servers.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: SETTLEMENT_TOTALS_QUERY,
      variables: { filter: { startDate: today, endDate: today } },
    }),
  });
  const { lines: _, ...sums } = await todaysLineSums(client, today);
  if (answer.error) return { app: null, lines: sums, agree: null, failure: describeFailure(answer.error) };
  const app = (answer.body as { data: { shipperSettlements: { totals: TodaysSums } } }).data
    .shipperSettlements.totals;
  const keys = Object.keys(sums) as (keyof TodaysSums)[];
  return { app, lines: sums, agree: keys.every((key) => app[key] === sums[key]) };
}

/**
 * Runs the mixed load for `settings.seconds`: each clerk saves one transport first (untimed, so that
 * edits have one), then clerks and readers start together; the writes under way at the end are
 * waited for and counted.
 */
export async function runMixedLoad(
  databaseUrl: string,
  servers: AppServer,
  plan: BenchPlan,
  settings: MixedSettings,
): Promise<MixedRunResult> {
  return withClient(databaseUrl, async (client) => {
    const log = new TimingLog();
    const context: ClerkContext = {
      servers,
      parties: await readClerkParties(client, settings.clerks),
      waybills: new WaybillNumbers(),
      log,
      mismatches: [],
    };
    const clerks = Array.from({ length: settings.clerks }, (_, i) => new Clerk(i, context));
    await Promise.all(clerks.map((clerk) => clerk.prepare()));
    const requests = screenRequests(readerScreens(plan));
    const board = screenRequests([monthCloseBoard(plan.today)]);
    const before = await todaysLineSums(client, plan.today);
    const loadBefore = os.loadavg()[0]!;
    const start = performance.now();
    const until = start + settings.seconds * 1000;
    await Promise.all([
      runReaders(requests, settings.readers, until, servers, log),
      runReaders(board, 1, until, servers, log),
      runClerks(clerks, settings.writeIntervalMs, start, until),
    ]);
    const loadAfter = os.loadavg()[0]!;
    const after = await todaysLineSums(client, plan.today);
    return {
      settings,
      lists: [
        ...[...requests, ...board].map(({ list, target, key }) => ({
          id: list.id,
          title: list.title,
          target,
          figures: log.summary(key),
        })),
        {
          id: 'editor-load',
          title: EDITOR_LOAD.title,
          target: 'graphql' as const,
          figures: log.summary(EDITOR_LOAD.key),
        },
      ],
      walkedRequests: requests.length,
      writes: (Object.keys(WRITE_KINDS) as WriteKind[]).map((kind) => ({ kind, figures: log.summary(kind) })),
      failures: log.failures(),
      todayLines: { before: before.lines, after: after.lines },
      transportsChecked: clerks.reduce((count, clerk) => count + clerk.transports.length, 0),
      mismatches: [...context.mismatches, ...(await transportsNotAsSaved(client, clerks))],
      settlement: await checkTodaysSettlement(client, servers, plan.today),
      loadBefore,
      loadAfter,
    };
  });
}
