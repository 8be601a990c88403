/**
 * npm run bench [-- --transports N] [--months N] [--companies N] [--lists PATTERN] [--quick] [--out FILE]: the
 * app's list queries against the bare node:http + pg limit, on a database of its own (see docs/performance.md);
 * then a 500-line statement rendered as PDF (issue 34), 전체 발송 of 500 statement mails to a local SMTP server
 * (on a database of its own) and the mixed-load run, clerks writing while readers walk every screen (issue 32).
 * [--mixed]: the first read of a quarter's settlement and the mixed-load run alone, [--mixed-seconds N] long;
 * [--pdf]: the statement PDFs alone; either [--database URL] on an existing database instead of one of its own;
 * [--mail]: 전체 발송 alone.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { initOrm, withClient } from '@parcel/db';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Sql } from '../src/common/paged-query';
import { bareListFor } from './bare-routes';
import { numbered } from './numbered-sql';
import { type BenchDatabase, countDatabase, createBenchDatabase } from './bench-database';
import {
  type BenchList,
  type BenchListEntry,
  benchLists,
  DEEP_PAGE,
  deepPageOf,
  isPaged,
  type PagedBenchList,
  pagesOf,
  rowCountOf,
  targetsOf,
  totalIsLowerBound,
} from './bench-lists';
import { type BenchPlan, benchPlan } from './bench-plan';
import { deliveryCheckBenchLists } from './delivery-check-bench-lists';
import {
  type AppServer,
  checkAnswersAgree,
  requestFor,
  type Servers,
  signInAsDemoAdmin,
  type TargetName,
} from './bench-targets';
import { type FirstSettlementRead, measureFirstSettlementRead } from './first-settlement-read';
import { MIXED_LOAD, MIXED_SECONDS, QUICK_MIXED_SECONDS, runMixedLoad } from './mixed-run';
import { judgeMixedRun, type MixedReport, renderMixedReport, writeMixedReport } from './mixed-report';
import { transportBenchLists } from './transport-bench-lists';
import {
  type AloneSettings,
  type LoadFigures,
  type LoadSettings,
  measureAlone,
  measureInterleaved,
} from './load-rounds';
import { generateInvoiceHistory, measureInvoiceRun } from './invoice-run';
import { recordPaymentHistory } from './payment-history';
import { receivablesBenchLists } from './receivables-bench-lists';
import { measureImportRun } from './import-run';
import {
  type BenchReport,
  judgeImportRun,
  judgeInvoiceRun,
  judgeReceivables,
  judgeTargets,
  type ListResult,
  type ProcessesResult,
  renderReport,
  writeReport,
} from './performance-report';
import { examineList, type ListPlan } from './query-plans';
import { type ServerProcess, startServerProcess } from './server-process';
import { measureStatementPdfs, QUICK_STATEMENT_PDF_RUNS, STATEMENT_PDF_RUNS } from './statement-pdf-run';
import {
  DEFAULT_MAIL_CONCURRENCY,
  MAIL_RUN_CONCURRENCIES,
  MAIL_RUN_ROWS,
  measureMailRun,
  QUICK_MAIL_RUN_ROWS,
} from './statement-mail-run';
import {
  judgeStatementMail,
  renderStatementMailReport,
  type StatementMailReport,
  writeStatementMailReport,
} from './statement-mail-report';
import {
  judgeStatementPdf,
  renderStatementPdfReport,
  type StatementPdfReport,
  writeStatementPdfReport,
} from './statement-pdf-report';

export interface BenchOptions {
  quick: boolean;
  transports: number;
  /** Companies in the bench database; by default as many as the transports need. */
  companies?: number;
  /** Months of history the transports are spread over (npm run db:seed -- --months); default 3. */
  months?: number;
  /** PostgreSQL server to create the bench's database on; unset: a throw-away embedded server. */
  serverUrl?: string;
  /** File whose generated section receives the figures; none in quick mode unless given. */
  out?: string;
  /** Only the lists whose id matches (a regular expression); the report is then partial. */
  lists?: RegExp;
  /** Only the first read of a quarter's settlement and the mixed-load run (--mixed). */
  mixed: boolean;
  /** Only the statement PDFs (--pdf), on the invoice history's busiest company row. */
  pdf: boolean;
  /** Only 전체 발송 of the statement mails (--mail), on a database of its own. */
  mail: boolean;
  /** How long the mixed-load run lasts. */
  mixedSeconds: number;
  /** An existing database to measure instead of one of the bench's own (--database, with --mixed or --pdf): never dropped. */
  database?: string;
  /** The command as typed, for the report (a database URL's password left out). */
  command: string;
  log: (line: string) => void;
}

const FULL_TRANSPORTS = 200_000;
const QUICK_TRANSPORTS = 2_000;
/** Under the access token's 15 minutes. */
const TOKEN_REFRESH_MS = 10 * 60_000;

/**
 * How hard each phase measures. Every list: one request at a time and EXPLAIN ANALYZE, both cut
 * short on a slow list so that some hundred lists at 2,000,000 transports take minutes; the main
 * lists (BenchList.loaded) also under load, in interleaved autocannon rounds.
 */
interface Effort {
  load: LoadSettings;
  alone: AloneSettings;
  /** EXPLAIN ANALYZE runs of each statement, and the time after which 3 runs are enough. */
  explainRuns: number;
  explainBudgetMs: number;
}
const FULL: Effort = {
  load: { rounds: 3, connections: 8, run: { seconds: 2 }, warmupSeconds: 1 },
  alone: { requests: 11, budgetMs: 700 },
  explainRuns: 5,
  explainBudgetMs: 1_000,
};
const QUICK: Effort = {
  load: { rounds: 1, connections: 8, run: { requests: 40 }, warmupSeconds: 0 },
  alone: { requests: 3, budgetMs: 0 },
  explainRuns: 1,
  explainBudgetMs: 0,
};

export function parseBenchArgs(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      transports: { type: 'string' },
      companies: { type: 'string' },
      months: { type: 'string' },
      out: { type: 'string' },
      lists: { type: 'string' },
      mixed: { type: 'boolean', default: false },
      pdf: { type: 'boolean', default: false },
      mail: { type: 'boolean', default: false },
      'mixed-seconds': { type: 'string' },
      database: { type: 'string' },
    },
    strict: true,
  });
  const transports = values.transports === undefined ? undefined : Number(values.transports);
  if (transports !== undefined && !(Number.isInteger(transports) && transports > 0)) {
    throw new Error(`--transports must be a positive whole number, got ${values.transports}`);
  }
  const companies = values.companies === undefined ? undefined : Number(values.companies);
  if (companies !== undefined && !(Number.isInteger(companies) && companies > 0)) {
    throw new Error(`--companies must be a positive whole number, got ${values.companies}`);
  }
  const months = values.months === undefined ? undefined : Number(values.months);
  if (months !== undefined && !(Number.isInteger(months) && months > 0)) {
    throw new Error(`--months must be a positive whole number, got ${values.months}`);
  }
  const mixedSeconds = values['mixed-seconds'] === undefined ? undefined : Number(values['mixed-seconds']);
  if (mixedSeconds !== undefined && !(mixedSeconds > 0))
    throw new Error(`--mixed-seconds must be a positive number, got ${values['mixed-seconds']}`);
  if ([values.mixed, values.pdf, values.mail].filter(Boolean).length > 1)
    throw new Error('--mixed, --pdf and --mail each run alone: give one of them');
  if (values.mail && values.database !== undefined)
    throw new Error('--mail sends on a database of its own: leave out --database');
  // The full bench writes its invoice history and payments into the database it measures.
  if (values.database !== undefined && !values.mixed && !values.pdf)
    throw new Error(
      '--database reuses an existing database for the mixed run or the statement PDFs alone: give --mixed or --pdf too',
    );
  let lists: RegExp | undefined;
  try {
    lists = values.lists === undefined ? undefined : new RegExp(values.lists);
  } catch {
    throw new Error(`--lists must be a regular expression over the lists' ids, got ${values.lists}`);
  }
  const repoRoot = path.join(__dirname, '..', '..');
  return {
    quick: values.quick,
    transports: transports ?? (values.quick ? QUICK_TRANSPORTS : FULL_TRANSPORTS),
    ...(companies === undefined ? {} : { companies }),
    ...(months === undefined ? {} : { months }),
    serverUrl: env.DATABASE_URL || undefined,
    // A partial run (--lists) writes no file unless told.
    out: values.out ?? (values.quick || lists ? undefined : path.join(repoRoot, 'docs', 'performance.md')),
    ...(lists && { lists }),
    mixed: values.mixed,
    pdf: values.pdf,
    mail: values.mail,
    mixedSeconds: mixedSeconds ?? (values.quick ? QUICK_MIXED_SECONDS : MIXED_SECONDS),
    ...(values.database !== undefined && { database: values.database }),
    command: ['npm run bench', ...(argv.length ? ['--', ...argv.map(withoutPassword)] : [])].join(' '),
    log: (line) => console.log(line),
  };
}

/** An argument as the report may show it: a URL's password left out. */
function withoutPassword(argument: string): string {
  if (!URL.canParse(argument)) return argument;
  const url = new URL(argument);
  if (!url.password) return argument;
  url.password = '';
  return url.toString();
}

/** Every list the bench measures, as declared (paged lists not yet expanded to their pages). */
export function benchEntriesFor(plan: BenchPlan): BenchListEntry[] {
  return [
    ...benchLists(plan.samples.receiverPhoneEnd),
    ...receivablesBenchLists(plan),
    ...transportBenchLists(plan),
    ...deliveryCheckBenchLists(plan),
  ];
}

/**
 * Asks every target for each list and fails unless they answer alike (checkAnswersAgree); a paged
 * list becomes its first page and its deep page, found from the first page's total. `only` keeps
 * the lists whose id matches.
 */
export async function agreedBenchLists(
  entries: BenchListEntry[],
  servers: Servers,
  only?: RegExp,
): Promise<BenchList[]> {
  const wanted = (list: BenchList) => !only || only.test(list.id);
  const lists: BenchList[] = [];
  for (const entry of entries) {
    if (!isPaged(entry)) {
      if (!wanted(entry)) continue;
      await checkAnswersAgree(entry, servers);
      lists.push(entry);
      continue;
    }
    if (only && !only.test(`${entry.id}-first`) && !only.test(`${entry.id}-deep`)) continue;
    const pages = pagesOf(entry, await rowsUpToDeepPage(entry, servers));
    if (wanted(pages[0]!)) lists.push(pages[0]!);
    for (const page of pages.slice(1).filter(wanted)) {
      await checkAnswersAgree(page, servers);
      lists.push(page);
    }
  }
  return lists;
}

/**
 * The rows of a paged list as far as page DEEP_PAGE goes, from its first page's total (checking
 * that the targets agree on it); when that total is a lower bound short of page DEEP_PAGE (a capped
 * count stops some rows past the page asked), from page DEEP_PAGE's own answer.
 */
async function rowsUpToDeepPage(entry: PagedBenchList, servers: Servers): Promise<number> {
  const [first] = pagesOf(entry, 0); // pagesOf of no rows: the first page alone
  const answer = await checkAnswersAgree(first!, servers);
  const total = rowCountOf(answer);
  if (!totalIsLowerBound(answer) || deepPageOf(total, entry.pageSize) === DEEP_PAGE) return total;
  const probe = { ...first!, ...entry.pageAt(DEEP_PAGE), title: `${entry.title}, page ${DEEP_PAGE}` };
  return rowCountOf(await checkAnswersAgree(probe, servers));
}

/** Examines each list's statements (examineList): their time inside PostgreSQL and their problems. */
export async function examineLists(
  databaseUrl: string,
  lists: BenchList[],
  runs: number,
  budgetMs = Infinity,
): Promise<Map<string, ListPlan>> {
  const plans = new Map<string, ListPlan>();
  await withClient(databaseUrl, async (client) => {
    for (const list of lists) {
      const run = async (statement: Sql) => (await client.query(numbered(statement))).rows;
      const bareList = (await bareListFor(new URL(list.path, 'http://bench'), run))!;
      plans.set(list.id, await examineList(client, bareList, runs, budgetMs));
    }
  });
  return plans;
}

/** Starts the app (one process, or `workers` cluster workers) on the bench database. */
function startApp(databaseUrl: string, jwtSecret: string, workers?: number): Promise<ServerProcess> {
  return startServerProcess({
    script: 'src/main.ts',
    args: workers ? ['--workers', String(workers)] : [],
    env: { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret },
    ready: /listening on/,
    readyCount: workers ?? 1,
  });
}

const keyOf = (list: BenchList, target: TargetName) => `${list.id}/${target}`;

/**
 * What a bench run measured: every list (none with --mixed, --pdf or --mail), the statement PDFs and
 * 전체 발송 (none with --mixed) and the mixed-load run (none with --pdf or --mail).
 */
export interface BenchOutcome {
  report?: BenchReport;
  pdf?: StatementPdfReport;
  mail?: StatementMailReport;
  mixed?: MixedReport;
}

/** An existing database the bench measures (--database): described, never dropped. */
interface ExistingDatabase {
  url: string;
  destroy(): Promise<void>;
}

/** The bench's own database, seeded, or the one given. */
async function openDatabase(options: BenchOptions): Promise<BenchDatabase | ExistingDatabase> {
  if (options.database) return { url: options.database, destroy: async () => undefined };
  options.log(`creating the bench database with ${options.transports.toLocaleString('en')} transports...`);
  const progress =
    !options.quick && process.stderr.isTTY
      ? (written: number, total: number) =>
          process.stderr.write(`\rwriting transports: ${written} / ${total}`)
      : undefined;
  const database = await createBenchDatabase(
    options.serverUrl,
    { transports: options.transports, companies: options.companies, months: options.months },
    progress,
  );
  if (progress) process.stderr.write('\n');
  return database;
}

/** Signs in again every 10 minutes (access tokens last 15): each request carries the token current when it starts. */
function keepSignedIn(app: AppServer, log: (line: string) => void): NodeJS.Timeout {
  return setInterval(() => {
    signInAsDemoAdmin(app.appUrl).then(
      (token) => (app.token = token),
      (error: unknown) => log(`sign-in again failed: ${String(error)}`),
    );
  }, TOKEN_REFRESH_MS);
}

/**
 * Seeds its database (or takes the one given), starts the app, reads a quarter's settlement first,
 * then measures every list, the statement PDFs and 전체 발송 (unless --mixed) and runs the mixed load;
 * with --pdf, the statement PDFs alone; with --mail, 전체 발송 alone (on a database of its own).
 */
export async function runBench(options: BenchOptions): Promise<BenchOutcome> {
  const { log } = options;
  const loadBefore = os.loadavg()[0]!;
  if (options.mail) return { mail: await measureStatementMail(options, log) };
  const database = await openDatabase(options);
  const measuring = performance.now();
  // Each phase's start, in minutes after seeding: where a long run spends its time.
  const phase = (text: string) =>
    log(`[${((performance.now() - measuring) / 60_000).toFixed(1)} min] ${text}`);
  const started: ServerProcess[] = [];
  let signIn: NodeJS.Timeout | undefined;
  try {
    const jwtSecret = randomBytes(32).toString('base64url');
    const app = await startApp(database.url, jwtSecret);
    started.push(app);
    const appServer: AppServer = { appUrl: app.url, token: await signInAsDemoAdmin(app.url) };
    signIn = keepSignedIn(appServer, log);
    const run: BenchRun = { options, started, jwtSecret, phase, measuring, loadBefore };
    if (options.pdf) {
      // Its own database gets the invoice history; one given (--database) is only read.
      if (!(await hasInvoiceRows(database.url))) {
        if (!('size' in database))
          throw new Error('--database has no invoice company row to render a statement of');
        phase('invoices of the history, for a statement to render...');
        await withClient(database.url, (client) => generateInvoiceHistory(client, appServer));
      }
      return { pdf: await measureStatementPdf(run, database.url) };
    }
    phase("the first read of a quarter's settlement by shipper...");
    const firstRead = await measureFirstSettlementRead(appServer, seoulToday());
    log(`  ${firstRead.ms.toFixed(0)} ms` + (firstRead.failure ? `, failed: ${firstRead.failure}` : ''));
    const report =
      options.mixed || !('size' in database) ? undefined : await measureEveryList(run, database, appServer);
    const pdf = report && (await measureStatementPdf(run, database.url));
    const mail = report && (await measureStatementMail(options, phase));
    phase(`the mixed load for ${options.mixedSeconds} s...`);
    const mixed = await measureMixedLoad(run, database, appServer, firstRead);
    log(renderMixedReport(mixed));
    if (options.out) {
      await writeMixedReport(options.out, mixed);
      log(`written to ${options.out}`);
    }
    return { ...(report && { report }), ...(pdf && { pdf }), ...(mail && { mail }), mixed };
  } finally {
    clearInterval(signIn);
    await Promise.all(started.map((server) => server.stop()));
    await database.destroy();
  }
}

/** What the phases of one bench run share. */
interface BenchRun {
  options: BenchOptions;
  /** The processes started, stopped at the end. */
  started: ServerProcess[];
  jwtSecret: string;
  phase: (text: string) => void;
  /** performance.now() once seeded. */
  measuring: number;
  /** The 1-minute load average before the bench began. */
  loadBefore: number;
}

/**
 * Every list against the bare handler, the main lists under load, one process or two, the invoice
 * run and an import; written to its own section.
 */
async function measureEveryList(
  { options, started, jwtSecret, phase, measuring, loadBefore }: BenchRun,
  database: BenchDatabase,
  appServer: AppServer,
): Promise<BenchReport> {
  const effort = options.quick ? QUICK : FULL;
  const { log } = options;
  const bare = await startServerProcess({
    script: 'bench/bare-server.ts',
    env: { DATABASE_URL: database.url },
    ready: /bare listening/,
  });
  started.push(bare);
  // The app's token renewal reaches these requests: the same object, the bare handler's address added.
  const servers: Servers = Object.assign(appServer, { bareUrl: bare.url });

  // The invoices of the history before the month the invoice run measures: the bill history list's
  // rows; and their payments: the receivables list's and the ledgers'.
  phase('invoices and payments of the history, asking every list of every target...');
  await withClient(database.url, (client) => generateInvoiceHistory(client, servers));
  const payments = await withClient(database.url, (client) => recordPaymentHistory(client));
  const plan = await withClient(database.url, benchPlan);
  const lists = await agreedBenchLists(benchEntriesFor(plan), servers, options.lists);
  phase(`answers agree on ${lists.length} lists; EXPLAIN ANALYZE of each...`);
  const plans = await examineLists(database.url, lists, effort.explainRuns, effort.explainBudgetMs);

  phase('each list alone, one request at a time...');
  const alone = new Map<string, number>();
  for (const list of lists)
    for (const target of targetsOf(list))
      alone.set(keyOf(list, target), await measureAlone(requestFor(list, target, servers), effort.alone));
  const onRun = (key: string, round: number, figures: LoadFigures) =>
    log(
      `  round ${round + 1} ${key}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
    );
  const loaded = lists.filter((list) => list.loaded);
  phase(`the ${loaded.length} main lists under load...`);
  const load = await measureInterleaved(
    loaded.map((list) =>
      targetsOf(list).map((target) => ({
        key: keyOf(list, target),
        request: () => requestFor(list, target, servers),
      })),
    ),
    effort.load,
    onRun,
  );
  const figuresOf = <T>(list: BenchList, figures: Map<string, T>) =>
    Object.fromEntries(targetsOf(list).map((target) => [target, figures.get(keyOf(list, target))!]));
  const results: ListResult[] = lists.map((list) => ({
    list,
    plan: plans.get(list.id)!,
    alone: figuresOf(list, alone) as ListResult['alone'],
    ...(list.loaded && { load: figuresOf(list, load) as NonNullable<ListResult['load']> }),
  }));

  const home = lists.find((list) => list.id === 'home-first');
  const processes = home
    ? await compareProcesses(home, servers, database.url, jwtSecret, effort.load, started, onRun)
    : [];
  phase('invoice run of the last full month...');
  const invoiceRun = await withClient(database.url, (client) => measureInvoiceRun(client, servers));
  phase('a spreadsheet import of 10,000 rows: upload, then commit...');
  const importRun = await withClient(database.url, (client) => measureImportRun(client, servers));
  const problems = results.flatMap(({ list, plan }) =>
    plan.problems.map((problem) => `${list.title}: ${problem}`),
  );
  const report: BenchReport = {
    date: reportDate(),
    quick: options.quick,
    partial: options.lists?.source,
    machine: { ...machineOf(database.postgresVersion), loadBefore, loadAfter: os.loadavg()[0]! },
    size: database.size,
    plan,
    settings: effort.load,
    alone: effort.alone,
    explainRuns: effort.explainRuns,
    measuredSeconds: (performance.now() - measuring) / 1000,
    lists: results,
    processes,
    payments,
    invoiceRun,
    importRun,
    verdicts: [
      ...judgeTargets(results),
      ...judgeReceivables(results),
      ...judgeInvoiceRun(invoiceRun),
      ...judgeImportRun(importRun),
    ],
    problems,
  };
  log(renderReport(report));
  if (options.out) {
    await writeReport(options.out, report);
    log(`written to ${options.out}`);
  }
  return report;
}

/** Whether the database has an invoice company row (a statement to render). */
const hasInvoiceRows = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('select 1 from bill_history_detail limit 1');
    return rows.length > 0;
  });

/**
 * A 500-line statement rendered as PDF in both views (statement-pdf-run.ts), from the busiest
 * invoice company row of the database; written to its own section.
 */
async function measureStatementPdf(
  { options, phase, loadBefore }: BenchRun,
  databaseUrl: string,
): Promise<StatementPdfReport> {
  const { log } = options;
  phase('a 500-line statement as PDF, both views...');
  const loadAtStart = os.loadavg()[0]!;
  const orm = await initOrm(databaseUrl, { logger: () => undefined });
  try {
    const result = await measureStatementPdfs(orm.em.fork(), {
      runs: options.quick ? QUICK_STATEMENT_PDF_RUNS : STATEMENT_PDF_RUNS,
    });
    const report: StatementPdfReport = {
      date: reportDate(),
      quick: options.quick,
      command: options.command,
      machine: { ...hostOf(), loadBefore, loadAtStart, loadAfter: os.loadavg()[0]! },
      result,
      verdicts: judgeStatementPdf(result),
    };
    log(renderStatementPdfReport(report));
    if (options.out) {
      await writeStatementPdfReport(options.out, report);
      log(`written to ${options.out}`);
    }
    return report;
  } finally {
    await orm.close();
  }
}

/**
 * 전체 발송 (statement-mail-run.ts) of 500 rows (20 with --quick) on a database of the bench's own,
 * made here with the demo members and no transports and dropped after: once with the app's default
 * MAIL_SEND_CONCURRENCY, then with 4 (not with --quick); written to its own section. Throws when the
 * SMTP server did not get exactly one mail for each row.
 */
async function measureStatementMail(
  options: BenchOptions,
  phase: (text: string) => void,
): Promise<StatementMailReport> {
  const { log } = options;
  const rows = options.quick ? QUICK_MAIL_RUN_ROWS : MAIL_RUN_ROWS;
  const concurrencies = options.quick ? [DEFAULT_MAIL_CONCURRENCY] : MAIL_RUN_CONCURRENCIES;
  phase(`전체 발송 of ${rows} statement mails to a local SMTP server, on a database of its own...`);
  const database = await createBenchDatabase(options.serverUrl, { transports: 0, companies: 10 });
  try {
    const jwtSecret = randomBytes(32).toString('base64url');
    const runs = [];
    for (const concurrency of concurrencies) {
      phase(`  MAIL_SEND_CONCURRENCY ${concurrency}: ${rows} rows...`);
      const run = await measureMailRun({
        databaseUrl: database.url,
        rows,
        concurrency,
        jwtSecret,
        label: `c${concurrency}`,
      });
      log(
        `  ${run.received} mails to ${run.recipients} recipients in ${(run.elapsedMs / 1000).toFixed(1)} s ` +
          `(${run.mailsPerSecond.toFixed(1)} mails/s), load ${run.load.before.one.toFixed(2)} → ${run.load.after.one.toFixed(2)}`,
      );
      runs.push(run);
    }
    const report: StatementMailReport = {
      date: reportDate(),
      quick: options.quick,
      command: options.command,
      machine: machineOf(database.postgresVersion),
      database: options.serverUrl ? "on DATABASE_URL's server" : 'on a throw-away embedded server',
      runs,
      verdicts: judgeStatementMail(runs),
    };
    log(renderStatementMailReport(report));
    if (options.out) {
      await writeStatementMailReport(options.out, report);
      log(`written to ${options.out}`);
    }
    return report;
  } finally {
    await database.destroy();
  }
}

const reportDate = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** The bench's machine and Node. */
const hostOf = () => ({
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  node: process.version,
});

const machineOf = (postgres: string) => ({ ...hostOf(), postgres });

/** The mixed-load run on the database as it is now, with the first read measured before. */
async function measureMixedLoad(
  { options, loadBefore }: BenchRun,
  database: BenchDatabase | ExistingDatabase,
  appServer: AppServer,
  firstRead: FirstSettlementRead,
): Promise<MixedReport> {
  const plan = await withClient(database.url, benchPlan);
  const { counts, postgresVersion } = await countDatabase(database.url);
  const run = await runMixedLoad(database.url, appServer, plan, {
    ...MIXED_LOAD,
    seconds: options.mixedSeconds,
  });
  return {
    date: reportDate(),
    quick: options.quick,
    command: options.command,
    machine: { ...machineOf(postgresVersion), loadBefore, loadAfter: os.loadavg()[0]! },
    data: {
      counts,
      firstDay: plan.firstDay,
      lastDay: plan.lastDay,
      source:
        'size' in database
          ? `seeded by the bench (npm run db:seed's generator) in ${database.size.seedSeconds.toFixed(1)} s`
          : `an existing database, ${new URL(database.url).pathname.slice(1)} (--database)`,
    },
    firstRead,
    run,
    verdicts: judgeMixedRun(firstRead, run),
  };
}

/** The home grid's first page on the one-process app and on two cluster workers, interleaved. */
async function compareProcesses(
  list: BenchList,
  servers: Servers,
  databaseUrl: string,
  jwtSecret: string,
  settings: LoadSettings,
  started: ServerProcess[],
  onRun: (key: string, round: number, figures: LoadFigures) => void,
): Promise<ProcessesResult[]> {
  const cluster = await startApp(databaseUrl, jwtSecret, 2);
  started.push(cluster);
  const apps = [
    { label: 'one process', processes: 1, servers },
    { label: 'two workers (--workers 2)', processes: 2, servers: { ...servers, appUrl: cluster.url } },
  ];
  await checkAnswersAgree(list, apps[1]!.servers);
  const targets = ['rest', 'graphql'] as const;
  const load = await measureInterleaved(
    [
      apps.flatMap((app) =>
        targets.map((target) => ({
          key: `${app.processes}/${target}`,
          request: () => requestFor(list, target, app.servers),
        })),
      ),
    ],
    settings,
    onRun,
  );
  return apps.map((app) => ({
    label: app.label,
    processes: app.processes,
    rest: load.get(`${app.processes}/rest`)!,
    graphql: load.get(`${app.processes}/graphql`)!,
  }));
}

if (require.main === module) {
  runBench(parseBenchArgs(process.argv.slice(2), process.env))
    .then(({ report, mixed }) => {
      if (report?.problems.length) {
        console.error(`plan problems:\n${report.problems.join('\n')}`);
        process.exitCode = 1;
      }
      if (!mixed) return;
      const { mismatches, settlement } = mixed.run;
      if (mismatches.length || settlement.agree === false) {
        console.error(
          "the mixed run's writes are not in the database as saved, or today's settlement differs",
        );
        process.exitCode = 1;
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
