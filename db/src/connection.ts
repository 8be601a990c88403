import net from 'node:net';
import { Client } from 'pg';
import { PRIMARY_SESSION_OPTIONS } from './session-options';
import { startEmbeddedPostgres } from './embedded';
import { embeddedDataDir } from './paths';

/** Port of the embedded server: not 5432, so it never collides with a system PostgreSQL. */
export const DEFAULT_EMBEDDED_PORT = 54329;
const APP_DATABASE = 'parcel';

export interface DatabaseTarget {
  url: string;
  /** Streaming read replicas of `url` (DATABASE_REPLICA_URL), for analysts' reads; often none. */
  replicaUrls: string[];
  /** True when the app runs on its own embedded server (demo data is loaded there). */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The database the app and the CLI scripts use: DATABASE_URL when set, otherwise the embedded
 * server under .data/ (started here, or reused when `npm start` already runs it).
 */
export async function openDatabaseTarget(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseTarget> {
  const replicaUrls = readReplicaUrls(env);
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, replicaUrls, embedded: false, close: async () => undefined };
  }
  if (replicaUrls.length > 0)
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: replicas of which database?');
  const port = Number(env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PORT);
  const running = await isPortOpen(port);
  const server = running ? null : await startEmbeddedPostgres(embeddedDataDir, port);
  const adminUrl = server?.url ?? `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, APP_DATABASE);
  return {
    url: withDatabaseName(adminUrl, APP_DATABASE),
    replicaUrls: [],
    embedded: true,
    close: async () => {
      await server?.stop();
    },
  };
}

/**
 * DATABASE_REPLICA_URL: one or more streaming replicas of DATABASE_URL's database, separated by
 * commas (`postgres://reader:…@replica1:5432/parcel,postgres://reader:…@replica2:5432/parcel`); none
 * when unset. Refused at start when a part is no postgres:// URL with a host (the message never shows
 * a password).
 */
export function readReplicaUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  const parts = (env.DATABASE_REPLICA_URL ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part, index) => {
    let url: URL | null = null;
    try {
      url = new URL(part);
    } catch {
      // reported below
    }
    if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname)
      throw new Error(
        `DATABASE_REPLICA_URL must be postgres://user:password@host:5432/database URLs separated by commas; part ${index + 1} is not`,
      );
    return part;
  });
}

export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates `database` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${quoteIdentifier(database)}`);
  });
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(adminUrl, (client) =>
    client.query(`drop database if exists ${quoteIdentifier(database)} with (force)`),
  );
}

/** One connection for a short task, with the app's session settings (its statements plan alike). */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, options: PRIMARY_SESSION_OPTIONS });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A TCP port of 127.0.0.1 that nothing listens on now (for throw-away servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
