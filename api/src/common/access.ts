import type { GroupVal } from '@parcel/db';
import { type AccessLevel, type Area, AREAS, mayWrite } from '@parcel/shared/access';
import { forbidden, unauthenticated } from './errors';

export type { AccessLevel, Area };

/** The signed-in user behind a request, as the database knows them at the request (current-caller.ts). */
export interface Caller {
  memberId: number;
  userId: string;
  name: string;
  role: GroupVal;
}

/** What a GraphQL field or REST route requires of its caller. */
export type AccessRule = 'public' | 'signed-in' | { area: Area; level: AccessLevel };

export function canAccess(caller: Caller | null, rule: AccessRule): boolean {
  if (rule === 'public') return true;
  if (!caller) return false;
  if (rule === 'signed-in' || rule.level === 'read') return true;
  return mayWrite(caller.role, rule.area);
}

/** Throws 401 for an anonymous caller and 403 for a role the rule does not admit. */
export function assertAccess(caller: Caller | null, rule: AccessRule): void {
  if (rule !== 'public' && !caller) throw unauthenticated();
  if (!canAccess(caller, rule)) throw forbidden();
}

/** TypeGraphQL's @Authorized takes strings: `users:write`, `companies:read` or `signed-in`. */
export function ruleFromRoleString(role: string): AccessRule {
  if (role === 'signed-in' || role === 'public') return role;
  const [area, level] = role.split(':') as [Area, AccessLevel];
  if (!AREAS.includes(area) || (level !== 'read' && level !== 'write'))
    throw new Error(`unknown access rule ${role}`);
  return { area, level };
}
