// The user form (설정 > 사용자 관리) as two schemas, one per mode, whose steps follow the spec's order
// of checks: the web form, the API and the tests use them, so all refuse the same input with the same
// first message. In edit mode the password is "change only": blank keeps it
// (docs/decisions.md#password-change-only).
import { z } from 'zod';
import { labelsOf, stepsOf } from '../records/define-fields';
import { MEMBER_FIELDS, MEMBER_GROUPS, type MemberGroup } from '../records/member-list';
import { choiceField, optionalSecretField, requiredText, secretField } from '../validation/schemas';
import { field, orderedForm, rule, type FormInput, type FormOutput } from './ordered-form';

export { MEMBER_GROUP_LABELS, MEMBER_GROUPS, type MemberGroup } from '../records/member-list';

/** The declared fields' labels (records/member-list.ts), and those of the password and the status. */
export const MEMBER_FIELD_LABELS = {
  ...labelsOf(MEMBER_FIELDS),
  userPw: '비밀번호',
  userPwConfirm: '비밀번호 확인',
  delYn: '사용자 상태',
} as const;
export type MemberFormField = keyof typeof MEMBER_FIELD_LABELS;

export const USER_ID_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

export const MEMBER_FORM_MESSAGES = {
  userIdFormat: '아이디는 영문, 숫자와 . _ - 로 3~50자까지 입력할 수 있습니다.',
  passwordLength: `비밀번호는 ${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자로 입력해주세요.`,
  passwordMismatch: '비밀번호와 확인 값이 다릅니다.',
  /** A customer (화주) sees only its company's records: it needs one (checked by the API and the database). */
  customerCompanyRequired: '화주 사용자는 업체명을 선택해주세요.',
} as const;

const LABELS = MEMBER_FIELD_LABELS;
const PASSWORD = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  lengthMessage: MEMBER_FORM_MESSAGES.passwordLength,
};
const passwordsMatch = rule('userPwConfirm', MEMBER_FORM_MESSAGES.passwordMismatch, (parsed) => {
  // An empty confirmation is "different" from a typed password (edit mode requires no confirmation).
  return !parsed.userPw || parsed.userPw === (parsed.userPwConfirm ?? '');
});
/** Name, e-mail, telephone and permission: checked after the password in both modes. */
const { userId: _registeredOnly, ...DETAILS } = MEMBER_FIELDS;
const detailSteps = stepsOf(DETAILS);

/** Registration: id, password, confirmation, match, then the details. */
export const memberCreateSchema = orderedForm([
  // The id's pattern holds its length: one message for both.
  field('userId', requiredText(LABELS.userId).regex(USER_ID_PATTERN, MEMBER_FORM_MESSAGES.userIdFormat)),
  field('userPw', secretField(LABELS.userPw, PASSWORD)),
  field(
    'userPwConfirm',
    secretField(LABELS.userPwConfirm, { ...PASSWORD, lengthMessage: MEMBER_FORM_MESSAGES.passwordMismatch }),
  ),
  passwordsMatch,
  ...detailSteps,
]);

/** A change: an optional new password (confirmed when typed), the details, then the status. */
export const memberUpdateSchema = orderedForm([
  field('userPw', optionalSecretField(LABELS.userPw, PASSWORD)),
  field(
    'userPwConfirm',
    optionalSecretField(LABELS.userPwConfirm, {
      min: 0,
      max: PASSWORD_MAX_LENGTH,
      lengthMessage: MEMBER_FORM_MESSAGES.passwordMismatch,
    }),
  ),
  passwordsMatch,
  ...detailSteps,
  // Old callers leave the status out: a missing one means "normal".
  field(
    'delYn',
    z.preprocess((value) => value ?? 'N', choiceField(LABELS.delYn, ['Y', 'N'] as const)),
  ),
]);

export type MemberCreateValues = FormInput<typeof memberCreateSchema.steps>;
export type MemberCreateData = FormOutput<typeof memberCreateSchema.steps>;
export type MemberUpdateValues = FormInput<typeof memberUpdateSchema.steps>;
export type MemberUpdateData = FormOutput<typeof memberUpdateSchema.steps>;

export function isMemberGroup(value: string): value is MemberGroup {
  return (MEMBER_GROUPS as readonly string[]).includes(value);
}
