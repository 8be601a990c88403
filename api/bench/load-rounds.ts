import http from 'node:http';
import autocannon from 'autocannon';
import type { TargetRequest } from './bench-targets';

export interface LoadSettings {
  rounds: number;
  connections: number;
  /** Seconds per run; or, for the quick mode, a number of requests per run. */
  run: { seconds: number } | { requests: number };
  /** Seconds of unrecorded load on each target before the first round. */
  warmupSeconds: number;
}

/** Throughput and latency (ms) at the server, the median of the rounds. */
export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
}

export interface LoadEntry {
  key: string;
  /** Built for each run, so a run carries the access token current then. */
  request: () => TargetRequest;
}

async function runLoad(
  request: TargetRequest,
  connections: number,
  run: LoadSettings['run'],
): Promise<LoadFigures> {
  const result = await autocannon({
    ...request,
    connections,
    ...('seconds' in run ? { duration: run.seconds } : { amount: run.requests }),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${request.method} ${request.url}: ${failed} failed requests under load`);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return { reqPerSec: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

/** How many requests in a row measure one list alone: `requests`, fewer for a slow list. */
export interface AloneSettings {
  requests: number;
  /** Fewer requests when `requests` would take longer than this (the first one tells), but never under 3. */
  budgetMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One request on the agent's connection: ms until its answer's last byte. */
function timeRequest(agent: http.Agent, request: TargetRequest): Promise<number> {
  const headers = request.body
    ? { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) }
    : request.headers;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = http.request(request.url, { method: request.method, headers, agent }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        answer.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${request.method} ${request.url}: ${answer.statusCode}`)),
      );
    });
    sent.on('error', reject);
    sent.end(request.body);
  });
}

/**
 * The latency of one request at a time (one kept-alive connection, requests in a row after one
 * unrecorded), the median in ms: what a person waiting for one page gets, where the loaded figures
 * say what the machine carries. A plain loop, not autocannon, whose runs end on a one-second tick.
 */
export async function measureAlone(request: TargetRequest, settings: AloneSettings): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const firstMs = await timeRequest(agent, request);
    const requests = Math.max(3, Math.min(settings.requests, Math.floor(settings.budgetMs / firstMs)));
    const times: number[] = [];
    for (let i = 0; i < requests; i += 1) times.push(await timeRequest(agent, request));
    return Math.round(median(times) * 10) / 10;
  } finally {
    agent.destroy();
  }
}

/**
 * Loads each entry in interleaved rounds: round after round, group after group, and within a group
 * the entries in a rotating order, so that a slow spell of a shared machine spreads over all of
 * them instead of falling on one. Answers the median figures per entry key.
 */
export async function measureInterleaved(
  groups: LoadEntry[][],
  settings: LoadSettings,
  onRun?: (key: string, round: number, figures: LoadFigures) => void,
): Promise<Map<string, LoadFigures>> {
  if (settings.warmupSeconds > 0) {
    for (const entry of groups.flat())
      await runLoad(entry.request(), settings.connections, { seconds: settings.warmupSeconds });
  }
  const runs = new Map<string, LoadFigures[]>();
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const group of groups) {
      const rotated = group.map((_, i) => group[(i + round) % group.length]!);
      for (const entry of rotated) {
        const figures = await runLoad(entry.request(), settings.connections, settings.run);
        runs.set(entry.key, [...(runs.get(entry.key) ?? []), figures]);
        onRun?.(entry.key, round, figures);
      }
    }
  }
  return new Map(
    [...runs].map(([key, all]) => [
      key,
      {
        reqPerSec: median(all.map((f) => f.reqPerSec)),
        p50: median(all.map((f) => f.p50)),
        p99: median(all.map((f) => f.p99)),
      },
    ]),
  );
}
