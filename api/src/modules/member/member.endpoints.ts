import { recordEndpoints } from '../../common/record-endpoints';
import { MemberCreateInput, MemberUpdateInput } from './member.inputs';
import { createMember, getMemberFor, updateMember, withdrawMember } from './member.service';
import { MemberView } from './member.types';

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

/** A REST body or filter with an old permission value put as it is stored. */
export function withCanonicalGroup(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { groupVal } = body as { groupVal?: unknown };
  return typeof groupVal === 'string' && groupVal in LEGACY_GROUPS
    ? { ...body, groupVal: LEGACY_GROUPS[groupVal] }
    : body;
}

/** A user's own operations, for the resolver and the REST rows. */
export const MEMBER_ENDPOINTS = recordEndpoints<MemberView>({
  type: MemberView,
  id: { name: 'memberId', description: "The user's number (memberId)." },
  get: { op: getMemberFor, field: 'member', description: 'One user.' },
  create: {
    op: createMember,
    field: 'createMember',
    description: 'Admins: registers a user.',
    input: MemberCreateInput,
    inputDescription: 'The new user.',
    rest: {
      method: 'POST',
      path: '/api/member/insert',
      args: 'body',
      answer: 'member',
      errors: [409],
      canonical: withCanonicalGroup,
    },
  },
  update: {
    op: updateMember,
    field: 'updateMember',
    description: 'Admins: changes a user; a blank password keeps the old one.',
    input: MemberUpdateInput,
    inputDescription: 'The changes.',
    rest: {
      method: 'PUT',
      path: '/api/member/update',
      args: 'body + memberId',
      answer: 'member',
      errors: [404, 409],
      canonical: withCanonicalGroup,
    },
  },
  delete: {
    op: withdrawMember,
    field: 'withdrawMember',
    description: 'Admins: withdraws a user (delYn Y) and ends their sign-ins.',
    rest: { method: 'DELETE', path: '/api/member/delete/:id', args: 'id', answer: 'member (delYn Y)' },
  },
});
