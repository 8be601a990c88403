import type { Client } from 'pg';

/**
 * A pooled connection that has not been handed out for this long is checked with a round trip
 * before a request gets it. The server may have ended it meanwhile (a restart, an idle timeout of a
 * proxy or firewall) without the client noticing yet; a request must not find that out by failing.
 */
export const IDLE_CONNECTION_CHECK_MS = 5000;

/** How long the check may take before the connection counts as dead. */
const CHECK_TIMEOUT_MS = 2000;

/** When each pooled connection was last handed out. */
const lastHandedOut = new WeakMap<Client, number>();

/**
 * The pool's `validate` (knex runs it on every acquire, after its own check for connections that
 * reported an error or their end): false drops the connection and the pool hands out another.
 */
export async function validatePooledConnection(connection: Client): Promise<boolean> {
  const now = Date.now();
  const previous = lastHandedOut.get(connection);
  lastHandedOut.set(connection, now);
  if (previous === undefined || now - previous < IDLE_CONNECTION_CHECK_MS) return true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const answered = connection.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
