import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { listQueryResolver } from '../../common/list-graphql';
import type { RequestContext } from '../../context';
import { MemberCreateInput, MemberFilterInput, MemberUpdateInput } from './member.inputs';
import {
  createMember,
  getMemberFor,
  isUserIdTaken,
  listMembersFor,
  unlockMember,
  updateMember,
  withdrawMember,
} from './member.service';
import { MemberPage, MemberView } from './member.types';

@Resolver()
export class MemberResolver extends listQueryResolver({
  name: 'members',
  description:
    'Users matching the filters, newest first, one page at a time. Phone and e-mail are answered to admins only (null otherwise), and only admins may filter by phone.',
  filter: MemberFilterInput,
  page: MemberPage,
  list: listMembersFor,
}) {
  @Authorized(authorizedFor(getMemberFor))
  @Query(() => MemberView, { description: 'One user.' })
  member(
    @Ctx() context: RequestContext,
    @Arg('memberId', () => Int, { description: 'Member number.' }) memberId: number,
  ): Promise<MemberView> {
    return getMemberFor(context, memberId);
  }

  @Authorized(authorizedFor(isUserIdTaken))
  @Query(() => Boolean, { description: 'True when the sign-in id is already taken (ids are never reused).' })
  userIdTaken(
    @Ctx() context: RequestContext,
    @Arg('userId', { description: 'The sign-in id to check.' }) userId: string,
  ): Promise<boolean> {
    return isUserIdTaken(context, userId);
  }

  @Authorized(authorizedFor(createMember))
  @Mutation(() => MemberView, { description: 'Admins: registers a user.' })
  createMember(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The new user.' }) input: MemberCreateInput,
  ): Promise<MemberView> {
    return createMember(context, input);
  }

  @Authorized(authorizedFor(updateMember))
  @Mutation(() => MemberView, { description: 'Admins: changes a user; a blank password keeps the old one.' })
  updateMember(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The changes.' }) input: MemberUpdateInput,
  ): Promise<MemberView> {
    return updateMember(context, input);
  }

  @Authorized(authorizedFor(withdrawMember))
  @Mutation(() => MemberView, { description: 'Admins: withdraws a user (delYn Y) and ends their sign-ins.' })
  withdrawMember(
    @Ctx() context: RequestContext,
    @Arg('memberId', () => Int, { description: 'The user to withdraw.' }) memberId: number,
  ): Promise<MemberView> {
    return withdrawMember(context, memberId);
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
