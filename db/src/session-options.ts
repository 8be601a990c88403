// Kept apart from config.ts, which loads the entities: connection.ts (and through it the jest
// global setup, outside the tests' module registry) must not register them a second time.

/**
 * Session settings of every connection to the primary. No parallel workers: a list's page is a
 * walk in the list's order that stops at the page's end, and under a Gather Merge the workers do
 * not stop, so a rare filter made them read the whole period (a week's first page of a receiver
 * name at 2,000,000 transports: 265 ms with workers, 5 ms without). On a few cores the workers
 * also take the CPU of other clerks' requests. Replicas keep PostgreSQL's default for analysts.
 */
export const PRIMARY_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';
