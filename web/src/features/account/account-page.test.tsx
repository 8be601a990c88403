import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { passwordChangeSchema } from '@parcel/shared/forms/account-form';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SessionProvider } from '../../app/session/session-provider';
import { ACCESS_TOKEN_KEY } from '../../app/session/session-storage';
import { ToastProvider } from '../../components/toast-provider';
import { expectSchemaToast } from '../../test/toasts';
import { useTransitionTimers } from '../../test/transition-timers';
import { ACCOUNT_TOASTS, AccountPage } from './account-page';
import { ChangeMyPasswordMutation, MyAccountQuery, UpdateMyAccountMutation } from './api/account';

const ACCOUNT = {
  __typename: 'MyAccount' as const,
  memberId: 7,
  userId: 'kim',
  name: '김택배',
  telNo: '01012345678',
  email: 'kim@example.com',
  groupVal: 'member_pickup',
  companyNm: null,
  version: 3,
};

const accountRead: MockLink.MockedResponse = {
  request: { query: MyAccountQuery },
  result: { data: { myAccount: ACCOUNT } },
  maxUsageCount: 5,
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[accountRead, ...mocks]}>
      <SessionProvider>
        <ToastProvider>
          <AccountPage />
        </ToastProvider>
      </SessionProvider>
    </MockedProvider>,
  );
  const section = (name: string) => screen.getByRole('region', { name });
  const field = (form: string, label: RegExp) =>
    within(section(form)).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  const type = (form: string, label: RegExp, value: string) =>
    fireEvent.change(field(form, label), { target: { value } });
  /** Enter in a field: the form's implicit submission. */
  const enter = (form: string, label: RegExp) => fireEvent.submit(field(form, label).closest('form')!);
  return { section, field, type, enter };
}

describe('AccountPage (내 정보)', () => {
  useTransitionTimers();
  beforeEach(() => sessionStorage.clear());

  it('shows the id and permission as read only and saves name, telephone and e-mail on Enter', async () => {
    const saved: MockLink.MockedResponse = {
      request: {
        query: UpdateMyAccountMutation,
        variables: { input: { name: '김배송', telNo: '010-1234-5678', email: 'new@example.com' } },
      },
      result: {
        data: { updateMyAccount: { ...ACCOUNT, name: '김배송', email: 'new@example.com', version: 4 } },
      },
    };
    const { section, field, type, enter } = renderPage([saved]);
    await screen.findByRole('region', { name: '기본 정보' });
    expect(within(section('기본 정보')).getByText('kim')).toBeInTheDocument();
    expect(within(section('기본 정보')).getByText('멤버_픽업')).toBeInTheDocument();
    expect(field('기본 정보', /^전화번호/).value).toBe('010-1234-5678');
    // The id is not an input: nobody changes it here.
    expect(within(section('기본 정보')).queryByLabelText(/아이디/, { selector: 'input' })).toBeNull();

    type('기본 정보', /^이름/, '김배송');
    type('기본 정보', /^이메일/, 'new@example.com');
    enter('기본 정보', /^이메일/);
    expect(await screen.findByText(ACCOUNT_TOASTS.saved)).toBeInTheDocument();
  });

  it('checks the password change in order, shows a wrong current password on its field, then changes it', async () => {
    const input = { currentPw: 'wrong-password', newPw: 'new-password-1', newPwConfirm: 'new-password-1' };
    const message = '현재 비밀번호가 일치하지 않습니다.';
    const refused: MockLink.MockedResponse = {
      request: { query: ChangeMyPasswordMutation, variables: { input } },
      result: {
        errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'currentPw' } })],
      },
    };
    const changed: MockLink.MockedResponse = {
      request: {
        query: ChangeMyPasswordMutation,
        variables: { input: { ...input, currentPw: 'old-password-1' } },
      },
      result: {
        data: {
          changeMyPassword: {
            __typename: 'PasswordChangeResult',
            accessToken: 'fresh-token',
            message: ACCOUNT_TOASTS.passwordChanged,
          },
        },
      },
    };
    const { field, type, enter } = renderPage([refused, changed]);
    const form = '비밀번호 변경';

    enter(form, /^현재 비밀번호/);
    expect((await expectSchemaToast(passwordChangeSchema, {}))?.field).toBe('currentPw');
    type(form, /^현재 비밀번호/, 'wrong-password');
    type(form, /^새 비밀번호 확인/, 'new-password-1');
    type(form, /^새 비밀번호(?! 확인)/, 'short');
    enter(form, /^새 비밀번호 확인/);
    expect((await expectSchemaToast(passwordChangeSchema, { ...input, newPw: 'short' }))?.field).toBe(
      'newPw',
    );
    type(form, /^새 비밀번호(?! 확인)/, 'new-password-1');

    enter(form, /^새 비밀번호 확인/);
    expect(await screen.findByText(`${ACCOUNT_TOASTS.passwordFailed} ${message}`)).toBeInTheDocument();
    await waitFor(() => expect(field(form, /^현재 비밀번호/)).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(field(form, /^현재 비밀번호/)).toHaveFocus());
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

    type(form, /^현재 비밀번호/, 'old-password-1');
    enter(form, /^현재 비밀번호/);
    expect(await screen.findByText(ACCOUNT_TOASTS.passwordChanged)).toBeInTheDocument();
    // This sign-in goes on with the answered token; the form is empty again.
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('fresh-token');
    await waitFor(() => expect(field(form, /^현재 비밀번호/).value).toBe(''));
    expect(field(form, /^새 비밀번호(?! 확인)/).value).toBe('');
  }, 60_000);
});
