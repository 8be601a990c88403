import { memberCreateSchema, memberUpdateSchema, type MemberCreateValues } from './member-form';
import { checkedFields, firstProblem } from './ordered-form';

const valid: MemberCreateValues = {
  userId: 'kim.cs',
  userPw: 'secret123',
  userPwConfirm: 'secret123',
  name: ' 김철수 ',
  email: ' Kim@Example.COM ',
  telNo: '010-1234-5678',
  groupVal: 'member_view',
};

const problemOf = (values: Record<string, unknown>, mode: 'create' | 'edit' = 'create') =>
  firstProblem(mode === 'create' ? memberCreateSchema : memberUpdateSchema, values);

describe('the user form schemas', () => {
  it('normalises valid input: trimmed name, lowercased email, phone digits', () => {
    expect(memberCreateSchema.parse(valid)).toEqual({
      userId: 'kim.cs',
      userPw: 'secret123',
      userPwConfirm: 'secret123',
      name: '김철수',
      email: 'kim@example.com',
      telNo: '01012345678',
      groupVal: 'member_view',
    });
  });

  it('lists its checks in the spec order', () => {
    expect(checkedFields(memberCreateSchema)).toEqual([
      'userId',
      'userPw',
      'userPwConfirm',
      'name',
      'email',
      'telNo',
      'groupVal',
    ]);
    expect(checkedFields(memberUpdateSchema)).toEqual([
      'userPw',
      'userPwConfirm',
      'name',
      'email',
      'telNo',
      'groupVal',
      'delYn',
    ]);
  });

  it('checks in the spec order: with everything empty, the first problem is the id, then the password', () => {
    expect(problemOf({})).toEqual({
      field: 'userId',
      title: '필수 입력값 미입력',
      message: '아이디는 필수 입력 항목입니다.',
    });
    expect(problemOf({ userId: 'kim' })?.message).toBe('비밀번호는 필수 입력 항목입니다.');
    expect(problemOf({ userId: 'kim', userPw: 'secret123' })?.message).toBe(
      '비밀번호 확인은 필수 입력 항목입니다.',
    );
    expect(problemOf({ userId: 'kim', userPw: 'secret123', userPwConfirm: 'secret124' })).toEqual({
      field: 'userPwConfirm',
      title: '형식 오류',
      message: '비밀번호와 확인 값이 다릅니다.',
    });
    expect(problemOf({ userId: 'kim', userPw: 'secret123', userPwConfirm: 'secret123' })?.message).toBe(
      '이름은 필수 입력 항목입니다.',
    );
  });

  it('reports email, telephone and permission problems in that order', () => {
    expect(problemOf({ ...valid, email: '', telNo: '' })?.message).toBe('이메일은 필수 입력 항목입니다.');
    expect(problemOf({ ...valid, email: 'kim@example' })).toEqual({
      field: 'email',
      title: '형식 오류',
      message: '올바른 이메일 형식이 아닙니다.',
    });
    expect(problemOf({ ...valid, telNo: '' })?.message).toBe('전화번호는 필수 입력 항목입니다.');
    expect(problemOf({ ...valid, telNo: '010-12-34' })?.message).toBe('올바른 전화번호 형식이 아닙니다.');
    expect(problemOf({ ...valid, groupVal: '' })?.message).toBe('권한은 필수 입력 항목입니다.');
    expect(problemOf({ ...valid, groupVal: 'member1' })?.message).toBe('올바른 권한 형식이 아닙니다.');
  });

  it('refuses ids with spaces or symbols and passwords shorter than 8 characters', () => {
    expect(problemOf({ ...valid, userId: 'kim cs' })?.field).toBe('userId');
    expect(problemOf({ ...valid, userPw: 'short1', userPwConfirm: 'short1' })?.message).toBe(
      '비밀번호는 8~100자로 입력해주세요.',
    );
  });

  it('keeps the old password when editing with a blank one (change only)', () => {
    const data = memberUpdateSchema.parse({ ...valid, userPw: '', userPwConfirm: '', delYn: 'Y' });
    expect(data).toMatchObject({ userPw: null, delYn: 'Y' });
    expect(memberUpdateSchema.parse({ ...valid, delYn: undefined }).delYn).toBe('N');
  });

  it('still requires the confirmation to match when a new password is typed in edit mode', () => {
    expect(problemOf({ ...valid, userPwConfirm: '' }, 'edit')?.message).toBe(
      '비밀번호와 확인 값이 다릅니다.',
    );
  });

  it('refuses a status other than N or Y', () => {
    expect(problemOf({ ...valid, delYn: 'X' }, 'edit')?.field).toBe('delYn');
  });

  it('counts spaces in a password and refuses values that are not text', () => {
    expect(problemOf({ ...valid, userPw: ' secret12', userPwConfirm: 'secret12' })?.message).toBe(
      '비밀번호와 확인 값이 다릅니다.',
    );
    expect(problemOf({ ...valid, name: 42 })).toEqual({
      field: 'name',
      title: '형식 오류',
      message: '올바른 이름 형식이 아닙니다.',
    });
    expect(problemOf('not an object' as unknown as Record<string, unknown>)?.title).toBe('형식 오류');
  });
});
