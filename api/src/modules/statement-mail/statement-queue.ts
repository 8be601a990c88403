// The statement-mail queue: pg-boss jobs in PostgreSQL (schema pgboss, installed with the
// migrations), each naming one statement_send row. Every app process that starts the queue works
// it, so several processes share a 전체 발송; a job whose process dies stops heartbeating and is run
// again by another (or the restarted) process. What a job does, and why it never mails twice, is
// statement-send.service.ts's deliverStatementSend.
import { hostname } from 'node:os';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUE_SCHEMA } from '@parcel/db';
import { fromKnex, PgBoss } from 'pg-boss';
import type { Logger } from '../../common/logger';

export const STATEMENT_MAIL_QUEUE = 'statement-mail';

/** How the queue sends: MAIL_SEND_* settings (config.ts). */
export interface StatementQueueSettings {
  /** Jobs one process runs at once (MAIL_SEND_CONCURRENCY); 0: it queues sends but never works them. */
  concurrency: number;
  /** Attempts per send before it ends as FAILED (MAIL_SEND_ATTEMPTS): the first and the retries. */
  attempts: number;
  /** The first retry's delay in seconds, doubled for each later one (MAIL_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  /**
   * How often (seconds) the queue looks for jobs of a dead process: a job is taken from a process
   * that has not beaten its heart for 10 s, at this rhythm (MAIL_QUEUE_MONITOR_SECONDS).
   */
  monitorSeconds: number;
}

export const DEFAULT_STATEMENT_QUEUE_SETTINGS: StatementQueueSettings = {
  concurrency: 2,
  attempts: 4,
  retryDelaySeconds: 30,
  monitorSeconds: 10,
};

/** A running job's heartbeat, in seconds (pg-boss's minimum): a dead process's job is free after it. */
const HEARTBEAT_SECONDS = 10;
/** A single row's 재발송 goes before the rows of a 전체 발송 waiting in the queue. */
export const SINGLE_SEND_PRIORITY = 10;

/** Runs one send (by its statement_send_id); throwing asks the queue to retry it later. */
export type SendHandler = (statementSendId: string) => Promise<void>;

export interface StatementQueue {
  /** This process's name in the send log: host:pid. */
  readonly workerName: string;
  readonly settings: StatementQueueSettings;
  /**
   * Queues the sends inside `tx`, the transaction that wrote their rows: both are kept or neither.
   * A process that queues works the queue too (it starts if it had not).
   */
  enqueue(tx: EntityManager, statementSendIds: readonly string[], priority?: number): Promise<void>;
  /** Starts working the queue (once; later calls wait for the first). */
  start(): Promise<void>;
  /** Stops working it: jobs in hand finish first, for at most `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The queue of the database at `url`, run by `handler`. Nothing starts until start() or the first
 * enqueue(): a server starts it at boot, so jobs left by a stopped process go on.
 */
export function createStatementQueue(
  url: string,
  settings: StatementQueueSettings,
  logger: Logger,
  handler: SendHandler,
): StatementQueue {
  const workerName = `${hostname()}:${process.pid}`;
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const started = (): Promise<PgBoss> => {
    starting ??= (async () => {
      const instance = new PgBoss({
        connectionString: url,
        schema: JOB_QUEUE_SCHEMA,
        application_name: 'parcel statement mail queue',
        max: settings.concurrency + 2,
        migrate: false,
        createSchema: false,
        schedule: false,
        monitorIntervalSeconds: settings.monitorSeconds,
        superviseIntervalSeconds: settings.monitorSeconds,
        instanceName: 'parcel-api',
      });
      instance.on('error', (error) => logger.warn({ err: error }, 'statement mail queue error'));
      await instance.start();
      const options = {
        retryLimit: settings.attempts - 1,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      };
      if (await instance.getQueue(STATEMENT_MAIL_QUEUE))
        await instance.updateQueue(STATEMENT_MAIL_QUEUE, options);
      else await instance.createQueue(STATEMENT_MAIL_QUEUE, options);
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
      await queue.work<{ statementSendId: string }>(
        STATEMENT_MAIL_QUEUE,
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
                await handler(job.data.statementSendId);
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
    async enqueue(tx, statementSendIds, priority = 0) {
      if (statementSendIds.length === 0) return;
      const transaction = tx.getTransactionContext();
      if (!transaction) throw new Error('statement sends are queued inside the transaction that writes them');
      await start();
      await boss!.insert(
        STATEMENT_MAIL_QUEUE,
        statementSendIds.map((statementSendId) => ({ data: { statementSendId }, priority })),
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
