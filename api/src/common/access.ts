import type { GroupVal } from '@parcel/db';
import { type AccessLevel, type Area, AREAS, isCustomer, mayRead, mayWrite } from '@parcel/shared/access';
import { forbidden, unauthenticated } from './errors';

export type { AccessLevel, Area };

/** The signed-in user behind a request, as the database knows them at the request (current-caller.ts). */
export interface Caller {
  memberId: number;
  userId: string;
  name: string;
  role: GroupVal;
  /**
   * A customer's (화주) companies: its own and those it heads in its settlement group, the only ones
   * its reads and writes may concern (customer-scope.ts); null for staff, who see everything.
   */
  companyScope: readonly number[] | null;
}

/**
 * What a GraphQL field or REST route requires of its caller:
 * - 'public': anyone;
 * - 'signed-in': any signed-in staff member;
 * - 'own-account': any signed-in caller, customers included (their own account, notices, codes);
 * - an area and level: staff by the role table; customers only where `customers` says the operation
 *   limits what it reads and writes to the caller's companies (customer-scope.ts), and the area is
 *   one of theirs (CUSTOMER_AREAS). Every other operation answers a customer 403.
 */
export type AccessRule =
  'public' | 'signed-in' | 'own-account' | { area: Area; level: AccessLevel; customers?: true };

export function canAccess(caller: Caller | null, rule: AccessRule): boolean {
  if (rule === 'public') return true;
  if (!caller) return false;
  if (rule === 'own-account') return true;
  if (isCustomer(caller.role)) {
    if (rule === 'signed-in' || !rule.customers) return false;
    return rule.level === 'read' ? mayRead(caller.role, rule.area) : mayWrite(caller.role, rule.area);
  }
  if (rule === 'signed-in' || rule.level === 'read') return true;
  return mayWrite(caller.role, rule.area);
}

/** Throws 401 for an anonymous caller and 403 for a role the rule does not admit. */
export function assertAccess(caller: Caller | null, rule: AccessRule): void {
  if (rule !== 'public' && !caller) throw unauthenticated();
  if (!canAccess(caller, rule)) throw forbidden();
}

const CUSTOMERS_SUFFIX = ':customers';

/** TypeGraphQL's @Authorized takes strings: `users:write`, `transports:read:customers` or `signed-in`. */
export function roleStringOf(rule: AccessRule): string {
  if (typeof rule === 'string') return rule;
  return `${rule.area}:${rule.level}${rule.customers ? CUSTOMERS_SUFFIX : ''}`;
}

export function ruleFromRoleString(role: string): AccessRule {
  if (role === 'signed-in' || role === 'public' || role === 'own-account') return role;
  const [area, level, customers] = role.split(':') as [Area, AccessLevel, string | undefined];
  if (
    !AREAS.includes(area) ||
    (level !== 'read' && level !== 'write') ||
    (customers && customers !== 'customers')
  )
    throw new Error(`unknown access rule ${role}`);
  return customers ? { area, level, customers: true } : { area, level };
}
