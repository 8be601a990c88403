import type { MemberGroup } from './forms/member-form';

/**
 * Areas of the product that the role table grants separately
 * (docs/decisions.md#who-may-write-each-area).
 */
export const AREAS = [
  'users',
  'companies',
  'transports',
  'deliveries',
  'settlement',
  'reopening',
  'notices',
] as const;
export type Area = (typeof AREAS)[number];
export type AccessLevel = 'read' | 'write';

/**
 * Who may write each area (docs/decisions.md#who-may-write-each-area); every staff role may read
 * every area (customers: CUSTOMER_AREAS). The server enforces it on every route and operation; the web disables what a role may
 * not do.
 */
export const AREA_WRITERS: Readonly<Record<Area, readonly MemberGroup[]>> = {
  users: ['admin'],
  companies: ['admin', 'member_all'],
  transports: ['admin', 'member_all', 'member_pickup'],
  deliveries: ['admin', 'member_all', 'member_delivery'],
  settlement: ['admin', 'member_all'],
  /** 마감 해제: reopening a closed invoice (closing it is a settlement write). */
  reopening: ['admin'],
  /** 공지사항: writing, changing and removing notices (reading them is the 'own-account' rule's). */
  notices: ['admin'],
};

/** The customer role (화주): a shipper's own sign-in, linked to one company (사용자 관리). */
const CUSTOMER_ROLE = 'customer' satisfies MemberGroup;

export function isCustomer(role: string | null | undefined): boolean {
  return role === CUSTOMER_ROLE;
}

/**
 * The areas a customer may use, and how; every other area is closed to it (403). Whatever it reads
 * or writes there the server limits to its companies: only operations declared for customers admit
 * it, and each limits its rows (docs/decisions.md#customer-accounts).
 */
export const CUSTOMER_AREAS: Readonly<Partial<Record<Area, AccessLevel>>> = {
  /** The company pickers: its own companies only. */
  companies: 'read',
  transports: 'write',
  deliveries: 'read',
  settlement: 'read',
};

export function mayWrite(role: string | null | undefined, area: Area): boolean {
  if (isCustomer(role)) return CUSTOMER_AREAS[area] === 'write';
  return (AREA_WRITERS[area] as readonly string[]).includes(role ?? '');
}

/** Staff read every area; a customer only its own (CUSTOMER_AREAS). */
export function mayRead(role: string | null | undefined, area: Area): boolean {
  return !isCustomer(role) || CUSTOMER_AREAS[area] !== undefined;
}

/**
 * Who may read the whole change history (auditLog, the 변경 이력 screen): this area's writers, 관리자,
 * as it shows every record's changes, users' included. A record's own history (auditTrail) takes
 * read access to the record's area instead.
 */
export const AUDIT_LOG_AREA: Area = 'users';

export function mayReadAuditLog(role: string | null | undefined): boolean {
  return mayWrite(role, AUDIT_LOG_AREA);
}

/** The tooltip of an action a role may not take. */
export const WRITE_DENIED_MESSAGE: Readonly<Record<Area, string>> = {
  users: '관리자만 할 수 있습니다.',
  companies: '관리자와 멤버_전체만 할 수 있습니다.',
  transports: '관리자, 멤버_전체, 멤버_픽업만 할 수 있습니다.',
  deliveries: '관리자, 멤버_전체, 멤버_배송만 할 수 있습니다.',
  settlement: '관리자와 멤버_전체만 할 수 있습니다.',
  reopening: '관리자만 할 수 있습니다.',
  notices: '관리자만 할 수 있습니다.',
};

/**
 * Who may use the GraphQL workbench and read the schema (introspection): analysts hold 멤버_조회
 * accounts, and admin and 멤버_전체 see everything anyway. The field roles (pickup, delivery) work the
 * screens only; their menu has no workbench and the server refuses them the schema.
 */
export const WORKBENCH_ROLES: readonly MemberGroup[] = ['admin', 'member_all', 'member_view'];

export function mayUseWorkbench(role: string | null | undefined): boolean {
  return (WORKBENCH_ROLES as readonly string[]).includes(role ?? '');
}
