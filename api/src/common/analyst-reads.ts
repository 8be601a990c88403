// Analysts off the staff's path. An analyst's read is a GraphQL query that is not one of the web
// app's own documents (graphql/analyst-plugin.ts) or any export (a REST row that answers a file,
// rest/rest-adapter.ts). Each runs in one read-only transaction:
// - on a streaming read replica when DATABASE_REPLICA_URL names one and it answers, else on the
//   primary; a replica that fails to connect is skipped for a while (logged once, counted in
//   db_replica_fallbacks_total), so its reads go to the primary instead of failing;
// - with `SET LOCAL statement_timeout` (ANALYST_STATEMENT_TIMEOUT_MS): a statement past the limit
//   answers 503 naming it, never a 500.
// Everything else (the web app's queries, all writes, sign-in) stays on the primary, so the staff
// always read what they have just written. A transaction opened inside an analyst's read may
// write: it runs on the primary, beside the read-only one.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Counter } from 'prom-client';
import { DEFAULT_ANALYST_STATEMENT_TIMEOUT_MS } from '../config';
import type { RequestContext } from '../context';
import {
  describeError,
  isDatabaseUnavailable,
  isInAbortedTransaction,
  isStatementCancelled,
  statementTimeoutError,
} from './error-mapping';
import type { Logger } from './logger';

export interface AnalystReadSettings {
  /**
   * The statement_timeout of analysts' transactions (ms); 0: none of their own, so the connection's
   * (DATABASE_STATEMENT_TIMEOUT_MS) applies.
   */
  statementTimeoutMs: number;
  /** After a replica failed to answer, how long its reads go straight to the primary (ms). */
  replicaRetryMs: number;
}

export const DEFAULT_REPLICA_RETRY_MS = 30_000;

export const DEFAULT_ANALYST_READ_SETTINGS: AnalystReadSettings = {
  statementTimeoutMs: DEFAULT_ANALYST_STATEMENT_TIMEOUT_MS,
  replicaRetryMs: DEFAULT_REPLICA_RETRY_MS,
};

/** A connection of the ORM: the primary's or one replica's (each has its own pool). */
type Connection = ReturnType<EntityManager['getConnection']>;
type Transaction = Awaited<ReturnType<Connection['begin']>>;

/** One analyst's read-only transaction. */
export interface AnalystTransaction {
  /** The request's EntityManager bound to the transaction (its em.transactional goes to the primary). */
  em: EntityManager;
  server: 'replica' | 'primary';
  /**
   * What a failure inside the transaction answers: a statement timeout (and the statements the
   * aborted transaction refused after it) becomes the 503 naming the limit; a replica's lost
   * connection takes that replica out of use for a while. Anything else is returned as it is.
   */
  explain(error: unknown): unknown;
  /** Ends the transaction (rolls back: it wrote nothing); never throws; safe to call twice. */
  end(): Promise<void>;
}

/** Opens analysts' transactions and keeps track of which replicas answer; one per app. */
export class AnalystReads {
  /** Analysts' reads that a replica should have served and the primary did. */
  readonly fallbacks = new Counter({
    name: 'db_replica_fallbacks_total',
    help: "Analysts' reads and exports served by the primary because no read replica answered",
    registers: [],
  });
  /** Replicas that failed, and until when they are left alone (epoch ms). */
  private readonly resting = new Map<Connection, number>();
  private readonly replicaCount: number;

  constructor(
    private readonly orm: MikroORM,
    readonly settings: AnalystReadSettings,
    private readonly logger: Logger,
  ) {
    this.replicaCount = orm.config.get('replicas', []).length;
  }

  /**
   * Begins an analyst's transaction for the request whose EntityManager is `primaryEm`: on a
   * replica that answers (MikroORM picks one at random; each is tried at most once), else on the
   * primary. Throws only when the primary fails too.
   */
  async begin(primaryEm: EntityManager, requestId: string, log: Logger): Promise<AnalystTransaction> {
    for (let tries = 0; tries < this.replicaCount; tries++) {
      const replica = this.orm.em.getConnection('read');
      if ((this.resting.get(replica) ?? 0) > Date.now()) continue;
      try {
        const opened = await this.open(primaryEm, replica, 'replica', requestId, log);
        this.markUp(replica);
        return opened;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(replica, error);
      }
    }
    if (this.replicaCount > 0) this.fallbacks.inc();
    return this.open(primaryEm, this.orm.em.getConnection('write'), 'primary', requestId, log);
  }

  private async open(
    primaryEm: EntityManager,
    connection: Connection,
    server: AnalystTransaction['server'],
    requestId: string,
    log: Logger,
  ): Promise<AnalystTransaction> {
    const transaction: Transaction = await connection.begin({ readOnly: true });
    const em = primaryEm.fork({ clear: true });
    em.setTransactionContext(transaction);
    // Resolvers and list pages send statements side by side; the transaction's one connection
    // takes them in turn (pg deprecates overlapping queries on a connection).
    const statements = oneAtATime(em.execute.bind(em));
    Object.assign(em, {
      // Writes belong on the primary, in a transaction of their own (see the top of this file).
      transactional: primaryEm.transactional.bind(primaryEm),
      execute: statements.run,
    });
    let ended = false;
    const end = async () => {
      if (ended) return;
      ended = true;
      // After the statements still in turn (a failed field's neighbours), not beside them; a
      // connection that is gone has ended the transaction with it.
      await statements.settled();
      await connection.rollback(transaction).catch(() => undefined);
    };
    const { statementTimeoutMs } = this.settings;
    try {
      if (statementTimeoutMs > 0)
        await em.execute(`select set_config('statement_timeout', ?, true)`, [String(statementTimeoutMs)]);
    } catch (error) {
      await end();
      throw error;
    }
    let timedOut = false;
    const explain = (error: unknown): unknown => {
      const cancelled = isStatementCancelled(error) || (timedOut && isInAbortedTransaction(error));
      if (statementTimeoutMs > 0 && cancelled) {
        if (!timedOut)
          log.warn({ limitMs: statementTimeoutMs, server }, "analyst's read hit the statement timeout");
        timedOut = true;
        return statementTimeoutError(statementTimeoutMs, requestId);
      }
      if (server === 'replica' && isDatabaseUnavailable(error)) this.markDown(connection, error);
      return error;
    };
    return { em, server, explain, end };
  }

  /** Leaves a replica alone for replicaRetryMs; warns when it was in use until now. */
  private markDown(replica: Connection, error: unknown): void {
    if (!this.resting.has(replica))
      this.logger.warn(
        {
          replica: replica.getClientUrl(),
          err: describeError(error),
          retryInMs: this.settings.replicaRetryMs,
        },
        "read replica unreachable: analysts' reads go to the primary until it answers again",
      );
    this.resting.set(replica, Date.now() + this.settings.replicaRetryMs);
  }

  private markUp(replica: Connection): void {
    if (!this.resting.delete(replica)) return;
    this.logger.info(
      { replica: replica.getClientUrl() },
      "read replica answers again: analysts' reads are back on it",
    );
  }
}

/** `run`, with each call waiting for the previous ones to settle; `settled` when all have. */
function oneAtATime<Run extends (...args: never[]) => Promise<unknown>>(
  run: Run,
): { run: Run; settled: () => Promise<unknown> } {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = ((...args: Parameters<Run>) => {
    const next = previous.then(() => run(...args));
    previous = next.catch(() => undefined);
    return next;
  }) as Run;
  return { run: inTurn, settled: () => previous };
}

/**
 * Runs `work` as an analyst's read (an export): in an analyst's transaction, which `work` gets as
 * its context's EntityManager. A replica that drops the connection midway is taken out of use and
 * `work` runs again on the next server (it only read).
 */
export async function readAsAnalyst<T>(
  context: RequestContext,
  work: (context: RequestContext) => Promise<T>,
): Promise<T> {
  const transaction = await context.deps.analystReads.begin(context.em, context.requestId, context.log);
  try {
    return await work({ ...context, em: transaction.em });
  } catch (error) {
    const explained = transaction.explain(error);
    if (transaction.server === 'replica' && isDatabaseUnavailable(error)) {
      await transaction.end();
      context.log.warn("read replica lost during an analyst's read: reading again elsewhere");
      return readAsAnalyst(context, work);
    }
    throw explained;
  } finally {
    await transaction.end();
  }
}
