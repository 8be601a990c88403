import type { RequestContext } from '../context';
import { assertAccess, type AccessRule } from './access';

/**
 * A service operation and the access it requires, declared once. The operation checks the caller
 * itself (401 / 403), so no transport can forget; the REST row's `access` and the resolver's
 * `@Authorized` are read from it.
 */
export interface Operation<Args extends unknown[], Result> {
  (context: RequestContext, ...args: Args): Promise<Result>;
  readonly access: AccessRule;
}

export function operation<Args extends unknown[], Result>(
  access: AccessRule,
  run: (context: RequestContext, ...args: Args) => Promise<Result>,
): Operation<Args, Result> {
  const guarded = async (context: RequestContext, ...args: Args) => {
    assertAccess(context.caller, access);
    return run(context, ...args);
  };
  return Object.assign(guarded, { access });
}

/** The `@Authorized` string of an operation: `users:write`, `companies:read` or `signed-in`. */
export function authorizedFor({ access }: { access: AccessRule }): string {
  if (typeof access === 'string') return access;
  return `${access.area}:${access.level}`;
}
