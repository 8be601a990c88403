// nginx in front of app processes on this machine, with the repository's deploy/nginx.conf: the proxy
// of compose.yaml without Docker. The site file is used as it stands except for what only Docker
// gives (the app containers' names, Docker's DNS, port 80); the main file around it is the one the
// nginx image has (the site is its conf.d/default.conf), with every path in a temporary folder.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@parcel/db';

export const NGINX_SITE = path.join(repoRoot, 'deploy', 'nginx.conf');
const COMPOSE_FILE = path.join(repoRoot, 'compose.yaml');
const DOCKERFILE = path.join(repoRoot, 'Dockerfile');

/** nginx's program: NGINX if set, else `nginx` on PATH or in /usr/sbin (Debian's package); null if none. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const folders = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  const candidates = env.NGINX ? [env.NGINX] : folders.map((folder) => path.join(folder, 'nginx'));
  return (
    candidates.find((candidate) => {
      try {
        accessSync(candidate, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    }) ?? null
  );
}

/** A `server app1:4000 resolve max_fails=2 fail_timeout=5s;` line of the upstream block. */
const UPSTREAM_SERVER = /^(\s*)server\s+([\w.-]+):(\d+)((?:\s+[^\s;]+)*)\s*;/gm;
/** Docker's embedded DNS (127.0.0.11), which exists only inside a container. */
const DOCKER_RESOLVER = /^\s*resolver\s+127\.0\.0\.11\b[^;]*;\n/m;
const LISTEN = /^(\s*)listen\s+80\s*;/gm;

/** What the site's proxy must agree with: compose's app services and the image's port. */
export interface DeploymentFacts {
  /** compose.yaml's services. */
  composeServices: string[];
  /** The port the image's app listens on (the Dockerfile's PORT). */
  imagePort: number;
}

export async function readDeploymentFacts(): Promise<DeploymentFacts> {
  const compose = await readFile(COMPOSE_FILE, 'utf8');
  const services = compose.split(/^services:\n/m)[1] ?? '';
  const composeServices = [...services.matchAll(/^ {2}([\w-]+):\s*$/gm)].map((match) => match[1]!);
  const port = /^\s*PORT=(\d+)/m.exec(await readFile(DOCKERFILE, 'utf8'))?.[1];
  if (port === undefined) throw new Error('the Dockerfile sets no PORT=');
  return { composeServices, imagePort: Number(port) };
}

/**
 * deploy/nginx.conf for this machine: each upstream `server` of a compose app service becomes one of
 * `appAddresses` (host:port, in order), and `listen 80` becomes `listen 127.0.0.1:<listenPort>`.
 * Docker's DNS goes: the addresses are IP literals, and Debian 12's nginx (1.22) knows neither
 * `resolver` inside an upstream nor `server ... resolve` (both came in 1.27.3; compose's image is
 * 1.28). Everything else stays, and nginx itself then judges it (`nginx -t`). Throws when the site
 * no longer has the shape this relies on, or disagrees with compose.yaml and the Dockerfile.
 */
export function siteForThisMachine(
  source: string,
  appAddresses: readonly string[],
  listenPort: number,
  facts: DeploymentFacts,
): string {
  const servers = [...source.matchAll(UPSTREAM_SERVER)];
  const names = servers.map((match) => match[2]!);
  if (servers.length !== appAddresses.length)
    throw new Error(
      `deploy/nginx.conf proxies to ${servers.length} app processes (${names.join(', ')}), the run starts ${appAddresses.length}`,
    );
  const composeApps = facts.composeServices.filter((service) => /^app\d+$/.test(service));
  if (names.join() !== composeApps.join())
    throw new Error(
      `deploy/nginx.conf proxies to ${names.join(', ')}, compose.yaml runs ${composeApps.join(', ')}`,
    );
  for (const match of servers) {
    if (Number(match[3]) !== facts.imagePort)
      throw new Error(
        `deploy/nginx.conf proxies to ${match[2]}:${match[3]}, the image's app listens on ${facts.imagePort}`,
      );
  }
  if ([...source.matchAll(LISTEN)].length !== 1)
    throw new Error("deploy/nginx.conf should have one `listen 80;` (compose publishes the proxy's port 80)");
  let index = 0;
  return source
    .replace(DOCKER_RESOLVER, '')
    .replace(UPSTREAM_SERVER, (_line, indent: string, _name, _port, parameters: string) => {
      const kept = parameters.split(/\s+/).filter((parameter) => parameter !== '' && parameter !== 'resolve');
      return `${indent}server ${[appAddresses[index++], ...kept].join(' ')};`;
    })
    .replace(LISTEN, (_line, indent: string) => `${indent}listen 127.0.0.1:${listenPort};`);
}

/**
 * The nginx image's /etc/nginx/nginx.conf (which includes the site as conf.d/default.conf), in the
 * foreground, with its paths in `folder` and an access log that names each request's upstream
 * attempts (address, status, bytes of the request sent) and the X-Test-Request header a test sends.
 */
function mainConfig(folder: string, site: string): string {
  return `daemon off;
worker_processes auto;
pid ${folder}/nginx.pid;
error_log stderr warn;
events {
    worker_connections 1024;
}
http {
    default_type application/octet-stream;
    log_format attempts '$http_x_test_request $status $request_method "$upstream_addr" "$upstream_status" "$upstream_bytes_sent"';
    access_log ${folder}/access.log attempts;
    client_body_temp_path ${folder}/client_body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
    sendfile on;
    keepalive_timeout 65;
    include ${site};
}
`;
}

/** One line of the access log. */
export interface ProxyLogLine {
  /** The X-Test-Request header, if the request had one. */
  testRequest: string | null;
  status: number;
  method: string;
  /** Each upstream tried, in order (`host:port`). */
  upstreams: string[];
  /** The status each upstream answered (502 for a connection that failed). */
  upstreamStatuses: string[];
  /** Bytes of the request sent to each upstream: 0 when it refused the connection. */
  upstreamBytesSent: number[];
}

export interface NginxProxy {
  url: string;
  /** nginx's own output (errors and warnings). */
  output(): string;
  accessLog(): Promise<ProxyLogLine[]>;
  stop(): Promise<void>;
}

const LOG_LINE = /^(\S+) (\d+) (\S+) "([^"]*)" "([^"]*)" "([^"]*)"$/;
const listOf = (text: string) => (text === '-' ? [] : text.split(/\s*[,:]\s+/));

function parseLogLine(line: string): ProxyLogLine {
  const match = LOG_LINE.exec(line);
  if (!match) throw new Error(`unexpected access log line: ${line}`);
  return {
    testRequest: match[1] === '-' ? null : match[1]!,
    status: Number(match[2]),
    method: match[3]!,
    upstreams: listOf(match[4]!),
    upstreamStatuses: listOf(match[5]!),
    upstreamBytesSent: listOf(match[6]!).map(Number),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(program: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(program, args, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** Waits until `url` answers GET /healthz with 200 (the app processes behind it answer). */
async function untilHealthy(url: string, nginx: ChildProcess, output: () => string): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${output()}`);
    const status = await fetch(`${url}/healthz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await pause(100);
  }
  throw new Error(`nginx at ${url} did not answer /healthz with 200 within 15 s: ${output()}`);
}

/** Writes the configuration for a free port, checks it, starts nginx and waits until it answers. */
async function launch(nginx: string, folder: string, appAddresses: readonly string[]): Promise<NginxProxy> {
  const [source, facts] = await Promise.all([readFile(NGINX_SITE, 'utf8'), readDeploymentFacts()]);
  const port = await freePort();
  const site = path.join(folder, 'default.conf');
  await writeFile(site, siteForThisMachine(source, appAddresses, port, facts));
  const config = path.join(folder, 'nginx.conf');
  await writeFile(config, mainConfig(folder, site));
  const args = ['-c', config, '-p', folder, '-e', 'stderr'];
  const checked = await run(nginx, ['-t', ...args]);
  if (checked.code !== 0) throw new Error(`nginx -t refused deploy/nginx.conf:\n${checked.output}`);

  const child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await untilHealthy(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    output: () => output,
    accessLog: async () =>
      (await readFile(path.join(folder, 'access.log'), 'utf8'))
        .split('\n')
        .filter((line) => line !== '')
        .map(parseLogLine),
    stop,
  };
}

/**
 * Starts nginx (the program `nginx`) in the foreground with deploy/nginx.conf proxying to
 * `appAddresses`; resolves once /healthz answers through it. The configuration is checked first
 * (`nginx -t`), so a broken deploy/nginx.conf fails with nginx's own message.
 */
export async function startNginxProxy(nginx: string, appAddresses: readonly string[]): Promise<NginxProxy> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'parcel-nginx-'));
  // nginx's workers run as `nobody` when it is started by root: they must reach the temporary paths.
  await chmod(folder, 0o755);
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  for (let attempt = 1; ; attempt++) {
    try {
      const proxy = await launch(nginx, folder, appAddresses);
      return { ...proxy, stop: () => proxy.stop().then(removeFolder) };
    } catch (error) {
      // Another program may take the free port before nginx binds it: then try another port.
      const portTaken = error instanceof Error && error.message.includes('Address already in use');
      if (!portTaken || attempt === 3) {
        await removeFolder();
        throw error;
      }
    }
  }
}
