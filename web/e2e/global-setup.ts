import dbGlobalSetup, { createDemoTemplate } from '../../db/src/testing/global-setup';
import { ensureE2eBuild } from './build-folder';
import { startSharedBrowser } from './shared-browser';

/**
 * 300 transports over three months leave a few on today (a half working day whatever the weekday),
 * so the home grid of today's transports has rows.
 */
const DEMO_TRANSPORTS = 300;

/**
 * Once per run, side by side: the production build the tests serve (reused when its inputs have not
 * changed, as after CI's own build; E2E_SKIP_BUILD=1 reuses whatever is there), and the databases:
 * the db project's migrated template, then the demo-data template each test file copies; and the
 * chromium every test file connects to.
 */
export default async function globalSetup(): Promise<void> {
  const build = process.env.E2E_SKIP_BUILD === '1' ? Promise.resolve() : ensureE2eBuild();
  const databases = (async () => {
    await dbGlobalSetup();
    await createDemoTemplate(DEMO_TRANSPORTS);
  })();
  await Promise.all([build, databases, startSharedBrowser()]);
}
