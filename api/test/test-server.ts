import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type DatabaseTimeouts, initOrm } from '@parcel/db';
import { createTestDatabase, type TestDatabase } from '@parcel/db/src/testing/test-database';
import { createApp, type RunningApp } from '../src/app';
import type { AnalystReadSettings } from '../src/common/analyst-reads';
import { createLogger } from '../src/common/logger';
import { readMailSettings } from '../src/config';
import { type AppDependencies, createAppDependencies } from '../src/context';
import { createMailer } from '../src/modules/statement-mail/mailer';
import type { StatementQueueSettings } from '../src/modules/statement-mail/statement-queue';
import type { MessageProvider } from '../src/modules/notification/message-provider';
import {
  type NotificationSettings,
  readNotificationSettings,
} from '../src/modules/notification/notification-settings';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';
/** A folder that does not exist: API tests serve no web app, whatever web/dist holds. */
const NO_WEB_APP = '/nonexistent/parcel-web-dist';

export interface TestServer {
  url: string;
  db: TestDatabase;
  deps: AppDependencies;
  close(): Promise<void>;
}

/** The dependencies a test may replace, and a web app to serve. */
export type TestServerOptions = Partial<
  Pick<AppDependencies, 'loginThrottle' | 'passwords' | 'logger' | 'http' | 'mailer' | 'printUrlTemplate'>
> & {
  /** Analysts' statement timeout and replica retry (common/analyst-reads.ts). */
  analystReads?: Partial<AnalystReadSettings>;
  /** How the statement-mail queue sends (the defaults unless told). */
  mailQueue?: StatementQueueSettings;
  /** Delivery notifications' settings (an outbox folder of the test's own unless told). */
  notificationSettings?: NotificationSettings;
  /** Where notifications go instead of the settings' provider. */
  messageProvider?: MessageProvider;
  /** The public address in messages' links. */
  publicUrl?: string;
  /** A built web app to serve (none by default). */
  webDist?: string;
  /** METRICS_TOKEN: opens GET /metrics (closed by default). */
  metricsToken?: string;
  /**
   * The database to serve: one on a server of the test's own (createClusterDatabase) for the
   * fault tests; by default a fresh copy of the template. close() destroys it either way.
   */
  database?: TestDatabase;
  /**
   * DATABASE_LOCK_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS: the app's requests then run on an
   * ORM of their own opened with them, as main.ts opens it (none by default; `db.orm` never has them).
   */
  databaseTimeouts?: DatabaseTimeouts;
};

/** Statement mails into a folder of the test's own under the system's temporary folder, not the repo's. */
export function testOutboxMailer() {
  const folder = path.join(os.tmpdir(), `parcel-outbox-${process.pid}-${Date.now().toString(36)}`);
  return createMailer(readMailSettings({ MAIL_OUTBOX_DIR: folder }));
}

/**
 * A logger that keeps only what the server logs as unexpected (a 500's cause, by request id), for
 * the fault tests to require none and, failing, to say why.
 */
export function unexpectedErrorLog(): { logger: AppDependencies['logger']; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger({
    level: 'error',
    destination: {
      write: (line: string) => {
        if (line.includes('unexpected error')) lines.push(line);
      },
    },
  });
  return { logger, lines };
}

/**
 * The real app on a fresh database copy, listening on a free port. Its log is silent unless a test
 * passes a logger to read it.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { webDist = NO_WEB_APP, metricsToken = null, databaseTimeouts, database, ...dependencies } = options;
  const db = database ?? (await createTestDatabase());
  const orm = databaseTimeouts ? await requestOrm(db.orm, databaseTimeouts) : db.orm;
  const deps = createAppDependencies(orm, {
    appInfo: { productName: '택배관리시스템', demoData: false, printProgramUrl: null },
    jwtSecret: TEST_JWT_SECRET,
    logger: createLogger({ level: 'silent' }),
    mailer: testOutboxMailer(),
    notificationSettings: readNotificationSettings({
      NOTIFY_OUTBOX_DIR: path.join(os.tmpdir(), `parcel-notify-${process.pid}-${Date.now().toString(36)}`),
    }),
    ...(databaseTimeouts && { databaseTimeouts }),
    ...dependencies,
  });
  const running: RunningApp = await createApp(deps, 'test', { webDist, metricsToken });
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
      if (orm !== db.orm) await orm.close(true);
      await db.destroy();
    },
  };
}

/** An ORM on the test database with the request timeouts, its pool and quiet logs as `testOrm`'s. */
function requestOrm(testOrm: MikroORM, requestTimeouts: DatabaseTimeouts): Promise<MikroORM> {
  const { config } = testOrm;
  return initOrm(
    config.get('clientUrl')!,
    {
      pool: config.get('pool'),
      logger: config.get('logger'),
      driverOptions: { log: config.get('driverOptions')?.log },
    },
    { requestTimeouts },
  );
}
