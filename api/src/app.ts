import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import { repoRoot } from '@parcel/db';
import express, { type Express, type RequestHandler } from 'express';
import { AppError, MESSAGES } from './common/errors';
import { type AppDependencies, assignRequestId, createRequestContext } from './context';
import { createApolloServer } from './graphql/apollo';
import { createRestRouter, MAX_BODY, respondWithError } from './rest/rest-adapter';
import { restRoutes } from './rest/routes';

export type ServerMode = 'development' | 'production' | 'test';

export interface RunningApp {
  app: Express;
  /** Stops Apollo (and Vite in development); the caller closes the HTTP server and the ORM. */
  stop(): Promise<void>;
}

const webRoot = path.join(repoRoot, 'web');
const webDist = path.join(webRoot, 'dist');

/**
 * Builds the one HTTP app: /healthz, /graphql, the REST shim (/api, /auth) and the web app, served
 * from web/dist in production or through Vite's middleware in development.
 */
export async function createApp(deps: AppDependencies, mode: ServerMode): Promise<RunningApp> {
  const app = express();
  app.disable('x-powered-by');
  if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
  app.use((_req, res, next) => {
    assignRequestId(res);
    // Basic hardening for a back office: no sniffing, no framing (clickjacking), no referrer leaks.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await deps.orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'error', database: 'down' });
    }
  });

  const apollo = await createApolloServer();
  app.use(
    '/graphql',
    express.json({ limit: MAX_BODY }),
    expressMiddleware(apollo, { context: ({ req, res }) => createRequestContext(deps, req, res) }),
  );
  app.use(createRestRouter(restRoutes, deps));

  const stopWeb = await serveWeb(app, mode);
  app.use((_req, _res, next) => next(new AppError('NOT_FOUND', MESSAGES.notFound)));
  app.use(respondWithError);
  return {
    app,
    stop: async () => {
      await apollo.stop();
      await stopWeb();
    },
  };
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

async function serveWeb(app: Express, mode: ServerMode): Promise<() => Promise<void>> {
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
    app.use(express.static(webDist, { index: false, maxAge: '1y', immutable: true }));
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
