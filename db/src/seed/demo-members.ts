import type { GroupVal } from '../entities/member.entity';
import { addDays, seoulTimestamp } from './calendar';
import { mobile } from './korean-places';
import type { Random } from './random';
import type { CompanyRow, MemberRow } from './tables';

/**
 * The demo sign-in (docs/decisions.md#demo-sign-in); the login form is prefilled with it on demo
 * data only.
 */
export const DEMO_ADMIN_USER_ID = 'admin';
export const DEMO_ADMIN_PASSWORD = 'admin1234';
/** Password of every other demo user, one per permission group (demo_view, demo_all ...). */
export const DEMO_USER_PASSWORD = 'demo1234';

interface StaffMember {
  userId: string;
  name: string;
  group: GroupVal;
  withdrawn?: boolean;
}

// One user per permission group to try the roles with, then the office's regular staff.
const STAFF: StaffMember[] = [
  { userId: DEMO_ADMIN_USER_ID, name: '관리자', group: 'admin' },
  { userId: 'demo_view', name: '최서연', group: 'member_view' },
  { userId: 'demo_delivery', name: '박준호', group: 'member_delivery' },
  { userId: 'demo_pickup', name: '이동훈', group: 'member_pickup' },
  { userId: 'demo_all', name: '김민정', group: 'member_all' },
  { userId: 'kimjh', name: '김재현', group: 'member_all' },
  { userId: 'leesy', name: '이수영', group: 'member_view' },
  { userId: 'parkms', name: '박민수', group: 'member_pickup' },
  { userId: 'jungdh', name: '정대호', group: 'member_pickup' },
  { userId: 'yoonsw', name: '윤성욱', group: 'member_pickup' },
  { userId: 'choiyh', name: '최영호', group: 'member_delivery' },
  { userId: 'kanghj', name: '강현진', group: 'member_delivery' },
  { userId: 'hwangjy', name: '황지영', group: 'member_view', withdrawn: true },
];

// Drivers who deliver but never sign in (transport_manager is a name, not a member).
const OUTSIDE_DRIVERS = ['송기철', '임태수', '한상욱', '오준석', '배진호'];

export interface DemoMembers {
  rows: MemberRow[];
  /** Members who collect goods from senders (transport_sender.manager_id). */
  collectorIds: number[];
  /** Names written as the delivery manager of goods lines. */
  driverNames: string[];
}

export function buildMembers(
  random: Random,
  ids: number[],
  hashes: { admin: string; user: string },
  today: string,
): DemoMembers {
  const rows = STAFF.map((staff, i): MemberRow => {
    const joined = addDays(today, -random.int(200, 1500));
    return {
      member_id: ids[i] ?? 0,
      reg_dt: seoulTimestamp(joined, random.int(540, 1080)),
      chg_dt: staff.withdrawn
        ? seoulTimestamp(addDays(today, -random.int(20, 150)), random.int(540, 1080))
        : null,
      user_id: staff.userId,
      user_pw: staff.group === 'admin' ? hashes.admin : hashes.user,
      name: staff.name,
      email: `${staff.userId.replace('_', '.')}@example.com`,
      tel_no: mobile(random),
      company_id: null,
      group_val: staff.group,
      del_yn: staff.withdrawn ? 'Y' : 'N',
    };
  });
  const active = STAFF.map((staff, i) => ({ staff, id: ids[i] ?? 0 })).filter(
    ({ staff }) => !staff.withdrawn,
  );
  return {
    rows,
    collectorIds: active
      .filter(({ staff }) => staff.group === 'member_pickup' || staff.group === 'member_all')
      .map(({ id }) => id),
    driverNames: [
      ...active.filter(({ staff }) => staff.group === 'member_delivery').map(({ staff }) => staff.name),
      ...OUTSIDE_DRIVERS,
    ],
  };
}

/** The demo customer (화주) account, signing in with DEMO_USER_PASSWORD. */
export const DEMO_CUSTOMER_USER_ID = 'demo_customer';

/**
 * The demo customer's company: the first shipper (by number) that heads a settlement group of
 * others, so its sign-in shows a group's transports and invoices. Chosen without the random stream,
 * which the rest of the demo data follows.
 */
function demoCustomerCompany(companies: readonly CompanyRow[]): CompanyRow | undefined {
  const heads = new Set(
    companies
      .filter((row) => row.excclc_company_id !== null && row.excclc_company_id !== row.company_id)
      .map((row) => row.excclc_company_id),
  );
  return (
    companies.find((row) => heads.has(row.company_id)) ?? companies.find((row) => row.shipper_yn === 'Y')
  );
}

/** The demo customer account (화주) linked to demoCustomerCompany; none without a shipper. */
export function buildCustomerMember(
  id: number,
  companies: readonly CompanyRow[],
  hash: string,
  today: string,
): MemberRow[] {
  const company = demoCustomerCompany(companies);
  if (!company) return [];
  return [
    {
      member_id: id,
      reg_dt: seoulTimestamp(addDays(today, -30), 600),
      chg_dt: null,
      user_id: DEMO_CUSTOMER_USER_ID,
      user_pw: hash,
      name: `${company.company_nm} 담당`,
      email: 'demo.customer@example.com',
      tel_no: company.manager_tel_no ?? null,
      company_id: company.company_id,
      group_val: 'customer',
      del_yn: 'N',
    },
  ];
}

/** The staff, and the customer account last. */
export const DEMO_MEMBER_COUNT = STAFF.length + 1;
