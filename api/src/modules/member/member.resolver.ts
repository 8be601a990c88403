import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
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
export class MemberResolver {
  @Authorized(authorizedFor(listMembersFor))
  @Query(() => MemberPage, {
    description:
      'Users matching the filters, newest first, one page at a time. Phone and e-mail are answered to admins only (null otherwise), and only admins may filter by phone.',
  })
  members(
    @Ctx() context: RequestContext,
    @Arg('filter', () => MemberFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored.',
    })
    filter?: MemberFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which page; default the first 17 rows.' })
    page?: PageInput | null,
  ): Promise<MemberPage> {
    return listMembersFor(context, filter ?? {}, page ?? {});
  }

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
