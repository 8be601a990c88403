// A notice (공지사항): what admins publish to staff, to customers (화주) or to both. Its edited fields,
// in the order the form checks them (forms/notice-form.ts), and 공지사항's list, from which the GraphQL
// Notice type and the grid are built.
import { isCustomer } from '../access';
import { columnsOf, defineFields } from './define-fields';
import { defineList } from './define-list';

/** Who reads a notice (대상). */
export const NOTICE_AUDIENCES = ['ALL', 'STAFF', 'CUSTOMER'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const NOTICE_AUDIENCE_LABELS: Record<NoticeAudience, string> = {
  ALL: '전체',
  STAFF: '직원',
  CUSTOMER: '화주',
};

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_BODY_MAX = 4000;

export const NOTICE_FIELDS = defineFields({
  title: { label: '제목', required: true, max: NOTICE_TITLE_MAX, doc: 'Title (제목)' },
  body: {
    label: '내용',
    required: true,
    max: NOTICE_BODY_MAX,
    multiline: true,
    doc: 'Body text (내용), plain text; line breaks are kept',
  },
  audience: {
    label: '대상',
    kind: 'choice',
    choices: NOTICE_AUDIENCE_LABELS,
    default: 'ALL',
    doc: 'Who reads it (대상): ALL everyone, STAFF staff only, CUSTOMER customers (화주) only',
  },
  pinnedYn: {
    label: '고정',
    kind: 'yesNo',
    default: 'N',
    choices: { Y: '고정', N: '고정 안 함' },
    doc: 'Y: pinned (고정), listed before the others',
  },
});

const COLUMNS = columnsOf(NOTICE_FIELDS, {
  title: { width: 30, grow: true },
  body: { width: 40 },
  audience: { width: 8, codes: NOTICE_AUDIENCE_LABELS },
  pinnedYn: { width: 6, codes: { Y: '고정', N: '' } },
});

export const NOTICE_LIST = defineList({
  columns: {
    noticeId: { kind: 'integer', doc: 'Notice number.' },
    pinnedYn: COLUMNS.pinnedYn,
    title: COLUMNS.title,
    body: COLUMNS.body,
    audience: COLUMNS.audience,
    regNm: { label: '작성자', width: 10, nullable: true, doc: 'Who wrote it (member name).' },
    regDt: { label: '등록일', kind: 'date', width: 13, doc: 'Publication time (UTC).' },
    chgDt: { label: '수정일', kind: 'date', width: 13, nullable: true, doc: 'Last change (UTC).' },
    version: { kind: 'integer', doc: 'Optimistic-lock version; send it back with updates.' },
  },
  filters: {},
  grid: ['pinnedYn', 'title', 'audience', 'regNm', 'regDt'],
  sheet: [],
});

/** Whose notices a role reads besides those for everyone (ALL): customers (화주) theirs, staff theirs. */
export function readerAudienceOf(role: string | null | undefined): Exclude<NoticeAudience, 'ALL'> {
  return isCustomer(role) ? 'CUSTOMER' : 'STAFF';
}
