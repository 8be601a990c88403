import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Headless Debian chromium through playwright-core (flags from /work/shared/STACK.md). */
const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Through which the global setup tells the test files where the run's browser listens. */
const BROWSER_ENDPOINT_ENV = 'PARCEL_E2E_BROWSER_ENDPOINT';
const SERVER_KEY = Symbol.for('parcel.e2eBrowserServer');
type GlobalWithServer = typeof globalThis & { [SERVER_KEY]?: BrowserServer };

/**
 * Global setup: one chromium for the whole run, which every test file connects to (starting and
 * stopping one per file took seconds of each file on a busy machine). Each test still gets its own
 * browser context, so nothing is shared between tests but the process.
 */
export async function startSharedBrowser(): Promise<void> {
  const globals = globalThis as GlobalWithServer;
  if (globals[SERVER_KEY]) return;
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  globals[SERVER_KEY] = server;
  process.env[BROWSER_ENDPOINT_ENV] = server.wsEndpoint();
}

/** Global teardown. */
export async function stopSharedBrowser(): Promise<void> {
  const globals = globalThis as GlobalWithServer;
  const server = globals[SERVER_KEY];
  delete globals[SERVER_KEY];
  await server?.close();
}

/** A connection to the run's browser; closing it closes the contexts opened through it. */
export function openBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  if (!endpoint)
    throw new Error('no shared chromium: the e2e global setup starts it (web/e2e/jest.config.cjs)');
  return chromium.connect(endpoint);
}
