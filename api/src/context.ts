import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Caller } from './common/access';
import { type AccessTokens, bearerToken } from './common/access-token';
import type { LoginThrottle } from './common/login-throttle';
import type { AppInfo } from './modules/app-info/app-info.types';

/** What lives as long as the server: shared by every request. */
export interface AppDependencies {
  orm: MikroORM;
  appInfo: AppInfo;
  tokens: AccessTokens;
  loginThrottle: LoginThrottle;
}

/** What every resolver, REST row and service call receives for one request. */
export interface RequestContext {
  /** A fork of the ORM's EntityManager for this request only (its own identity map). */
  em: EntityManager;
  /** The signed-in user, or null when the request carries no valid access token. */
  caller: Caller | null;
  /** Quoted in masked error answers and in the server log, to find one from the other. */
  requestId: string;
  deps: AppDependencies;
  req: Request;
  res: Response;
}

/** The request id given by the request-id middleware (see app.ts). */
export function requestIdOf(res: Response): string {
  const id: unknown = res.locals.requestId;
  return typeof id === 'string' ? id : 'unknown';
}

export function assignRequestId(res: Response): string {
  const id = randomUUID().slice(0, 8);
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Builds the context of one request: the same for GraphQL and the REST shim. */
export async function createRequestContext(
  deps: AppDependencies,
  req: Request,
  res: Response,
): Promise<RequestContext> {
  const token = bearerToken(req.headers.authorization);
  return {
    em: deps.orm.em.fork() as EntityManager,
    caller: token ? await deps.tokens.verify(token) : null,
    requestId: requestIdOf(res),
    deps,
    req,
    res,
  };
}
