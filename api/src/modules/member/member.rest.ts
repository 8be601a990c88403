import { asksForPage, type RestRoute } from '../../rest/rest-route';
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
    access: { area: 'users', level: 'read' },
    service: 'listMembers(groupVal, name, telNo, page, size)',
    answer: '[member], newest 100 (with page/size: {items, total})',
    handle: async ({ query, context }) => {
      const paged = asksForPage(query);
      const filter = withCanonicalGroup({ groupVal: query.groupVal, name: query.name, telNo: query.telNo });
      const result = await listMembersFor(context, filter, paged ? query : { size: 100 });
      return paged ? result : result.items;
    },
  },
  {
    method: 'POST',
    path: '/api/member/insert',
    access: { area: 'users', level: 'write' },
    service: 'createMember(body)',
    answer: 'member',
    handle: ({ body, context }) => createMember(context, withCanonicalGroup(body)),
  },
  {
    method: 'PUT',
    path: '/api/member/update',
    access: { area: 'users', level: 'write' },
    service: 'updateMember(body + memberId)',
    answer: 'member',
    handle: ({ body, context }) => updateMember(context, withCanonicalGroup(body)),
  },
  {
    method: 'DELETE',
    path: '/api/member/delete/:id',
    access: { area: 'users', level: 'write' },
    service: 'withdrawMember(id)',
    answer: 'member (delYn Y)',
    handle: ({ params, context }) => withdrawMember(context, params.id),
  },
  {
    method: 'POST',
    path: '/api/member/unlock/:id',
    access: { area: 'users', level: 'write' },
    service: 'unlockMember(id)',
    answer: 'member; its sign-in waits cleared',
    handle: ({ params, context }) => unlockMember(context, params.id),
  },
  {
    method: 'GET',
    path: '/api/member/userId/check/:userId',
    access: { area: 'users', level: 'read' },
    service: 'isUserIdTaken(userId)',
    answer: 'boolean (true = taken)',
    handle: ({ params, context }) => isUserIdTaken(context.em, params.userId),
  },
];
