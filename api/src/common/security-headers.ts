import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { printProgramFrameSource } from '../config';

/**
 * Helmet's headers for a back office. The Content-Security-Policy admits scripts from the app's own
 * origin only (no inline script, no CDN); styles may be inline because MUI's emotion writes its
 * styles into <style> elements at run time. Strict-Transport-Security only on answers sent over
 * https: over plain http it would mean nothing, and on a developer's localhost it would stick.
 * Frames may open the app's own pages and the print program's address (PRINT_URL_TEMPLATE's scheme,
 * or its origin over http(s)): 선택 인쇄 hands the ticket over in a hidden frame, which default-src
 * would block. Development serves Vite's hot reload, which needs inline scripts: no CSP there.
 */
export function securityHeaders(
  mode: 'development' | 'production' | 'test',
  printUrlTemplate: string,
): RequestHandler {
  const common = {
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  } as const;
  const headers = helmet(
    mode === 'development'
      ? { ...common, contentSecurityPolicy: false }
      : {
          ...common,
          contentSecurityPolicy: {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              frameSrc: ["'self'", printProgramFrameSource(printUrlTemplate)],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
            },
          },
        },
  );
  const hsts = helmet.strictTransportSecurity({ maxAge: 180 * 24 * 60 * 60 });
  return (req, res, next) => {
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.secure) return hsts(req, res, next);
      next();
    });
  };
}
