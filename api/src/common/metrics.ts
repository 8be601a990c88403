import { createHash, timingSafeEqual } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, type Metric, Registry } from 'prom-client';
import { AppError, MESSAGES } from './errors';

/** Request durations in seconds: from a cached code list (ms) to a large Excel export (s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * GraphQL operation names come from the caller: only well-formed ones, and only so many different
 * ones, become label values, so that a caller cannot grow the metrics without bound.
 */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** The part of knex's connection pool (tarn) that the pool gauges read. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  max: number;
}

export interface AppMetrics {
  /** Times every request (register before the routes). */
  timeRequests: RequestHandler;
  /** GET /metrics: 404 without a token setting, 401 without a bearer token, 403 for a wrong one. */
  serve: RequestHandler;
}

/**
 * The app's Prometheus metrics, in a registry of its own (one per app, so test servers never share):
 * - http_request_duration_seconds{method, route, operation, status_class}: `route` is the route's
 *   pattern (`/api/member/delete/:id`, never the raw URL), `operation` the GraphQL operation name
 *   on /graphql (empty elsewhere), `status_class` 2xx..5xx;
 * - db_pool_connections{state: used|free|pending} and db_pool_max: the ORM's connection pool;
 * - Node's default process metrics (CPU, memory, event loop lag, GC);
 * - `more`: metrics other parts of the app keep (db_replica_fallbacks_total, common/analyst-reads.ts;
 *   db_request_timeouts_total{kind}, common/request-timeouts.ts; db_storage_full_total{kind},
 *   common/storage-full.ts).
 */
export function createMetrics(orm: MikroORM, token: string | null, more: readonly Metric[] = []): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of more) registry.registerMetric(metric);
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route pattern, GraphQL operation and status class',
    labelNames: ['method', 'route', 'operation', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pool = () => (orm.em.getConnection().getKnex().client as { pool?: TarnPool | null }).pool ?? null;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process: in use by a request, idle in the pool, or waited for',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = pool();
      this.set({ state: 'used' }, current?.numUsed() ?? 0);
      this.set({ state: 'free' }, current?.numFree() ?? 0);
      this.set(
        { state: 'pending' },
        (current?.numPendingAcquires() ?? 0) + (current?.numPendingCreates() ?? 0),
      );
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'Most database connections this process may open',
    registers: [registry],
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });

  const operations = new Set<string>();
  const operationOf = (req: Request): string => {
    const body = req.body as { operationName?: unknown; query?: unknown } | undefined;
    const given =
      typeof body?.operationName === 'string'
        ? body.operationName
        : typeof body?.query === 'string'
          ? (NAMED_OPERATION.exec(body.query)?.[1] ?? '')
          : '';
    if (!OPERATION_NAME.test(given)) return '(anonymous)';
    if (operations.has(given)) return given;
    if (operations.size >= MAX_OPERATION_NAMES) return '(other)';
    operations.add(given);
    return given;
  };

  const timeRequests: RequestHandler = (req, res, next) => {
    const stop = durations.startTimer();
    res.once('finish', () => {
      const graphql = req.originalUrl.split('?')[0] === '/graphql';
      // Routes are declared with their whole path (the REST table, app.ts), on routers mounted at
      // the root: the pattern is the label. (req.baseUrl is no help: an error handler mounted on
      // /api leaves its own there.)
      const matched = req.route as { path?: unknown } | undefined;
      const route = graphql ? '/graphql' : typeof matched?.path === 'string' ? matched.path : '(no route)';
      stop({
        method: req.method,
        route,
        operation: graphql ? operationOf(req) : '',
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  };

  const expected = token === null ? null : digest(token);
  const serve: RequestHandler = async (req, res, next) => {
    if (expected === null) return next(new AppError('NOT_FOUND', MESSAGES.notFound));
    const header = req.get('authorization') ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!bearer) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return next(new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated));
    }
    if (!timingSafeEqual(digest(bearer), expected))
      return next(new AppError('FORBIDDEN', MESSAGES.forbidden));
    try {
      const text = await exposition(registry);
      res.setHeader('Content-Type', registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(text);
    } catch (error) {
      next(error);
    }
  };
  return { timeRequests, serve };
}

/**
 * The registry in Prometheus' text format. prom-client (15.1.3, lib/util.js) spells a NaN sample
 * `Nan`, which is not the format's `NaN`: parsers that keep to the format refuse the whole scrape.
 * The event loop's delay gauges are NaN whenever no delay was sampled since the last scrape.
 */
export async function exposition(registry: Registry): Promise<string> {
  return (await registry.metrics()).replace(/ Nan$/gm, ' NaN');
}

/** Equal-length digests, so comparing them takes the same time whatever the token sent. */
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
