// A member (사용자, a staff user of the back office): its edited fields, in the order the user form
// (forms/member-form.ts) checks them, and 사용자 관리's list, from which the GraphQL MemberView
// type, its filters and the grid are built.
import { columnsOf, defineFields } from './define-fields';
import { defineList } from './define-list';

export const MEMBER_GROUPS = [
  'admin',
  'member_view',
  'member_delivery',
  'member_pickup',
  'member_all',
  'customer',
] as const;
export type MemberGroup = (typeof MEMBER_GROUPS)[number];

/** Korean labels of the permission groups, in the order the filter and the form list them. */
export const MEMBER_GROUP_LABELS: Record<MemberGroup, string> = {
  admin: '관리자',
  member_view: '멤버_조회',
  member_delivery: '멤버_배송',
  member_pickup: '멤버_픽업',
  member_all: '멤버_전체',
  customer: '화주',
};

/**
 * A member's edited fields besides the password, its confirmation and the status. The id is given
 * once, at registration, and has its own pattern (forms/member-form.ts). The form requires the
 * e-mail and the telephone and always sends them, but their columns take null (older rows): answered
 * as nullable (non-admins see neither), sent as non-null.
 */
export const MEMBER_FIELDS = defineFields({
  userId: {
    label: '아이디',
    required: true,
    max: 50,
    doc: 'Sign-in id (아이디): letters, digits and . _ -, at least 3 characters',
    serverRule: 'unique, withdrawn users included (see userIdTaken); it cannot change once registered',
  },
  name: { label: '이름', required: true, max: 50, doc: 'Display name (이름)' },
  email: {
    label: '이메일',
    kind: 'email',
    required: true,
    nullable: true,
    inputNullable: false,
    max: 100,
    doc: 'Email address (이메일)',
  },
  telNo: {
    label: '전화번호',
    kind: 'phone',
    required: true,
    nullable: true,
    inputNullable: false,
    doc: 'Telephone (전화번호)',
  },
  groupVal: {
    label: '권한',
    kind: 'choice',
    choices: MEMBER_GROUP_LABELS,
    required: true,
    doc: "Permission group (권한): admin, member_view, member_delivery, member_pickup, member_all, customer (화주: a shipper's own login, linked to its company)",
  },
});

const COLUMNS = columnsOf(MEMBER_FIELDS, {
  userId: { width: 12, grow: true },
  name: { width: 12, grow: true },
  telNo: { width: 17 },
  groupVal: { label: '등급', width: 14, codes: MEMBER_GROUP_LABELS },
});

export const MEMBER_LIST = defineList({
  columns: {
    memberId: { kind: 'integer', doc: 'Member number.' },
    userId: COLUMNS.userId,
    name: COLUMNS.name,
    email: COLUMNS.email,
    telNo: COLUMNS.telNo,
    companyId: { kind: 'integer', nullable: true, doc: 'Company the user belongs to.' },
    companyNm: { nullable: true, doc: 'Name of the company the user belongs to.' },
    groupVal: COLUMNS.groupVal,
    delYn: { label: '상태', width: 10, codes: { N: '정상', Y: '탈퇴' }, doc: 'N normal, Y withdrawn.' },
    regDt: { label: '등록일', kind: 'date', width: 13, doc: 'Registration time (UTC).' },
    version: { kind: 'integer', doc: 'Optimistic-lock version; send it back with updates.' },
  },
  filters: {
    groupVal: {
      label: MEMBER_FIELDS.groupVal.label,
      kind: 'select',
      options: MEMBER_GROUPS.map((group) => ({ value: group, label: MEMBER_GROUP_LABELS[group] })),
      doc: 'Exact permission group.',
    },
    name: { label: MEMBER_FIELDS.name.label, kind: 'text', doc: 'Part of the name.' },
    telNo: {
      label: MEMBER_FIELDS.telNo.label,
      kind: 'phone',
      doc: 'Part of the telephone number, with or without hyphens.',
    },
  },
  grid: ['name', 'userId', 'telNo', 'groupVal', 'delYn', 'regDt'],
  sheet: [],
});
