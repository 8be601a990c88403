// 전체 발송's section of docs/performance.md (its own markers, so `--mail` replaces only it): each
// run's rows, the mails the SMTP server received, the time from the request to the batch finished,
// and the issue's goal (500 rows in under 60 s) judged on it.
import { writeSection } from './doc-section';
import type { Verdict } from './performance-report';
import { BUSY_LOAD_AVERAGE } from './statement-pdf-report';
import {
  DEFAULT_MAIL_CONCURRENCY,
  type LoadAverages,
  MAIL_RUN_LIMIT_MS,
  MAIL_RUN_ROWS,
  type MailRunResult,
} from './statement-mail-run';

export interface StatementMailReport {
  date: string;
  quick: boolean;
  /** The command as typed (a database URL's password left out). */
  command: string;
  machine: { cpu: string; cores: number; node: string; postgres: string };
  /** Where the bench's own database was made. */
  database: string;
  runs: MailRunResult[];
  verdicts: Verdict[];
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const loads = ({ one, five, fifteen }: LoadAverages) =>
  `${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)}`;
const concurrencyOf = (run: MailRunResult) =>
  run.concurrency === DEFAULT_MAIL_CONCURRENCY ? `${run.concurrency} (default)` : String(run.concurrency);

/** The issue's goal on each run: its rows mailed, one each, in under 60 s. */
export function judgeStatementMail(runs: readonly MailRunResult[]): Verdict[] {
  return runs.map((run) => ({
    target:
      `전체 발송 of ${run.rows} rows to a local SMTP server < ${MAIL_RUN_LIMIT_MS / 1000} s, ` +
      `MAIL_SEND_CONCURRENCY ${concurrencyOf(run)}` +
      (run.rows === MAIL_RUN_ROWS ? '' : ` (the goal is for ${MAIL_RUN_ROWS} rows)`),
    met: run.elapsedMs < MAIL_RUN_LIMIT_MS,
    detail:
      `${seconds(run.elapsedMs)} s, ${run.mailsPerSecond.toFixed(1)} mails/s; ` +
      `${run.received} mails to ${run.recipients} recipients, one each`,
  }));
}

/** The generated section (also printed by the bench). */
export function renderStatementMailReport(report: StatementMailReport): string {
  const { machine } = report;
  const busiest = Math.max(...report.runs.flatMap((run) => [run.load.before.one, run.load.after.one]));
  const yesNo = (met: boolean) => (met ? 'yes' : 'no');
  const cpu = (run: MailRunResult) =>
    run.appCpuMs === null
      ? '| - | - '
      : `| ${seconds(run.appCpuMs)} | ${(run.appCpuMs / run.received).toFixed(0)} `;
  const first = report.runs[0];
  const lines = [
    `Run of ${report.date}${report.quick ? ` (quick mode: ${first?.rows ?? 0} rows, the default concurrency only)` : ''}: \`${report.command}\`.`,
    '',
    `- machine: ${machine.cpu}, ${machine.cores} cores; Node ${machine.node}; PostgreSQL ${machine.postgres}` +
      (busiest > BUSY_LOAD_AVERAGE
        ? `. The machine was loaded by other work (1-minute load average up to ${busiest.toFixed(2)} on its ` +
          `${machine.cores} cores, \`uptime\`'s figures in the table), so the times are those of a busy server, not its best`
        : ''),
    `- data: a database of the bench's own (${report.database}) with the demo data's members and no transports; ` +
      'for each run a supplier of its own and as many communication (COM) shippers as rows, each billed its ' +
      `monthly fee (one company row of 10,000원 each) and each with an e-mail address of its own; their invoice of ` +
      (first ? `${first.invoice.year}-${String(first.invoice.month).padStart(2, '0')} ` : '') +
      'generated over REST (`POST /api/bill-history/insert`)',
    "- app: `npm run serve`'s `src/main.ts` in its own process (NODE_ENV=production, one process, a new one " +
      "each run), SMTP_URL the bench's smtp-server on 127.0.0.1 (it accepts every mail and counts them by " +
      'recipient), MAIL_SEND_CONCURRENCY as in the table; signed in as the demo admin over REST',
    '- timed: from `POST /api/statement-send-batches` (전체 발송, body `{billHistoryId}`) to the first ' +
      '`GET /api/statement-send-batches/:id` answering `finished` (asked every 250 ms, as a screen follows it); ' +
      'mails/s: mails received over that time; first and last mail: when the SMTP server had them, after the ' +
      "request; app CPU: the app process's user and system time meanwhile (PostgreSQL's not counted); load: " +
      '`uptime` (1 / 5 / 15 minutes) before the request and once finished',
    '',
    '| MAIL_SEND_CONCURRENCY | rows | mails received | recipients, one mail each | elapsed s | mails/s | ' +
      'first mail s | last mail s | app CPU s | app CPU ms a mail | mail kB | load before | load after | ' +
      `< ${MAIL_RUN_LIMIT_MS / 1000} s |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...report.runs.map(
      (run) =>
        `| ${concurrencyOf(run)} | ${run.rows} | ${run.received} | ${run.recipients} | ${seconds(run.elapsedMs)} | ` +
        `${run.mailsPerSecond.toFixed(1)} | ${seconds(run.firstMailMs)} | ${seconds(run.lastMailMs)} ${cpu(run)}| ` +
        `${(run.averageMailBytes / 1024).toFixed(1)} | ${loads(run.load.before)} | ${loads(run.load.after)} | ` +
        `${yesNo(run.elapsedMs < MAIL_RUN_LIMIT_MS)} |`,
    ),
    '',
    '| goal | met | figures |',
    '| --- | --- | --- |',
    ...report.verdicts.map((v) => `| ${v.target} | ${yesNo(v.met)} | ${v.detail} |`),
  ];
  return lines.join('\n');
}

const MARKERS = {
  start: '<!-- bench-mail:start (written by npm run bench, or alone by npm run bench -- --mail) -->',
  end: '<!-- bench-mail:end -->',
};

/** Replaces 전체 발송's section of the file, keeping the rest. */
export async function writeStatementMailReport(file: string, report: StatementMailReport): Promise<void> {
  await writeSection(file, MARKERS, renderStatementMailReport(report));
}
