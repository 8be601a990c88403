import { graphql } from '../../../gql';

graphql(`
  fragment MyAccountFields on MyAccount {
    memberId
    userId
    name
    telNo
    email
    groupVal
    companyNm
    version
  }
`);

export const MyAccountQuery = graphql(`
  query MyAccount {
    myAccount {
      ...MyAccountFields
    }
  }
`);

export const UpdateMyAccountMutation = graphql(`
  mutation UpdateMyAccount($input: MyAccountInput!) {
    updateMyAccount(input: $input) {
      ...MyAccountFields
    }
  }
`);

/** Answers a fresh access token: every other sign-in of the user has ended, this one goes on. */
export const ChangeMyPasswordMutation = graphql(`
  mutation ChangeMyPassword($input: PasswordChangeInput!) {
    changeMyPassword(input: $input) {
      accessToken
      message
    }
  }
`);
