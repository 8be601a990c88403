import type { EntityManager } from '@mikro-orm/postgresql';
import { Company, Member, withActor } from '@parcel/db';
import { z } from 'zod';
import type { Caller } from '../../common/access';
import { AppError, badInput, notFound } from '../../common/errors';
import { fetchPage, type PagedList, type Sql, sql } from '../../common/paged-query';
import { containsPattern, pageSchema } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { atVersion } from '../../common/stale-version';
import {
  isMemberGroup,
  MEMBER_FORM_MESSAGES,
  memberCreateSchema,
  memberUpdateSchema,
} from '@parcel/shared/forms/member-form';
import { operation } from '../../common/operation';
import { isCustomer } from '@parcel/shared/access';
import { filterSchemaOf } from '@parcel/shared/records/define-list';
import { MEMBER_LIST } from '@parcel/shared/records/member-list';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { revokeMemberTokens } from '../auth/refresh-tokens';
import type { MemberPage, MemberView } from './member.types';

export const MEMBER_MESSAGES = {
  notFound: '사용자를 찾을 수 없습니다.',
  userIdTaken: '이미 사용 중인 ID입니다.',
  companyNotFound: '선택한 업체가 없습니다.',
  withdrawSelf: '본인 계정은 탈퇴 처리할 수 없습니다.',
  phoneSearchAdminsOnly: '전화번호 검색은 관리자만 할 수 있습니다.',
} as const;

const memberFilter = filterSchemaOf(MEMBER_LIST);

// What the API needs beside the form (the form's own fields are the shared schemas').
// Legacy forms send 0 or '' (which coerces to 0) for "no company"; GraphQL may leave it out.
const companyId = z.coerce
  .number()
  .int()
  .min(0)
  .nullish()
  .transform((value) => (value ? value : null));
const createKeys = z.object({ companyId });
const updateKeys = z.object({
  companyId,
  memberId: z.coerce.number({ error: '사용자 번호(memberId)가 필요합니다.' }).int().positive(),
  version: z.coerce.number().int().positive().nullish(),
});
const memberIdSchema = z.coerce.number({ error: '사용자 번호가 올바르지 않습니다.' }).int().positive();

const MEMBER_COLUMNS = selectListOf(MEMBER_LIST, { alias: 'm', sql: { companyNm: 'c.company_nm' } });
const toMemberView = rowReaderOf(MEMBER_LIST);

/**
 * A user's phone number and e-mail are for admins only: other roles see the list without them, and
 * may not search by phone (a search would reveal the numbers one digit at a time).
 */
const seesContacts = (caller: Caller | null) => caller?.role === 'admin';

function withContactsFor(caller: Caller | null, member: MemberView): MemberView {
  return seesContacts(caller) ? member : { ...member, telNo: null, email: null };
}

/** listMembers as the caller may see it (see seesContacts). */
export const listMembersFor = operation(
  { area: 'users', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<MemberPage> => {
    const telNo = (filter as { telNo?: unknown } | null)?.telNo;
    if (typeof telNo === 'string' && telNo.trim() && !seesContacts(context.caller)) {
      throw new AppError('FORBIDDEN', MEMBER_MESSAGES.phoneSearchAdminsOnly, 'telNo');
    }
    const result = await listMembers(context.em, filter, page);
    return { ...result, items: result.items.map((member) => withContactsFor(context.caller, member)) };
  },
);

/** getMember as the caller may see it (see seesContacts). */
export const getMemberFor = operation(
  { area: 'users', level: 'read' },
  async (context, memberId: unknown): Promise<MemberView> =>
    withContactsFor(context.caller, await getMember(context.em, parseInput(memberIdSchema, memberId))),
);

/** The users list as statements: shared by the service and the benchmark's bare handler. */
export function memberList(filter: unknown, page: unknown): PagedList {
  const { groupVal, name, telNo } = parseInput(memberFilter, filter ?? {});
  const window = parseInput(pageSchema, page ?? {});
  const where: Sql[] = [];
  if (groupVal && groupVal !== 'all') {
    if (!isMemberGroup(groupVal)) throw badInput('올바른 권한 형식이 아닙니다.', 'groupVal');
    where.push(sql('m.group_val = ?', groupVal));
  }
  // Contains-searches: the trigram indexes on name and tel_no serve them.
  if (name) where.push(sql(`m.name ilike ? escape '\\'`, containsPattern(name)));
  if (telNo) where.push(sql(`m.tel_no like ? escape '\\'`, containsPattern(telNo)));
  return {
    query: {
      select: MEMBER_COLUMNS,
      from: 'member m',
      where,
      orderBy: sql('m.member_id desc'),
      key: 'm.member_id',
      decorate: 'left join company c on c.company_id = m.company_id',
    },
    window,
  };
}

/** Users matching the filters, newest first, one page at a time, with the company name joined in. */
export async function listMembers(em: EntityManager, filter: unknown, page: unknown): Promise<MemberPage> {
  const { items, total } = await fetchPage<DriverRow>(em, memberList(filter, page));
  return { items: items.map(toMemberView), total };
}

export async function getMember(em: EntityManager, memberId: number): Promise<MemberView> {
  const [row] = await em.execute<DriverRow[]>(
    `select ${MEMBER_COLUMNS} from member m left join company c on c.company_id = m.company_id where m.member_id = ?`,
    [memberId],
  );
  if (!row) throw notFound(MEMBER_MESSAGES.notFound);
  return toMemberView(row);
}

/** True when the id is taken (by a current or a withdrawn user: ids are never reused). */
export const isUserIdTaken = operation(
  { area: 'users', level: 'read' },
  async (context, userId: unknown): Promise<boolean> => {
    const id = parseInput(
      z.string({ error: '값을 입력해주세요.' }).trim().min(1, '값을 입력해주세요.').max(50),
      userId,
    );
    return (await context.em.count(Member, { userId: id })) > 0;
  },
);

export const createMember = operation(
  { area: 'users', level: 'write' },
  async (context, input: unknown): Promise<MemberView> => {
    const form = parseInput(memberCreateSchema, input);
    const values = parseInput(createKeys, input);
    const memberId = await withActor(context.em, context.caller.memberId, async (tx) => {
      if ((await tx.count(Member, { userId: form.userId })) > 0) {
        throw new AppError('CONFLICT', MEMBER_MESSAGES.userIdTaken, 'userId');
      }
      const member = tx.create(Member, {
        userId: form.userId,
        userPw: await context.deps.passwords.hash(form.userPw),
        name: form.name,
        email: form.email,
        telNo: form.telNo,
        groupVal: form.groupVal,
        company: await companyRef(tx, values.companyId, form.groupVal),
        regId: context.caller.memberId,
      });
      await tx.flush();
      return member.memberId;
    });
    return getMemberFor(context, memberId);
  },
);

export const updateMember = operation(
  { area: 'users', level: 'write' },
  async (context, input: unknown): Promise<MemberView> => {
    const values = parseInput(updateKeys, input);
    const form = parseInput(memberUpdateSchema, input);
    if (form.delYn === 'Y' && values.memberId === context.caller.memberId) {
      throw badInput(MEMBER_MESSAGES.withdrawSelf, 'delYn');
    }
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const member = await tx.findOne(Member, { memberId: values.memberId }, atVersion(values.version));
      if (!member) throw notFound(MEMBER_MESSAGES.notFound);
      const roleChanged = member.groupVal !== form.groupVal;
      tx.assign(member, {
        name: form.name,
        email: form.email,
        telNo: form.telNo,
        groupVal: form.groupVal,
        delYn: form.delYn,
        company: await companyRef(tx, values.companyId, form.groupVal),
        chgId: context.caller.memberId,
      });
      if (form.userPw) member.userPw = await context.deps.passwords.hash(form.userPw);
      // Access tokens issued before a new role, a new password or a withdrawal are worthless from
      // their next request; a new role is served at the next refresh, the others end every sign-in.
      const endsSignIns = form.delYn === 'Y' || Boolean(form.userPw);
      if (endsSignIns || roleChanged) member.sessionVersion += 1;
      await tx.flush();
      if (endsSignIns) await revokeMemberTokens(tx, member.memberId);
    });
    return getMemberFor(context, values.memberId);
  },
);

/** Withdraws a user (delYn 'Y'; the row and its history stay) and ends their sign-ins. */
export const withdrawMember = operation(
  { area: 'users', level: 'write' },
  async (context, memberIdInput: unknown): Promise<MemberView> => {
    const memberId = parseInput(memberIdSchema, memberIdInput);
    if (memberId === context.caller.memberId) throw badInput(MEMBER_MESSAGES.withdrawSelf);
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const member = await tx.findOne(Member, { memberId });
      if (!member) throw notFound(MEMBER_MESSAGES.notFound);
      tx.assign(member, {
        delYn: 'Y',
        chgId: context.caller.memberId,
        sessionVersion: member.sessionVersion + 1,
      });
      await tx.flush();
      await revokeMemberTokens(tx, memberId);
    });
    return getMemberFor(context, memberId);
  },
);

/**
 * Clears the sign-in throttle of a user from every address: an admin's answer to a user made to
 * wait by someone else's failed attempts.
 */
export const unlockMember = operation(
  { area: 'users', level: 'write' },
  async (context, memberIdInput: unknown): Promise<MemberView> => {
    const memberId = parseInput(memberIdSchema, memberIdInput);
    const member = await getMemberFor(context, memberId);
    await context.deps.loginThrottle.unlock(context.em, member.userId);
    context.log.info({ event: 'login.unlocked', memberId }, 'sign-in throttle cleared by an admin');
    return member;
  },
);

/** The user's company: required of a customer (화주), whose every read and write is limited to it. */
async function companyRef(
  em: EntityManager,
  companyId: number | null | undefined,
  groupVal: string,
): Promise<Company | null> {
  if (!companyId && isCustomer(groupVal))
    throw badInput(MEMBER_FORM_MESSAGES.customerCompanyRequired, 'companyId');
  if (!companyId) return null;
  const company = await em.findOne(Company, { companyId });
  if (!company) throw badInput(MEMBER_MESSAGES.companyNotFound, 'companyId');
  return company;
}
