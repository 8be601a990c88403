// What a customer (화주) may see and write: only rows that concern its companies (Caller.companyScope:
// its own and those it heads in its settlement group). Operations declared for customers
// (`customers: true` in their access rule, common/access.ts) limit their SQL with these conditions
// and check single records with assertInScope; for staff every condition is absent. Each customer
// operation has a cross-customer test (api/test/customer-scope.test.ts), which also fails for an
// operation declared for customers without a case there.
import type { RequestContext } from '../context';
import { notFound } from './errors';

/** The caller's companies as an SQL array literal, or null for staff (no limit). */
function scopeArray(context: Pick<RequestContext, 'caller'>): string | null {
  const scope = context.caller?.companyScope;
  if (!scope) return null;
  // Whole numbers the database answered (current-caller.ts): safe to write into the statement,
  // which lets the conditions sit in statements built as text (nested JSON reads).
  if (!scope.every(Number.isSafeInteger)) throw new Error('a company scope holds a non-integer');
  return `array[${scope.join(',')}]::int[]`;
}

/**
 * A condition that holds when any of the company columns is one of the caller's companies; null
 * (no condition) for staff.
 */
export function companyCondition(
  context: Pick<RequestContext, 'caller'>,
  ...columns: string[]
): string | null {
  const scope = scopeArray(context);
  if (!scope) return null;
  return `(${columns.map((column) => `${column} = any(${scope})`).join(' or ')})`;
}

/**
 * A transport (`transport_sender` alias `ts`) the caller may see: one it sends, or one with a
 * receiver that is its company.
 */
export function transportCondition(context: Pick<RequestContext, 'caller'>, ts = 'ts'): string | null {
  const scope = scopeArray(context);
  if (!scope) return null;
  return `(${ts}.sender_company_id = any(${scope}) or exists (select 1 from transport_receiver scoped
    where scoped.sender_transport_id = ${ts}.sender_transport_id and scoped.receiver_company_id = any(${scope})))`;
}

/**
 * A receiver (`tr`) of a transport (`ts`) the caller may see: every receiver of a transport it
 * sends, only itself on a transport another company sends.
 */
export function receiverCondition(
  context: Pick<RequestContext, 'caller'>,
  ts = 'ts',
  tr = 'tr',
): string | null {
  return companyCondition(context, `${ts}.sender_company_id`, `${tr}.receiver_company_id`);
}

/** `and <condition>` for a statement's where clause, or nothing. */
export const andScoped = (condition: string | null): string => (condition ? ` and ${condition}` : '');

/** Whether a company is one of the caller's (always for staff). */
export function isInScope(
  context: Pick<RequestContext, 'caller'>,
  companyId: number | null | undefined,
): boolean {
  const scope = context.caller?.companyScope;
  return !scope || (companyId != null && scope.includes(companyId));
}

/**
 * Refuses a record of another company as if it did not exist (404 with the record's own message),
 * so a customer learns nothing of other companies' numbers.
 */
export function assertInScope(
  context: Pick<RequestContext, 'caller'>,
  companyIds: readonly (number | null | undefined)[],
  notFoundMessage: string,
): void {
  if (!companyIds.some((companyId) => isInScope(context, companyId))) throw notFound(notFoundMessage);
}

/**
 * A record a customer made itself (`column` holds its member number), such as its spreadsheet
 * imports; null (no condition) for staff, who see everyone's.
 */
export function madeByCustomerCondition(
  context: Pick<RequestContext, 'caller'>,
  column: string,
): string | null {
  const caller = context.caller;
  if (!caller?.companyScope) return null;
  return `${column} = ${Number(caller.memberId)}`;
}
