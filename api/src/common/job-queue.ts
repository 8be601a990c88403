// A durable job queue: pg-boss jobs in PostgreSQL (schema pgboss, installed with the migrations),
// one pg-boss queue per kind of work (statement mails, delivery notifications), each job naming one
// row of its kind. Every app process that starts a queue works it, so several processes share the
// work; a job whose process dies stops heartbeating and is run again by another (or the restarted)
// process. What a job does, and why it never sends twice, is its handler's (a claim committed
// before the send, an in-doubt state for a claim found still open).
import { hostname } from 'node:os';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUE_SCHEMA } from '@parcel/db';
import { fromKnex, PgBoss } from 'pg-boss';
import type { Logger } from './logger';

/** How a queue works its jobs (each kind's settings in config.ts). */
export interface JobQueueSettings {
  /** Jobs one process runs at once; 0: it queues jobs but never works them. */
  concurrency: number;
  /** Attempts per job before it ends as FAILED: the first and the retries. */
  attempts: number;
  /** The first retry's delay in seconds, doubled for each later one. */
  retryDelaySeconds: number;
  /**
   * How often (seconds) the queue looks for jobs of a dead process: a job is taken from a process
   * that has not beaten its heart for 10 s, at this rhythm.
   */
  monitorSeconds: number;
}

/** A running job's heartbeat, in seconds (pg-boss's minimum): a dead process's job is free after it. */
const HEARTBEAT_SECONDS = 10;

/** Runs one job (by its row's id); throwing asks the queue to retry it later. */
export type JobHandler = (rowId: string) => Promise<void>;

export interface JobQueue {
  /** This process's name in the send logs: host:pid. */
  readonly workerName: string;
  readonly settings: JobQueueSettings;
  /**
   * Queues jobs for rows inside `tx`, the transaction that wrote the rows: both are kept or neither.
   * A process that queues works the queue too (it starts if it had not).
   */
  enqueue(tx: EntityManager, rowIds: readonly string[], priority?: number): Promise<void>;
  /** Starts working the queue (once; later calls wait for the first). */
  start(): Promise<void>;
  /** Stops working it: jobs in hand finish first, for at most `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface JobQueueKind {
  /** The pg-boss queue's name. */
  name: string;
  /** The key of a job's data that holds its row's id (`{ statementSendId: "12" }`). */
  dataKey: string;
  /** What the queue's database connections say they are (pg_stat_activity). */
  applicationName: string;
}

/**
 * The queue of `kind` in the database at `url`, run by `handler`. Nothing starts until start() or
 * the first enqueue(): a server starts it at boot, so jobs left by a stopped process go on.
 */
export function createJobQueue(
  url: string,
  kind: JobQueueKind,
  settings: JobQueueSettings,
  logger: Logger,
  handler: JobHandler,
): JobQueue {
  const workerName = `${hostname()}:${process.pid}`;
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const started = (): Promise<PgBoss> => {
    starting ??= (async () => {
      const instance = new PgBoss({
        connectionString: url,
        schema: JOB_QUEUE_SCHEMA,
        application_name: kind.applicationName,
        max: settings.concurrency + 2,
        migrate: false,
        createSchema: false,
        schedule: false,
        monitorIntervalSeconds: settings.monitorSeconds,
        superviseIntervalSeconds: settings.monitorSeconds,
        instanceName: 'parcel-api',
      });
      instance.on('error', (error) => logger.warn({ err: error }, `${kind.name} queue error`));
      await instance.start();
      const options = {
        retryLimit: settings.attempts - 1,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      };
      if (await instance.getQueue(kind.name)) await instance.updateQueue(kind.name, options);
      else await instance.createQueue(kind.name, options);
      boss = instance;
      return instance;
    })();
    return starting;
  };

  let working: Promise<void> | null = null;
  const start = (): Promise<void> => {
    working ??= (async () => {
      const queue = await started();
      if (settings.concurrency === 0) return;
      // One worker taking up to `concurrency` jobs at a time and running them side by side; a full
      // batch fetches again at once, a short one waits for the next poll (a second).
      await queue.work<Record<string, string>>(
        kind.name,
        {
          batchSize: settings.concurrency,
          burstWhenBatchFull: settings.concurrency > 1,
          pollingIntervalSeconds: 1,
          perJobResults: true,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await handler(String(job.data[kind.dataKey]));
                return { id: job.id, status: 'completed' as const };
              } catch (error) {
                return { id: job.id, status: 'failed' as const, output: { reason: String(error) } };
              }
            }),
          ),
      );
    })().catch((error: unknown) => {
      // Not started (the database is away): the next call tries again.
      working = null;
      starting = null;
      throw error;
    });
    return working;
  };

  return {
    workerName,
    settings,
    start,
    async enqueue(tx, rowIds, priority = 0) {
      if (rowIds.length === 0) return;
      const transaction = tx.getTransactionContext();
      if (!transaction)
        throw new Error(`${kind.name} jobs are queued inside the transaction that writes them`);
      await start();
      await boss!.insert(
        kind.name,
        rowIds.map((rowId) => ({ data: { [kind.dataKey]: rowId }, priority })),
        { db: fromKnex(transaction) },
      );
    },
    async stop(graceMs = 10_000) {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: graceMs, close: true });
      boss = null;
      starting = null;
      working = null;
    },
  };
}
