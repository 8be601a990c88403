import type { Server } from 'node:http';
import {
  DEFAULT_DEMO_TRANSPORTS,
  initOrm,
  isDatabaseEmpty,
  migrateDatabase,
  openDatabaseTarget,
  seedDemoData,
} from '@parcel/db';
import { createApp } from './app';
import { readServerConfig } from './config';
import packageJson from '../package.json';

/**
 * npm start / npm run dev: opens the database (DATABASE_URL, or the embedded server with demo data
 * loaded on its first start), applies migrations and serves everything on one port.
 */
async function main(): Promise<void> {
  const config = readServerConfig();
  const target = await openDatabaseTarget();
  const orm = await initOrm(target.url);
  await migrateDatabase(orm);
  if (target.embedded && (await isDatabaseEmpty(orm.em.fork()))) {
    console.log('embedded database is empty: loading demo data...');
    const summary = await seedDemoData(orm.em.fork(), { transports: DEFAULT_DEMO_TRANSPORTS });
    console.log(`demo data loaded in ${(summary.elapsedMs / 1000).toFixed(1)} s`);
  }
  const running = await createApp({
    orm,
    mode: config.mode,
    appInfo: { productName: '택배관리시스템', version: packageJson.version, demoData: target.embedded },
  });
  const server: Server = running.app.listen(config.port, () => {
    console.log(
      `택배관리시스템 listening on http://localhost:${config.port} (${target.embedded ? 'embedded database with demo data' : 'DATABASE_URL'})`,
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
