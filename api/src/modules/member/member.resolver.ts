import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { recordResolver } from '../../common/record-endpoints';
import type { RequestContext } from '../../context';
import { MEMBER_ENDPOINTS } from './member.endpoints';
import { MemberFilterInput } from './member.inputs';
import { isUserIdTaken, listMembersFor, unlockMember } from './member.service';
import { MemberPage, MemberView } from './member.types';

@Resolver()
export class MemberResolver extends recordResolver(
  {
    name: 'members',
    description:
      'Users matching the filters, newest first, one page at a time. Phone and e-mail are answered to admins only (null otherwise), and only admins may filter by phone.',
    filter: MemberFilterInput,
    page: MemberPage,
    list: listMembersFor,
  },
  MEMBER_ENDPOINTS,
) {
  @Authorized(authorizedFor(isUserIdTaken))
  @Query(() => Boolean, { description: 'True when the sign-in id is already taken (ids are never reused).' })
  userIdTaken(
    @Ctx() context: RequestContext,
    @Arg('userId', { description: 'The sign-in id to check.' }) userId: string,
  ): Promise<boolean> {
    return isUserIdTaken(context, userId);
  }

  @Authorized(authorizedFor(unlockMember))
  @Mutation(() => MemberView, {
    description:
      'Admins: lets a user sign in again at once, clearing the waits their failed sign-ins caused.',
  })
  unlockMember(
    @Ctx() context: RequestContext,
    @Arg('memberId', () => Int, { description: 'The user to unlock.' }) memberId: number,
  ): Promise<MemberView> {
    return unlockMember(context, memberId);
  }
}
