import { ACCOUNT_FIELDS } from '@parcel/shared/forms/account-form';
import { Field, InputType } from 'type-graphql';
import { declaredInputFields } from '../../common/declared-input';

/** Name, telephone and e-mail, as the user form declares them (records/member-list.ts). */
const AccountDeclaredFieldsInput = declaredInputFields('MyAccountDeclaredFieldsInput', ACCOUNT_FIELDS);

@InputType('MyAccountInput', {
  description:
    "Changes to the caller's own details: name, telephone and e-mail (the user form's rules). The id, the permission, the company and the status are an admin's to change.",
})
export class MyAccountInput extends AccountDeclaredFieldsInput {}

@InputType('PasswordChangeInput', {
  description:
    'A password change: the current password, then the new one (8-100 characters) twice. A wrong current password is BAD_USER_INPUT with field currentPw; guesses are rate limited as sign-ins are.',
})
export class PasswordChangeInput {
  @Field({ description: 'The current password (현재 비밀번호).' })
  currentPw!: string;

  @Field({ description: 'The new password (새 비밀번호), 8-100 characters, not the current one.' })
  newPw!: string;

  @Field({ description: 'The new password again (새 비밀번호 확인); must match.' })
  newPwConfirm!: string;
}
