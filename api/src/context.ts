import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { DatabaseTimeouts } from '@parcel/db';
import type { Request, Response } from 'express';
import type { Caller } from './common/access';
import {
  AnalystReads,
  type AnalystReadSettings,
  DEFAULT_ANALYST_READ_SETTINGS,
} from './common/analyst-reads';
import { AccessTokens, bearerToken } from './common/access-token';
import { createLogger, type Logger } from './common/logger';
import { retryReadOnce } from './common/read-retry';
import { PasswordHasher } from './common/passwords';
import { RequestTimeouts } from './common/request-timeouts';
import { StorageFull } from './common/storage-full';
import {
  type HttpSettings,
  DEFAULT_DATABASE_TIMEOUTS,
  DEFAULT_HTTP_SETTINGS,
  DEFAULT_PRINT_URL_TEMPLATE,
  readMailSettings,
} from './config';
import type { AppInfo } from './modules/app-info/app-info.types';
import { currentCaller } from './modules/auth/current-caller';
import { LoginThrottle } from './modules/auth/login-throttle';
import { createMailer, type Mailer } from './modules/statement-mail/mailer';
import { deliverStatementSend } from './modules/statement-mail/statement-delivery';
import {
  createStatementQueue,
  DEFAULT_STATEMENT_QUEUE_SETTINGS,
  type StatementQueue,
  type StatementQueueSettings,
} from './modules/statement-mail/statement-queue';
import { createNotifications, type Notifications } from './modules/notification/notifications';
import {
  type NotificationSettings,
  readNotificationSettings,
} from './modules/notification/notification-settings';
import type { MessageProvider } from './modules/notification/message-provider';

/** What lives as long as the server: shared by every request. */
export interface AppDependencies {
  orm: MikroORM;
  appInfo: AppInfo;
  tokens: AccessTokens;
  loginThrottle: LoginThrottle;
  passwords: PasswordHasher;
  logger: Logger;
  http: HttpSettings;
  /** The print program's address for a waybill print (PRINT_URL_TEMPLATE). */
  printUrlTemplate: string;
  /** Sends statement mails: SMTP_URL's server, or the outbox folder (made once at start-up). */
  mailer: Mailer;
  /** The statement-mail queue (pg-boss): sends are queued and worked through it. */
  statementQueue: StatementQueue;
  /** Delivery notifications (알림톡, 문자, the outbox): their dispatcher and queue (pg-boss). */
  notifications: Notifications;
  /** Analysts' reads and exports: their replica, their statement timeout (common/analyst-reads.ts). */
  analystReads: AnalystReads;
  /** The lock and statement timeouts of request work, and their answers (common/request-timeouts.ts). */
  requestTimeouts: RequestTimeouts;
  /** The answers to work PostgreSQL had no room for (common/storage-full.ts). */
  storageFull: StorageFull;
}

/** The server's dependencies; tests and the e2e harness pass their own logger or throttle policy. */
export function createAppDependencies(
  orm: MikroORM,
  options: Partial<
    Omit<
      AppDependencies,
      | 'orm'
      | 'tokens'
      | 'appInfo'
      | 'analystReads'
      | 'requestTimeouts'
      | 'storageFull'
      | 'statementQueue'
      | 'notifications'
    >
  > & {
    /** How the statement-mail queue sends (MailSettings.queue; the defaults unless told). */
    mailQueue?: StatementQueueSettings;
    /** Delivery notifications' settings (the outbox and default queue settings unless told). */
    notificationSettings?: NotificationSettings;
    /** Where notifications go instead of the settings' provider (tests' own). */
    messageProvider?: MessageProvider;
    /** The app's public address, for links in messages (PUBLIC_URL). */
    publicUrl?: string;
    appInfo: AppInfo;
    jwtSecret: string | undefined;
    analystReads?: Partial<AnalystReadSettings>;
    /** The timeouts `orm`'s connections were opened with (OrmSettings.requestTimeouts). */
    databaseTimeouts?: DatabaseTimeouts;
  },
): AppDependencies {
  const logger = options.logger ?? createLogger();
  const deps: AppDependencies = {
    orm,
    appInfo: options.appInfo,
    tokens: new AccessTokens(options.jwtSecret),
    loginThrottle: options.loginThrottle ?? new LoginThrottle(),
    passwords: options.passwords ?? new PasswordHasher(),
    logger,
    http: options.http ?? DEFAULT_HTTP_SETTINGS,
    printUrlTemplate: options.printUrlTemplate ?? DEFAULT_PRINT_URL_TEMPLATE,
    // Unless told: the default settings' outbox folder, never a mail server.
    mailer: options.mailer ?? createMailer(readMailSettings({})),
    analystReads: new AnalystReads(
      orm,
      { ...DEFAULT_ANALYST_READ_SETTINGS, ...options.analystReads },
      logger,
    ),
    requestTimeouts: new RequestTimeouts(options.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS),
    storageFull: new StorageFull(),
    statementQueue: createStatementQueue(
      orm.config.get('clientUrl')!,
      options.mailQueue ?? DEFAULT_STATEMENT_QUEUE_SETTINGS,
      logger,
      (statementSendId) => deliverStatementSend(deps, statementSendId),
    ),
    notifications: createNotifications({
      orm,
      // Unless told: the default settings' outbox folder, never a provider.
      settings: options.notificationSettings ?? readNotificationSettings({}),
      logger,
      publicUrl: options.publicUrl ?? 'http://localhost:4000',
      jwtSecret: options.jwtSecret,
      ...(options.messageProvider && { provider: options.messageProvider }),
    }),
  };
  return deps;
}

/** What every resolver, REST row and service call receives for one request. */
export interface RequestContext {
  /** A fork of the ORM's EntityManager for this request only (its own identity map). */
  em: EntityManager;
  /** The signed-in user as the database sees them now, or null (no, invalid or stale token). */
  caller: Caller | null;
  /** Quoted in masked error answers and in the server log, to find one from the other. */
  requestId: string;
  /** The request's logger (its lines carry the request id). */
  log: Logger;
  deps: AppDependencies;
  req: Request;
  res: Response;
}

/** The request id given by the request-id middleware (see app.ts). */
export function requestIdOf(res: Response): string {
  const id: unknown = res.locals.requestId;
  return typeof id === 'string' ? id : 'unknown';
}

export function assignRequestId(res: Response): string {
  const id = randomUUID().slice(0, 8);
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The request's logger: pino-http's child logger, or the server's when there is none. */
export function requestLog(deps: AppDependencies, req: Request): Logger {
  return (req as Request & { log?: Logger }).log ?? deps.logger;
}

/** Builds the context of one request: the same for GraphQL and the REST shim. */
export async function createRequestContext(
  deps: AppDependencies,
  req: Request,
  res: Response,
): Promise<RequestContext> {
  const em = deps.orm.em.fork() as EntityManager;
  const token = bearerToken(req.headers.authorization);
  const claims = token ? await deps.tokens.verify(token) : null;
  const log = requestLog(deps, req);
  return {
    em,
    // Every signed-in request's first statement: the one to meet a connection the server has ended.
    caller: claims ? await retryReadOnce(() => currentCaller(em, claims), log) : null,
    requestId: requestIdOf(res),
    log,
    deps,
    req,
    res,
  };
}
