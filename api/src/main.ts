import type { Server } from 'node:http';
import {
  DEFAULT_DEMO_TRANSPORTS,
  hasDemoData,
  initOrm,
  isDatabaseEmpty,
  migrateDatabase,
  openDatabaseTarget,
  seedDemoData,
} from '@parcel/db';
import { createApp } from './app';
import { isClusterWorker, runClusterPrimary, workerCountFrom } from './cluster';
import { AccessTokens } from './common/access-token';
import { LoginThrottle } from './common/login-throttle';
import { readServerConfig } from './config';
import packageJson from '../package.json';

/**
 * npm start / npm run dev: opens the database (DATABASE_URL, or the embedded server with demo data
 * loaded on its first start), applies migrations and serves everything on one port; with
 * `--workers N` the primary does the database part once and N worker processes serve (cluster.ts).
 */
async function main(): Promise<void> {
  const config = readServerConfig();
  const workers = workerCountFrom(process.argv.slice(2));
  const target = await openDatabaseTarget();
  const orm = await initOrm(target.url);
  if (!isClusterWorker()) await migrateDatabase(orm);
  if (!isClusterWorker() && target.embedded && (await isDatabaseEmpty(orm.em.fork()))) {
    console.log('embedded database is empty: loading demo data...');
    const summary = await seedDemoData(orm.em.fork(), { transports: DEFAULT_DEMO_TRANSPORTS });
    console.log(`demo data loaded in ${(summary.elapsedMs / 1000).toFixed(1)} s`);
  }
  // Demo data means the demo admin still signs in with the published password: only then may the
  // sign-in form offer it, on the embedded database or on a server seeded with `npm run db:seed`.
  const demoData = await hasDemoData(orm.em.fork());
  if (!process.env.JWT_SECRET && !target.embedded) {
    console.warn('JWT_SECRET is not set: a random key is used and sign-ins end when the server restarts');
  }
  if (workers !== null && !isClusterWorker()) {
    await orm.close();
    runClusterPrimary(workers, target);
    return;
  }
  const running = await createApp(
    {
      orm,
      appInfo: {
        productName: '택배관리시스템',
        version: packageJson.version,
        demoData,
        printProgramUrl: process.env.PRINT_PROGRAM_URL || null,
      },
      tokens: new AccessTokens(process.env.JWT_SECRET),
      loginThrottle: new LoginThrottle(),
    },
    config.mode,
  );
  const server: Server = running.app.listen(config.port, () => {
    const database = target.embedded ? 'embedded database' : 'DATABASE_URL';
    console.log(
      `택배관리시스템 listening on http://localhost:${config.port} (${database}${demoData ? ', demo data' : ''})`,
    );
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await running.stop();
    await orm.close();
    await target.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
