/**
 * npm run bench [-- --transports N] [--companies N] [--quick] [--out FILE]: the app's list queries against the bare
 * node:http + pg limit, on a database of its own (see docs/performance.md).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withClient } from '@parcel/db';
import { bareListFor } from './bare-routes';
import { type BenchDatabase, createBenchDatabase } from './bench-database';
import { type BenchList, benchLists, deepPageFor, targetsOf } from './bench-lists';
import {
  checkAnswersAgree,
  requestFor,
  type Servers,
  signInAsDemoAdmin,
  type TargetName,
} from './bench-targets';
import { transportBenchLists, transportBenchPlan } from './transport-bench-lists';
import { type LoadFigures, type LoadSettings, measureAlone, measureInterleaved } from './load-rounds';
import { measureInvoiceRun } from './invoice-run';
import {
  type BenchReport,
  judgeInvoiceRun,
  judgeTargets,
  type ListResult,
  type ProcessesResult,
  renderReport,
  writeReport,
} from './performance-report';
import { examineList, type ListPlan } from './query-plans';
import { type ServerProcess, startServerProcess } from './server-process';

export interface BenchOptions {
  quick: boolean;
  transports: number;
  /** Companies in the bench database; by default as many as the transports need. */
  companies?: number;
  /** PostgreSQL server to create the bench's database on; unset: a throw-away embedded server. */
  serverUrl?: string;
  /** File whose generated section receives the figures; none in quick mode unless given. */
  out?: string;
  log: (line: string) => void;
}

const FULL_TRANSPORTS = 200_000;
const QUICK_TRANSPORTS = 2_000;
/** Requests in a row for the one-at-a-time latency. */
const ALONE_REQUESTS = 30;
/** Under the access token's 15 minutes. */
const TOKEN_REFRESH_MS = 10 * 60_000;
const FULL: LoadSettings = { rounds: 3, connections: 8, run: { seconds: 5 }, warmupSeconds: 1 };
const QUICK: LoadSettings = { rounds: 1, connections: 8, run: { requests: 40 }, warmupSeconds: 0 };

export function parseBenchArgs(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      transports: { type: 'string' },
      companies: { type: 'string' },
      out: { type: 'string' },
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
  const repoRoot = path.join(__dirname, '..', '..');
  return {
    quick: values.quick,
    transports: transports ?? (values.quick ? QUICK_TRANSPORTS : FULL_TRANSPORTS),
    ...(companies === undefined ? {} : { companies }),
    serverUrl: env.DATABASE_URL || undefined,
    out: values.out ?? (values.quick ? undefined : path.join(repoRoot, 'docs', 'performance.md')),
    log: (line) => console.log(line),
  };
}

/** Every list the bench measures, its deep pages chosen for this database's data. */
export async function benchListsFor(database: Pick<BenchDatabase, 'url' | 'size'>): Promise<BenchList[]> {
  return [
    ...benchLists(deepPageFor(database.size.todayLines)),
    ...transportBenchLists(await withClient(database.url, transportBenchPlan)),
  ];
}

/**
 * Asks every target for each list and fails unless they answer alike (checkAnswersAgree), and
 * examines each list's statements `runs` times (examineList): its plan and its problems.
 */
export async function checkListsAndPlans(
  databaseUrl: string,
  lists: BenchList[],
  servers: Servers,
  runs: number,
): Promise<Map<string, ListPlan>> {
  const plans = new Map<string, ListPlan>();
  await withClient(databaseUrl, async (client) => {
    for (const list of lists) {
      await checkAnswersAgree(list, servers);
      const bareList = bareListFor(new URL(list.path, 'http://bench'))!;
      plans.set(list.id, await examineList(client, bareList, runs));
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

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const settings = options.quick ? QUICK : FULL;
  const { log } = options;
  const loadBefore = os.loadavg()[0]!;
  log(`creating the bench database with ${options.transports.toLocaleString('en')} transports...`);
  const progress =
    !options.quick && process.stderr.isTTY
      ? (written: number, total: number) =>
          process.stderr.write(`\rwriting transports: ${written} / ${total}`)
      : undefined;
  const database: BenchDatabase = await createBenchDatabase(
    options.serverUrl,
    { transports: options.transports, companies: options.companies },
    progress,
  );
  if (progress) process.stderr.write('\n');
  const started: ServerProcess[] = [];
  let signIn: NodeJS.Timeout | undefined;
  try {
    const jwtSecret = randomBytes(32).toString('base64url');
    const bare = await startServerProcess({
      script: 'bench/bare-server.ts',
      env: { DATABASE_URL: database.url },
      ready: /bare listening/,
    });
    started.push(bare);
    const app = await startApp(database.url, jwtSecret);
    started.push(app);
    const servers: Servers = { bareUrl: bare.url, appUrl: app.url, token: await signInAsDemoAdmin(app.url) };
    // Access tokens last 15 minutes and a phase may take longer: sign in again every 10 minutes;
    // every request is built with the token current when it starts.
    signIn = setInterval(() => {
      signInAsDemoAdmin(app.url).then(
        (token) => (servers.token = token),
        (error: unknown) => log(`sign-in again failed: ${String(error)}`),
      );
    }, TOKEN_REFRESH_MS);

    const lists = await benchListsFor(database);
    const plans = await checkListsAndPlans(database.url, lists, servers, options.quick ? 1 : 7);
    log('answers agree on every list; plans examined; loading...');

    const alone = new Map<string, number>();
    for (const list of lists)
      for (const target of targetsOf(list))
        alone.set(
          keyOf(list, target),
          await measureAlone(requestFor(list, target, servers), options.quick ? 3 : ALONE_REQUESTS),
        );
    const onRun = (key: string, round: number, figures: LoadFigures) =>
      log(
        `  round ${round + 1} ${key}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
      );
    const load = await measureInterleaved(
      lists.map((list) =>
        targetsOf(list).map((target) => ({
          key: keyOf(list, target),
          request: () => requestFor(list, target, servers),
        })),
      ),
      settings,
      onRun,
    );
    const results: ListResult[] = lists.map((list) => ({
      list,
      plan: plans.get(list.id)!,
      load: Object.fromEntries(
        targetsOf(list).map((target) => [target, load.get(keyOf(list, target))!]),
      ) as ListResult['load'],
      alone: Object.fromEntries(
        targetsOf(list).map((target) => [target, alone.get(keyOf(list, target))!]),
      ) as ListResult['alone'],
    }));

    const processes = await compareProcesses(
      lists[0]!,
      servers,
      database.url,
      jwtSecret,
      settings,
      started,
      onRun,
    );
    log('invoice run of the last full month...');
    const invoiceRun = await withClient(database.url, (client) => measureInvoiceRun(client, servers));
    const problems = results.flatMap(({ list, plan }) =>
      plan.problems.map((problem) => `${list.title}: ${problem}`),
    );
    const report: BenchReport = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      quick: options.quick,
      machine: {
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cores: os.cpus().length,
        node: process.version,
        postgres: database.postgresVersion,
        loadBefore,
        loadAfter: os.loadavg()[0]!,
      },
      size: database.size,
      settings,
      lists: results,
      processes,
      invoiceRun,
      verdicts: [...judgeTargets(results), ...judgeInvoiceRun(invoiceRun)],
      problems,
    };
    log(renderReport(report));
    if (options.out) {
      await writeReport(options.out, report);
      log(`written to ${options.out}`);
    }
    return report;
  } finally {
    clearInterval(signIn);
    await Promise.all(started.map((server) => server.stop()));
    await database.destroy();
  }
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
    .then((report) => {
      if (report.problems.length) {
        console.error(`plan problems:\n${report.problems.join('\n')}`);
        process.exitCode = 1;
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
