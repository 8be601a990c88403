import path from 'node:path';
import express, { type Router } from 'express';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { openApiText } from './openapi-document';

/** The parts of swagger-ui-dist the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];
const PAGE_FOLDER = path.join(__dirname, 'docs-page');

/**
 * GET /api/openapi.json (public: the same document as the committed openapi.json) and the reference
 * page GET /api/docs (Swagger UI from swagger-ui-dist, served by the app: no CDN). Mounted before
 * the REST router, which answers other /api paths with a JSON 404.
 */
export function createOpenApiRouter(): Router {
  const router = express.Router();
  let document: Promise<string> | undefined;
  router.get('/api/openapi.json', async (_req, res) => {
    // Built on first use (it builds the GraphQL schema for the types the routes share with it).
    document ??= openApiText().catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    res.type('application/json').setHeader('Cache-Control', 'no-cache');
    res.send(await document);
  });
  router.get('/api/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(PAGE_FOLDER, 'index.html'));
  });
  router.get('/api/docs/docs-page.js', (_req, res) => res.sendFile(path.join(PAGE_FOLDER, 'docs-page.js')));
  const swaggerUi = getAbsoluteFSPath();
  for (const file of SWAGGER_UI_FILES)
    router.get(`/api/docs/${file}`, (_req, res) =>
      res.sendFile(path.join(swaggerUi, file), { maxAge: '1d' }),
    );
  return router;
}
