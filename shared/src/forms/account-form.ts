// 내 정보 (every signed-in user's own account): the details a user may change of themselves (name,
// telephone, e-mail: the user form's rules, records/member-list.ts) and the password change (the
// current password, then the new one twice, with the user form's length rule). The web forms, the
// API and the tests use these schemas, so all refuse the same input with the same first message.
import { labelsOf, stepsOf } from '../records/define-fields';
import { MEMBER_FIELDS } from '../records/member-list';
import { secretField } from '../validation/schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './member-form';
import { field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

/** What a user changes of themselves: never the id, the permission, the company or the status. */
export const ACCOUNT_FIELDS = {
  name: MEMBER_FIELDS.name,
  telNo: MEMBER_FIELDS.telNo,
  email: MEMBER_FIELDS.email,
} as const;

export const ACCOUNT_FIELD_LABELS = {
  ...labelsOf(ACCOUNT_FIELDS),
  currentPw: '현재 비밀번호',
  newPw: '새 비밀번호',
  newPwConfirm: '새 비밀번호 확인',
} as const;
export type AccountFormField = keyof typeof ACCOUNT_FIELD_LABELS;

export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  newPasswordMismatch: '새 비밀번호와 확인 값이 다릅니다.',
  samePassword: '새 비밀번호가 현재 비밀번호와 같습니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료되었습니다.',
  detailsSaved: '내 정보가 저장되었습니다.',
} as const;

/** Name, telephone and e-mail, as the user form checks them. */
export const accountDetailsSchema = orderedForm(stepsOf(ACCOUNT_FIELDS));

const L = ACCOUNT_FIELD_LABELS;
const NEW_PASSWORD = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  lengthMessage: `${L.newPw}는 ${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자로 입력해주세요.`,
};

/** The current password (any length up to the sign-in's limit), the new one, its confirmation. */
export const passwordChangeSchema = orderedForm([
  field(
    'currentPw',
    secretField(L.currentPw, {
      min: 1,
      max: 200,
      lengthMessage: `${L.currentPw}는 200자 이하로 입력해주세요.`,
    }),
  ),
  field('newPw', secretField(L.newPw, NEW_PASSWORD)),
  field(
    'newPwConfirm',
    secretField(L.newPwConfirm, { ...NEW_PASSWORD, lengthMessage: ACCOUNT_MESSAGES.newPasswordMismatch }),
  ),
  rule(
    'newPwConfirm',
    ACCOUNT_MESSAGES.newPasswordMismatch,
    (parsed) => parsed.newPw === parsed.newPwConfirm,
  ),
  rule('newPw', ACCOUNT_MESSAGES.samePassword, (parsed) => parsed.newPw !== parsed.currentPw),
]);

export type AccountDetailsValues = FormInput<typeof accountDetailsSchema.steps>;
export type AccountDetailsData = FormOutput<typeof accountDetailsSchema.steps>;
export type PasswordChangeValues = FormInput<typeof passwordChangeSchema.steps>;
export type PasswordChangeData = FormOutput<typeof passwordChangeSchema.steps>;
