import { z } from 'zod';
import { arrayOrPageOf, BOOLEAN_ANSWER, PAGING } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import {
  createMember,
  isUserIdTaken,
  listMembersFor,
  unlockMember,
  updateMember,
  withdrawMember,
} from './member.service';

/** The old user form's permission values, accepted here as aliases (DECISIONS.md). */
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

export const memberRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/member/list',
    access: listMembersFor.access,
    service: 'listMembers(groupVal, name, telNo, page, size)',
    answer: '[member], newest 100 (with page/size: {items, total})',
    contract: {
      query: (types) => types.filter('MemberFilterInput').extend(PAGING.shape),
      answer: arrayOrPageOf('MemberView', 'MemberPage'),
    },
    handle: ({ query, context }) => {
      const filter = withCanonicalGroup({ groupVal: query.groupVal, name: query.name, telNo: query.telNo });
      return arrayOrPage(query, {
        array: async () => (await listMembersFor(context, filter, { size: 100 })).items,
        page: () => listMembersFor(context, filter, query),
      });
    },
  },
  {
    method: 'POST',
    path: '/api/member/insert',
    access: createMember.access,
    service: 'createMember(body)',
    answer: 'member',
    contract: {
      body: (types) => types.input('MemberCreateInput'),
      answer: (types) => types.output('MemberView'),
      errors: [409],
    },
    handle: ({ body, context }) => createMember(context, withCanonicalGroup(body)),
  },
  {
    method: 'PUT',
    path: '/api/member/update',
    access: updateMember.access,
    service: 'updateMember(body + memberId)',
    answer: 'member',
    contract: {
      body: (types) => types.input('MemberUpdateInput'),
      answer: (types) => types.output('MemberView'),
      errors: [404, 409],
    },
    handle: ({ body, context }) => updateMember(context, withCanonicalGroup(body)),
  },
  {
    method: 'DELETE',
    path: '/api/member/delete/:id',
    access: withdrawMember.access,
    service: 'withdrawMember(id)',
    answer: 'member (delYn Y)',
    contract: { answer: (types) => types.output('MemberView') },
    handle: ({ params, context }) => withdrawMember(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/member/unlock/:id',
    access: unlockMember.access,
    service: 'unlockMember(id)',
    answer: 'member; its sign-in waits cleared',
    contract: { answer: (types) => types.output('MemberView') },
    handle: ({ params, context }) => unlockMember(context, params.id),
  },
  {
    method: 'GET',
    path: '/api/member/userId/check/:userId',
    access: isUserIdTaken.access,
    service: 'isUserIdTaken(userId)',
    answer: 'boolean (true = taken)',
    contract: { params: z.object({ userId: z.string() }), answer: BOOLEAN_ANSWER },
    handle: ({ params, context }) => isUserIdTaken(context, params.userId),
  },
];
