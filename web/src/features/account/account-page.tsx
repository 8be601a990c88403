import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_MESSAGES,
  accountDetailsSchema,
  passwordChangeSchema,
} from '@parcel/shared/forms/account-form';
import { MEMBER_GROUP_LABELS, type MemberGroup } from '@parcel/shared/records/member-list';
import { formatPhone } from '@parcel/shared/validation';
import { useId, type BaseSyntheticEvent, type FormEvent, type ReactNode } from 'react';
import { useSession } from '../../app/session/session-provider';
import { DeclaredField } from '../../components/declared-field';
import { PasswordInput } from '../../components/form-fields';
import { PageHeader } from '../../components/page-header';
import { useEntityForm } from '../../components/use-entity-form';
import type { MyAccountFieldsFragment } from '../../gql/graphql';
import { ChangeMyPasswordMutation, MyAccountQuery, UpdateMyAccountMutation } from './api/account';

export const ACCOUNT_TOASTS = {
  saved: ACCOUNT_MESSAGES.detailsSaved,
  saveFailed: '내 정보 저장에 실패했습니다.',
  passwordChanged: ACCOUNT_MESSAGES.passwordChanged,
  passwordFailed: '비밀번호 변경에 실패했습니다.',
} as const;

/** 내 정보 (/account): every signed-in user's own details and password, from the header's user menu. */
export function AccountPage() {
  const { data } = useQuery(MyAccountQuery, { fetchPolicy: 'cache-and-network' });
  const account = data?.myAccount;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <PageHeader title="내 정보" subtitle="이름, 연락처와 비밀번호를 바꿀 수 있습니다." />
      {account ? (
        // A new version (saved here or elsewhere) starts the form again from what is stored.
        <DetailsForm key={account.version} account={account} />
      ) : (
        <Typography color="text.secondary">불러오는 중...</Typography>
      )}
      <PasswordForm />
    </Box>
  );
}

/** A titled card holding one form: Enter in a field submits it, the button at its foot too. */
function FormCard({
  title,
  busy,
  onSubmit,
  submitLabel,
  children,
}: {
  title: string;
  busy: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  submitLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void onSubmit(event);
  };
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} aria-busy={busy} sx={{ display: 'grid', gap: 2 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {title}
          </Typography>
          <Box
            component="fieldset"
            disabled={busy}
            sx={{
              border: 0,
              m: 0,
              p: 0,
              minWidth: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {children}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? '저장 중...' : submitLabel}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/** What only an admin changes, shown for reference. */
function ReadOnlyItem({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1">{value || '-'}</Typography>
    </Box>
  );
}

function DetailsForm({ account }: { account: MyAccountFieldsFragment }) {
  const { accountChanged } = useSession();
  const form = useEntityForm(accountDetailsSchema, {
    defaultValues: {
      name: account.name,
      telNo: account.telNo ? formatPhone(account.telNo) : '',
      email: account.email ?? '',
    },
    create: {
      mutation: UpdateMyAccountMutation,
      variables: (values) => ({ input: values }),
      saved: (answer) => answer.updateMyAccount,
    },
    toasts: { created: ACCOUNT_TOASTS.saved, createFailed: ACCOUNT_TOASTS.saveFailed },
    onSaved: (saved) => accountChanged({ name: saved.name }),
  });
  const common = { ...form.fieldProps, fields: ACCOUNT_FIELDS };
  const role = account.groupVal as MemberGroup;
  return (
    <FormCard title="기본 정보" busy={form.busy} onSubmit={form.dialogProps.onSubmit} submitLabel="저장">
      <ReadOnlyItem label="아이디" value={account.userId} />
      <ReadOnlyItem label="권한" value={MEMBER_GROUP_LABELS[role] ?? account.groupVal} />
      {account.companyNm && <ReadOnlyItem label="소속 업체" value={account.companyNm} />}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <DeclaredField {...common} name="name" />
      </Box>
      <DeclaredField {...common} name="telNo" />
      <DeclaredField {...common} name="email" />
    </FormCard>
  );
}

const EMPTY_PASSWORDS = { currentPw: '', newPw: '', newPwConfirm: '' };

function PasswordForm() {
  const { accountChanged } = useSession();
  const form = useEntityForm(passwordChangeSchema, {
    defaultValues: EMPTY_PASSWORDS,
    create: {
      mutation: ChangeMyPasswordMutation,
      variables: (values) => ({ input: values }),
      saved: (answer) => answer.changeMyPassword,
    },
    toasts: { created: ACCOUNT_TOASTS.passwordChanged, createFailed: ACCOUNT_TOASTS.passwordFailed },
    onSaved: ({ accessToken }) => {
      accountChanged({ accessToken });
      form.reset(EMPTY_PASSWORDS);
    },
  });
  const common = form.fieldProps;
  return (
    <FormCard
      title="비밀번호 변경"
      busy={form.busy}
      onSubmit={form.dialogProps.onSubmit}
      submitLabel="비밀번호 변경"
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PasswordInput
          {...common}
          name="currentPw"
          label={ACCOUNT_FIELD_LABELS.currentPw}
          required
          autoComplete="current-password"
        />
      </Box>
      <PasswordInput
        {...common}
        name="newPw"
        label={ACCOUNT_FIELD_LABELS.newPw}
        required
        helperText="8~100자"
      />
      <PasswordInput {...common} name="newPwConfirm" label={ACCOUNT_FIELD_LABELS.newPwConfirm} required />
    </FormCard>
  );
}
