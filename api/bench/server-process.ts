import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@parcel/db';

const apiDir = path.join(__dirname, '..');
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  /** The process's id (its CPU time is read from /proc/<pid>/stat). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript entry point of the api workspace in its own process (`node -r
 * @swc-node/register`, like the other scripts) on a free port, and waits until `ready` has been
 * printed `readyCount` times (once per cluster worker).
 */
export async function startServerProcess(options: {
  script: string;
  args?: string[];
  env: Record<string, string>;
  ready: RegExp;
  readyCount?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', options.script, ...(options.args ?? [])],
    {
      cwd: apiDir,
      env: { ...process.env, ...options.env, PORT: String(port), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitUntilReady(child, options.ready, options.readyCount ?? 1, options.script);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopProcess(child) };
}

function waitUntilReady(child: ChildProcess, ready: RegExp, count: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} did not start in time`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output}`));
    };
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-4000);
      seen += text.split('\n').filter((line) => ready.test(line)).length;
      if (seen >= count) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`${name} exited (${code}) while starting`)));
  });
}

/** SIGTERM (the server closes its pool), SIGKILL when it takes more than a few seconds. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
