import type { EntityManager } from '@mikro-orm/postgresql';
import { Notice as NoticeEntity, withActor } from '@parcel/db';
import { noticeFormSchema } from '@parcel/shared/forms/notice-form';
import { NOTICE_LIST, readerAudienceOf } from '@parcel/shared/records/notice';
import { z } from 'zod';
import type { Caller } from '../../common/access';
import { notFound } from '../../common/errors';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { operation } from '../../common/operation';
import { fetchPage, fetchRows, type PagedList, type Sql, sql, windowOf } from '../../common/paged-query';
import { parseInput } from '../../common/parse-input';
import { atVersion } from '../../common/stale-version';
import type { Notice, NoticePage } from './notice.types';

export const NOTICE_MESSAGES = {
  notFound: '공지사항을 찾을 수 없습니다.',
  idInvalid: '공지사항 번호가 올바르지 않습니다.',
  idRequired: '공지사항 번호(noticeId)가 필요합니다.',
  limitInvalid: '개수는 1~20 사이로 입력해주세요.',
} as const;

/** How many notices the latest-notices box may ask for. */
export const MAX_LATEST_NOTICES = 20;

/**
 * Reading notices: any signed-in caller, customers included (own-account), each seeing the notices
 * of their audience; writing them: admins (area 'notices').
 */
const READERS = 'own-account' as const;
const WRITERS = { area: 'notices', level: 'write' } as const;

const noticeIdSchema = z.coerce.number({ error: NOTICE_MESSAGES.idInvalid }).int().positive();
const updateKeys = z.object({
  noticeId: z.coerce.number({ error: NOTICE_MESSAGES.idRequired }).int().positive(),
  version: z.coerce.number().int().positive().nullish(),
});
const limitSchema = z.coerce
  .number({ error: NOTICE_MESSAGES.limitInvalid })
  .int({ error: NOTICE_MESSAGES.limitInvalid })
  .min(1, { error: NOTICE_MESSAGES.limitInvalid })
  .max(MAX_LATEST_NOTICES, { error: NOTICE_MESSAGES.limitInvalid });

const NOTICE_COLUMNS = selectListOf(NOTICE_LIST, { alias: 'n', sql: { regNm: 'w.name' } });
const toNotice = rowReaderOf(NOTICE_LIST);
const WRITER_JOIN = 'left join member w on w.member_id = n.reg_id';
/** Pinned first, then newest (the index notice_reading_order_index). */
const READING_ORDER = sql(`n.pinned_yn desc, n.reg_dt desc, n.notice_id desc`);

/**
 * What the caller may read: admins every notice (the management screen), everyone else the
 * notices for their audience (staff: STAFF and ALL; customers: CUSTOMER and ALL).
 */
function visibleTo(caller: Caller, everything: boolean): Sql[] {
  if (everything && caller.role === 'admin') return [];
  return [sql(`n.audience in ('ALL', ?)`, readerAudienceOf(caller.role))];
}

function noticeList(where: Sql[], window: PagedList['window']): PagedList {
  return {
    query: {
      select: NOTICE_COLUMNS,
      from: 'notice n',
      where,
      orderBy: READING_ORDER,
      key: 'n.notice_id',
      decorate: WRITER_JOIN,
    },
    window,
  };
}

/** The notices the caller may read (an admin: every one), pinned first, then newest; one page. */
export const listNotices = operation(READERS, async (context, page?: unknown): Promise<NoticePage> => {
  const { items, total } = await fetchPage<DriverRow>(
    context.em,
    noticeList(visibleTo(context.caller, true), windowOf(page)),
  );
  return { items: items.map(toNotice), total };
});

/** The newest notices for the caller's audience (the admin's too), pinned first: the home screens' box. */
export const latestNotices = operation(READERS, async (context, limit?: unknown): Promise<Notice[]> => {
  const count = parseInput(limitSchema, limit ?? 3);
  const rows = await fetchRows<DriverRow>(
    context.em,
    noticeList(visibleTo(context.caller, false), { all: true, limit: count }),
  );
  return rows.map(toNotice);
});

async function readNotice(context: { em: EntityManager }, where: Sql[]): Promise<Notice> {
  const [row] = await fetchRows<DriverRow>(context.em, noticeList(where, { all: true, limit: 1 }));
  if (!row) throw notFound(NOTICE_MESSAGES.notFound);
  return toNotice(row);
}

/** One notice the caller may read; NOT_FOUND for another audience's or an unknown one. */
export const getNotice = operation(READERS, async (context, noticeId: unknown): Promise<Notice> =>
  readNotice(context, [
    sql('n.notice_id = ?', parseInput(noticeIdSchema, noticeId)),
    ...visibleTo(context.caller, true),
  ]),
);

export const createNotice = operation(WRITERS, async (context, input: unknown): Promise<Notice> => {
  const form = parseInput(noticeFormSchema, input);
  const noticeId = await withActor(context.em, context.caller.memberId, async (tx) => {
    const notice = tx.create(NoticeEntity, { ...form, regId: context.caller.memberId });
    await tx.flush();
    return notice.noticeId;
  });
  return readNotice(context, [sql('n.notice_id = ?', noticeId)]);
});

export const updateNotice = operation(WRITERS, async (context, input: unknown): Promise<Notice> => {
  const keys = parseInput(updateKeys, input);
  const form = parseInput(noticeFormSchema, input);
  await withActor(context.em, context.caller.memberId, async (tx) => {
    const notice = await tx.findOne(NoticeEntity, { noticeId: keys.noticeId }, atVersion(keys.version));
    if (!notice) throw notFound(NOTICE_MESSAGES.notFound);
    tx.assign(notice, { ...form, chgId: context.caller.memberId });
    await tx.flush();
  });
  return readNotice(context, [sql('n.notice_id = ?', keys.noticeId)]);
});

/**
 * Removes a notice by deleting its row (docs/decisions.md#notices): nothing refers to a notice, a
 * removed one is shown nowhere, and the change history keeps its last text (the audit trigger).
 * Answers the notice as it was.
 */
export const deleteNotice = operation(WRITERS, async (context, noticeIdInput: unknown): Promise<Notice> => {
  const noticeId = parseInput(noticeIdSchema, noticeIdInput);
  const removed = await readNotice(context, [sql('n.notice_id = ?', noticeId)]);
  await withActor(context.em, context.caller.memberId, async (tx) => {
    const deleted = await tx.nativeDelete(NoticeEntity, { noticeId });
    if (deleted === 0) throw notFound(NOTICE_MESSAGES.notFound);
  });
  return removed;
});
