import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type Response,
  type Router,
} from 'express';
import { assertAccess } from '../common/access';
import { AppError, badInput, MESSAGES } from '../common/errors';
import { internalErrorMessage, logUnexpected, toAppError } from '../common/error-mapping';
import { readAsAnalyst } from '../common/analyst-reads';
import { retryReadOnce } from '../common/read-retry';
import {
  type AppDependencies,
  createRequestContext,
  type RequestContext,
  requestIdOf,
  requestLog,
} from '../context';
import { controlCharacterMessage, findControlCharacter } from '@parcel/shared/validation/control-characters';
import { attachmentHeader, isFileDownload } from '../common/spreadsheet';
import { type RestRoute, rowSelects, servingOrder } from './rest-route';
import { fromWire, toWire } from './wire-codes';
import { toWireNames } from './wire-names';

/**
 * Largest JSON body the API accepts; larger ones get a 413 with a Korean message. A transport of
 * 20 receivers with 100 goods lines each is about 300 kB.
 */
export const MAX_BODY = '1mb';
const PREFIXES = ['/api', '/auth'];

/**
 * Serves the rows of the REST table: each gets the same body parsing, input screening, access
 * check, error mapping and JSON answer. Any other path under /api or /auth is a JSON 404.
 */
export function createRestRouter(routes: readonly RestRoute[], deps: AppDependencies): Router {
  const router = express.Router();
  router.use(PREFIXES, express.json({ limit: MAX_BODY }));
  for (const route of servingOrder(routes)) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      // Not this row's caller: the row of the same path that answers otherwise does.
      if (!rowSelects(route, req.query as Record<string, unknown>)) return next();
      assertNoControlCharacters(req);
      const serve = async () => {
        const context = await createRequestContext(deps, req, res);
        assertAccess(context.caller, route.access);
        const codes = route.wireCodes;
        const handle = (routeContext: RequestContext) =>
          route.handle({
            params: req.params as Record<string, string>,
            query: (codes ? fromWire(req.query, codes) : req.query) as Record<string, unknown>,
            body: codes ? fromWire(req.body, codes) : (req.body as unknown),
            context: routeContext,
          });
        // Every export is an analyst's read: on a replica, under the statement timeout.
        return answersFile(route) ? readAsAnalyst(context, handle) : handle(context);
      };
      const result = await (route.method === 'GET' ? retryReadOnce(serve, requestLog(deps, req)) : serve());
      if (res.headersSent) return;
      if (!isFileDownload(result)) {
        const coded = route.wireCodes ? toWire(result, route.wireCodes) : result;
        res.json((route.wireNames ? toWireNames(coded, route.wireNames) : coded) ?? null);
        return;
      }
      res.setHeader('Content-Type', result.contentType);
      res.setHeader('Content-Disposition', attachmentHeader(result.fileName, result.asciiFileName));
      res.setHeader('Cache-Control', 'no-store');
      await result.write(res);
      res.end();
    });
  }
  router.use(PREFIXES, (_req, _res, next) => next(new AppError('NOT_FOUND', MESSAGES.notFound)));
  router.use(PREFIXES, errorResponder(deps));
  return router;
}

/** A row whose answer is a file (an .xlsx or a zip): an export. */
const answersFile = (route: RestRoute): boolean => {
  const { answer } = route.contract;
  return typeof answer === 'object' && 'contentType' in answer;
};

/** NUL and other control characters are refused in every path parameter, query value and body. */
function assertNoControlCharacters(req: Request): void {
  const field =
    findControlCharacter(req.params) ?? findControlCharacter(req.query) ?? findControlCharacter(req.body);
  if (field) throw badInput(controlCharacterMessage(field), field);
}

/**
 * Express error handler: an expected error answers `{ code, message, field? }` with its status (and
 * Retry-After for 429 and 503); a bug answers a masked 500 with the request id (and is logged).
 * Never a stack trace.
 */
export function errorResponder(deps: AppDependencies): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = requestIdOf(res);
    const log = requestLog(deps, req);
    const known = toAppError(error, { requestId, log, deps });
    if (known) {
      if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
      res
        .status(known.status)
        .json({ code: known.code, message: known.message, ...(known.field && { field: known.field }) });
      return;
    }
    logUnexpected(log, error);
    res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: internalErrorMessage(requestId) });
  };
}
