import type { RequestContext } from '../context';
import { assertAccess, roleStringOf, type AccessRule, type Caller } from './access';

/**
 * A service operation and the access it requires, declared once. The operation checks the caller
 * itself (401 / 403), so no transport can forget; the REST row's `access` and the resolver's
 * `@Authorized` are read from it.
 */
export interface Operation<Args extends unknown[], Result, Rule extends AccessRule = AccessRule> {
  (context: RequestContext, ...args: Args): Promise<Result>;
  readonly access: Rule;
}

/**
 * The context an operation runs with, past its access check: every rule but 'public' admits only a
 * caller, so the service reads `context.caller.memberId` (the acting member) without a check.
 */
export type OperationContext<Rule extends AccessRule> = Rule extends 'public'
  ? RequestContext
  : RequestContext & { readonly caller: Caller };

/** The context of an operation any signed-in caller may run, and of the helpers it hands its context. */
export type SignedInContext = OperationContext<'signed-in'>;

export function operation<const Rule extends AccessRule, Args extends unknown[], Result>(
  access: Rule,
  run: (context: OperationContext<Rule>, ...args: Args) => Promise<Result>,
): Operation<Args, Result, Rule> {
  const guarded = async (context: RequestContext, ...args: Args) => {
    assertAccess(context.caller, access);
    return run(context as OperationContext<Rule>, ...args);
  };
  return Object.assign(guarded, { access });
}

/** The `@Authorized` string of an operation: `users:write`, `transports:read:customers` or `signed-in`. */
export function authorizedFor({ access }: { access: AccessRule }): string {
  return roleStringOf(access);
}
