// The services' modules carry TypeGraphQL decorators, which need the metadata polyfill first.
import 'reflect-metadata';
import http from 'node:http';
import { Pool } from 'pg';
import { PRIMARY_SESSION_OPTIONS } from '@parcel/db';
import { pageStatement, readPage, type Sql } from '../src/common/paged-query';
import { bareListFor } from './bare-routes';
import { numbered } from './numbered-sql';

export interface BareServer {
  /** Not yet listening. */
  server: http.Server;
  /** Stops the server and closes its pool. */
  close(): Promise<void>;
}

/**
 * The limit the app is measured against: node:http and a pg pool running the statements the
 * services build, answered as JSON. No framework, no access check.
 */
export function createBareServer(databaseUrl: string): BareServer {
  // The same pool size and session settings as the app's ORM (db/src/config.ts).
  const pool = new Pool({ connectionString: databaseUrl, max: 10, options: PRIMARY_SESSION_OPTIONS });

  const run = async (statement: Sql) =>
    (await pool.query(numbered(statement))).rows as Record<string, unknown>[];

  async function answer(url: URL): Promise<unknown> {
    const route = await bareListFor(url, run);
    if (!route) return undefined;
    if (route.answer) return route.answer(run);
    if (!route.list) return [];
    if (!route.withTotal) return (await pool.query(numbered(pageStatement(route.list)))).rows;
    // The page and its total as the app reads them (one walk for a capped total, or side by side);
    // whether the total is exact or a lower bound, the app's pages may say so too.
    const page = await readPage(
      async (statement) => (await pool.query(numbered(statement))).rows,
      route.list,
    );
    return page;
  }

  const server = http.createServer((req, res) => {
    answer(new URL(req.url ?? '/', 'http://bare'))
      .then((body) => {
        res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body ?? null));
      })
      .catch((error: unknown) => {
        // A refused input (the services' 400s) is the caller's fault, as in the app.
        const status = (error as { status?: number }).status ?? 500;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
  });
  return {
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
