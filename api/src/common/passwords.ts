import { hash, type HashOptions, verify } from 'argon2';
import { passwordHashOptions } from '@parcel/db';
import { WorkLimiter } from './work-limiter';

/** argon2 runs on libuv's threads: two at once use this machine's two cores, eight more may wait. */
export const PASSWORD_WORK_CONCURRENCY = 2;
export const PASSWORD_WORK_QUEUE = 8;

/**
 * Hashes and checks passwords with argon2id (docs/decisions.md#password-hashing). Every hash goes
 * through one work limiter, so a flood of sign-ins is answered 429 instead of starving every other
 * request of CPU and memory.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly limiter = new WorkLimiter(PASSWORD_WORK_CONCURRENCY, PASSWORD_WORK_QUEUE),
    private readonly options: HashOptions = passwordHashOptions(),
  ) {}

  hash(password: string): Promise<string> {
    return this.limiter.run(() => hash(password, this.options));
  }

  /**
   * True when `password` matches `storedHash`. Without a stored hash (unknown user id) a dummy hash
   * is checked instead, so an unknown id takes as long to refuse as a wrong password and the
   * answer's timing does not reveal which ids exist.
   */
  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    const target = storedHash ?? (await this.timingDummyHash());
    const matches = await this.limiter.run(() => verify(target, password).catch(() => false));
    return matches && Boolean(storedHash);
  }

  private timingDummyHash(): Promise<string> {
    this.dummyHash ??= hash('not a password of anyone', this.options);
    return this.dummyHash;
  }
}
