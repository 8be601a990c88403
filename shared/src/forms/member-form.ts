// The user form's rules (설정 > 사용자 관리), checked in the spec's order and shared by the web form
// and the API, so both refuse the same input with the same message. Edit mode follows DECISIONS.md:
// the password is "change only", so a blank password keeps the old one.
import { isValidEmail, normalizeEmail } from '../validation/email';
import { FORMAT_TITLE, formatMessage, REQUIRED_TITLE, requiredMessage } from '../validation/messages';
import { isValidPhone } from '../validation/phone';
import { toDigits } from '../validation/digits';

export const MEMBER_GROUPS = [
  'admin',
  'member_view',
  'member_delivery',
  'member_pickup',
  'member_all',
] as const;
export type MemberGroup = (typeof MEMBER_GROUPS)[number];

/** Korean labels of the permission groups, in the order the filter and the form list them. */
export const MEMBER_GROUP_LABELS: Record<MemberGroup, string> = {
  admin: '관리자',
  member_view: '멤버_조회',
  member_delivery: '멤버_배송',
  member_pickup: '멤버_픽업',
  member_all: '멤버_전체',
};

export const MEMBER_FIELD_LABELS = {
  userId: '아이디',
  userPw: '비밀번호',
  userPwConfirm: '비밀번호 확인',
  name: '이름',
  email: '이메일',
  telNo: '전화번호',
  groupVal: '권한',
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
  nameLength: '이름은 50자 이하로 입력해주세요.',
  emailLength: '이메일은 100자 이하로 입력해주세요.',
} as const;

export type MemberFormMode = 'create' | 'edit';

/** What the form holds (strings as typed); absent values count as empty. */
export interface MemberFormValues {
  userId?: string | null;
  userPw?: string | null;
  userPwConfirm?: string | null;
  name?: string | null;
  email?: string | null;
  telNo?: string | null;
  groupVal?: string | null;
  delYn?: string | null;
}

/** The first failed check: which field, the toast title and the message. */
export interface MemberFormProblem {
  field: MemberFormField;
  title: string;
  message: string;
}

/** The values as stored: trimmed, email lowercased, phone digits only, password absent = keep. */
export interface MemberFormData {
  userId: string;
  userPw: string | null;
  name: string;
  email: string;
  telNo: string;
  groupVal: MemberGroup;
  delYn: 'Y' | 'N';
}

export type MemberFormResult = { ok: true; data: MemberFormData } | { ok: false; problem: MemberFormProblem };

const required = (field: MemberFormField): MemberFormProblem => ({
  field,
  title: REQUIRED_TITLE,
  message: requiredMessage(MEMBER_FIELD_LABELS[field]),
});
const format = (
  field: MemberFormField,
  message = formatMessage(MEMBER_FIELD_LABELS[field]),
): MemberFormProblem => ({
  field,
  title: FORMAT_TITLE,
  message,
});

/**
 * Checks the user form in the spec's order: (create) id, password, confirmation, password match,
 * name, email, telephone, permission, then (edit) status. Returns the first problem or the data.
 */
export function validateMemberForm(values: MemberFormValues, mode: MemberFormMode): MemberFormResult {
  const fail = (problem: MemberFormProblem): MemberFormResult => ({ ok: false, problem });
  const userId = (values.userId ?? '').trim();
  const userPw = values.userPw ?? '';
  const userPwConfirm = values.userPwConfirm ?? '';
  const name = (values.name ?? '').trim();
  const email = normalizeEmail(values.email ?? '');
  const telNo = (values.telNo ?? '').trim();
  const groupVal = (values.groupVal ?? '').trim();
  const delYn = (values.delYn ?? 'N').trim();

  if (mode === 'create') {
    if (!userId) return fail(required('userId'));
    if (!USER_ID_PATTERN.test(userId)) return fail(format('userId', MEMBER_FORM_MESSAGES.userIdFormat));
    if (!userPw) return fail(required('userPw'));
  }
  if (userPw && (userPw.length < PASSWORD_MIN_LENGTH || userPw.length > PASSWORD_MAX_LENGTH)) {
    return fail(format('userPw', MEMBER_FORM_MESSAGES.passwordLength));
  }
  if (mode === 'create' && !userPwConfirm) return fail(required('userPwConfirm'));
  if (userPw && userPw !== userPwConfirm)
    return fail(format('userPwConfirm', MEMBER_FORM_MESSAGES.passwordMismatch));
  if (!name) return fail(required('name'));
  if (name.length > 50) return fail(format('name', MEMBER_FORM_MESSAGES.nameLength));
  if (!email) return fail(required('email'));
  if (!isValidEmail(email)) return fail(format('email'));
  if (email.length > 100) return fail(format('email', MEMBER_FORM_MESSAGES.emailLength));
  if (!telNo) return fail(required('telNo'));
  if (!isValidPhone(telNo)) return fail(format('telNo'));
  if (!groupVal) return fail(required('groupVal'));
  if (!isMemberGroup(groupVal)) return fail(format('groupVal'));
  if (delYn !== 'Y' && delYn !== 'N') return fail(format('delYn'));
  return {
    ok: true,
    data: { userId, userPw: userPw || null, name, email, telNo: toDigits(telNo), groupVal, delYn },
  };
}

export function isMemberGroup(value: string): value is MemberGroup {
  return (MEMBER_GROUPS as readonly string[]).includes(value);
}
