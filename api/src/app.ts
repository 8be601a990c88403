import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import { repoRoot } from '@parcel/db';
import compression from 'compression';
import express, { type Express, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { describeError } from './common/error-mapping';
import type { Logger } from './common/logger';
import { AppError, MESSAGES } from './common/errors';
import { createMetrics } from './common/metrics';
import { requestLogger } from './common/request-log';
import { securityHeaders } from './common/security-headers';
import {
  type AppDependencies,
  assignRequestId,
  createRequestContext,
  requestIdOf,
  requestLog,
} from './context';
import { createApolloServer } from './graphql/apollo';
import { toGraphQLError } from './graphql/graphql-errors';
import { createOpenApiRouter } from './openapi/openapi-router';
import { createRestRouter, errorResponder, MAX_BODY } from './rest/rest-adapter';
import { restRoutes } from './rest/routes';
import { createNotificationPublicRouter } from './modules/notification/notification-public';

export type ServerMode = 'development' | 'production' | 'test';

export interface RunningApp {
  app: Express;
  /** Stops Apollo (and Vite in development); the caller closes the HTTP server and the ORM. */
  stop(): Promise<void>;
}

const webRoot = path.join(repoRoot, 'web');
/** The production build that `npm start` serves; tests serve builds of their own. */
const defaultWebDist = path.join(webRoot, 'dist');

/** API answers from this size on are compressed when the caller accepts it. */
const API_COMPRESSION_THRESHOLD = 1024;

/** How long /healthz waits for the database before it calls it down. */
const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * Builds the one HTTP app: /healthz, /metrics, /graphql, the REST shim (/api, /auth) and the web app, served
 * from web/dist in production or through Vite's middleware in development.
 */
export async function createApp(
  deps: AppDependencies,
  mode: ServerMode,
  options: { webDist?: string; metricsToken?: string | null } = {},
): Promise<RunningApp> {
  const app = express();
  const metrics = createMetrics(deps.orm, options.metricsToken ?? null, [
    deps.analystReads.fallbacks,
    deps.requestTimeouts.hits,
    deps.storageFull.hits,
  ]);
  app.disable('x-powered-by');
  app.set('trust proxy', deps.http.trustProxy);
  app.use((_req, res, next) => {
    assignRequestId(res);
    next();
  });
  app.use(metrics.timeRequests);
  app.use(requestLogger(deps.logger, (res) => requestIdOf(res as Response)));
  app.use(securityHeaders(mode, deps.printUrlTemplate));
  // API answers are compressed as they are sent (the web app's files were compressed at build).
  app.use(['/api', '/auth', '/graphql'], compression({ threshold: API_COMPRESSION_THRESHOLD }));

  app.get('/healthz', async (req, res) => {
    const database = await databaseIsUp(deps, requestLog(deps, req));
    res
      .status(database ? 200 : 503)
      .json({ status: database ? 'ok' : 'error', database: database ? 'up' : 'down' });
  });

  // Prometheus metrics, only for a scraper with METRICS_TOKEN (common/metrics.ts).
  app.get('/metrics', metrics.serve);

  const apollo = await createApolloServer(deps.http, mode);
  app.use(
    '/graphql',
    express.json({ limit: MAX_BODY }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        try {
          return await createRequestContext(deps, req, res);
        } catch (error) {
          // E.g. the database is down while the caller is looked up: 503, not "context creation failed".
          throw toGraphQLError(error, { requestId: requestIdOf(res), log: requestLog(deps, req), deps });
        }
      },
    }),
  );
  // The REST shim's OpenAPI document and reference page, before the shim's JSON 404 for /api.
  app.use(createOpenApiRouter());
  // The opt-out link of delivery notifications: a page for the receiver, no sign-in.
  app.use(createNotificationPublicRouter(deps));
  app.use(createRestRouter(restRoutes, deps));

  const stopWeb = await serveWeb(app, mode, options.webDist ?? defaultWebDist);
  app.use((_req, _res, next) => next(new AppError('NOT_FOUND', MESSAGES.notFound)));
  app.use(errorResponder(deps));
  return {
    app,
    stop: async () => {
      await apollo.stop();
      await stopWeb();
      await deps.statementQueue.stop();
      await deps.notifications.stop();
    },
  };
}

/** One cheap query, given at most HEALTH_CHECK_TIMEOUT_MS: a hung database counts as down. */
async function databaseIsUp(deps: AppDependencies, log: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS)),
  );
  const query = deps.orm.em
    .getConnection()
    .execute('select 1')
    .then(() => true)
    .catch((error: unknown) => {
      log.warn({ err: describeError(error) }, 'health check: database down');
      return false;
    });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The part of Vite's API the dev server uses (Vite is the web workspace's dev dependency). */
interface ViteModule {
  createServer(options: {
    root: string;
    server: { middlewareMode: boolean };
    appType: 'spa';
  }): Promise<{ middlewares: RequestHandler; close(): Promise<void> }>;
}

/**
 * Vite is the web workspace's (ESM-only) dev dependency: resolved from web/ and loaded only in
 * development. A plain path, since the server's TypeScript runner turns import() into require().
 */
async function loadVite(): Promise<ViteModule> {
  return (await import(require.resolve('vite', { paths: [webRoot] }))) as ViteModule;
}

async function serveWeb(app: Express, mode: ServerMode, webDist: string): Promise<() => Promise<void>> {
  if (mode === 'development') {
    const vite = await loadVite();
    const devServer = await vite.createServer({
      root: webRoot,
      server: { middlewareMode: true },
      appType: 'spa',
    });
    app.use(devServer.middlewares);
    return () => devServer.close();
  }
  if (existsSync(webDist)) {
    // Files sent as the build compressed them (.br, .gz; see web/precompress-plugin.ts), chosen by
    // the browser's Accept-Encoding. Hashed assets never change: cached for good; the rest briefly.
    const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };
    app.use(
      '/assets',
      expressStaticGzip(path.join(webDist, 'assets'), {
        ...precompressed,
        serveStatic: { index: false, maxAge: '1y', immutable: true },
      }),
    );
    app.use(expressStaticGzip(webDist, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } }));
    // Client-side routes (/login, /transport/check, ...) all load the app shell; a missing file
    // (an old chunk after a redeploy) is a 404, not the page, so the browser reports it as such.
    app.get('/{*splat}', (req, res, next) => {
      if (path.extname(req.path)) return next(new AppError('NOT_FOUND', MESSAGES.notFound));
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(webDist, 'index.html'), (error) => error && next(error));
    });
  }
  return async () => undefined;
}
