/**
 * GraphQL against the bare handler on the users list and the nested transports (a week, first page
 * and page 300), on an already seeded database (no seeding, no plans), from api/:
 * `DATABASE_URL=... node -r @swc-node/register bench/graphql-overhead.ts [--rounds 3] [--seconds 5]
 * [--lists members,members-web,transports-first,transports-deep] [--cpu-rounds 3] [--cpu-requests 400]
 * [--app-url http://127.0.0.1:PORT ...]`.
 *
 * Besides req/s it reports the CPU time each request costs the server process and its database
 * backends (from /proc), which a machine shared with other work disturbs far less than req/s. Apps
 * started by hand (`--app-url`, repeatable) are measured side by side: two versions of the code, or
 * one under `node --cpu-prof`.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import type { BenchList } from './bench-lists';
import {
  checkAnswersAgree,
  requestFor,
  type Servers,
  signInAsDemoAdmin,
  type TargetRequest,
} from './bench-targets';
import { WEB_DOCUMENTS_MANIFEST } from '../src/graphql/web-documents';
import { measureInterleaved } from './load-rounds';
import { type ServerProcess, startServerProcess } from './server-process';
import { TRANSPORT_FIELDS } from './transport-bench-lists';

const MEMBER_FIELDS = 'memberId userId name email telNo companyId companyNm groupVal delYn regDt version';
const TRANSPORTS_QUERY = `query ($filter: TransportFilterInput, $page: PageInput) {
  transports(filter: $filter, page: $page) { total items { ${TRANSPORT_FIELDS.transport.join(' ')}
    receivers { ${TRANSPORT_FIELDS.receiver.join(' ')} shipments { ${TRANSPORT_FIELDS.shipment.join(' ')} } } } } }`;

/** The web app's document that has `text` (codegen's manifest, as the server knows them). */
function webDocument(text: string): string {
  const manifest = JSON.parse(readFileSync(WEB_DOCUMENTS_MANIFEST, 'utf8')) as Record<string, string>;
  const document = Object.values(manifest).find((candidate) => candidate.includes(text));
  if (!document) throw new Error(`no web document has ${text}`);
  return document;
}

/** The users list and the nested transports of the week up to today, at `page`. */
function listsOf(transportsPage: number): BenchList[] {
  const today = seoulToday();
  const weekStart = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  const transports = (id: string, page: number): BenchList => ({
    id,
    title: `transports + receivers + goods, a week, page ${page}`,
    path: `/bench/transports?startDate=${weekStart}&endDate=${today}&page=${page}&size=${DEFAULT_PAGE_SIZE}`,
    graphql: {
      query: TRANSPORTS_QUERY,
      variables: {
        filter: { startDate: weekStart, endDate: today },
        page: { page, size: DEFAULT_PAGE_SIZE },
      },
      field: 'transports',
    },
    targets: ['bare', 'graphql'],
  });
  const members = (id: string, title: string, query: string): BenchList => ({
    id,
    title,
    path: `/api/member/list?page=0&size=${DEFAULT_PAGE_SIZE}`,
    graphql: { query, variables: { page: { page: 0, size: DEFAULT_PAGE_SIZE } }, field: 'members' },
  });
  return [
    // Any other text of the query is an analyst's (graphql/analyst-plugin.ts): a read-only
    // transaction under the statement timeout.
    members(
      'members',
      "users list (an analyst's query)",
      `query ($page: PageInput) { members(page: $page) { items { ${MEMBER_FIELDS} } total } }`,
    ),
    members('members-web', "users list (the web app's own document)", webDocument('query Members(')),
    transports('transports-first', 0),
    transports('transports-deep', transportsPage),
  ];
}

/** The process listening on a local URL's port (from `ss`). */
function pidOf(url: string): number {
  const port = new URL(url).port;
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}

/** CPU time (user + system, ms) a process has used so far: /proc/<pid>/stat, 100 ticks a second. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The database's backends serving `databaseUrl` (the pools of the bare handler and the app). */
async function backendPids(client: Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}

/** CPU time of each process, 0 for one that has gone. */
function cpuOfAll(pids: number[]): Map<number, number> {
  return new Map(
    pids.map((pid) => {
      try {
        return [pid, cpuMsOf(pid)];
      } catch {
        return [pid, 0];
      }
    }),
  );
}

/**
 * The server's own CPU time per request, and its database backends', over `requests` requests:
 * unlike req/s on a machine that others share, they move little with the others' load.
 */
async function cpuPerRequest(
  request: TargetRequest,
  pid: number,
  client: Client,
  requests: number,
  connections: number,
): Promise<{ server: number; database: number }> {
  const server = cpuMsOf(pid);
  const database = cpuOfAll(await backendPids(client));
  const result = await autocannon({ ...request, connections, amount: requests });
  if (result.non2xx + result.errors > 0) throw new Error(`${request.url}: failed requests`);
  let databaseMs = 0;
  for (const [backend, after] of cpuOfAll(await backendPids(client)))
    databaseMs += after - (database.get(backend) ?? 0);
  return { server: (cpuMsOf(pid) - server) / requests, database: databaseMs / requests };
}

async function startApp(databaseUrl: string, started: ServerProcess[]): Promise<string> {
  const app = await startServerProcess({
    script: 'src/main.ts',
    env: { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('base64url') },
    ready: /listening on/,
  });
  started.push(app);
  return app.url;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One server measured: the bare handler or an app, with the requests it answers. */
interface Target {
  name: string;
  pid: number;
  request(list: BenchList): TargetRequest;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '8' },
      lists: { type: 'string', default: 'members,members-web,transports-first,transports-deep' },
      // Apps started by hand (e.g. under `node --cpu-prof`, or two versions side by side).
      'app-url': { type: 'string', multiple: true },
      'cpu-requests': { type: 'string', default: '400' },
      'cpu-rounds': { type: 'string', default: '3' },
    },
  });
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const wanted = values.lists.split(',');
  const connections = Number(values.connections);
  const started: ServerProcess[] = [];
  try {
    const bare = await startServerProcess({
      script: 'bench/bare-server.ts',
      env: { DATABASE_URL: databaseUrl },
      ready: /bare listening/,
    });
    started.push(bare);
    const appUrls = values['app-url'] ?? [await startApp(databaseUrl, started)];
    const servers: Servers[] = [];
    for (const appUrl of appUrls)
      servers.push({ bareUrl: bare.url, appUrl, token: await signInAsDemoAdmin(appUrl) });
    // Page 300 of the week, or its last page.
    const firstPage = listsOf(0).find((list) => list.id === 'transports-first')!;
    const { total } = (await checkAnswersAgree(firstPage, servers[0]!)) as { total: number };
    const deepPage = Math.max(0, Math.min(300, Math.ceil(total / DEFAULT_PAGE_SIZE) - 1));
    const lists = listsOf(deepPage).filter((list) => wanted.includes(list.id));
    for (const list of lists) for (const app of servers) await checkAnswersAgree(list, app);
    const targets: Target[] = [
      { name: 'bare', pid: pidOf(bare.url), request: (list) => requestFor(list, 'bare', servers[0]!) },
      ...servers.map((app, i) => ({
        name: servers.length > 1 ? `graphql ${i + 1}` : 'graphql',
        pid: pidOf(app.appUrl),
        request: (list: BenchList) => requestFor(list, 'graphql', app),
      })),
    ];

    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const list of lists) {
        const runs = new Map<string, { server: number; database: number }[]>();
        for (const target of targets)
          await cpuPerRequest(target.request(list), target.pid, client, 100, connections);
        for (let round = 0; round < Number(values['cpu-rounds']); round += 1)
          for (const target of targets) {
            const cpu = await cpuPerRequest(
              target.request(list),
              target.pid,
              client,
              Number(values['cpu-requests']),
              connections,
            );
            runs.set(target.name, [...(runs.get(target.name) ?? []), cpu]);
          }
        const figures = targets.map(({ name }) => {
          const all = runs.get(name)!;
          const server = median(all.map((run) => run.server));
          const database = median(all.map((run) => run.database));
          return `${name} ${server.toFixed(2)} + ${database.toFixed(2)} ms`;
        });
        console.log(`${list.title}: CPU per request (server + database, median): ${figures.join(', ')}`);
      }
    } finally {
      await client.end();
    }
    if (Number(values.rounds) === 0) return;
    const figures = await measureInterleaved(
      lists.map((list) =>
        targets.map((target) => ({ key: `${list.id}/${target.name}`, request: () => target.request(list) })),
      ),
      {
        rounds: Number(values.rounds),
        connections,
        run: { seconds: Number(values.seconds) },
        warmupSeconds: 2,
      },
      (key, round, run) => console.log(`round ${round + 1} ${key}: ${run.reqPerSec.toFixed(0)} req/s`),
    );
    for (const list of lists) {
      const bareFigures = figures.get(`${list.id}/bare`)!;
      const apps = targets.slice(1).map(({ name }) => {
        const app = figures.get(`${list.id}/${name}`)!;
        return `${name} ${app.reqPerSec.toFixed(0)} req/s (p50 ${app.p50} ms), ${(app.reqPerSec / bareFigures.reqPerSec).toFixed(2)}x`;
      });
      console.log(`${list.title}: bare ${bareFigures.reqPerSec.toFixed(0)} req/s, ${apps.join(', ')}`);
    }
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
