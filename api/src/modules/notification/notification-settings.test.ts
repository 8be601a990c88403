import path from 'node:path';
import { repoRoot } from '@parcel/db';
import {
  DEFAULT_NOTIFICATION_QUEUE_SETTINGS,
  DEFAULT_NOTIFY_OUTBOX_DIR,
  readNotificationSettings,
  readSolapiSettings,
} from './notification-settings';

const ACCOUNT = {
  SOLAPI_API_KEY: 'NCSKEY123',
  SOLAPI_API_SECRET: 'top-secret-value-1',
  SOLAPI_SENDER: '02-1234-5678',
};
const KAKAO = {
  SOLAPI_PF_ID: 'KA01PF1',
  SOLAPI_TEMPLATE_RECEIVED: 'T1',
  SOLAPI_TEMPLATE_OUT_FOR_DELIVERY: 'T2',
  SOLAPI_TEMPLATE_DELIVERED: 'T3',
};

describe('delivery notification settings', () => {
  it('without SOLAPI keys: the outbox folder and the default queue', () => {
    expect(readNotificationSettings({})).toEqual({
      solapi: null,
      outboxDir: DEFAULT_NOTIFY_OUTBOX_DIR,
      queue: DEFAULT_NOTIFICATION_QUEUE_SETTINGS,
      pollSeconds: 5,
    });
    expect(readNotificationSettings({ NOTIFY_OUTBOX_DIR: 'var/else' }).outboxDir).toBe(
      path.join(repoRoot, 'var', 'else'),
    );
  });

  it('the account alone sends 문자; with the 카카오 channel and its templates, 알림톡', () => {
    expect(readSolapiSettings(ACCOUNT)).toEqual({
      apiKey: 'NCSKEY123',
      apiSecret: 'top-secret-value-1',
      sender: '0212345678',
      kakao: null,
      baseUrl: 'https://api.solapi.com',
    });
    expect(readSolapiSettings({ ...ACCOUNT, ...KAKAO })?.kakao).toEqual({
      pfId: 'KA01PF1',
      templateIds: { RECEIVED: 'T1', OUT_FOR_DELIVERY: 'T2', DELIVERED: 'T3' },
    });
  });

  it.each([
    [{ SOLAPI_API_KEY: 'NCSKEY123' }, /SOLAPI_API_SECRET, SOLAPI_SENDER/],
    [{ ...ACCOUNT, SOLAPI_API_SECRET: ' ' }, /missing SOLAPI_API_SECRET/],
    [{ ...ACCOUNT, SOLAPI_PF_ID: 'KA01PF1' }, /missing SOLAPI_TEMPLATE_RECEIVED/],
    [KAKAO, /need SOLAPI_API_KEY/],
    [{ ...ACCOUNT, SOLAPI_SENDER: 'abc' }, /SOLAPI_SENDER must be a telephone number/],
    [{ ...ACCOUNT, SOLAPI_BASE_URL: 'ftp://x' }, /SOLAPI_BASE_URL/],
  ])('refuses a half-set or wrong %j at start-up, never quoting a key', (env, message) => {
    expect(() => readSolapiSettings(env)).toThrow(message);
    try {
      readSolapiSettings(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('top-secret-value-1');
      expect((error as Error).message).not.toContain('NCSKEY123');
    }
  });

  it.each([
    ['NOTIFY_SEND_CONCURRENCY', '21'],
    ['NOTIFY_SEND_ATTEMPTS', '0'],
    ['NOTIFY_RETRY_DELAY_SECONDS', 'soon'],
    ['NOTIFY_POLL_SECONDS', '0'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readNotificationSettings({ [name]: value })).toThrow(name);
  });
});
