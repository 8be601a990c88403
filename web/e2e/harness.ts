import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createTestDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { createApp, type RunningApp } from '../../api/src/app';
import { createLogger } from '../../api/src/common/logger';
import { E2E_WEB_DIST } from './build-folder';
import { openBrowser } from './shared-browser';
import { type AppDependencies, createAppDependencies } from '../../api/src/context';
import { testOutboxMailer } from '../../api/test/test-server';
import type { LoginAnswer } from '../src/lib/auth-api';
import { initialAuthState, signedInUserOf, signInSucceeded } from '../src/app/session/session-state';
import { ACCESS_TOKEN_KEY, PERSIST_KEY, persistedAuthValue } from '../src/app/session/session-storage';

export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256!';
/** The demo sign-in the seed creates (db/src/seed/demo-members.ts). */
export const DEMO_ADMIN = { userId: 'admin', password: 'admin1234', name: '관리자' } as const;
export const LANDING_PATH = '/transport/check';
/** Longest wait of one Playwright action or wait: well inside jest's 60 s test time-out. */
const ACTION_TIMEOUT_MS = 15_000;
/**
 * Time-out of each test and hook. Also the config's testTimeout, but jest reads that one only from
 * the root config when several projects run, so it is passed explicitly too.
 */
export const E2E_TEST_TIMEOUT_MS = 60_000;
export const SCREENSHOT_DIR = path.join(os.tmpdir(), 'parcel-e2e-screenshots');

export interface E2eServer {
  /** http://127.0.0.1:<port> */
  url: string;
  deps: AppDependencies;
  db: TestDatabase;
  close(): Promise<void>;
}

/** What a test file may set on its server. */
export interface E2eServerOptions {
  /** PRINT_URL_TEMPLATE: the print program's address (the parcelprint: default unless given). */
  printUrlTemplate?: string;
}

/**
 * The real app in production mode (serving the tests' own build) on a fresh copy of the demo-data
 * template (global-setup.ts), listening on a free port of 127.0.0.1.
 */
export async function startE2eServer({ printUrlTemplate }: E2eServerOptions = {}): Promise<E2eServer> {
  if (!existsSync(path.join(E2E_WEB_DIST, 'index.html'))) {
    throw new Error(
      `${E2E_WEB_DIST}/index.html is missing: the e2e global setup builds it (unset E2E_SKIP_BUILD)`,
    );
  }
  const db = await createTestDatabase({ demo: true });
  let running: RunningApp | null = null;
  try {
    const deps = createAppDependencies(db.orm, {
      appInfo: { productName: '택배관리시스템', demoData: true, printProgramUrl: null },
      jwtSecret: E2E_JWT_SECRET,
      logger: createLogger({ level: 'silent' }),
      mailer: testOutboxMailer(),
      printUrlTemplate,
    });
    running = await createApp(deps, 'production', { webDist: E2E_WEB_DIST });
    const app = running;
    const server: Server = app.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      deps,
      db,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await app.stop();
        await db.destroy();
      },
    };
  } catch (error) {
    await running?.stop();
    await db.destroy();
    throw error;
  }
}

/**
 * A fresh, isolated browser context (own cookies and session storage) as a Korean user in Seoul.
 * By default the user's system asks for less motion, as the app honours (app/theme.ts): no
 * transitions to wait for, and chromium paints a frame per interaction instead of an animation's
 * worth (chromium took 13% less CPU over the company tests). `motion: 'no-preference'` for the
 * tests that keep the animated path covered.
 */
export function newContext(
  browser: Browser,
  baseURL: string,
  motion: Motion = 'reduce',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1440, height: 900 },
    reducedMotion: motion,
  });
}

type Motion = 'reduce' | 'no-preference';

export interface E2eSuite {
  readonly server: E2eServer;
  readonly browser: Browser;
}

/**
 * One server per test file (or per describe block that calls it) and a connection to the run's
 * browser, opened in beforeAll and closed in afterAll.
 */
export function useE2eSuite(serverOptions: E2eServerOptions = {}): E2eSuite {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(serverOptions), openBrowser()]);
  }, E2E_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
  }, E2E_TEST_TIMEOUT_MS);
  return {
    get server() {
      if (!server) throw new Error('the e2e server is not running (beforeAll failed)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running (beforeAll failed)');
      return browser;
    },
  };
}

/**
 * A jest test with its own browser context and page. On failure a full-page screenshot is saved
 * under SCREENSHOT_DIR and its path, with any uncaught page errors, is added to the error message.
 */
export function e2eTest(
  suite: E2eSuite,
  name: string,
  body: (page: Page) => Promise<void>,
  {
    timeoutMs = E2E_TEST_TIMEOUT_MS,
    motion,
  }: {
    /** A flow of many screens' steps may take longer on a loaded machine. */
    timeoutMs?: number;
    /** The system's motion preference (see newContext). */
    motion?: Motion;
  } = {},
): void {
  test(
    name,
    async () => {
      const context = await newContext(suite.browser, suite.server.url, motion);
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await body(page);
      } catch (error) {
        const screenshot = await saveScreenshot(page, name);
        if (error instanceof Error) {
          let note = `\n\nscreenshot: ${screenshot}\nurl: ${page.url()}`;
          if (pageErrors.length > 0) note += `\npage errors:\n${pageErrors.join('\n')}`;
          // Jest prints the stack, whose first lines are the message as it was when thrown.
          if (error.stack?.includes(error.message))
            error.stack = error.stack.replace(error.message, error.message + note);
          error.message += note;
        }
        throw error;
      } finally {
        await context.close();
      }
    },
    timeoutMs,
  );
}

async function saveScreenshot(page: Page, testName: string): Promise<string> {
  const file = path.basename(expect.getState().testPath ?? 'e2e', '.e2e.test.ts');
  const slug = `${file}--${testName}`.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 120);
  const target = path.join(SCREENSHOT_DIR, `${slug}.png`);
  try {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: target, fullPage: true, timeout: 5_000 });
    return target;
  } catch (error) {
    return `(not saved: ${error instanceof Error ? error.message : String(error)})`;
  }
}

// ---- what a user does and sees ----

/**
 * Opens /login and waits until the form shows the demo account: the server runs on demo data, and
 * typing before that prefill lands could be mixed with it.
 */
export async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/login');
  await waitForInputValue(page.getByRole('textbox', { name: '아이디' }), DEMO_ADMIN.userId);
}

/**
 * Signs in through the login form, as a person does, and waits for the landing page. For the tests
 * about signing in; the others use signIn.
 */
export async function signInThroughLoginPage(
  page: Page,
  userId: string = DEMO_ADMIN.userId,
  password: string = DEMO_ADMIN.password,
) {
  await openLoginPage(page);
  await page.getByRole('textbox', { name: '아이디' }).fill(userId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(`**${LANDING_PATH}`);
}

/**
 * Signs in without the login page and opens `path` (the landing page by default): the sign-in call
 * through the page's browser context (which keeps the refresh and XSRF cookies), and the session
 * stored as the web app stores it (app/session/session-storage.ts) before the app's first script
 * runs. A test of another screen opens it here, not after the landing page: loading the app twice
 * cost a browser test 1.5 s.
 */
export async function signIn(
  page: Page,
  {
    userId = DEMO_ADMIN.userId,
    password = DEMO_ADMIN.password,
    path = LANDING_PATH,
  }: { userId?: string; password?: string; path?: string } = {},
) {
  const answer = await page.request.post('/auth/login', { data: { userId, userPw: password } });
  if (!answer.ok()) throw new Error(`signing in ${userId} failed: ${answer.status()} ${await answer.text()}`);
  const login = (await answer.json()) as LoginAnswer;
  const session = {
    [ACCESS_TOKEN_KEY]: login.accessToken,
    [PERSIST_KEY]: persistedAuthValue(signInSucceeded(initialAuthState, signedInUserOf(login, userId))),
  };
  // Init scripts run on every document the page loads: this one stores the session on the first
  // of the app's origin only (its marker says it did), so a sign-out or a token change sticks.
  await page.addInitScript(
    ({ origin, marker, entries }) => {
      if (location.origin !== origin || sessionStorage.getItem(marker) !== null) return;
      sessionStorage.setItem(marker, 'stored');
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    },
    { origin: new URL(answer.url()).origin, marker: `e2e-session-${randomUUID()}`, entries: session },
  );
  await page.goto(path);
}

/**
 * The notistack toasts on screen, in the focusable region 알림 (F8). includeHidden: while a dialog
 * is open, MUI marks the app root, which holds that region, aria-hidden, so toasts over a dialog are
 * visible but not in the accessibility tree (members.e2e.test.ts has a test for exactly that).
 */
export function toasts(page: Page): Locator {
  return page
    .getByRole('region', { name: '알림 (F8)', includeHidden: true })
    .getByRole('alert', { includeHidden: true });
}

/** The toasts assistive technology is told about (the accessibility tree only). */
export function announcedToasts(page: Page): Locator {
  return page.getByRole('region', { name: '알림 (F8)' }).getByRole('alert');
}

/** Marks a toast one `waitForToast` has already answered for. */
const SEEN_TOAST = 'data-e2e-seen';

/**
 * Waits until a new toast shows exactly this message (its body line, below the title). Each call
 * takes one toast and marks it seen: a second save with the same message waits for its own toast,
 * not the first one still sliding out beside it.
 */
export async function waitForToast(page: Page, message: string): Promise<void> {
  const toast = toasts(page)
    .and(page.locator(`:not([${SEEN_TOAST}])`))
    .filter({ has: page.getByText(message, { exact: true }) })
    .first();
  await toast.waitFor();
  // A toast gone by now (replaced or timed out) needs no mark.
  await toast
    .evaluate((element, mark) => element.setAttribute(mark, ''), SEEN_TOAST, { timeout: 1000 })
    .catch(() => {});
}

/** The list card (a section named by its title) holding a DataGrid. */
export function listCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

/**
 * Waits until the grid's aria-rowcount (header row plus data rows; DataGrid renders only the
 * visible rows, so this is the reliable count) satisfies the bound, and returns it.
 */
export async function waitForRowCount(
  grid: Locator,
  bound: { atLeast: number } | { exactly: number },
): Promise<number> {
  const element = await grid.elementHandle();
  if (!element) throw new Error('grid not found');
  await grid.page().waitForFunction(
    ({ el, atLeast, exactly }) => {
      const count = Number(el.getAttribute('aria-rowcount'));
      return exactly === null ? count >= atLeast : count === exactly;
    },
    {
      el: element,
      atLeast: 'atLeast' in bound ? bound.atLeast : 0,
      exactly: 'exactly' in bound ? bound.exactly : null,
    },
  );
  return Number(await grid.getAttribute('aria-rowcount'));
}

/**
 * Signs in straight at a screen and waits for its title (the menu's label): for files of many tests
 * of one screen. The menu's links are the sign-in tests' and those of the screens opened with
 * openFromMenu.
 */
export async function signInAt(page: Page, label: string, path: string): Promise<void> {
  await signIn(page, { path });
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** Opens a screen from the sidebar, as a person would, and waits for its title (the menu's label). */
export async function openFromMenu(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: label }).click();
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}

/** Whether this element has the keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has the focus (for reaching a screen's control past the menu). */
export async function tabUntil(
  page: Page,
  target: Locator,
  limit = 80,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target.toString()} was not reached with Tab`);
}

/**
 * The texts of a grid row's cells, read once the row has them: a grid may render a row again while
 * its query answers (the cache's page, then the server's), and a read in between finds no cells.
 */
export async function rowCellTexts(row: Locator): Promise<string[]> {
  await row.waitFor();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const cells = await row.locator('[role="gridcell"]').allInnerTexts();
    if (cells.length > 0) return cells;
    await row.page().waitForTimeout(100);
  }
  throw new Error(`${row.toString()} has no cells`);
}

/**
 * Waits until an input (or textarea) holds exactly this value. The locator is asked again each time
 * (an element handle would go stale when React replaces the input), and a timeout says what it held.
 */
export async function waitForInputValue(input: Locator, value: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let held: string | null = null;
  while (Date.now() < deadline) {
    held = await input.inputValue({ timeout: 1_000 }).catch(() => held);
    if (held === value) return;
    await input.page().waitForTimeout(100);
  }
  throw new Error(`${input.toString()} holds ${JSON.stringify(held)}, not ${JSON.stringify(value)}`);
}

/**
 * A download's bytes, streamed from the browser: download.path() has no file to give when the
 * browser is the run's shared one, connected to rather than launched.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The access token the web app keeps in session storage. */
export function readAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('accessToken'));
}

// ---- accessibility ----

/** One axe-core rule broken on the page: where (CSS selectors of at most five nodes) and why. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
  /** axe's explanation for the first node (e.g. the colours and the contrast it measured). */
  firstFailure: string;
}

/**
 * Runs axe-core (every rule of its default set: WCAG 2.x A and AA plus best practices) over the
 * page, or over the elements `include` selects, and answers the serious and critical violations,
 * so a test can `expect(await seriousAxeViolations(page)).toEqual([])` and read what broke.
 */
export async function seriousAxeViolations(
  page: Page,
  { include, exclude = [] }: { include?: string; exclude?: string[] } = {},
): Promise<AxeFinding[]> {
  // Colours read mid-transition (a dialog fading in, a button's ripple) are blends that fail
  // contrast checks the settled page passes: scan once every finite animation and transition has
  // ended (a spinner's endless one is left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge
  // results from cross-origin frames, which the app has none of, and that took most of a scan's
  // 3-7 s. Only violations are gathered node by node (passes and the rest are not read).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      firstFailure: violation.nodes[0]?.failureSummary ?? '',
    }));
}
