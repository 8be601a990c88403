import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@parcel/db';

export interface ServerProcess {
  process: ChildProcess;
  output: () => string;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts api/src/main.ts as `npm run serve` does (production, port 0), on `databaseUrl`. */
export function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  args: readonly string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts', ...args], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATABASE_URL: databaseUrl, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { process: child, output: () => output, exited };
}

/** Waits (up to a minute) until the server's output matches `pattern`; returns the match. */
export async function waitForOutput(started: ServerProcess, pattern: RegExp): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const match = pattern.exec(started.output());
    if (match) return match[0];
    if (started.process.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${pattern}: ${started.output()}`);
}

/** The address the server (or, with --workers, each worker) announces. */
export const LISTENING = /http:\/\/127\.0\.0\.1:\d+/;

/**
 * Starts listening app processes on the test's database with an environment of the test's, each
 * killed (SIGKILL) when the file ends: the crash tests' workers.
 */
export function listeningProcesses(databaseUrl: () => string, env: () => Record<string, string>) {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const each of started) each.process.kill('SIGKILL');
    await Promise.all(started.map((each) => each.exited));
  });
  return async (): Promise<ServerProcess> => {
    const each = startServerProcess(databaseUrl(), env());
    started.push(each);
    await waitForOutput(each, LISTENING);
    return each;
  };
}
