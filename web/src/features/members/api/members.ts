import { graphql } from '../../../gql';

graphql(`
  fragment MemberRow on MemberView {
    memberId
    userId
    name
    email
    telNo
    companyId
    companyNm
    groupVal
    delYn
    regDt
    version
  }
`);

export const MembersQuery = graphql(`
  query Members($filter: MemberFilterInput, $page: PageInput) {
    members(filter: $filter, page: $page) {
      items {
        ...MemberRow
      }
      total
    }
  }
`);

export const UserIdTakenQuery = graphql(`
  query UserIdTaken($userId: String!) {
    userIdTaken(userId: $userId)
  }
`);

export const CreateMemberMutation = graphql(`
  mutation CreateMember($input: MemberCreateInput!) {
    createMember(input: $input) {
      ...MemberRow
    }
  }
`);

export const UpdateMemberMutation = graphql(`
  mutation UpdateMember($input: MemberUpdateInput!) {
    updateMember(input: $input) {
      ...MemberRow
    }
  }
`);

export const WithdrawMemberMutation = graphql(`
  mutation WithdrawMember($memberId: Int!) {
    withdrawMember(memberId: $memberId) {
      ...MemberRow
    }
  }
`);

/** Lets a user sign in again at once, clearing the waits their failed sign-ins caused. */
export const UnlockMemberMutation = graphql(`
  mutation UnlockMember($memberId: Int!) {
    unlockMember(memberId: $memberId) {
      memberId
    }
  }
`);
