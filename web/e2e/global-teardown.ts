import dbGlobalTeardown from '../../db/src/testing/global-teardown';
import { stopSharedBrowser } from './shared-browser';

/**
 * Stops the run's chromium, drops the test databases and stops the embedded server, if the setup
 * started one.
 */
export default async function globalTeardown(): Promise<void> {
  await stopSharedBrowser();
  await dbGlobalTeardown();
}
