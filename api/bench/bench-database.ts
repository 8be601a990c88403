import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  dropDatabase,
  freePort,
  ensureDatabase,
  initOrm,
  migrateDatabase,
  seedDemoData,
  withClient,
  withDatabaseName,
} from '@parcel/db';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '@parcel/db/src/embedded';

/** What a database holds. */
export interface DatabaseCounts {
  transports: number;
  receivers: number;
  lines: number;
  companies: number;
  members: number;
  /** Goods lines of today's live transports: the home grid's rows. */
  todayLines: number;
  /** pg_database_size, as pg_size_pretty spells it ("2651 MB"). */
  databaseSize: string;
}

export interface DataSize extends DatabaseCounts {
  /** Months of history the transports are spread over (npm run db:seed -- --months). */
  months: number;
  /** The seeding's time (SeedSummary.elapsedMs), as npm run db:seed prints it. */
  seedSeconds: number;
}

export interface BenchDatabase {
  url: string;
  size: DataSize;
  postgresVersion: string;
  /** Drops the database (and stops the embedded server when the bench started one). */
  destroy(): Promise<void>;
}

/** What the bench database is seeded with (seedDemoData's options). */
export interface BenchDataOptions {
  transports: number;
  companies?: number;
  months?: number;
}

/**
 * The bench's own database, on the server of `serverUrl` (DATABASE_URL) or on a throw-away embedded
 * server: migrated, loaded with `size` demo transports (and companies) and analysed, as autovacuum would
 * leave a real database (index-only scans need the visibility map).
 */
export async function createBenchDatabase(
  serverUrl: string | undefined,
  size: BenchDataOptions,
  onProgress?: (written: number, total: number) => void,
): Promise<BenchDatabase> {
  const embedded = serverUrl
    ? null
    : await startEmbeddedPostgres(
        await mkdtemp(path.join(os.tmpdir(), 'parcel-bench-pg-')),
        await freePort(),
        {
          persistent: false,
        },
      );
  const adminUrl = serverUrl ?? embedded!.url;
  const name = `parcel_bench_${Date.now().toString(36)}_${process.pid}`;
  await ensureDatabase(adminUrl, name);
  const url = withDatabaseName(adminUrl, name);
  const destroy = async () => {
    await dropDatabase(adminUrl, name);
    await embedded?.stop();
  };
  try {
    const orm = await initOrm(url, { logger: () => undefined });
    try {
      await migrateDatabase(orm);
      return { url, destroy, ...(await loadBenchData(orm, url, size, onProgress)) };
    } finally {
      await orm.close();
    }
  } catch (error) {
    await destroy();
    throw error;
  }
}

/**
 * Loads `size` demo transports into a migrated, empty database and analyses it, as autovacuum would
 * leave a real one (index-only scans need the visibility map); answers what it holds.
 */
export async function loadBenchData(
  orm: MikroORM,
  url: string,
  size: BenchDataOptions,
  onProgress?: (written: number, total: number) => void,
): Promise<{ size: DataSize; postgresVersion: string }> {
  const summary = await seedDemoData(orm.em.fork(), { ...size, onProgress });
  await withClient(url, (client) => client.query('vacuum analyze'));
  const { counts, postgresVersion } = await countDatabase(url);
  return {
    size: { ...counts, seedSeconds: summary.elapsedMs / 1000, months: summary.months },
    postgresVersion,
  };
}

/** What a database holds, and its server's version. */
export async function countDatabase(
  url: string,
): Promise<{ counts: DatabaseCounts; postgresVersion: string }> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<DatabaseCounts & { version: string }>(
      `select (select count(*) from transport_sender)::int as transports,
              (select count(*) from transport_receiver)::int as receivers,
              (select count(*) from shipment)::int as lines,
              (select count(*) from company)::int as companies,
              (select count(*) from member)::int as members,
              (select count(*) from transport_sender ts
                 join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
                 join shipment s on s.receiver_transport_id = tr.receiver_transport_id
                where ts.requst_dt = (now() at time zone 'Asia/Seoul')::date and ts.del_yn = 'N')::int as "todayLines",
              pg_size_pretty(pg_database_size(current_database())) as "databaseSize",
              current_setting('server_version') as version`,
    );
    const { version, ...counts } = rows[0]!;
    return { counts, postgresVersion: version };
  });
}
