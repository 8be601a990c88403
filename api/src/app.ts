import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import { repoRoot } from '@parcel/db';
import express, { type Express, type RequestHandler } from 'express';
import type { GraphQLContext } from './context';
import { buildGraphQLSchema } from './graphql/schema';
import type { AppInfo } from './modules/app-info/app-info.types';

export interface AppDependencies {
  orm: MikroORM;
  appInfo: AppInfo;
  mode: 'development' | 'production' | 'test';
}

export interface RunningApp {
  app: Express;
  /** Stops Apollo (and Vite in development); the caller closes the HTTP server and the ORM. */
  stop(): Promise<void>;
}

const webRoot = path.join(repoRoot, 'web');
const webDist = path.join(webRoot, 'dist');
/** Paths the single-page app never owns: a miss there is a JSON 404, not index.html. */
const SERVER_PREFIXES = ['/api', '/auth', '/graphql', '/healthz'];

/**
 * Builds the one HTTP app: /healthz, /graphql, /api and /auth (filled by later modules) and the web
 * app, served from web/dist in production or through Vite's middleware in development.
 */
export async function createApp({ orm, appInfo, mode }: AppDependencies): Promise<RunningApp> {
  const app = express();
  app.disable('x-powered-by');

  app.get('/healthz', async (_request, response) => {
    try {
      await orm.em.getConnection().execute('select 1');
      response.json({ status: 'ok', database: 'up' });
    } catch {
      response.status(503).json({ status: 'error', database: 'down' });
    }
  });

  const apollo = new ApolloServer<GraphQLContext>({ schema: await buildGraphQLSchema() });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: '512kb' }),
    expressMiddleware(apollo, {
      context: async () => ({ em: orm.em.fork(), appInfo }),
    }),
  );

  app.use(SERVER_PREFIXES, (_request, response) => {
    response.status(404).json({ message: '요청한 주소를 찾을 수 없습니다.' });
  });

  const stopWeb = await serveWeb(app, mode);
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

/** Vite is ESM-only and installed under web/: resolved from there and imported only in development. */
async function loadVite(): Promise<ViteModule> {
  const entry = require.resolve('vite', { paths: [webRoot] });
  return (await import(pathToFileURL(entry).href)) as ViteModule;
}

async function serveWeb(app: Express, mode: AppDependencies['mode']): Promise<() => Promise<void>> {
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
    // Client-side routes (/login, /transport/check, ...) all load the app shell.
    app.get('/{*splat}', (_request, response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.sendFile(path.join(webDist, 'index.html'));
    });
  }
  return async () => undefined;
}
