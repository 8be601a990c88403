import { TrackingLimiter } from './tracking-limiter';

describe('TrackingLimiter', () => {
  it('admits the limit per address in a window, then 429 with the seconds left', () => {
    let now = 1_000_000;
    const limiter = new TrackingLimiter(3, 60_000, () => now);
    for (let n = 0; n < 3; n++) limiter.admit('10.0.0.1');
    now += 20_000;
    expect(() => limiter.admit('10.0.0.1')).toThrow(
      expect.objectContaining({ status: 429, retryAfterSeconds: 40, message: expect.stringMatching(/40초/) }),
    );
    // Another address counts on its own.
    expect(() => limiter.admit('10.0.0.2')).not.toThrow();
    // A new window admits again.
    now += 40_000;
    expect(() => limiter.admit('10.0.0.1')).not.toThrow();
  });
});
