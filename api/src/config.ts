import path from 'node:path';
import { type DatabaseTimeouts, repoRoot } from '@parcel/db';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '@parcel/shared/audit/audit-fields';
import addressparser from 'nodemailer/lib/addressparser';
import {
  DEFAULT_STATEMENT_QUEUE_SETTINGS,
  type StatementQueueSettings,
} from './modules/statement-mail/statement-queue';

/**
 * Who may read the GraphQL schema: everyone (development), signed-in users of the workbench roles
 * only (`WORKBENCH_ROLES`, the analysts who write their own queries; production's default), or nobody.
 */
export const INTROSPECTION_MODES = ['everyone', 'analysts', 'off'] as const;
export type IntrospectionMode = (typeof INTROSPECTION_MODES)[number];

/** Express's `trust proxy` setting: true, a hop count, or a list of addresses and subnets. */
export type TrustProxy = boolean | number | string;

/** Settings of the HTTP layer that tests may vary. */
export interface HttpSettings {
  trustProxy: TrustProxy;
  introspection: IntrospectionMode;
}

export const DEFAULT_HTTP_SETTINGS: HttpSettings = { trustProxy: false, introspection: 'analysts' };

/** Server settings read once from the environment; README's settings table lists them. */
export interface ServerConfig {
  port: number;
  /** The interface to listen on: loopback unless HOST says otherwise. */
  host: string;
  /** development serves the web app through Vite's dev middleware; production serves web/dist. */
  mode: 'development' | 'production' | 'test';
  http: HttpSettings;
  jwtSecret: string | undefined;
  printProgramUrl: string | null;
  /**
   * The app's address as the public sees it (PUBLIC_URL), for links that leave it: the QR code of
   * every label (`<publicUrl>/track/<waybillNo>`), delivery notifications. null: each request's own origin.
   */
  publicUrl: string | null;
  printUrlTemplate: string;
  mail: MailSettings;
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before they are cut (ms). */
  shutdownGraceMs: number;
  /** The bearer token that opens GET /metrics; null (METRICS_TOKEN unset): /metrics is not served. */
  metricsToken: string | null;
  /** How long a statement of request work may wait for a lock, and run (ms; 0: no limit). */
  databaseTimeouts: DatabaseTimeouts;
  /** How long one statement of an analyst's read may run (ms); 0: databaseTimeouts' limit. */
  analystStatementTimeoutMs: number;
  /** Days of change history (audit_log) kept; older rows are purged nightly. 0: kept for ever. */
  auditRetentionDays: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const mode = env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production';
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    mode,
    http: {
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      introspection: parseIntrospection(env.GRAPHQL_INTROSPECTION, mode),
    },
    jwtSecret: env.JWT_SECRET || undefined,
    printProgramUrl: env.PRINT_PROGRAM_URL || null,
    publicUrl: readPublicUrl(env),
    printUrlTemplate: readPrintUrlTemplate(env),
    mail: readMailSettings(env),
    shutdownGraceMs: readShutdownGraceSeconds(env) * 1000,
    metricsToken: readMetricsToken(env),
    databaseTimeouts: readDatabaseTimeouts(env),
    analystStatementTimeoutMs: readAnalystStatementTimeoutMs(env),
    auditRetentionDays: readAuditRetentionDays(env),
  };
}

/**
 * AUDIT_RETENTION_DAYS: whole days of change history to keep, up to 36500; 0 keeps it for ever (no
 * purge). Default DEFAULT_AUDIT_RETENTION_DAYS (730: two years, beyond a tax year's questions).
 */
export function readAuditRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.AUDIT_RETENTION_DAYS?.trim();
  if (!text) return DEFAULT_AUDIT_RETENTION_DAYS;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days > 36_500)
    throw new Error(
      `AUDIT_RETENTION_DAYS must be a whole number of days from 0 (keep for ever) to 36500, got ${text}`,
    );
  return days;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  lockTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
};

/**
 * DATABASE_LOCK_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL's lock_timeout and
 * statement_timeout on the app's request connections (migrations, the seeder and the audit purge
 * run without), whole milliseconds up to an hour; 0 sets none. Defaults 5000 and 30000: a save
 * holds its rows for well under a second, and the slowest request work measured (an import's
 * commit, a day's statistics refresh) takes a few seconds at 2,000,000 transports
 * (docs/performance.md). A lock timeout at or above the statement timeout could never fire, so it
 * is refused.
 */
export function readDatabaseTimeouts(env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  const lockTimeoutMs = readMilliseconds(
    env,
    'DATABASE_LOCK_TIMEOUT_MS',
    DEFAULT_DATABASE_TIMEOUTS.lockTimeoutMs,
  );
  const statementTimeoutMs = readMilliseconds(
    env,
    'DATABASE_STATEMENT_TIMEOUT_MS',
    DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs,
  );
  if (lockTimeoutMs > 0 && statementTimeoutMs > 0 && lockTimeoutMs >= statementTimeoutMs)
    throw new Error(
      `DATABASE_LOCK_TIMEOUT_MS (${lockTimeoutMs}) must be below DATABASE_STATEMENT_TIMEOUT_MS (${statementTimeoutMs}), or either 0`,
    );
  return { lockTimeoutMs, statementTimeoutMs };
}

export const DEFAULT_ANALYST_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * ANALYST_STATEMENT_TIMEOUT_MS: the statement_timeout of analysts' GraphQL queries and of every
 * export (common/analyst-reads.ts), whole milliseconds up to an hour, in place of
 * DATABASE_STATEMENT_TIMEOUT_MS (either may be the longer); 0 sets none of its own, so that one
 * applies. Default 15000: a month's aggregate takes well under a second, so 15 s only stops what
 * would hold the database.
 */
export function readAnalystStatementTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return readMilliseconds(env, 'ANALYST_STATEMENT_TIMEOUT_MS', DEFAULT_ANALYST_STATEMENT_TIMEOUT_MS);
}

/** A setting of whole milliseconds from 0 to an hour; `fallback` when unset or blank. */
function readMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const milliseconds = Number(text);
  if (!/^\d+$/.test(text) || milliseconds > 3_600_000)
    throw new Error(
      `${name} must be a whole number of milliseconds from 0 to 3600000 (an hour), got ${text}`,
    );
  return milliseconds;
}

export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 20;

/**
 * SHUTDOWN_GRACE_SECONDS: whole seconds from 0 to 3600, default 20: within Kubernetes' 30 s before
 * it kills (Docker waits only 10 s by default, so compose.yaml sets stop_grace_period: 30s).
 */
export function readShutdownGraceSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.SHUTDOWN_GRACE_SECONDS?.trim();
  if (!text) return DEFAULT_SHUTDOWN_GRACE_SECONDS;
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || seconds > 3600)
    throw new Error(`SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600, got ${text}`);
  return seconds;
}

/** Shortest METRICS_TOKEN accepted: a guessable token would open the metrics to anyone. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/**
 * METRICS_TOKEN: the bearer token a Prometheus scraper sends to GET /metrics. Unset: /metrics
 * answers 404, so the metrics are closed to the public by default.
 */
export function readMetricsToken(env: NodeJS.ProcessEnv = process.env): string | null {
  const text = env.METRICS_TOKEN?.trim() ?? '';
  if (text === '') return null;
  if (text.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(text))
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`,
    );
  return text;
}

export const DEFAULT_PRINT_URL_TEMPLATE = 'parcelprint://print?waybillId={id}&ticket={ticket}';

/**
 * The print program's address with `{id}` and `{ticket}` to fill in: PRINT_URL_TEMPLATE, or the
 * default `parcelprint://print?waybillId={id}&ticket={ticket}`. A template without `{ticket}` could
 * never hand the ticket over, and one the Content-Security-Policy cannot admit alone
 * (printProgramFrameSource) would be blocked at every print: both are refused at start-up rather
 * than at the first print.
 */
export function readPrintUrlTemplate(env: NodeJS.ProcessEnv = process.env): string {
  const template = env.PRINT_URL_TEMPLATE?.trim() || DEFAULT_PRINT_URL_TEMPLATE;
  if (!template.includes('{ticket}')) throw new Error('PRINT_URL_TEMPLATE must contain {ticket}');
  printProgramFrameSource(template);
  return template;
}

/**
 * Schemes the browser handles itself (content, script, local files, web protocols besides http(s)):
 * admitting one to frame-src would let any frame of that kind in, and opening it would hand nothing
 * to a program.
 */
const BROWSER_SCHEMES = new Set([
  'about:',
  'blob:',
  'data:',
  'file:',
  'filesystem:',
  'ftp:',
  'javascript:',
  'ws:',
  'wss:',
]);

/**
 * The one Content-Security-Policy source the web app's hidden print frame needs besides the app's own
 * origin (frame-src, common/security-headers.ts): a custom scheme's name (`parcelprint:`), or for a
 * print program listening over http(s) its origin (`http://127.0.0.1:9100`), never a whole web scheme.
 * Throws for a template that is no absolute address, is on a scheme the browser opens itself, or
 * has a placeholder before its path (its origin would change with each print).
 */
export function printProgramFrameSource(template: string): string {
  let address: URL;
  try {
    address = new URL(template);
  } catch {
    throw new Error(`PRINT_URL_TEMPLATE must be an absolute address, got ${template}`);
  }
  if (BROWSER_SCHEMES.has(address.protocol))
    throw new Error(
      `PRINT_URL_TEMPLATE must be the print program's scheme or address, not ${address.protocol}`,
    );
  if (address.protocol !== 'http:' && address.protocol !== 'https:') return address.protocol;
  if (address.origin.includes('{'))
    throw new Error(`PRINT_URL_TEMPLATE's origin must be fixed (no {id} or {ticket} before the path)`);
  return address.origin;
}

/** Where statement mails go and whom they come from (SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR). */
export interface MailSettings {
  /** The mail server, `smtp://user:password@host:587` or `smtps://…:465`; null: the outbox folder. */
  smtpUrl: string | null;
  /** The sender of every mail: one address, with or without a display name. */
  from: string;
  /** Without SMTP_URL, each mail is written here as `<time>-<row>.eml` (an absolute path). */
  outboxDir: string;
  /** How the statement-mail queue sends (MAIL_SEND_CONCURRENCY, MAIL_SEND_ATTEMPTS, …). */
  queue: StatementQueueSettings;
}

export const DEFAULT_MAIL_FROM = '택배관리시스템 <no-reply@localhost>';
/** The outbox beside .data/, under the repository (git-ignored): `npm start` runs in api/. */
export const DEFAULT_OUTBOX_DIR = path.join(repoRoot, 'var', 'outbox');

/**
 * SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR, refused at start-up when unusable, so a typo shows
 * before the first statement is sent. SMTP_URL's password never appears in an error; a relative
 * MAIL_OUTBOX_DIR is taken from the repository root, as the default is.
 */
export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    from: parseMailFrom(env.MAIL_FROM),
    outboxDir: path.resolve(repoRoot, env.MAIL_OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR),
    queue: {
      concurrency: wholeNumberSetting(
        env,
        'MAIL_SEND_CONCURRENCY',
        DEFAULT_STATEMENT_QUEUE_SETTINGS.concurrency,
        0,
        20,
      ),
      attempts: wholeNumberSetting(
        env,
        'MAIL_SEND_ATTEMPTS',
        DEFAULT_STATEMENT_QUEUE_SETTINGS.attempts,
        1,
        10,
      ),
      retryDelaySeconds: wholeNumberSetting(
        env,
        'MAIL_RETRY_DELAY_SECONDS',
        DEFAULT_STATEMENT_QUEUE_SETTINGS.retryDelaySeconds,
        1,
        3600,
      ),
      monitorSeconds: wholeNumberSetting(
        env,
        'MAIL_QUEUE_MONITOR_SECONDS',
        DEFAULT_STATEMENT_QUEUE_SETTINGS.monitorSeconds,
        1,
        300,
      ),
    },
  };
}

/** A whole-number setting from `min` to `max`; unset: `fallback`. */
function wholeNumberSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${text}`);
  return value;
}

function parseSmtpUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const refuse = (shown: string): never => {
    throw new Error(
      `SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465, got ${shown}`,
    );
  };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('a value that is no URL');
  }
  // Only the scheme of a foreign URL: in `user:secret@host` the "scheme" is the user name.
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return refuse(`a ${url.protocol} URL`);
  if (url.hostname === '') return refuse('a URL without a host name');
  return text;
}

function parseMailFrom(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_MAIL_FROM;
  const addresses = addressparser(text, { flatten: true });
  const [first] = addresses;
  if (addresses.length !== 1 || !first?.address || !/^[^\s@]+@[^\s@]+$/.test(first.address)) {
    throw new Error(
      `MAIL_FROM must be one address such as "택배관리시스템 <no-reply@example.com>", got ${text}`,
    );
  }
  return text;
}

/**
 * TRUST_PROXY as Express documents `trust proxy`: `true`/`false`, a number of proxy hops in front
 * of the app, or a comma-separated list of addresses, subnets and the names loopback, linklocal and
 * uniquelocal. Unset: trust none, so X-Forwarded-For cannot fake a caller's address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function parseIntrospection(value: string | undefined, mode: ServerConfig['mode']): IntrospectionMode {
  const text = value?.trim();
  if (!text) return mode === 'development' ? 'everyone' : DEFAULT_HTTP_SETTINGS.introspection;
  if (!INTROSPECTION_MODES.includes(text as IntrospectionMode))
    throw new Error(`GRAPHQL_INTROSPECTION must be one of ${INTROSPECTION_MODES.join(', ')}, got ${text}`);
  return text as IntrospectionMode;
}

/** True for addresses that only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** PUBLIC_URL: an http(s) address without query or fragment, its trailing slash dropped; unset → null. */
export function readPublicUrl(env: NodeJS.ProcessEnv): string | null {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address, got ${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username)
    throw new Error(`PUBLIC_URL must be an http(s) address without query, fragment or user, got ${value}`);
  return value.replace(/\/+$/, '');
}
