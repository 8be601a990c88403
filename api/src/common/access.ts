import type { GroupVal } from '@parcel/db';
import { forbidden, unauthenticated } from './errors';

/** The signed-in user behind a request, taken from the access token. */
export interface Caller {
  memberId: number;
  userId: string;
  name: string;
  role: GroupVal;
}

/** Areas of the product that DECISIONS.md's role table grants separately. */
export type Area = 'users' | 'companies' | 'shipments' | 'deliveries' | 'settlement';
export type AccessLevel = 'read' | 'write';

/** Who may write each area; every signed-in role may read every area. */
const WRITERS: Record<Area, readonly GroupVal[]> = {
  users: ['admin'],
  companies: ['admin', 'member_all'],
  shipments: ['admin', 'member_all', 'member_pickup'],
  deliveries: ['admin', 'member_all', 'member_delivery'],
  settlement: ['admin', 'member_all'],
};

/** What a GraphQL field or REST route requires of its caller. */
export type AccessRule = 'public' | 'signed-in' | { area: Area; level: AccessLevel };

export function canAccess(caller: Caller | null, rule: AccessRule): boolean {
  if (rule === 'public') return true;
  if (!caller) return false;
  if (rule === 'signed-in' || rule.level === 'read') return true;
  return WRITERS[rule.area].includes(caller.role);
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
  if (!(area in WRITERS) || (level !== 'read' && level !== 'write'))
    throw new Error(`unknown access rule ${role}`);
  return { area, level };
}

export const requires = (area: Area, level: AccessLevel): string => `${area}:${level}`;
