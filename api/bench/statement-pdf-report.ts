// The statement PDFs' section of docs/performance.md (its own markers, so `--pdf` replaces only it):
// a 500-line statement rendered in both views, its size and times, and issue 34's goals judged on them.
import { writeSection } from './doc-section';
import type { Verdict } from './performance-report';
import {
  STATEMENT_PDF_LIMIT_BYTES,
  STATEMENT_PDF_LIMIT_MS,
  type StatementPdfResult,
  statementViewName,
} from './statement-pdf-run';

/** A load average above this on the bench's machine means other work shared it while measuring. */
export const BUSY_LOAD_AVERAGE = 2;

export interface StatementPdfReport {
  date: string;
  quick: boolean;
  /** The command as typed (a database URL's password left out). */
  command: string;
  machine: {
    cpu: string;
    cores: number;
    node: string;
    /** 1-minute load average before the bench, as the renders began and after them (`uptime`'s first figure). */
    loadBefore: number;
    loadAtStart: number;
    loadAfter: number;
  };
  result: StatementPdfResult;
  verdicts: Verdict[];
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (value < 100 ? value.toFixed(1) : value.toFixed(0));

/** Issue 34's goals: under 300 kB and 1 s, each view, the first render and the warm ones' p95. */
export function judgeStatementPdf(result: StatementPdfResult): Verdict[] {
  const each = (figure: (view: StatementPdfResult['views'][number]) => string) =>
    result.views.map((view) => `${statementViewName(view.view)} ${figure(view)}`).join(', ');
  return [
    {
      target: `a ${result.lines}-line statement's PDF < ${STATEMENT_PDF_LIMIT_BYTES / 1024} kB, both views`,
      met: result.views.every((view) => view.bytes < STATEMENT_PDF_LIMIT_BYTES),
      detail: each((view) => `${kB(view.bytes)} kB`),
    },
    {
      target: `rendered < ${STATEMENT_PDF_LIMIT_MS / 1000} s, both views: the first render and the warm renders' p95`,
      met: result.views.every(
        (view) => view.firstMs < STATEMENT_PDF_LIMIT_MS && view.p95Ms < STATEMENT_PDF_LIMIT_MS,
      ),
      detail: each((view) => `first ${ms(view.firstMs)} ms, p95 ${ms(view.p95Ms)} ms`),
    },
  ];
}

/** The generated section (also printed by the bench). */
export function renderStatementPdfReport(report: StatementPdfReport): string {
  const { machine, result } = report;
  const { source } = result;
  const loads = [machine.loadBefore, machine.loadAtStart, machine.loadAfter];
  const busy = Math.max(...loads) > BUSY_LOAD_AVERAGE;
  const made =
    source.lines >= result.lines
      ? `its first ${result.lines} lines`
      : `its lines repeated to ${result.lines} (each copy a shipment of its own)`;
  const yesNo = (met: boolean) => (met ? 'yes' : 'no');
  const lines = [
    `Run of ${report.date}${report.quick ? ' (quick mode: tiny data, the statement lines repeated)' : ''}: \`${report.command}\`.`,
    '',
    `- machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; load average (1 minute) ` +
      `${machine.loadBefore.toFixed(2)} before the bench, ${machine.loadAtStart.toFixed(2)} as the renders began, ` +
      `${machine.loadAfter.toFixed(2)} after` +
      (busy
        ? `. The machine was loaded by other work (load average above ${BUSY_LOAD_AVERAGE} on its ${machine.cores} cores), ` +
          'so the times are those of a busy server, not its best'
        : ''),
    `- statement: the invoice company row of the bench database billing the most goods lines (${source.companyNm}, ` +
      `${source.year}-${String(source.month).padStart(2, '0')}, billing day ${source.billCd}, ${source.lines.toLocaleString('en')} ` +
      `statement lines), read as the server reads it (\`readRowStatement\`), made ${result.lines} lines long: ${made}; ` +
      "the per-type sums follow the lines, the amounts stay the row's",
    `- renders: the server's \`statementPdf\` in the bench's process, each view once first (the detail view's is the ` +
      `process's first PDF: fontkit reads the fonts' tables then), then ${result.views[0]?.runs ?? 0} warm renders ` +
      'of each, the views taking turns; times from the call to the whole file in memory (wall time), nearest-rank p50 ' +
      "and p95; CPU ms: the process's user and system time meanwhile, which the machine's other work barely changes",
    '',
    `| view | lines | pages | size kB | first ms | first CPU ms | warm renders | p50 ms | p95 ms | max ms | p50 CPU ms | < ${STATEMENT_PDF_LIMIT_BYTES / 1024} kB | < ${STATEMENT_PDF_LIMIT_MS / 1000} s |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...result.views.map(
      (view) =>
        `| ${statementViewName(view.view)} | ${result.lines} | ${view.pages} | ${kB(view.bytes)} | ${ms(view.firstMs)} | ` +
        `${ms(view.firstCpuMs)} | ${view.runs} | ${ms(view.p50Ms)} | ${ms(view.p95Ms)} | ${ms(view.maxMs)} | ${ms(view.p50CpuMs)} | ` +
        `${yesNo(view.bytes < STATEMENT_PDF_LIMIT_BYTES)} | ` +
        `${yesNo(view.firstMs < STATEMENT_PDF_LIMIT_MS && view.p95Ms < STATEMENT_PDF_LIMIT_MS)} |`,
    ),
    '',
    '| goal | met | figures |',
    '| --- | --- | --- |',
    ...report.verdicts.map((v) => `| ${v.target} | ${yesNo(v.met)} | ${v.detail} |`),
  ];
  return lines.join('\n');
}

const MARKERS = {
  start: '<!-- bench-pdf:start (written by npm run bench, or alone by npm run bench -- --pdf) -->',
  end: '<!-- bench-pdf:end -->',
};

/** Replaces the statement PDFs' section of the file, keeping the rest. */
export async function writeStatementPdfReport(file: string, report: StatementPdfReport): Promise<void> {
  await writeSection(file, MARKERS, renderStatementPdfReport(report));
}
