import type { EntityManager } from '@mikro-orm/postgresql';

/** How many attempts are free and how the wait grows after them. */
export interface ThrottlePolicy {
  /** Attempts of one account from one address before waits begin. */
  freeAttemptsPerAccount: number;
  /** Attempts from one address over all accounts (password spraying) before waits begin. */
  freeAttemptsPerSource: number;
  /** The first wait; each further failure doubles it. */
  firstWaitSeconds: number;
  longestWaitSeconds: number;
  /** A count older than this starts again from zero (unless a wait is running). */
  windowSeconds: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeAttemptsPerAccount: 5,
  freeAttemptsPerSource: 100,
  firstWaitSeconds: 30,
  longestWaitSeconds: 15 * 60,
  windowSeconds: 60 * 60,
};

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** The count that applies to all accounts tried from one address. */
const EVERY_ACCOUNT = '*';

/**
 * One statement per key, so parallel attempts are counted one by one under the row lock, by every
 * app process alike. Each attempt counts as a failure until the password check says otherwise;
 * attempts during a wait are refused without a password check, and counted too. When the count
 * reaches the free attempts, the attempt is still checked but starts a wait that doubles with each
 * further failure, up to the longest wait.
 */
const ADMIT_SQL = `
insert into login_attempts as a (account, source, failures, window_started_at, locked_until, admitted)
values (?, ?, 1, now(), null, true)
on conflict (account, source) do update set
  failures = case when a.locked_until > now() or a.window_started_at >= now() - make_interval(secs => ?)
                  then a.failures + 1 else 1 end,
  window_started_at = case when a.locked_until > now() or a.window_started_at >= now() - make_interval(secs => ?)
                           then a.window_started_at else now() end,
  admitted = a.locked_until is null or a.locked_until <= now(),
  locked_until = case
    when a.locked_until > now() then a.locked_until
    when a.failures + 1 >= ? and a.window_started_at >= now() - make_interval(secs => ?)
      then now() + make_interval(secs => least(?, ? * power(2, a.failures + 1 - ?)))
    else null end
returning admitted, ceil(extract(epoch from (locked_until - now())))::int as "waitSeconds"`;

/**
 * Sign-in throttle, kept in PostgreSQL: a count per account and address (a stranger's failures
 * make only the stranger wait for that account, never lock the owner out from elsewhere) and a
 * count per address over every account. An admin can clear an account's counts.
 */
export class LoginThrottle {
  constructor(private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY) {}

  /** Counts an attempt; refused when either count is in a wait, with the seconds left. */
  async admit(em: EntityManager, account: string, source: string): Promise<Admission> {
    const { freeAttemptsPerAccount, freeAttemptsPerSource } = this.policy;
    const accountCount = await this.count(em, account.toLowerCase(), source, freeAttemptsPerAccount);
    const sourceCount = await this.count(em, EVERY_ACCOUNT, source, freeAttemptsPerSource);
    const refused = [accountCount, sourceCount].filter((count) => !count.admitted);
    if (refused.length === 0) return { admitted: true };
    return {
      admitted: false,
      retryAfterSeconds: Math.max(1, ...refused.map((count) => count.waitSeconds ?? 1)),
    };
  }

  /** A right password: the account's count from this address ends, and the address's shrinks by one. */
  async succeeded(em: EntityManager, account: string, source: string): Promise<void> {
    await em.execute(`delete from login_attempts where account = ? and source = ?`, [
      account.toLowerCase(),
      source,
    ]);
    await em.execute(
      `update login_attempts set failures = greatest(failures - 1, 0) where account = ? and source = ?`,
      [EVERY_ACCOUNT, source],
    );
  }

  /** An admin's unlock: every address's count of this account ends. */
  async unlock(em: EntityManager, account: string): Promise<void> {
    await em.execute(`delete from login_attempts where account = ?`, [account.toLowerCase()]);
  }

  private async count(
    em: EntityManager,
    account: string,
    source: string,
    freeAttempts: number,
  ): Promise<{ admitted: boolean; waitSeconds: number | null }> {
    const { windowSeconds, firstWaitSeconds, longestWaitSeconds } = this.policy;
    const [row] = await em.execute<{ admitted: boolean; waitSeconds: number | null }[]>(ADMIT_SQL, [
      account,
      source,
      windowSeconds,
      windowSeconds,
      freeAttempts,
      windowSeconds,
      longestWaitSeconds,
      firstWaitSeconds,
      freeAttempts,
    ]);
    return row ?? { admitted: true, waitSeconds: null };
  }
}
