import { type BenchList, targetsOf } from './bench-lists';
import type { DataSize } from './bench-database';
import { INVOICE_RERUN_LIMIT_MS, INVOICE_RUN_LIMIT_MS, type InvoiceRunResult } from './invoice-run';
import { IMPORT_COMMIT_LIMIT_MS, IMPORT_UPLOAD_LIMIT_MS, type ImportRunResult } from './import-run';
import type { TargetName } from './bench-targets';
import type { AloneSettings, LoadFigures, LoadSettings } from './load-rounds';
import type { ListPlan } from './query-plans';
import type { BenchPlan } from './bench-plan';
import type { DemoPaymentSummary } from '../src/modules/receivables/demo-payments';
import { writeSection } from './doc-section';

export interface ListResult {
  list: BenchList;
  plan: ListPlan;
  /** p50 ms of each target the list has (targetsOf) with one request at a time; bare always. */
  alone: Partial<Record<TargetName, number>> & { bare: number };
  /** The figures under load of a main list (BenchList.loaded). */
  load?: Partial<Record<TargetName, LoadFigures>> & { bare: LoadFigures };
}

export interface ProcessesResult {
  label: string;
  processes: number;
  rest: LoadFigures;
  graphql: LoadFigures;
}

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  /** 1-minute load average before and after the measurements: other work on the machine shows here. */
  loadBefore: number;
  loadAfter: number;
}

export interface Verdict {
  target: string;
  met: boolean;
  detail: string;
}

export interface BenchReport {
  date: string;
  quick: boolean;
  /** The --lists pattern of a run that measured only some lists. */
  partial?: string;
  machine: Machine;
  size: DataSize;
  /** The periods asked for and the data's reception days. */
  plan: BenchPlan;
  settings: LoadSettings;
  /** How every list was measured alone, and EXPLAIN ANALYZE's runs of each statement. */
  alone: AloneSettings;
  explainRuns: number;
  /** Seconds from the database's creation (seeded) to the report. */
  measuredSeconds: number;
  lists: ListResult[];
  /** Empty when the home grid was not measured (--lists). */
  processes: ProcessesResult[];
  /** The invoice history's payments, recorded before measuring (receivables/demo-payments.ts). */
  payments: DemoPaymentSummary;
  invoiceRun: InvoiceRunResult;
  importRun: ImportRunResult;
  verdicts: Verdict[];
  problems: string[];
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ratio = (value: number, base: number) => (base > 0 ? `${fixed(value / base, 2)}x` : '-');

/** Every list's answer at the server must stay under this median (issue 12). */
export const LIST_P50_LIMIT_MS = 100;
/** Every list's first page and page 300, one request at a time: at the server and inside PostgreSQL (issue 23). */
export const LIST_SERVER_LIMIT_MS = 50;
export const LIST_POSTGRES_LIMIT_MS = 20;

/** The app's targets (REST, GraphQL) of a list: what a person at the screen waits for. */
const appTargetsOf = (list: BenchList) => targetsOf(list).filter((target) => target !== 'bare');

/** What a screen's list misses of issue 23's limits: the app's targets over 50 ms alone, PostgreSQL over 20 ms. */
export function issue23Misses({ list, alone, plan }: ListResult): string[] {
  if (list.aggregate) return [];
  const slow = appTargetsOf(list).filter((target) => alone[target]! >= LIST_SERVER_LIMIT_MS);
  return [
    ...slow.map((target) => `${target} ${alone[target]} ms`),
    ...(plan.totalMs >= LIST_POSTGRES_LIMIT_MS ? [`PostgreSQL ${fixed(plan.totalMs)} ms`] : []),
  ];
}

/** The issues' targets, judged on the figures of this run. */
export function judgeTargets(lists: ListResult[]): Verdict[] {
  const screenLists = lists.filter((result) => !result.list.aggregate);
  const serverMisses = screenLists.flatMap((result) =>
    appTargetsOf(result.list)
      .filter((target) => result.alone[target]! >= LIST_SERVER_LIMIT_MS)
      .map((target) => `${result.list.title} ${target} ${result.alone[target]} ms`),
  );
  const postgresMisses = screenLists
    .filter((result) => result.plan.totalMs >= LIST_POSTGRES_LIMIT_MS)
    .map((result) => `${result.list.title} ${fixed(result.plan.totalMs)} ms`);
  const slow = screenLists.flatMap((result) =>
    appTargetsOf(result.list)
      .filter((target) => result.alone[target]! >= LIST_P50_LIMIT_MS)
      .map((target) => `${result.list.title} ${target} ${result.alone[target]} ms`),
  );
  const verdicts: Verdict[] = [
    {
      target: `every list's first page and page 300 < ${LIST_SERVER_LIMIT_MS} ms at the server (p50, one request at a time, REST and GraphQL)`,
      met: serverMisses.length === 0,
      detail: serverMisses.length
        ? `${serverMisses.length} over: ${serverMisses.join(', ')}`
        : `on all ${screenLists.length} lists`,
    },
    {
      target: `every list's first page and page 300 < ${LIST_POSTGRES_LIMIT_MS} ms inside PostgreSQL (its statements added up)`,
      met: postgresMisses.length === 0,
      detail: postgresMisses.length
        ? `${postgresMisses.length} over: ${postgresMisses.join(', ')}`
        : `on all ${screenLists.length} lists`,
    },
    {
      target: `every screen's list answers in < ${LIST_P50_LIMIT_MS} ms at the server (p50, one request at a time; first and deep pages)`,
      met: slow.length === 0,
      detail: slow.length
        ? `over on ${slow.join(', ')}`
        : `on all ${screenLists.length} lists, REST and GraphQL`,
    },
  ];
  const aggregates = lists.filter((result) => result.list.aggregate);
  const slowAggregates = aggregates.flatMap((result) =>
    appTargetsOf(result.list)
      .filter((target) => result.alone[target]! >= LIST_SERVER_LIMIT_MS)
      .map((target) => `${result.list.title} ${target} ${result.alone[target]} ms`),
  );
  if (aggregates.length)
    verdicts.push({
      target: `analysts' aggregates (today, a week, a month by day and course) < ${LIST_SERVER_LIMIT_MS} ms at the server (p50, one request at a time)`,
      met: slowAggregates.length === 0,
      detail: slowAggregates.length
        ? `over on ${slowAggregates.join(', ')}`
        : `on all ${aggregates.length}: at most ${fixed(Math.max(...aggregates.flatMap((result) => appTargetsOf(result.list).map((target) => result.alone[target]!))))} ms`,
    });
  const loaded = lists.filter((result) => result.load);
  const under = (kind: 'rest' | 'graphql', share: number) => {
    const misses = loaded.filter(
      (result) => result.load![kind] && result.load![kind].reqPerSec < share * result.load!.bare.reqPerSec,
    );
    return {
      met: misses.length === 0,
      detail: misses.length
        ? `below on ${misses.map((m) => `${m.list.title} (${ratio(m.load![kind]!.reqPerSec, m.load!.bare.reqPerSec)})`).join(', ')}`
        : `on every main list`,
    };
  };
  if (loaded.length) {
    verdicts.push(
      { target: 'REST >= 0.8x the bare handler (main lists, under load)', ...under('rest', 0.8) },
      { target: 'GraphQL >= 0.6x the bare handler (main lists, under load)', ...under('graphql', 0.6) },
    );
  }
  const first = lists.find((result) => result.list.id === 'home-first');
  const deep = lists.find((result) => result.list.id === 'home-deep');
  if (first?.load && deep?.load) {
    const pgRatio = deep.plan.totalMs / first.plan.totalMs;
    const p50Ratio = deep.load.rest!.p50 / first.load.rest!.p50;
    verdicts.unshift(
      {
        target: 'home grid page < 5 ms inside PostgreSQL',
        met: first.plan.totalMs < 5,
        detail: `${fixed(first.plan.totalMs, 2)} ms (${first.plan.statements.map((s) => `${s.name} ${fixed(s.ms, 2)}`).join(' + ')})`,
      },
      {
        target: 'home grid p50 < 15 ms at the server, 8 connections',
        met: first.load.rest!.p50 < 15 && first.load.graphql!.p50 < 15,
        detail: `REST ${first.load.rest!.p50} ms, GraphQL ${first.load.graphql!.p50} ms`,
      },
    );
    verdicts.push({
      target: `deep page (page ${deep.list.path.match(/page=(\d+)/)?.[1]}) within 1.5x of the first`,
      met: pgRatio <= 1.5 && p50Ratio <= 1.5,
      detail: `PostgreSQL time ${fixed(pgRatio, 2)}x, REST p50 ${fixed(p50Ratio, 2)}x`,
    });
  }
  return verdicts;
}

/** 미수금 관리's lists (issue 25): the receivables list's pages, with and without its aging filter, and a ledger. */
const isReceivables = (list: BenchList) => /^(receivables|ledger)\b/.test(list.id);

/** Issue 25's target: the receivables list and a company ledger within issue 23's limits. */
export function judgeReceivables(lists: ListResult[]): Verdict[] {
  const measured = lists.filter((result) => isReceivables(result.list));
  if (!measured.length) return [];
  const misses = measured.flatMap((result) =>
    issue23Misses(result).map((miss) => `${result.list.title} ${miss}`),
  );
  const slowest = (figures: number[]) => fixed(Math.max(...figures));
  return [
    {
      target: `the receivables list and a company ledger < ${LIST_SERVER_LIMIT_MS} ms at the server and < ${LIST_POSTGRES_LIMIT_MS} ms inside PostgreSQL (issue 25)`,
      met: misses.length === 0,
      detail: misses.length
        ? `${misses.length} over: ${misses.join(', ')}`
        : `on all ${measured.length}: at most ${slowest(
            measured.flatMap((result) => appTargetsOf(result.list).map((target) => result.alone[target]!)),
          )} ms at the server, ${slowest(measured.map((result) => result.plan.totalMs))} ms inside PostgreSQL`,
    },
  ];
}

/** The invoice run's targets (issue 13): the month's run and its re-run. */
export function judgeInvoiceRun(run: InvoiceRunResult): Verdict[] {
  const scope = `${run.invoices} invoices over ${run.lines.toLocaleString('en')} goods lines`;
  return [
    {
      target: `a month's invoice run < ${INVOICE_RUN_LIMIT_MS / 1000} s`,
      met: run.firstMs < INVOICE_RUN_LIMIT_MS,
      detail: `${fixed(run.firstMs, 0)} ms (${scope})`,
    },
    {
      target: `its re-run < ${INVOICE_RERUN_LIMIT_MS / 1000} s`,
      met: run.rerunMs < INVOICE_RERUN_LIMIT_MS,
      detail: `${fixed(run.rerunMs, 0)} ms`,
    },
  ];
}

/** The spreadsheet import's targets (issue 24): 10,000 rows read and checked, then committed. */
export function judgeImportRun(run: ImportRunResult): Verdict[] {
  const scope = `${run.rows.toLocaleString('en')} rows`;
  return [
    {
      target: `an import's upload (read and checked) < ${IMPORT_UPLOAD_LIMIT_MS / 1000} s`,
      met: run.uploadMs < IMPORT_UPLOAD_LIMIT_MS,
      detail: `${fixed(run.uploadMs, 0)} ms (${scope})`,
    },
    {
      target: `its commit < ${IMPORT_COMMIT_LIMIT_MS / 1000} s`,
      met: run.commitMs < IMPORT_COMMIT_LIMIT_MS,
      detail: `${fixed(run.commitMs, 0)} ms (${run.transports} transports)`,
    },
  ];
}

const DAY_MS = 86_400_000;
const daysOf = (period: { startDate: string; endDate: string }) =>
  Math.round((Date.parse(period.endDate) - Date.parse(period.startDate)) / DAY_MS) + 1;
const range = (period: { startDate: string; endDate: string }) => `${period.startDate} to ${period.endDate}`;

/** One row of the every-list table: PostgreSQL's statements, the targets alone, what misses issue 23. */
function listRow(result: ListResult): string {
  const { list, plan, alone } = result;
  const misses = issue23Misses(result);
  const statements = plan.statements.map((s) => `${s.name} ${fixed(s.ms, 2)} (${s.buffers})`).join(', ');
  const aloneOf = (target: TargetName) => (alone[target] === undefined ? '-' : fixed(alone[target]!));
  const verdict = list.aggregate ? 'aggregate' : misses.length ? `no: ${misses.join(', ')}` : 'yes';
  return (
    `| ${list.title}${list.loaded ? ' *' : ''} | ${statements} | ${fixed(plan.totalMs, 2)} | ` +
    `${aloneOf('bare')} | ${aloneOf('rest')} | ${aloneOf('graphql')} | ${verdict} |`
  );
}

/** The generated part of docs/performance.md (also printed by the bench). */
export function renderReport(report: BenchReport): string {
  const { machine, size, settings, plan } = report;
  const run = 'seconds' in settings.run ? `${settings.run.seconds} s` : `${settings.run.requests} requests`;
  const history = { startDate: plan.firstDay, endDate: plan.lastDay };
  const loaded = report.lists.filter((result) => result.load);
  const lines = [
    `Run of ${report.date}${report.quick ? ' (quick mode: tiny data, figures meaningless)' : ''}` +
      `${report.partial ? ` (only the lists matching /${report.partial}/)` : ''}.`,
    '',
    `- machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; PostgreSQL ${machine.postgres}; ` +
      `load average ${fixed(machine.loadBefore, 2)} before, ${fixed(machine.loadAfter, 2)} after`,
    `- data: ${size.transports.toLocaleString('en')} transports over ${size.months} months ` +
      `(received ${range(history)}, ${daysOf(history)} days), ${size.receivers.toLocaleString('en')} receivers, ` +
      `${size.lines.toLocaleString('en')} goods lines (${size.todayLines.toLocaleString('en')} today), ` +
      `${size.companies.toLocaleString('en')} companies, ${size.members} users; database ${size.databaseSize}; ` +
      `seeded in ${fixed(size.seedSeconds)} s; measured in ${fixed(report.measuredSeconds / 60)} min after seeding`,
    `- periods: a week is ${range(plan.week)}. The widest period a screen allows: the settlement screens ` +
      `${plan.widest.settlement.label} (${range(plan.widest.settlement)}, their filter's longest); shipments, arrivals ` +
      `and the delivery check set no limit, so the whole history (${range(plan.widest.unlimited)}). The home grid ` +
      `is one day (today); waybill ranges, companies, invoices and users have no period (every row).`,
    `- every list: EXPLAIN ANALYZE of its statements (median of up to ${report.explainRuns} runs, 3 for a slow one) and ` +
      `one request at a time at the server (p50 of up to ${report.alone.requests} requests in a row on one connection, at least 3 ` +
      `for a slow one); first page and page 300 (or the last page of a shorter list, found from the first page's total)`,
    `- the ${loaded.length} main lists (marked *) also under load: autocannon, ${settings.connections} connections, ` +
      `${settings.rounds} interleaved round(s) of ${run} per target and list, median of the rounds; ` +
      `the app in production mode, one process unless said otherwise`,
    '',
    `### Every list: inside PostgreSQL and one request at a time`,
    '',
    `Statements: ms (shared buffers), planning + execution, median. The last column: whether the list meets issue 23's ` +
      `< ${LIST_SERVER_LIMIT_MS} ms at the server (REST and GraphQL alone) and < ${LIST_POSTGRES_LIMIT_MS} ms inside PostgreSQL, or what misses.`,
    '',
    '| list | statements | PostgreSQL ms | bare ms alone | REST ms alone | GraphQL ms alone | < 50 ms / < 20 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...report.lists.map(listRow),
    '',
    '### The main lists under load',
    '',
    '| list | target | req/s | p50 ms | p99 ms | req/s vs bare |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...loaded.flatMap(({ list, load }) =>
      targetsOf(list).map(
        (target) =>
          `| ${list.title} | ${target} | ${fixed(load![target]!.reqPerSec, 0)} | ${load![target]!.p50} | ` +
          `${load![target]!.p99} | ${ratio(load![target]!.reqPerSec, load!.bare.reqPerSec)} |`,
      ),
    ),
    ...(report.processes.length
      ? [
          '',
          '### One process or two (home grid, first page)',
          '',
          '| app | target | req/s | p50 ms | p99 ms | req/s vs one process |',
          '| --- | --- | ---: | ---: | ---: | ---: |',
          ...report.processes.flatMap((result) =>
            (['rest', 'graphql'] as const).map(
              (target) =>
                `| ${result.label} | ${target} | ${fixed(result[target].reqPerSec, 0)} | ${result[target].p50} | ` +
                `${result[target].p99} | ${ratio(result[target].reqPerSec, report.processes[0]![target].reqPerSec)} |`,
            ),
          ),
        ]
      : []),
    '',
    `### Invoice run (${report.invoiceRun.year}-${String(report.invoiceRun.month).padStart(2, '0')}, POST /api/bill-history/insert)`,
    '',
    'Every supplier, billing days 20 and 30, one invoice after another; then the same again (the re-run recomputes in place).',
    '',
    '| invoices | companies billed | goods lines billed | run ms | slowest invoice ms | re-run ms | slowest re-run ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${report.invoiceRun.invoices} | ${report.invoiceRun.companies.toLocaleString('en')} | ${report.invoiceRun.lines.toLocaleString('en')} | ` +
      `${fixed(report.invoiceRun.firstMs, 0)} | ${fixed(report.invoiceRun.slowestFirstMs, 0)} | ` +
      `${fixed(report.invoiceRun.rerunMs, 0)} | ${fixed(report.invoiceRun.slowestRerunMs, 0)} |`,
    '',
    ...receivablesSection(report),
    '### Spreadsheet import (POST /api/transport/import, then /commit)',
    '',
    'An .xlsx built by the bench (every receiver typed with phones and postcode, five lines each over five reception days, half with waybill numbers), uploaded for a sender company of the data, then committed.',
    '',
    '| rows | receivers | transports | file kB | upload (read, check, preview) ms | commit ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${report.importRun.rows.toLocaleString('en')} | ${report.importRun.receivers.toLocaleString('en')} | ${report.importRun.transports} | ` +
      `${fixed(report.importRun.fileBytes / 1024, 0)} | ${fixed(report.importRun.uploadMs, 0)} | ${fixed(report.importRun.commitMs, 0)} |`,
    '',
    '### Targets',
    '',
    '| target | met | figures |',
    '| --- | --- | --- |',
    ...report.verdicts.map((v) => `| ${v.target} | ${v.met ? 'yes' : 'no'} | ${v.detail} |`),
    '',
    `Plan problems: ${report.problems.length ? report.problems.join('; ') : 'none (no large table read whole, an index for every filter and order)'}.`,
  ];
  return lines.join('\n');
}

/** The payments the receivables lists read, and those lists' rows again. */
function receivablesSection(report: BenchReport): string[] {
  const { payments } = report;
  const lists = report.lists.filter((result) => isReceivables(result.list));
  const count = (value: number) => value.toLocaleString('en');
  return [
    '### Receivables and a company ledger (issue 25)',
    '',
    "Before measuring, the invoice history's company rows billed by today get payments (`api/src/modules/receivables/demo-payments.ts`, " +
      'one statement, as the demo invoices do): most in full (some in two installments), some partly, a few over, the rest not yet; ' +
      "5 to 50 days after the row's period, none after today; a few entered twice and the copy deleted.",
    '',
    '| rows billed | paid in full | partly | over | not paid | payments | deleted |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${count(payments.rows)} | ${count(payments.paidInFull)} | ${count(payments.partlyPaid)} | ${count(payments.overpaid)} | ` +
      `${count(payments.unpaid)} | ${count(payments.payments)} | ${count(payments.deleted)} |`,
    '',
    "The receivables list (the screen as it opens, and with its aging filter) and the busiest company's ledger, as in the table of every list:",
    '',
    '| list | statements | PostgreSQL ms | bare ms alone | REST ms alone | GraphQL ms alone | < 50 ms / < 20 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...lists.map(listRow),
    '',
  ];
}

const MARKERS = { start: '<!-- bench:start (written by npm run bench) -->', end: '<!-- bench:end -->' };

/** Replaces the generated part of the file, keeping what is written around it by hand. */
export async function writeReport(file: string, report: BenchReport): Promise<void> {
  await writeSection(file, MARKERS, renderReport(report));
}
