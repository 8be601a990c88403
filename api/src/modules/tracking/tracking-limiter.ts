import { AppError } from '../../common/errors';
import { TRACKING_MESSAGES } from '@parcel/shared/tracking/tracking';

/** Public tracking lookups one client address may make in a window. */
export const TRACKING_LOOKUPS_PER_WINDOW = 30;
export const TRACKING_WINDOW_MS = 60_000;

/**
 * Counts lookups per client address in fixed windows of a minute, in this process's memory: a
 * second app process (--workers, another server) counts its own, so N processes admit up to N
 * times the limit; a restart forgets the counts. Enough to stop one client walking the number
 * space through one process; a proxy in front can limit for all (docs/decisions.md).
 */
export class TrackingLimiter {
  private readonly windows = new Map<string, { started: number; count: number }>();

  constructor(
    private readonly limit = TRACKING_LOOKUPS_PER_WINDOW,
    private readonly windowMs = TRACKING_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one lookup of `client`; a 429 with Retry-After (seconds) past the limit. */
  admit(client: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.forgetEnded(now);
    let window = this.windows.get(client);
    if (!window || now - window.started >= this.windowMs) {
      window = { started: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count += 1;
    if (window.count > this.limit) {
      const seconds = Math.max(1, Math.ceil((window.started + this.windowMs - now) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', TRACKING_MESSAGES.tooMany(seconds), undefined, seconds);
    }
  }

  private forgetEnded(now: number): void {
    for (const [client, window] of this.windows)
      if (now - window.started >= this.windowMs) this.windows.delete(client);
  }
}

const limiters = new WeakMap<object, TrackingLimiter>();

/** The limiter of one running app (keyed by its dependencies, so each test server has its own). */
export function trackingLimiterOf(app: object): TrackingLimiter {
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = new TrackingLimiter();
    limiters.set(app, limiter);
  }
  return limiter;
}
