// 사용자 관리's list: the GraphQL MemberView type, its filters and the grid are built from it.
import { MEMBER_FIELD_LABELS as LABELS, MEMBER_GROUP_LABELS, MEMBER_GROUPS } from '../forms/member-form';
import { defineList } from './define-list';

export const MEMBER_LIST = defineList({
  columns: {
    memberId: { kind: 'integer', doc: 'Member number.' },
    userId: { label: LABELS.userId, width: 12, grow: true, doc: 'Sign-in id.' },
    name: { label: LABELS.name, width: 12, grow: true, doc: 'Display name.' },
    email: { nullable: true, doc: 'Email address, lowercased.' },
    telNo: {
      label: LABELS.telNo,
      kind: 'phone',
      width: 17,
      nullable: true,
      doc: 'Telephone, digits only (the web formats it).',
    },
    companyId: { kind: 'integer', nullable: true, doc: 'Company the user belongs to.' },
    companyNm: { nullable: true, doc: 'Name of the company the user belongs to.' },
    groupVal: {
      label: '등급',
      width: 14,
      codes: MEMBER_GROUP_LABELS,
      doc: 'Permission group: admin, member_view, member_delivery, member_pickup, member_all.',
    },
    delYn: { label: '상태', width: 10, codes: { N: '정상', Y: '탈퇴' }, doc: 'N normal, Y withdrawn.' },
    regDt: { label: '등록일', kind: 'date', width: 13, doc: 'Registration time (UTC).' },
    version: { kind: 'integer', doc: 'Optimistic-lock version; send it back with updates.' },
  },
  filters: {
    groupVal: {
      label: LABELS.groupVal,
      kind: 'select',
      options: MEMBER_GROUPS.map((group) => ({ value: group, label: MEMBER_GROUP_LABELS[group] })),
      doc: 'Exact permission group.',
    },
    name: { label: LABELS.name, kind: 'text', doc: 'Part of the name.' },
    telNo: {
      label: LABELS.telNo,
      kind: 'phone',
      doc: 'Part of the telephone number, with or without hyphens.',
    },
  },
  grid: ['name', 'userId', 'telNo', 'groupVal', 'delYn', 'regDt'],
  sheet: [],
});
