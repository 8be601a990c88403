// compose.yaml's topology without Docker: two app processes started as the image starts them
// (api/src/main.ts under @swc-node/register, NODE_ENV=production, one JWT_SECRET, TRUST_PROXY=1)
// on one database, and nginx in front with deploy/nginx.conf (nginx-proxy.ts).
//
//   cd api && DATABASE_URL=postgres://… node -r @swc-node/register test/topology.ts
//
// runs it until Ctrl-C and prints the proxy's address; api/test/topology.test.ts drives it.
import { randomBytes } from 'node:crypto';
import { findNginx, type NginxProxy, startNginxProxy } from './nginx-proxy';
import { LISTENING, type ServerProcess, startServerProcess, waitForOutput } from './server-process';

export interface AppProcess {
  server: ServerProcess;
  /** `127.0.0.1:port`, as nginx's upstream names it. */
  address: string;
}

export interface Topology {
  /** The proxy's address, where clients go. */
  url: string;
  apps: AppProcess[];
  proxy: NginxProxy;
  /** Stops nginx and every app process still running (SIGTERM, as `docker compose stop`). */
  stop(): Promise<void>;
}

/** compose.yaml's app1 and app2. */
const APP_PROCESSES = 2;

async function stopApp(app: ServerProcess): Promise<void> {
  if (app.process.exitCode === null && app.process.signalCode === null) app.process.kill('SIGTERM');
  await app.exited;
}

/** Starts the app processes on `databaseUrl`, then nginx in front of them. */
export async function startTopology(databaseUrl: string, nginx: string): Promise<Topology> {
  // compose.yaml's settings of every app process (x-app), where a test has a say.
  const env = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    TRUST_PROXY: '1',
    SHUTDOWN_GRACE_SECONDS: '5',
  };
  const servers = Array.from({ length: APP_PROCESSES }, () => startServerProcess(databaseUrl, env));
  try {
    const apps = await Promise.all(
      servers.map(async (server) => ({
        server,
        address: (await waitForOutput(server, LISTENING)).replace('http://', ''),
      })),
    );
    const proxy = await startNginxProxy(
      nginx,
      apps.map((app) => app.address),
    );
    return {
      url: proxy.url,
      apps,
      proxy,
      stop: async () => {
        await proxy.stop();
        await Promise.all(servers.map(stopApp));
      },
    };
  } catch (error) {
    await Promise.all(servers.map(stopApp));
    throw error;
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  // Two processes cannot share one embedded database folder: compose's topology needs a server.
  if (!databaseUrl) throw new Error('set DATABASE_URL: both app processes use that database');
  const nginx = findNginx();
  if (nginx === null) throw new Error('nginx was not found (apt-get install nginx, or set NGINX)');
  const topology = await startTopology(databaseUrl, nginx);
  console.log(
    `nginx at ${topology.url} in front of ${topology.apps.map((app) => app.address).join(' and ')}; Ctrl-C stops`,
  );
  const stop = () => void topology.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
