import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { DatabaseTarget } from '@parcel/db';
import type { Logger } from './common/logger';

const MAX_WORKERS = 64;

/** `npm start -- --workers N`: how many app processes to run; null means one process, no cluster. */
export function workerCountFrom(argv: readonly string[]): number | null {
  const { values } = parseArgs({ args: [...argv], options: { workers: { type: 'string' } }, strict: true });
  if (values.workers === undefined) return null;
  const count = Number(values.workers);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`--workers must be a whole number from 1 to ${MAX_WORKERS}, got ${values.workers}`);
  }
  return count;
}

/** True in a process forked by runClusterPrimary: the primary has prepared the database already. */
export const isClusterWorker = (): boolean => cluster.isWorker;

/**
 * The primary of `--workers N`: it has opened and migrated the database; it forks `count` workers
 * that connect to the same URL and share the port (node:cluster hands out the connections). A worker
 * that dies after it served is replaced; one that dies while starting stops the whole cluster. The
 * primary keeps `target` open (an embedded server runs in it) until every worker has stopped.
 */
export function runClusterPrimary(count: number, target: DatabaseTarget, log: Logger): void {
  const env = {
    DATABASE_URL: target.url,
    // Every worker must accept the access tokens the others sign: without a configured key, one
    // random key for all of them (sign-ins end on restart, as with a single process).
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('base64url'),
  };
  const served = new Set<number>();
  let stopping = false;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    // The signal itself, not worker.kill(): that cuts the IPC channel first, which makes a worker
    // exit at once; a signalled worker finishes its requests in flight (main.ts).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  cluster.on('listening', (worker) => served.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && served.has(worker.id)) {
      log.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
      cluster.fork(env);
      return;
    }
    if (!stopping) {
      log.error(`worker ${worker.process.pid} failed to start (${signal ?? code}); stopping`);
      stopAll(1);
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) void target.close().then(() => process.exit());
  });
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (let i = 0; i < count; i += 1) cluster.fork(env);
  log.info(`택배관리시스템: ${count} worker processes share the port`);
}
