import { AppError } from './errors';

export const BUSY_MESSAGE = '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해주세요.';

/**
 * Runs at most `concurrency` tasks at once and lets at most `queueLimit` more wait; anything beyond
 * is refused at once with 429 and Retry-After. Guards CPU- and memory-heavy work (argon2 takes about
 * 170 ms of CPU and 64 MiB a hash) so a flood of sign-ins cannot starve every other request.
 */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    private readonly retryAfterSeconds = 1,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) {
        throw new AppError('TOO_MANY_REQUESTS', BUSY_MESSAGE, undefined, this.retryAfterSeconds);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
