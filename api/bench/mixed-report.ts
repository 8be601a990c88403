// The mixed run's section of docs/performance.md (its own markers, so `--mixed` replaces only it):
// the first read of a quarter's settlement after seeding, every screen under the mixed load, the
// clerks' writes, and the issue's goals judged on them.
import type { DatabaseCounts } from './bench-database';
import type { LatencySummary } from './client-timings';
import { writeSection } from './doc-section';
import type { FirstSettlementRead } from './first-settlement-read';
import { describeRound, WRITE_KINDS } from './mixed-clerks';
import type { MixedRunResult } from './mixed-run';
import type { Machine, Verdict } from './performance-report';

/** Issue 32's goals: every list under the mixed load, the writes, the first read of a quarter's settlement. */
export const LIST_P50_UNDER_LOAD_MS = 50;
export const LIST_P95_UNDER_LOAD_MS = 150;
export const WRITE_P95_LIMIT_MS = 300;
export const FIRST_READ_LIMIT_MS = 1_000;

export interface MixedReport {
  date: string;
  quick: boolean;
  /** The command as typed (a database URL's password left out). */
  command: string;
  machine: Machine;
  data: {
    counts: DatabaseCounts;
    /** The data's first and last reception day. */
    firstDay: string;
    lastDay: string;
    /** Where it came from: seeded by this run (how long it took), or an existing database. */
    source: string;
  };
  firstRead: FirstSettlementRead;
  run: MixedRunResult;
  verdicts: Verdict[];
}

const ms = (value: number) => (value < 100 ? value.toFixed(1) : value.toFixed(0));
/** A failure's text in a table or a sentence of markdown: one line, no column separator. */
const inline = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
const count = (value: number) => value.toLocaleString('en');

/** What a list misses of the goals under load, or nothing. */
function listMisses(figures: LatencySummary): string[] {
  return [
    ...(figures.p50 >= LIST_P50_UNDER_LOAD_MS ? [`p50 ${ms(figures.p50)} ms`] : []),
    ...(figures.p95 >= LIST_P95_UNDER_LOAD_MS ? [`p95 ${ms(figures.p95)} ms`] : []),
  ];
}

const firstReadMet = (read: FirstSettlementRead) => !read.failure && read.ms < FIRST_READ_LIMIT_MS;

export function judgeMixedRun(firstRead: FirstSettlementRead, run: MixedRunResult): Verdict[] {
  const slowLists = run.lists.flatMap((list) => {
    const misses = listMisses(list.figures);
    return misses.length ? [`${list.title} ${list.target} ${misses.join(', ')}`] : [];
  });
  const slowWrites = run.writes
    .filter((write) => write.figures.p95 >= WRITE_P95_LIMIT_MS)
    .map((write) => `${WRITE_KINDS[write.kind]} ${ms(write.figures.p95)} ms`);
  const requests = [...run.lists, ...run.writes].reduce((sum, item) => sum + item.figures.count, 0);
  const failed = run.failures.reduce((sum, failure) => sum + failure.count, 0);
  const { settlement } = run;
  const settlementDetail =
    settlement.agree === null
      ? `not asked: ${inline(settlement.failure ?? '')}`
      : settlement.agree
        ? 'agrees'
        : `differs: app ${JSON.stringify(settlement.app)}, lines ${JSON.stringify(settlement.lines)}`;
  return [
    {
      target: `every list p50 < ${LIST_P50_UNDER_LOAD_MS} ms and p95 < ${LIST_P95_UNDER_LOAD_MS} ms under the mixed load (REST and GraphQL)`,
      met: slowLists.length === 0,
      detail: slowLists.length
        ? `${slowLists.length} of ${run.lists.length} over: ${slowLists.join('; ')}`
        : `on all ${run.lists.length}`,
    },
    {
      target: `every kind of write p95 < ${WRITE_P95_LIMIT_MS} ms under the mixed load`,
      met: slowWrites.length === 0,
      detail: slowWrites.length ? `over: ${slowWrites.join('; ')}` : `on all ${run.writes.length} kinds`,
    },
    {
      target: `first read of a quarter's settlement by shipper after seeding < ${FIRST_READ_LIMIT_MS / 1000} s`,
      met: firstReadMet(firstRead),
      detail: `${ms(firstRead.ms)} ms` + (firstRead.failure ? `, failed: ${inline(firstRead.failure)}` : ''),
    },
    {
      target: 'every request answered (2xx, no GraphQL error)',
      met: failed === 0,
      detail: failed ? `${failed} of ${count(requests)} failed` : `all ${count(requests)}`,
    },
    {
      target:
        "the clerks' transports as they saved them, and today's settlement by shipper equal to today's goods lines",
      met: run.mismatches.length === 0 && settlement.agree === true,
      detail:
        `${run.transportsChecked} transports checked, ${run.mismatches.length} not as saved; ` +
        `today's settlement ${settlementDetail}`,
    },
  ];
}

/** The generated section (also printed by the bench). */
export function renderMixedReport(report: MixedReport): string {
  const { machine, data, firstRead, run } = report;
  const { settings } = run;
  const { counts } = data;
  const yesOr = (misses: string[]) => (misses.length ? `no: ${misses.join(', ')}` : 'yes');
  const lines = [
    `Run of ${report.date}${report.quick ? ' (quick mode: tiny data, figures meaningless)' : ''}: \`${report.command}\`.`,
    '',
    `- machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; PostgreSQL ${machine.postgres}; ` +
      `load average (1 minute) ${machine.loadBefore.toFixed(2)} before the bench, ${run.loadBefore.toFixed(2)} as the ` +
      `mixed load started, ${run.loadAfter.toFixed(2)} as it ended, ${machine.loadAfter.toFixed(2)} after`,
    `- data: ${count(counts.transports)} transports (received ${data.firstDay} to ${data.lastDay}), ` +
      `${count(counts.receivers)} receivers, ${count(counts.lines)} goods lines, ${count(counts.companies)} companies; ` +
      `database ${counts.databaseSize}; ${data.source}. Today's goods lines: ${count(run.todayLines.before)} ` +
      `before the mixed load, ${count(run.todayLines.after)} after`,
    `- load: ${settings.clerks} clerks, each starting a write every ${settings.writeIntervalMs / 1000} s ` +
      `(a round of ten: ${describeRound()}; edits and deletes on the clerk's own transports of today, loaded first ` +
      `as the editor does), while ${settings.readers} readers walk ${run.walkedRequests} screen requests ` +
      `(each screen's first page from REST and from GraphQL) one after another without pause, and one more ` +
      `keeps the month-end close board open, reloading it (REST, GraphQL) as it answers; for ${settings.seconds} s; ` +
      `the app in production mode, one process, on this machine; every time at the client, from the request to ` +
      `its answer's last byte, failed requests included`,
    '',
    "### First read of a quarter's settlement by shipper after seeding",
    '',
    "The screen's first page (GraphQL) over the last 3 months, before anything else read the settlement screens.",
    '',
    '| period | companies | ms | < 1 s |',
    '| --- | ---: | ---: | --- |',
    `| ${firstRead.period.startDate} to ${firstRead.period.endDate} | ` +
      `${firstRead.companies === null ? '-' : count(firstRead.companies)} | ${ms(firstRead.ms)} | ` +
      `${firstReadMet(firstRead) ? 'yes' : `no${firstRead.failure ? `, failed: ${inline(firstRead.failure)}` : ''}`} |`,
    '',
    '### Every screen under the mixed load',
    '',
    `| screen | target | requests | errors | p50 ms | p95 ms | max ms | p50 < ${LIST_P50_UNDER_LOAD_MS} ms, p95 < ${LIST_P95_UNDER_LOAD_MS} ms |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...run.lists.map(
      ({ title, target, figures }) =>
        `| ${title} | ${target} | ${count(figures.count)} | ${figures.errors} | ${ms(figures.p50)} | ` +
        `${ms(figures.p95)} | ${ms(figures.max)} | ${yesOr(listMisses(figures))} |`,
    ),
    '',
    "### The clerks' writes",
    '',
    `| write | count | errors | p50 ms | p95 ms | max ms | p95 < ${WRITE_P95_LIMIT_MS} ms |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...run.writes.map(
      ({ kind, figures }) =>
        `| ${WRITE_KINDS[kind]} | ${count(figures.count)} | ${figures.errors} | ${ms(figures.p50)} | ` +
        `${ms(figures.p95)} | ${ms(figures.max)} | ${figures.p95 < WRITE_P95_LIMIT_MS ? 'yes' : 'no'} |`,
    ),
    '',
    '### Goals',
    '',
    '| goal | met | figures |',
    '| --- | --- | --- |',
    ...report.verdicts.map((v) => `| ${v.target} | ${v.met ? 'yes' : 'no'} | ${v.detail} |`),
    ...(run.failures.length
      ? [
          '',
          '### Failures',
          '',
          '| request | answer | count | what the first said |',
          '| --- | --- | ---: | --- |',
          ...run.failures.map(
            ({ key, kind, count: times, example }) => `| ${key} | ${kind} | ${times} | ${inline(example)} |`,
          ),
        ]
      : ['', 'No failures.']),
    ...(run.mismatches.length
      ? ['', `Not as saved: ${inline(run.mismatches.slice(0, 10).join('; '))}.`]
      : []),
  ];
  return lines.join('\n');
}

const MARKERS = {
  start: '<!-- bench-mixed:start (written by npm run bench, or alone by npm run bench -- --mixed) -->',
  end: '<!-- bench-mixed:end -->',
};

/** Replaces the mixed run's section of the file, keeping the rest. */
export async function writeMixedReport(file: string, report: MixedReport): Promise<void> {
  await writeSection(file, MARKERS, renderMixedReport(report));
}
