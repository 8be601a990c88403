import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { assertAccess } from '../common/access';
import { AppError, MESSAGES } from '../common/errors';
import { internalErrorMessage, logUnexpected, toAppError } from '../common/error-mapping';
import { type AppDependencies, createRequestContext, requestIdOf } from '../context';
import type { RestRoute } from './rest-route';

/** Largest JSON body the API accepts; larger ones get a 413 with a Korean message. */
export const MAX_BODY = '256kb';
const PREFIXES = ['/api', '/auth'];

/**
 * Serves the rows of the REST table: each gets the same body parsing, access check, error mapping
 * and JSON answer. Any other path under /api or /auth is a JSON 404.
 */
export function createRestRouter(routes: readonly RestRoute[], deps: AppDependencies): Router {
  const router = express.Router();
  router.use(PREFIXES, express.json({ limit: MAX_BODY }));
  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](route.path, async (req: Request, res: Response) => {
      const context = await createRequestContext(deps, req, res);
      assertAccess(context.caller, route.access);
      const result = await route.handle({
        params: req.params as Record<string, string>,
        query: req.query as Record<string, unknown>,
        body: req.body as unknown,
        context,
      });
      if (!res.headersSent) res.json(result ?? null);
    });
  }
  router.use(PREFIXES, (_req, _res, next) => next(new AppError('NOT_FOUND', MESSAGES.notFound)));
  router.use(PREFIXES, respondWithError);
  return router;
}

/**
 * Express error handler: an expected error answers `{ code, message, field? }` with its status; a bug
 * answers a masked 500 with the request id (and is logged). Never a stack trace.
 */
export function respondWithError(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  const known = toAppError(error);
  if (known) {
    res
      .status(known.status)
      .json({ code: known.code, message: known.message, ...(known.field && { field: known.field }) });
    return;
  }
  const requestId = requestIdOf(res);
  logUnexpected(error, requestId);
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: internalErrorMessage(requestId) });
}
