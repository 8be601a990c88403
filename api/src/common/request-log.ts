import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

/**
 * One log line a request: its id (also sent as X-Request-Id), method, path, status and time. No
 * headers (tokens, cookies) and no query string (search filters hold names and phone numbers).
 */
export function requestLogger(logger: Logger, requestIdOf: (res: ServerResponse) => string): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => requestIdOf(res),
    // Every line about the request carries its id, the same that the answer's X-Request-Id shows.
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'reqId' },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({
        method: req.method,
        path: (req.url ?? '').split('?')[0],
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    // Errors are logged where they are handled, safely described (see error-mapping.ts).
    customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => ({ ...value, err: undefined }),
  }) as unknown as RequestHandler;
}
