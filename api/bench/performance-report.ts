import { readFile, writeFile } from 'node:fs/promises';
import { type BenchList, targetsOf } from './bench-lists';
import type { DataSize } from './bench-database';
import { INVOICE_RERUN_LIMIT_MS, INVOICE_RUN_LIMIT_MS, type InvoiceRunResult } from './invoice-run';
import type { TargetName } from './bench-targets';
import type { LoadFigures, LoadSettings } from './load-rounds';
import type { ListPlan } from './query-plans';

export interface ListResult {
  list: BenchList;
  plan: ListPlan;
  /** The figures of each target the list has (targetsOf); bare always. */
  load: Partial<Record<TargetName, LoadFigures>> & { bare: LoadFigures };
  /** p50 ms of each target with one request at a time. */
  alone: Partial<Record<TargetName, number>> & { bare: number };
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
  machine: Machine;
  size: DataSize;
  settings: LoadSettings;
  lists: ListResult[];
  processes: ProcessesResult[];
  invoiceRun: InvoiceRunResult;
  verdicts: Verdict[];
  problems: string[];
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ratio = (value: number, base: number) => (base > 0 ? `${fixed(value / base, 2)}x` : '-');

/** Every list's answer at the server must stay under this median (issue 12). */
export const LIST_P50_LIMIT_MS = 100;

/** The issue's targets, judged on the figures of this run. */
export function judgeTargets(lists: ListResult[]): Verdict[] {
  const first = lists.find((result) => result.list.id === 'home-first');
  const deep = lists.find((result) => result.list.id === 'home-deep');
  if (!first || !deep) return [];
  const under = (kind: 'rest' | 'graphql', share: number) => {
    const misses = lists.filter(
      (result) => result.load[kind] && result.load[kind].reqPerSec < share * result.load.bare.reqPerSec,
    );
    return {
      met: misses.length === 0,
      detail: misses.length
        ? `below on ${misses.map((m) => `${m.list.title} (${ratio(m.load[kind]!.reqPerSec, m.load.bare.reqPerSec)})`).join(', ')}`
        : 'on every list',
    };
  };
  const screenLists = lists.filter((result) => !result.list.aggregate);
  const slow = screenLists.flatMap((result) =>
    targetsOf(result.list)
      .filter((target) => target !== 'bare' && result.alone[target]! >= LIST_P50_LIMIT_MS)
      .map((target) => `${result.list.title} ${target} ${result.alone[target]} ms`),
  );
  const pgRatio = deep.plan.totalMs / first.plan.totalMs;
  const p50Ratio = deep.load.rest!.p50 / first.load.rest!.p50;
  return [
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
    {
      target: `every screen's list answers in < ${LIST_P50_LIMIT_MS} ms at the server (p50, one request at a time; first and deep pages)`,
      met: slow.length === 0,
      detail: slow.length
        ? `over on ${slow.join(', ')}`
        : `on all ${screenLists.length} lists, REST and GraphQL`,
    },
    { target: 'REST >= 0.8x the bare handler', ...under('rest', 0.8) },
    { target: 'GraphQL >= 0.6x the bare handler', ...under('graphql', 0.6) },
    {
      target: `deep page (page ${deep.list.path.match(/page=(\d+)/)?.[1]}) within 1.5x of the first`,
      met: pgRatio <= 1.5 && p50Ratio <= 1.5,
      detail: `PostgreSQL time ${fixed(pgRatio, 2)}x, REST p50 ${fixed(p50Ratio, 2)}x`,
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

/** The generated part of docs/performance.md (also printed by the bench). */
export function renderReport(report: BenchReport): string {
  const { machine, size, settings } = report;
  const run = 'seconds' in settings.run ? `${settings.run.seconds} s` : `${settings.run.requests} requests`;
  const lines = [
    `Run of ${report.date}${report.quick ? ' (quick mode: tiny data, figures meaningless)' : ''}.`,
    '',
    `- machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; PostgreSQL ${machine.postgres}; ` +
      `load average ${fixed(machine.loadBefore, 2)} before, ${fixed(machine.loadAfter, 2)} after`,
    `- data: ${size.transports.toLocaleString('en')} transports, ${size.receivers.toLocaleString('en')} receivers, ` +
      `${size.lines.toLocaleString('en')} goods lines (${size.todayLines.toLocaleString('en')} today), ` +
      `${size.companies.toLocaleString('en')} companies, ${size.members} users; seeded in ${fixed(size.seedSeconds)} s`,
    `- load: autocannon, ${settings.connections} connections, ${settings.rounds} interleaved round(s) of ${run} per target ` +
      `and list, median of the rounds; the app in production mode, one process unless said otherwise`,
    '',
    '### Inside PostgreSQL (EXPLAIN ANALYZE, planning + execution, median)',
    '',
    '| list | statements | total ms | buffers |',
    '| --- | --- | ---: | ---: |',
    ...report.lists.map(
      ({ list, plan }) =>
        `| ${list.title} | ${plan.statements.map((s) => `${s.name} ${fixed(s.ms, 2)} ms`).join(', ')} | ` +
        `${fixed(plan.totalMs, 2)} | ${plan.statements.map((s) => s.buffers).join(' + ')} |`,
    ),
    '',
    '### At the server',
    '',
    '| list | target | p50 ms alone | req/s | p50 ms | p99 ms | req/s vs bare |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.lists.flatMap(({ list, load, alone }) =>
      targetsOf(list).map(
        (target) =>
          `| ${list.title} | ${target} | ${alone[target]} | ${fixed(load[target]!.reqPerSec, 0)} | ${load[target]!.p50} | ` +
          `${load[target]!.p99} | ${ratio(load[target]!.reqPerSec, load.bare.reqPerSec)} |`,
      ),
    ),
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

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

/** Replaces the generated part of the file, keeping what is written around it by hand. */
export async function writeReport(file: string, report: BenchReport): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => `# Performance\n\n${START}\n${END}\n`);
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} ... ${END} section`);
  await writeFile(
    file,
    `${current.slice(0, start + START.length)}\n${renderReport(report)}\n${current.slice(end)}`,
  );
}
