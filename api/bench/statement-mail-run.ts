// 전체 발송 timed end to end (issue: "In `npm run bench`: 500 rows to a local smtp-server in under
// 60 s"): an invoice of N communication (COM) shippers, each billed its monthly fee (one company row
// each) and each with an e-mail of its own, is sent all at once through the real app, started as
// `npm run serve` starts it (production, its own process, SMTP_URL pointing to the bench's SMTP
// server), and followed as the screen follows it until the batch is finished. Every recipient must
// have received exactly one mail, or the run fails.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { withClient } from '@parcel/db';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { DEFAULT_STATEMENT_QUEUE_SETTINGS } from '../src/modules/statement-mail/statement-queue';
import { type AppServer, signInAsDemoAdmin } from './bench-targets';
import { startServerProcess } from './server-process';
import { startSmtpCounter } from './smtp-counter';

/** The run: 500 rows in under 60 s. */
export const MAIL_RUN_ROWS = 500;
export const QUICK_MAIL_RUN_ROWS = 20;
export const MAIL_RUN_LIMIT_MS = 60_000;
/** The app's own MAIL_SEND_CONCURRENCY when unset. */
export const DEFAULT_MAIL_CONCURRENCY = DEFAULT_STATEMENT_QUEUE_SETTINGS.concurrency;
/** `npm run bench` sends with the default, then with 4 jobs at once; `--quick` with the default only. */
export const MAIL_RUN_CONCURRENCIES: readonly number[] = [DEFAULT_MAIL_CONCURRENCY, 4];
/** How often the batch is asked for while it sends (the screen's rhythm is of the same order). */
const POLL_MS = 250;
/** A run that has not finished by then is stuck, not slow. */
const FINISH_TIMEOUT_MS = 15 * 60_000;
/** Each shipper's monthly fee: its one row's amount. */
const MONTHLY_FEE = 10_000;

/** `uptime`'s three figures: the load average over 1, 5 and 15 minutes. */
export interface LoadAverages {
  one: number;
  five: number;
  fifteen: number;
}

export const loadAverages = (): LoadAverages => {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  return { one, five, fifteen };
};

/** The batch as GET /api/statement-send-batches/:id answers it (the fields the bench reads). */
interface BatchAnswer {
  statementSendBatchId: number;
  total: number;
  waiting: number;
  retrying: number;
  sending: number;
  sent: number;
  failed: number;
  unknown: number;
  cancelled: number;
  finished: boolean;
  sends: { companyNm: string; state: string; attempts: number; error: string | null }[];
}

export interface MailRunResult {
  /** The invoice's company rows, each to be mailed once. */
  rows: number;
  /** MAIL_SEND_CONCURRENCY of the app process. */
  concurrency: number;
  invoice: { billHistoryId: number; year: number; month: number; generateMs: number };
  /** The batch as it finished. */
  batch: Pick<BatchAnswer, 'total' | 'sent' | 'failed' | 'unknown' | 'cancelled'>;
  /** Mails the SMTP server received, and the recipients they went to (each once). */
  received: number;
  recipients: number;
  /** The mails' average size as the SMTP server received them (the .xlsx and the PDF attached). */
  averageMailBytes: number;
  /** POST /api/statement-send-batches: its answer (the batch queued). */
  requestMs: number;
  /** From the request to the first batch answer saying finished. */
  elapsedMs: number;
  /** After the request, when the SMTP server had the first and the last mail. */
  firstMailMs: number;
  lastMailMs: number;
  /** Mails received a second of the elapsed time. */
  mailsPerSecond: number;
  /** The app process's CPU time (user and system) from the request to finished; null off Linux. */
  appCpuMs: number | null;
  /** Load averages when the app was up and signed in, before the request, and after the batch finished. */
  load: { before: LoadAverages; after: LoadAverages };
}

/** Why a run is wrong: the mails the SMTP server got are not one for each row. */
export class MailRunMismatch extends Error {
  override name = 'MailRunMismatch';
}

/** A process's CPU time so far in ms (utime + stime of /proc/<pid>/stat); null where there is no /proc. */
async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function call<T>(app: AppServer, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${app.appUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${app.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The month before today's (Asia/Seoul): the last whole month, as a billing office invoices it. */
function lastMonth(): { year: number; month: number } {
  const [year, month] = seoulToday().split('-').map(Number) as [number, number];
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The e-mail address of shipper `n` (from 1) of run `label`. */
export const shipperEmail = (label: string, n: number) =>
  `${label}-${String(n).padStart(4, '0')}@bench-customer.example`;

/**
 * A supplier of its own and `rows` COM shippers it bills (each its monthly fee, its own e-mail
 * address), and their invoice of last month generated over REST: one company row a shipper.
 */
export async function invoiceOfShippers(
  databaseUrl: string,
  app: AppServer,
  rows: number,
  label: string,
): Promise<MailRunResult['invoice'] & { emails: string[] }> {
  const emails = Array.from({ length: rows }, (_, index) => shipperEmail(label, index + 1));
  const supplierId = await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    // Business numbers of blocks no other row uses (the demo data's start otherwise).
    const { rows: free } = await client.query<{ supplier: number; shipper: number }>(
      `select (select count(*) from bill_company where biz_no like '74%')::int as supplier,
              (select count(*) from company where biz_no like '75%')::int as shipper`,
    );
    const { supplier, shipper } = free[0]!;
    const { rows: inserted } = await client.query<{ id: number }>(
      `insert into bill_company (company_nm, biz_no, representative_nm, biz_type, biz_item, address, post_no,
                                 tel_no, fax_no, email, bank_nm, depositor_nm, account_no)
       values ($1, $2, '김발송', '운수업', '화물운송', '대구 중구 국채보상로 1', '41911', '0531112222',
               '0531112223', 'billing@bench-supplier.example', '대구은행', '발송공급', '50812345678901')
       returning bill_company_id as id`,
      [`발송 공급상사 ${label}`, `74${String(supplier + 1).padStart(8, '0')}`],
    );
    const supplierId = inserted[0]!.id;
    await client.query(
      `insert into company (biz_no, company_nm, email, bill_company_id, shipper_yn, shipper_cd, use_yn,
                            bill_stdr_cd, communication_fee)
       select '75' || lpad(($1 + n)::text, 8, '0'), '발송화주 ' || $2 || '-' || lpad(n::text, 4, '0'),
              email, $3, 'Y', 'COM', 'Y', '20', $4
         from unnest($5::text[]) with ordinality as shippers(email, n)`,
      [shipper, label, supplierId, MONTHLY_FEE, emails],
    );
    await client.query('commit');
    return supplierId;
  });
  const { year, month } = lastMonth();
  const started = performance.now();
  const { billHistoryId } = await call<{ billHistoryId: number }>(app, 'POST', '/api/bill-history/insert', {
    billCompanyId: supplierId,
    year,
    month,
    billCd: '20',
  });
  return { billHistoryId, year, month, generateMs: performance.now() - started, emails };
}

/** Asks for the batch until it is finished (signing in again on a 401), or throws after FINISH_TIMEOUT_MS. */
async function followBatch(app: AppServer, batchId: number): Promise<BatchAnswer> {
  const deadline = performance.now() + FINISH_TIMEOUT_MS;
  for (;;) {
    let batch: BatchAnswer | null = null;
    try {
      batch = await call<BatchAnswer>(app, 'GET', `/api/statement-send-batches/${batchId}`);
    } catch (error) {
      if (!String(error).includes(': 401 ')) throw error;
      app.token = await signInAsDemoAdmin(app.appUrl);
    }
    if (batch?.finished) return batch;
    if (performance.now() > deadline) {
      const { waiting, sending, sent, failed } = batch ?? {};
      throw new Error(
        `batch ${batchId} not finished after ${FINISH_TIMEOUT_MS / 60_000} min: ${JSON.stringify({ waiting, sending, sent, failed })}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Throws MailRunMismatch unless the batch sent every row and the SMTP server got exactly one mail
 * for each row's address, and none for any other.
 */
function checkOneMailEach(emails: readonly string[], counts: Map<string, number>, batch: BatchAnswer) {
  const problems: string[] = [];
  const missing = emails.filter((email) => !counts.has(email));
  const twice = emails.filter((email) => (counts.get(email) ?? 0) > 1);
  const expected = new Set(emails);
  const strangers = [...counts.keys()].filter((address) => !expected.has(address));
  const received = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (received !== emails.length)
    problems.push(`the SMTP server received ${received} mails for ${emails.length} rows`);
  if (missing.length)
    problems.push(`${missing.length} recipients got none (${missing.slice(0, 5).join(', ')})`);
  if (twice.length)
    problems.push(`${twice.length} recipients got more than one (${twice.slice(0, 5).join(', ')})`);
  if (strangers.length) problems.push(`mails to addresses of no row: ${strangers.slice(0, 5).join(', ')}`);
  if (batch.total !== emails.length || batch.sent !== emails.length) {
    const failures = batch.sends.filter((send) => send.state !== 'SENT').slice(0, 5);
    problems.push(
      `the batch queued ${batch.total} and sent ${batch.sent} of ${emails.length} rows ` +
        `(failed ${batch.failed}, unknown ${batch.unknown}, cancelled ${batch.cancelled}): ${JSON.stringify(failures)}`,
    );
  }
  if (problems.length)
    throw new MailRunMismatch(`전체 발송 of ${emails.length} rows: ${problems.join('; ')}`);
}

/**
 * One 전체 발송: an SMTP server and the app (its own process, MAIL_SEND_CONCURRENCY `concurrency`)
 * started, signed in as the demo admin (the database must have the demo data's members), an invoice
 * of `rows` shippers generated, then POST /api/statement-send-batches timed until the batch
 * says finished. `label` names the run's shippers (a database may hold several runs).
 */
export async function measureMailRun(options: {
  databaseUrl: string;
  rows: number;
  concurrency: number;
  jwtSecret: string;
  label: string;
}): Promise<MailRunResult> {
  const { databaseUrl, rows, concurrency, jwtSecret, label } = options;
  const smtp = await startSmtpCounter();
  try {
    const server = await startServerProcess({
      script: 'src/main.ts',
      env: {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        SMTP_URL: smtp.url,
        MAIL_SEND_CONCURRENCY: String(concurrency),
      },
      ready: /listening on/,
    });
    try {
      const app: AppServer = { appUrl: server.url, token: await signInAsDemoAdmin(server.url) };
      const { emails, ...invoice } = await invoiceOfShippers(databaseUrl, app, rows, label);
      const before = loadAverages();
      const cpuBefore = await processCpuMs(server.pid);
      const started = performance.now();
      const queued = await call<{ statementSendBatchId: number; total: number }>(
        app,
        'POST',
        '/api/statement-send-batches',
        { billHistoryId: invoice.billHistoryId },
      );
      const requestMs = performance.now() - started;
      const batch = await followBatch(app, queued.statementSendBatchId);
      const elapsedMs = performance.now() - started;
      const cpuAfter = await processCpuMs(server.pid);
      const after = loadAverages();
      const counts = smtp.countsByRecipient();
      checkOneMailEach(emails, counts, batch);
      const times = smtp.received.map((mail) => mail.at - started);
      const bytes = smtp.received.reduce((sum, mail) => sum + mail.bytes, 0);
      return {
        rows,
        concurrency,
        invoice,
        batch: {
          total: batch.total,
          sent: batch.sent,
          failed: batch.failed,
          unknown: batch.unknown,
          cancelled: batch.cancelled,
        },
        received: smtp.received.length,
        recipients: counts.size,
        averageMailBytes: bytes / smtp.received.length,
        requestMs,
        elapsedMs,
        firstMailMs: Math.min(...times),
        lastMailMs: Math.max(...times),
        mailsPerSecond: smtp.received.length / (elapsedMs / 1000),
        appCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        load: { before, after },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
  }
}
