import { z } from 'zod';
import { MEMBER_LIST } from '@parcel/shared/records/member-list';
import { BOOLEAN_ANSWER, recordNumber } from '../../rest/route-contract';
import type { RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import {
  createMember,
  isUserIdTaken,
  listMembersFor,
  unlockMember,
  updateMember,
  withdrawMember,
} from './member.service';

/**
 * The old user form's permission values, accepted here as aliases
 * (docs/decisions.md#permission-groups).
 */
const LEGACY_GROUPS: Record<string, string> = {
  member1: 'member_view',
  member2: 'member_delivery',
  member3: 'member_pickup',
  member4: 'member_all',
};

function withCanonicalGroup(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { groupVal } = body as { groupVal?: unknown };
  return typeof groupVal === 'string' && groupVal in LEGACY_GROUPS
    ? { ...body, groupVal: LEGACY_GROUPS[groupVal] }
    : body;
}

// The list's service line keeps the spec's name; listMembersFor is listMembers as the caller may see it.
const rows = serviceRowsOf({
  listMembers: listMembersFor,
  createMember,
  updateMember,
  withdrawMember,
  unlockMember,
  isUserIdTaken,
});

export const memberRoutes: RestRoute[] = [
  rows.pagedList(listMembersFor, MEMBER_LIST, {
    path: '/api/member/list',
    types: { filter: 'MemberFilterInput', item: 'MemberView', page: 'MemberPage' },
    answer: '[member], newest 100 (with page/size: {items, total})',
    canonical: withCanonicalGroup,
  }),
  rows.call(createMember, 'body', {
    method: 'POST',
    path: '/api/member/insert',
    answer: 'member',
    contract: {
      body: (types) => types.input('MemberCreateInput'),
      answer: (types) => types.output('MemberView'),
      errors: [409],
    },
    handle: ({ body, context }) => createMember(context, withCanonicalGroup(body)),
  }),
  rows.call(updateMember, 'body + memberId', {
    method: 'PUT',
    path: '/api/member/update',
    answer: 'member',
    contract: {
      body: (types) => types.input('MemberUpdateInput'),
      answer: (types) => types.output('MemberView'),
      errors: [404, 409],
    },
    handle: ({ body, context }) => updateMember(context, withCanonicalGroup(body)),
  }),
  rows.call(withdrawMember, 'id', {
    method: 'DELETE',
    path: '/api/member/delete/:id',
    answer: 'member (delYn Y)',
    contract: {
      params: z.object({ id: recordNumber("The user's number (memberId).") }),
      answer: (types) => types.output('MemberView'),
    },
    handle: ({ params, context }) => withdrawMember(context, params.id),
  }),
  rows.call(unlockMember, 'id', {
    method: 'POST',
    path: '/api/member/unlock/:id',
    answer: 'member; its sign-in waits cleared',
    contract: {
      params: z.object({ id: recordNumber("The user's number (memberId).") }),
      answer: (types) => types.output('MemberView'),
    },
    handle: ({ params, context }) => unlockMember(context, params.id),
  }),
  rows.call(isUserIdTaken, 'userId', {
    method: 'GET',
    path: '/api/member/userId/check/:userId',
    answer: 'boolean (true = taken)',
    contract: {
      params: z.object({ userId: z.string().openapi({ description: 'The sign-in ID to check (userId).' }) }),
      answer: BOOLEAN_ANSWER,
    },
    handle: ({ params, context }) => isUserIdTaken(context, params.userId),
  }),
];
