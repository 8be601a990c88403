import { operationEndpoints } from '../../common/record-endpoints';
import { MyAccountInput, PasswordChangeInput } from './account.inputs';
import { changeMyPassword, myAccount, updateMyAccount } from './account.service';
import { MyAccount, PasswordChangeResult } from './account.types';

/** Every signed-in user's own account (내 정보): reading it, changing the details, changing the password. */
export const ACCOUNT_ENDPOINTS = operationEndpoints([
  {
    op: myAccount,
    query: 'myAccount',
    description: "Any signed-in caller, customers included: the caller's own account (내 정보).",
    returns: MyAccount,
    rest: {
      method: 'GET',
      path: '/api/account',
      args: '',
      answer: '{memberId, userId, name, telNo, email, groupVal, companyId, companyNm, version}',
      call: () => [],
    },
  },
  {
    op: updateMyAccount,
    mutation: 'updateMyAccount',
    description:
      "Any signed-in caller, customers included: changes the caller's own name, telephone and e-mail (the user form's rules; BAD_USER_INPUT naming the field). The id, the permission, the company and the status are not changed here.",
    returns: MyAccount,
    args: { input: { type: MyAccountInput, description: 'The details.' } },
    rest: {
      method: 'PUT',
      path: '/api/account',
      args: 'body {name, telNo, email}',
      answer: 'the account',
      takes: { body: (types) => types.input('MyAccountInput') },
      call: ({ body }) => [body],
    },
  },
  {
    op: changeMyPassword,
    mutation: 'changeMyPassword',
    description:
      "Any signed-in caller, customers included: changes the caller's own password. BAD_USER_INPUT with field currentPw when the current password is wrong; attempts are rate limited as sign-ins are (TOO_MANY_REQUESTS). Every other sign-in of the user ends at its next request; this one goes on with the access token answered (and the refresh and XSRF cookies set again).",
    returns: PasswordChangeResult,
    args: { input: { type: PasswordChangeInput, description: 'The current and the new password.' } },
    rest: {
      method: 'PUT',
      path: '/api/account/password',
      args: 'body {currentPw, newPw, newPwConfirm}',
      answer: '{accessToken, message} + refresh/XSRF cookies; every other sign-in ended',
      takes: { body: (types) => types.input('PasswordChangeInput') },
      errors: [429],
      call: ({ body }) => [body],
    },
  },
]);
