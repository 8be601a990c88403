import { ACCOUNT_MESSAGES, accountDetailsSchema, passwordChangeSchema } from './account-form';
import {
  MEMBER_FORM_MESSAGES,
  memberUpdateSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './member-form';
import { checkedFields, firstProblem } from './ordered-form';

const DETAILS = { name: '김택배', telNo: '010-1234-5678', email: 'kim@example.com' };
const PASSWORDS = { currentPw: 'old-password', newPw: 'new-password', newPwConfirm: 'new-password' };

describe('내 정보: own details', () => {
  it('checks name, telephone and e-mail in that order and nothing else', () => {
    expect(checkedFields(accountDetailsSchema)).toEqual(['name', 'telNo', 'email']);
    expect(accountDetailsSchema.parse({ ...DETAILS, groupVal: 'admin', userId: 'x' })).toEqual({
      name: '김택배',
      telNo: '01012345678',
      email: 'kim@example.com',
    });
  });

  it.each([
    [{ ...DETAILS, name: ' ' }, 'name'],
    [{ ...DETAILS, name: '가'.repeat(51) }, 'name'],
    [{ ...DETAILS, telNo: '010-12' }, 'telNo'],
    [{ ...DETAILS, telNo: '' }, 'telNo'],
    [{ ...DETAILS, email: 'kim@' }, 'email'],
    [{ ...DETAILS, email: '' }, 'email'],
  ])('refuses %j as the user form does', (values, field) => {
    const problem = firstProblem(accountDetailsSchema, values);
    expect(problem?.field).toBe(field);
    // The same message the user form gives for the same value.
    const memberProblem = firstProblem(memberUpdateSchema, { ...values, groupVal: 'admin' });
    expect(problem?.message).toBe(memberProblem?.message);
  });
});

describe('내 정보: password change', () => {
  it('takes the current password, then a new one of the user form’s length, confirmed', () => {
    expect(checkedFields(passwordChangeSchema)).toEqual(['currentPw', 'newPw', 'newPwConfirm']);
    expect(passwordChangeSchema.parse(PASSWORDS)).toEqual(PASSWORDS);
    expect(
      firstProblem(passwordChangeSchema, {
        ...PASSWORDS,
        newPw: 'a'.repeat(PASSWORD_MIN_LENGTH),
        newPwConfirm: 'a'.repeat(PASSWORD_MIN_LENGTH),
      }),
    ).toBeNull();
    expect(
      firstProblem(passwordChangeSchema, {
        ...PASSWORDS,
        newPw: 'a'.repeat(PASSWORD_MAX_LENGTH),
        newPwConfirm: 'a'.repeat(PASSWORD_MAX_LENGTH),
      }),
    ).toBeNull();
  });

  it.each([
    [{ ...PASSWORDS, currentPw: '' }, 'currentPw', '현재 비밀번호는 필수 입력 항목입니다.'],
    [{ ...PASSWORDS, newPw: '' }, 'newPw', '새 비밀번호는 필수 입력 항목입니다.'],
    [
      { ...PASSWORDS, newPw: 'a'.repeat(PASSWORD_MIN_LENGTH - 1) },
      'newPw',
      '새 비밀번호는 8~100자로 입력해주세요.',
    ],
    [
      { ...PASSWORDS, newPw: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) },
      'newPw',
      '새 비밀번호는 8~100자로 입력해주세요.',
    ],
    [{ ...PASSWORDS, newPwConfirm: '' }, 'newPwConfirm', '새 비밀번호 확인은 필수 입력 항목입니다.'],
    [{ ...PASSWORDS, newPwConfirm: 'new-passworx' }, 'newPwConfirm', ACCOUNT_MESSAGES.newPasswordMismatch],
    [
      { ...PASSWORDS, newPw: 'old-password', newPwConfirm: 'old-password' },
      'newPw',
      ACCOUNT_MESSAGES.samePassword,
    ],
  ])('refuses %j naming %s', (values, field, message) => {
    expect(firstProblem(passwordChangeSchema, values)).toMatchObject({ field, message });
  });

  it('has the user form’s length rule', () => {
    expect(MEMBER_FORM_MESSAGES.passwordLength).toBe(
      `비밀번호는 ${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자로 입력해주세요.`,
    );
  });
});
