import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_DEMO_TRANSPORTS,
  DEMO_ADMIN_USER_ID,
  hasDemoData,
  type DatabaseTarget,
  initOrm,
  isDatabaseEmpty,
  migrateDatabase,
  openDatabaseTarget,
  seedDemoData,
} from '@parcel/db';
import { createApp } from './app';
import { isClusterWorker, runClusterPrimary, workerCountFrom } from './cluster';
import { describeError } from './common/error-mapping';
import { closeGracefully } from './common/graceful-shutdown';
import { createLogger, type Logger } from './common/logger';
import { isLoopback, readServerConfig } from './config';
import { createAppDependencies } from './context';
import { generateDemoInvoices } from './modules/invoice/demo-invoices';
import { regenerateQueuedInvoices } from './modules/invoice/invoice-regeneration';
import { createMailer } from './modules/statement-mail/mailer';
import { scheduleAuditPurge } from './modules/audit-trail/audit-purge-schedule';
import { scheduleDerivedRowsFold } from './modules/derived-rows/fold-schedule';

const logger = createLogger();

/**
 * npm start / npm run dev: opens the database (DATABASE_URL, or the embedded server, which gets
 * demo data on its first start), applies migrations and serves everything on one port of HOST;
 * with `--workers N` the primary does the database part once and N worker processes serve
 * (cluster.ts).
 */
async function main(): Promise<void> {
  const config = readServerConfig();
  const workers = workerCountFrom(process.argv.slice(2));
  const target = await openDatabaseTarget();
  if (!isClusterWorker()) await prepareDatabase(target);
  // Requests' connections wait for locks and run statements only so long (DATABASE_*_TIMEOUT_MS).
  const orm = await initOrm(
    target.url,
    { driverOptions: { log: knexLog(logger) } },
    { replicaUrls: target.replicaUrls, requestTimeouts: config.databaseTimeouts },
  );
  // Demo data means the demo admin still signs in with the published password: only then may the
  // sign-in form offer it, and only this machine may reach such a server.
  const demoData = await hasDemoData(orm.em.fork());
  if (demoData && !isLoopback(config.host)) {
    throw new Error(
      `refusing to listen on ${config.host}: the demo admin '${DEMO_ADMIN_USER_ID}' still has the published password. ` +
        `Set a new one with \`npm run admin:password -- ${DEMO_ADMIN_USER_ID}\`, or listen on 127.0.0.1 only (HOST unset).`,
    );
  }
  if (!config.jwtSecret && !target.embedded) {
    logger.warn('JWT_SECRET is not set: a random key is used and sign-ins end when the server restarts');
  }
  if (workers !== null && !isClusterWorker()) {
    await orm.close();
    runClusterPrimary(workers, target, logger);
    return;
  }
  const mailer = createMailer(config.mail);
  // An outbox folder that cannot be written stops the start; an unreachable mail server only warns
  // (it may be back before the first statement is sent, and each failed send says why).
  const mailProblem = await mailer.check();
  if (mailProblem)
    logger.warn(`statement mail: ${mailer.destination} did not answer as expected: ${mailProblem}`);
  logger.info(
    config.mail.smtpUrl === null
      ? `statement mails are written to ${mailer.destination} as .eml files (SMTP_URL is not set)`
      : `statement mails go through ${mailer.destination}`,
  );
  const deps = createAppDependencies(orm, {
    appInfo: {
      productName: '택배관리시스템',
      demoData,
      printProgramUrl: config.printProgramUrl,
      publicUrl: config.publicUrl,
    },
    jwtSecret: config.jwtSecret,
    logger,
    http: config.http,
    printUrlTemplate: config.printUrlTemplate,
    mailer,
    mailQueue: config.mail.queue,
    analystReads: { statementTimeoutMs: config.analystStatementTimeoutMs },
    databaseTimeouts: config.databaseTimeouts,
  });
  const { lockTimeoutMs, statementTimeoutMs } = config.databaseTimeouts;
  const limit = (ms: number) => (ms > 0 ? `${ms} ms` : 'none');
  logger.info(
    `requests: lock timeout ${limit(lockTimeoutMs)}, statement timeout ${limit(statementTimeoutMs)}`,
  );
  const timeout = config.analystStatementTimeoutMs;
  logger.info(
    `analysts' reads and exports: ${target.replicaUrls.length} read replica(s), statement timeout ${timeout > 0 ? `${timeout} ms` : `the requests' (${limit(statementTimeoutMs)})`}`,
  );
  const running = await createApp(deps, config.mode, { metricsToken: config.metricsToken });
  const server: Server = running.app.listen(config.port, config.host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    await running.stop();
    await orm.close();
    await target.close();
    throw new Error(listenFailure(error, config.host, config.port), { cause: error });
  }
  const auditPurge = scheduleAuditPurge({
    url: target.url,
    retentionDays: config.auditRetentionDays,
    logger,
  });
  const derivedRowsFold = scheduleDerivedRowsFold(orm, logger);
  // Statement sends queued before a stop go on now; this process shares the queue with any other.
  const { concurrency, attempts } = config.mail.queue;
  await deps.statementQueue.start();
  logger.info(
    `statement mail queue: ${concurrency} at a time in this process, up to ${attempts} attempts a mail`,
  );
  const { port } = server.address() as AddressInfo;
  const database = target.embedded ? 'embedded database' : 'DATABASE_URL';
  logger.info(
    `택배관리시스템 listening on http://${config.host}:${port} (${database}${demoData ? ', DEMO data: sign in as admin / admin1234' : ''})`,
  );

  // SIGTERM (docker stop, systemd, a cluster primary) or SIGINT: no new connections, the requests
  // in flight finish (for at most SHUTDOWN_GRACE_SECONDS), then the database pool closes.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const grace = config.shutdownGraceMs / 1000;
    logger.info(`${signal}: not accepting connections; finishing requests in flight (at most ${grace} s)`);
    try {
      auditPurge.stop();
      derivedRowsFold.stop();
      const finished = await closeGracefully(server, config.shutdownGraceMs);
      if (!finished) logger.warn(`requests still running after ${grace} s were cut`);
      await running.stop();
      await orm.close();
      await target.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: describeError(error) }, 'stopping failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Applies pending migrations (then regenerates the open invoices they queued) and, on a first start
 * of the embedded database, loads the demo data:
 * on connections of their own, without the request timeouts (their long statements are normal).
 */
async function prepareDatabase(target: DatabaseTarget): Promise<void> {
  const orm = await initOrm(target.url, { driverOptions: { log: knexLog(logger) } });
  try {
    await migrateDatabase(orm);
    // Open invoices a migration queued because the billing rules changed (invoice-regeneration.ts).
    const regenerated = await regenerateQueuedInvoices(orm.em.fork());
    if (regenerated) logger.info(`${regenerated} open invoices generated again under the new billing rules`);
    // Demo data only for a first look on the embedded database; a server of DATABASE_URL gets it
    // only from an explicit `npm run db:seed`.
    if (target.embedded && (await isDatabaseEmpty(orm.em.fork()))) {
      logger.warn('embedded database is empty: loading DEMO data (for a first look, not for real work)');
      const summary = await seedDemoData(orm.em.fork(), { transports: DEFAULT_DEMO_TRANSPORTS });
      const invoices = await generateDemoInvoices(orm.em.fork());
      logger.info(
        `demo data loaded in ${(summary.elapsedMs / 1000).toFixed(1)} s, with ${invoices.invoices} invoices of the last two months`,
      );
    }
  } finally {
    await orm.close();
  }
}

/** Why the server could not listen, in words an operator can act on. */
function listenFailure(error: unknown, host: string, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `cannot listen on ${host}:${port}: another process uses the port (stop it, or set PORT)`;
  if (code === 'EACCES')
    return `cannot listen on ${host}:${port}: not allowed (ports below 1024 need privileges)`;
  if (code === 'EADDRNOTAVAIL')
    return `cannot listen on ${host}:${port}: this machine has no such address (HOST)`;
  return `cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * knex (under MikroORM) reports pool events, such as a connection the database dropped, through
 * console.log; into the structured log with them, as text without SQL.
 */
function knexLog(log: Logger) {
  const write = (level: 'warn' | 'error' | 'debug') => (message: unknown) =>
    log[level]({ source: 'knex' }, typeof message === 'string' ? message : 'database driver event');
  return { warn: write('warn'), error: write('error'), deprecate: write('debug'), debug: write('debug') };
}

main().catch((error: unknown) => {
  logger.fatal({ err: describeError(error) }, error instanceof Error ? error.message : 'start failed');
  process.exit(1);
});
