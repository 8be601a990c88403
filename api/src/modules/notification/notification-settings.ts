// Delivery notifications' settings, read once from the environment (README's settings table): the
// SOLAPI keys (only ever from the environment, never logged), the outbox folder used without them,
// and how the notification queue sends.
import path from 'node:path';
import { repoRoot } from '@parcel/db';
import type { NotifiedEventCode } from '@parcel/db';
import type { JobQueueSettings } from '../../common/job-queue';

/** SOLAPI's account: the API key pair, the 발신번호, and for 알림톡 the 카카오 channel and its templates. */
export interface SolapiSettings {
  apiKey: string;
  apiSecret: string;
  /** 발신번호 (registered with SOLAPI), digits only. */
  sender: string;
  /** 알림톡: the 카카오 채널's pfId and the approved template of each step; null: 문자 only. */
  kakao: { pfId: string; templateIds: Record<NotifiedEventCode, string> } | null;
  /** The API's address: https://api.solapi.com unless SOLAPI_BASE_URL says otherwise (a test's fake). */
  baseUrl: string;
}

export interface NotificationSettings {
  /** null: no provider, each message is written to `outboxDir` as a JSON file. */
  solapi: SolapiSettings | null;
  outboxDir: string;
  queue: JobQueueSettings;
  /** How often (seconds) each process looks for new shipment steps to notify (NOTIFY_POLL_SECONDS). */
  pollSeconds: number;
}

export const DEFAULT_NOTIFICATION_QUEUE_SETTINGS: JobQueueSettings = {
  concurrency: 2,
  attempts: 5,
  retryDelaySeconds: 30,
  monitorSeconds: 10,
};
export const DEFAULT_NOTIFY_POLL_SECONDS = 5;
export const DEFAULT_NOTIFY_OUTBOX_DIR = path.join(repoRoot, 'var', 'notify-outbox');
export const SOLAPI_BASE_URL = 'https://api.solapi.com';

/** The template id variable of each step. */
export const SOLAPI_TEMPLATE_ENV: Record<NotifiedEventCode, string> = {
  RECEIVED: 'SOLAPI_TEMPLATE_RECEIVED',
  OUT_FOR_DELIVERY: 'SOLAPI_TEMPLATE_OUT_FOR_DELIVERY',
  DELIVERED: 'SOLAPI_TEMPLATE_DELIVERED',
};

const ACCOUNT_KEYS = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'] as const;
const KAKAO_KEYS = ['SOLAPI_PF_ID', ...Object.values(SOLAPI_TEMPLATE_ENV)] as const;

/** Names only: a key's value never appears in an error or a log line. */
function halfSet(group: readonly string[], env: NodeJS.ProcessEnv, what: string): boolean {
  const set = group.filter((name) => env[name]?.trim());
  if (set.length > 0 && set.length < group.length)
    throw new Error(
      `${what}: set all of ${group.join(', ')} or none; missing ${group.filter((name) => !set.includes(name)).join(', ')}`,
    );
  return set.length === group.length;
}

/**
 * SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER (all or none: none writes to the outbox), and
 * for 알림톡 SOLAPI_PF_ID with SOLAPI_TEMPLATE_* (all or none: none sends 문자 only). Half-set
 * groups are refused at start-up, naming the variables and never their values.
 */
export function readSolapiSettings(env: NodeJS.ProcessEnv = process.env): SolapiSettings | null {
  const account = halfSet(ACCOUNT_KEYS, env, 'SOLAPI account');
  const kakao = halfSet(KAKAO_KEYS, env, 'SOLAPI 알림톡');
  if (!account) {
    if (kakao)
      throw new Error(
        'SOLAPI_PF_ID and SOLAPI_TEMPLATE_* need SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER',
      );
    if (env.SOLAPI_BASE_URL?.trim())
      throw new Error('SOLAPI_BASE_URL needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER');
    return null;
  }
  const value = (name: string) => env[name]!.trim();
  const sender = value('SOLAPI_SENDER').replace(/-/g, '');
  if (!/^\d{8,12}$/.test(sender))
    throw new Error('SOLAPI_SENDER must be a telephone number (발신번호), digits and hyphens');
  const baseUrl = (env.SOLAPI_BASE_URL?.trim() || SOLAPI_BASE_URL).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error('SOLAPI_BASE_URL must be an http(s) address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('SOLAPI_BASE_URL must be an http(s) address');
  return {
    apiKey: value('SOLAPI_API_KEY'),
    apiSecret: value('SOLAPI_API_SECRET'),
    sender,
    kakao: kakao
      ? {
          pfId: value('SOLAPI_PF_ID'),
          templateIds: {
            RECEIVED: value(SOLAPI_TEMPLATE_ENV.RECEIVED),
            OUT_FOR_DELIVERY: value(SOLAPI_TEMPLATE_ENV.OUT_FOR_DELIVERY),
            DELIVERED: value(SOLAPI_TEMPLATE_ENV.DELIVERED),
          },
        }
      : null,
    baseUrl,
  };
}

/** A whole-number setting from `min` to `max`; unset: `fallback`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${text}`);
  return value;
}

/** Every notification setting; a relative NOTIFY_OUTBOX_DIR is taken from the repository root. */
export function readNotificationSettings(env: NodeJS.ProcessEnv = process.env): NotificationSettings {
  const defaults = DEFAULT_NOTIFICATION_QUEUE_SETTINGS;
  return {
    solapi: readSolapiSettings(env),
    outboxDir: path.resolve(repoRoot, env.NOTIFY_OUTBOX_DIR?.trim() || DEFAULT_NOTIFY_OUTBOX_DIR),
    queue: {
      concurrency: wholeNumber(env, 'NOTIFY_SEND_CONCURRENCY', defaults.concurrency, 0, 20),
      attempts: wholeNumber(env, 'NOTIFY_SEND_ATTEMPTS', defaults.attempts, 1, 10),
      retryDelaySeconds: wholeNumber(env, 'NOTIFY_RETRY_DELAY_SECONDS', defaults.retryDelaySeconds, 1, 3600),
      monitorSeconds: wholeNumber(env, 'NOTIFY_QUEUE_MONITOR_SECONDS', defaults.monitorSeconds, 1, 300),
    },
    pollSeconds: wholeNumber(env, 'NOTIFY_POLL_SECONDS', DEFAULT_NOTIFY_POLL_SECONDS, 1, 3600),
  };
}
