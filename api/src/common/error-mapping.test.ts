import { isDatabaseUnavailable, toAppError } from './error-mapping';

describe('a connection that is gone is an outage (503), never a bug (500)', () => {
  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'Knex: Timeout acquiring a connection. The pool is probably full.',
    'terminating connection due to administrator command',
    'canceling statement due to conflict with recovery',
  ])('%p', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(toAppError(new Error(message))).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('by SQLSTATE and socket code too; anything else stays a bug', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('column "x" does not exist'))).toBe(false);
    expect(toAppError(new Error('column "x" does not exist'))).toBeNull();
  });
});
