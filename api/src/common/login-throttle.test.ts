import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks a key once it has failed the limit within the window', () => {
    const throttle = new LoginThrottle(3, 60_000, clock);
    const keys = ['id:kim', 'ip:10.0.0.1'];
    for (let failure = 0; failure < 3; failure += 1) {
      expect(throttle.isBlocked(keys)).toBe(false);
      throttle.recordFailure(keys);
    }
    expect(throttle.isBlocked(keys)).toBe(true);
  });

  it('blocks an address that failed with many different ids', () => {
    const throttle = new LoginThrottle(3, 60_000, clock);
    for (const id of ['a', 'b', 'c']) throttle.recordFailure([`id:${id}`, 'ip:10.0.0.9']);
    expect(throttle.isBlocked(['id:d', 'ip:10.0.0.9'])).toBe(true);
    expect(throttle.isBlocked(['id:d', 'ip:10.0.0.8'])).toBe(false);
  });

  it('forgets failures older than the window', () => {
    const throttle = new LoginThrottle(2, 60_000, clock);
    throttle.recordFailure(['id:kim']);
    now += 30_000;
    throttle.recordFailure(['id:kim']);
    expect(throttle.isBlocked(['id:kim'])).toBe(true);
    now += 30_001;
    expect(throttle.isBlocked(['id:kim'])).toBe(false);
  });

  it('clears an id after a successful sign-in', () => {
    const throttle = new LoginThrottle(1, 60_000, clock);
    throttle.recordFailure(['id:kim', 'ip:1']);
    throttle.clear('id:kim');
    expect(throttle.isBlocked(['id:kim'])).toBe(false);
    expect(throttle.isBlocked(['ip:1'])).toBe(true);
  });
});
