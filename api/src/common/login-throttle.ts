/**
 * Counts failed sign-ins per user id and per address over a sliding hour; once either has reached
 * the limit, further attempts are refused until old failures age out. Kept in memory: one server
 * process serves the app (a restart forgets, which only errs on the lenient side).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 100,
    private readonly windowMs = 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `keys` (e.g. `id:kim`, `ip:10.0.0.1`) may not try again yet. */
  isBlocked(keys: string[]): boolean {
    return keys.some((key) => this.recent(key).length >= this.maxFailures);
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
    if (this.failures.size > 10_000) this.prune();
  }

  /** A successful sign-in clears the user id's count, not the address's. */
  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) {
      const recent = this.recent(key);
      if (recent.length === 0) this.failures.delete(key);
      else this.failures.set(key, recent);
    }
  }
}
