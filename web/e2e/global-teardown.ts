import dbGlobalTeardown from '../../db/src/testing/global-teardown';

/** Drops the test databases and stops the embedded server, if the setup started one. */
export default async function globalTeardown(): Promise<void> {
  await dbGlobalTeardown();
}
