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
import { MEMBER_ENDPOINTS, withCanonicalGroup } from './member.endpoints';

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
  ...rows.record(MEMBER_ENDPOINTS),
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
