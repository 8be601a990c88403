import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  MEMBER_FORM_MESSAGES,
  memberCreateSchema,
  memberUpdateSchema,
} from '@parcel/shared/forms/member-form';
import { checkedFields } from '@parcel/shared/forms/ordered-form';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ToastProvider } from '../../components/toast-provider';
import type { MemberRowFragment } from '../../gql/graphql';
import { UpdateMemberMutation, UserIdTakenQuery } from './api/members';
import { MEMBER_TOASTS, MemberFormDialog, USER_ID_CHECK_MESSAGES } from './member-form-dialog';
import { dismissToast, expectSchemaToast } from '../../test/toasts';
import { useTransitionTimers } from '../../test/transition-timers';

const EXISTING: MemberRowFragment = {
  memberId: 7,
  userId: 'kim.cs',
  name: '김철수',
  email: 'kim@example.com',
  telNo: '01012345678',
  companyId: null,
  companyNm: null,
  groupVal: 'member_view',
  delYn: 'N',
  regDt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

const userIdFree = (userId: string, taken = false): MockLink.MockedResponse => ({
  request: { query: UserIdTakenQuery, variables: { userId } },
  result: { data: { userIdTaken: taken } },
});

function renderDialog(member: MemberRowFragment | null, mocks: MockLink.MockedResponse[] = []) {
  const onSaved = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemberFormDialog member={member} onClose={jest.fn()} onSaved={onSaved} />
      </ToastProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  const submit = () =>
    fireEvent.click(within(dialog).getByRole('button', { name: member ? '수정' : '등록' }));
  return { dialog, field, type, submit, onSaved };
}

// The values typed into the form, in the order the spec checks them; each step fixes the field
// the previous submit complained about.
const CREATE_WALK: [field: string, label: RegExp, bad: string, good: string][] = [
  ['userId', /^아이디/, 'kim cs', 'kim.cs'],
  ['userPw', /^비밀번호$|^비밀번호 \*/, 'short', 'secret123'],
  ['userPwConfirm', /^비밀번호 확인/, 'secret124', 'secret123'],
  ['name', /^이름/, '', '김철수'],
  ['email', /^이메일/, 'kim@example', 'kim@example.com'],
  ['telNo', /^전화번호/, '010-12', '010-1234-5678'],
];

describe('MemberFormDialog', () => {
  useTransitionTimers();

  // Every check of the form, one submit each: about 25 s of jsdom on a quiet machine.
  it('walks the create checks in the schema order, showing each first problem as its toast', async () => {
    expect(CREATE_WALK.map(([name]) => name)).toEqual(checkedFields(memberCreateSchema).slice(0, -1));
    const { type, submit } = renderDialog(null, [userIdFree('kim cs'), userIdFree('kim.cs')]);
    const confirmId = async (userId: string) => {
      type(/^아이디/, userId);
      fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
      await dismissToast(await screen.findByText(USER_ID_CHECK_MESSAGES.available, { selector: 'div' }));
    };
    // The server's check says nothing of the format: the form does.
    await confirmId('kim cs');

    const values: Record<string, string> = { userId: 'kim cs' };
    for (const [name, label, bad, good] of CREATE_WALK) {
      if (name !== 'userId') {
        type(label, bad);
        values[name] = bad;
      }
      submit();
      const problem = await expectSchemaToast(memberCreateSchema, values);
      expect(problem?.field).toBe(name);
      if (name === 'userId') await confirmId(good);
      else type(label, good);
      values[name] = good;
    }
    // Last: the permission, which a select holds.
    submit();
    const problem = await expectSchemaToast(memberCreateSchema, values);
    expect(problem).toMatchObject({ field: 'groupVal', title: '필수 입력값 미입력' });
  }, 120_000);

  it('edits with the id read-only and a blank password kept; a typed password needs its confirmation', async () => {
    const { field, type, submit } = renderDialog(EXISTING);
    expect(field(/^아이디/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '중복 확인' })).not.toBeInTheDocument();
    expect(field(/^전화번호/)).toHaveValue('010-1234-5678');
    type(/^이름/, '');
    submit();
    const problem = await expectSchemaToast(memberUpdateSchema, { ...EXISTING, userPw: '', name: '' });
    expect(problem?.field).toBe('name');
    type(/^이름/, '김철수');
    type(/^비밀번호 \(변경/, 'newsecret1');
    submit();
    expect(await screen.findAllByText('비밀번호와 확인 값이 다릅니다.')).not.toHaveLength(0);
  });

  it('keeps 등록 disabled until the id is confirmed, and again after the id changes', async () => {
    const { type } = renderDialog(null, [userIdFree('lee.yh'), userIdFree('lee.yh2', true)]);
    const register = screen.getByRole('button', { name: '등록' });
    expect(register).toBeDisabled();
    type(/^아이디/, 'lee.yh');
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(register).toBeEnabled());
    type(/^아이디/, 'lee.yh2');
    await waitFor(() => expect(register).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText(USER_ID_CHECK_MESSAGES.taken)).toBeInTheDocument();
    expect(register).toBeDisabled();
  });

  it('marks and focuses the company field when the server refuses the company (gone since it was picked)', async () => {
    // The server's message (api member.service's companyNotFound).
    const companyNotFound = '선택한 업체가 없습니다.';
    const member = { ...EXISTING, companyId: 3, companyNm: '대성통신' };
    const refused: MockLink.MockedResponse = {
      request: {
        query: UpdateMemberMutation,
        variables: {
          input: {
            name: '김철수',
            email: 'kim@example.com',
            telNo: '010-1234-5678',
            groupVal: 'member_view',
            companyId: 3,
            memberId: 7,
            userPw: null,
            userPwConfirm: null,
            delYn: 'N',
            version: 1,
          },
        },
      },
      result: {
        errors: [
          new GraphQLError(companyNotFound, { extensions: { code: 'BAD_USER_INPUT', field: 'companyId' } }),
        ],
      },
    };
    const { dialog, field, submit, onSaved } = renderDialog(member, [refused]);
    within(dialog).getByRole('button', { name: '수정' }).focus();
    submit();
    expect(await screen.findByText(`${MEMBER_TOASTS.updateFailed} ${companyNotFound}`)).toBeInTheDocument();
    const company = field(/^업체명/);
    await waitFor(() => expect(company).toHaveFocus());
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(companyNotFound);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for the company of a 화주 on its field before sending anything', async () => {
    const { dialog, field, submit, onSaved } = renderDialog(EXISTING);
    expect(field(/^업체명/)).not.toBeRequired();
    const radio = within(dialog).queryByRole('radio', { name: '화주' });
    if (radio) fireEvent.click(radio);
    else {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^권한/ }));
      fireEvent.click(await screen.findByRole('option', { name: '화주' }));
    }
    const company = field(/^업체명/);
    await waitFor(() => expect(company).toBeRequired());
    submit();
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    expect(company).toHaveAccessibleDescription(MEMBER_FORM_MESSAGES.customerCompanyRequired);
    await waitFor(() => expect(company).toHaveFocus());
    expect(screen.getAllByText(MEMBER_FORM_MESSAGES.customerCompanyRequired).length).toBeGreaterThan(1);
    // Nothing was sent: a mutation without a mock would have failed with the update toast.
    expect(screen.queryByText(new RegExp(MEMBER_TOASTS.updateFailed))).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
