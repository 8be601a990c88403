import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import { createApp, type RunningApp } from '../src/app';
import { AccessTokens } from '../src/common/access-token';
import { LoginThrottle } from '../src/common/login-throttle';
import type { AppDependencies } from '../src/context';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

export interface TestServer {
  url: string;
  db: TestDatabase;
  deps: AppDependencies;
  close(): Promise<void>;
}

/** The real app on a fresh database copy, listening on a free port. */
export async function startTestServer(options: { loginThrottle?: LoginThrottle } = {}): Promise<TestServer> {
  const db = await createTestDatabase();
  const deps: AppDependencies = {
    orm: db.orm,
    appInfo: { productName: '택배관리시스템', version: '9.9.9', demoData: false, printProgramUrl: null },
    tokens: new AccessTokens(TEST_JWT_SECRET),
    loginThrottle: options.loginThrottle ?? new LoginThrottle(),
  };
  const running: RunningApp = await createApp(deps, 'test');
  const server: Server = running.app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    deps,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await running.stop();
      await db.destroy();
    },
  };
}
