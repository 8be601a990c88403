import { DEFAULT_DATABASE_TIMEOUTS } from '../config';
import { TransactionNotBegunError } from '@parcel/db';
import { type FailedRequest, isDatabaseUnavailable, toAppError } from './error-mapping';
import { createLogger } from './logger';
import { RequestTimeouts } from './request-timeouts';
import { StorageFull } from './storage-full';

/** A request of an app with the default limits (5 s lock wait, 30 s statement). */
const request = (): FailedRequest => ({
  requestId: 'abcd1234',
  log: createLogger({ level: 'silent' }),
  deps: { requestTimeouts: new RequestTimeouts(DEFAULT_DATABASE_TIMEOUTS), storageFull: new StorageFull() },
});

describe('a connection that is gone is an outage (503), never a bug (500)', () => {
  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'Knex: Timeout acquiring a connection. The pool is probably full.',
    'terminating connection due to administrator command',
    'canceling statement due to conflict with recovery',
    // knex, to the first statement of a transaction whose BEGIN met a dead connection
    'Transaction query already complete, run with DEBUG=knex:tx for more info',
  ])('%p', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(toAppError(new Error(message), request())).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('by SQLSTATE and socket code too; anything else stays a bug', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(new TransactionNotBegunError(new Error('Connection terminated')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('column "x" does not exist'))).toBe(false);
    expect(toAppError(new Error('column "x" does not exist'), request())).toBeNull();
  });
});

describe('a statement a request limit ended: 409 or 503 naming the limit and the request id, never retried', () => {
  const failed = (code: string) => Object.assign(new Error('canceling statement'), { code });

  it('a lock wait past DATABASE_LOCK_TIMEOUT_MS (55P03) is a conflict to try again later', () => {
    expect(isDatabaseUnavailable(failed('55P03'))).toBe(false);
    expect(toAppError(failed('55P03'), request())).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message:
        '다른 작업이 같은 자료를 사용하고 있어 기다리다 제한 시간(5초)에 멈췄습니다. 잠시 후 다시 시도해주세요. (요청 번호 abcd1234)',
    });
  });

  it('a statement past DATABASE_STATEMENT_TIMEOUT_MS (57014) is a 503 without Retry-After', () => {
    expect(isDatabaseUnavailable(failed('57014'))).toBe(false);
    const answer = toAppError(failed('57014'), request());
    expect(answer).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message:
        '처리 시간이 제한(30초)을 넘어 멈췄습니다. 계속되면 요청 번호를 관리자에게 알려주세요. (요청 번호 abcd1234)',
    });
    expect(answer?.retryAfterSeconds).toBeUndefined();
  });

  it('counts each by kind', async () => {
    const given = request();
    toAppError(failed('55P03'), given);
    toAppError(failed('55P03'), given);
    toAppError(failed('57014'), given);
    toAppError(failed('23505'), given);
    const { values } = await given.deps.requestTimeouts.hits.get();
    expect(values.map(({ labels, value }) => [labels.kind, value])).toEqual([
      ['lock', 2],
      ['statement', 1],
    ]);
  });
});

describe('no room in the database: 503 with the request id, never retried', () => {
  const failed = (code: string) => Object.assign(new Error('could not extend file'), { code });

  it('a full data disk (53100) asks to tell an administrator, without Retry-After', () => {
    expect(isDatabaseUnavailable(failed('53100'))).toBe(false);
    const answer = toAppError(failed('53100'), request());
    expect(answer).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message:
        '데이터베이스 저장 공간이 부족해 요청을 처리하지 못했습니다. 관리자에게 알려주세요. (요청 번호 abcd1234)',
    });
    expect(answer?.retryAfterSeconds).toBeUndefined();
  });

  it('a temporary file past temp_file_limit (53400) asks for a narrower request', () => {
    expect(toAppError(failed('53400'), request())).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message:
        '처리에 필요한 임시 공간이 한도를 넘었습니다. 기간이나 조건을 좁혀 주세요. (요청 번호 abcd1234)',
    });
  });

  it('counts each by kind', async () => {
    const given = request();
    toAppError(failed('53100'), given);
    toAppError(failed('53400'), given);
    toAppError(failed('53400'), given);
    toAppError(failed('53300'), given);
    const { values } = await given.deps.storageFull.hits.get();
    expect(values.map(({ labels, value }) => [labels.kind, value])).toEqual([
      ['disk', 1],
      ['temp', 2],
    ]);
  });
});
