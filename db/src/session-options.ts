// Kept apart from config.ts, which loads the entities: connection.ts (and through it the jest
// global setup, outside the tests' module registry) must not register them a second time.

/**
 * Session settings of every connection to the primary. Replicas keep PostgreSQL's defaults for
 * analysts.
 * - No parallel workers: a list's page is a walk in the list's order that stops at the page's end,
 *   and under a Gather Merge the workers do not stop, so a rare filter made them read the whole
 *   period (a week's first page of a receiver name at 2,000,000 transports: 265 ms with workers,
 *   5 ms without). On a few cores the workers also take the CPU of other clerks' requests.
 * - No JIT compilation: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost
 *   (100,000), and list statements grow towards it with the data. Compiling the settlement
 *   screen's statement took 41-44 ms (forced with jit_above_cost 0 at 200,000 transports) against
 *   under a millisecond of execution: a staff request never gains from it.
 */
export const PRIMARY_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/**
 * How long a statement of request work may wait for a lock, and run, before PostgreSQL ends it
 * (milliseconds; 0: no limit). The app's request connections get them (DATABASE_LOCK_TIMEOUT_MS,
 * DATABASE_STATEMENT_TIMEOUT_MS); migrations, the seeder and the audit purge do not, since their
 * long statements are normal.
 */
export interface DatabaseTimeouts {
  lockTimeoutMs: number;
  statementTimeoutMs: number;
}

/** The session options of the app's request connections: the primary's, with `timeouts`. */
export function requestSessionOptions({ lockTimeoutMs, statementTimeoutMs }: DatabaseTimeouts): string {
  return `${PRIMARY_SESSION_OPTIONS} -c lock_timeout=${lockTimeoutMs} -c statement_timeout=${statementTimeoutMs}`;
}
