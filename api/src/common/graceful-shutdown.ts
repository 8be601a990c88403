import type { Server } from 'node:http';

/** How often connections that went idle after their last answer are closed while stopping. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops `server` gracefully: it stops accepting connections at once, lets the requests in flight
 * finish (answers sent while stopping say `Connection: close`, and kept-alive connections are
 * closed as soon as they are idle), and cuts what still runs after `graceMs`. Resolves true when
 * every request finished in time, false when some were cut.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<boolean> {
  server.prependListener('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  return new Promise((resolve) => {
    let cut = false;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(!cut);
    });
    server.closeIdleConnections();
  });
}
