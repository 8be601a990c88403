import { useApolloClient } from '@apollo/client/react';
import { isCustomer } from '@parcel/shared/access';
import {
  MEMBER_FIELD_LABELS as LABELS,
  MEMBER_FORM_MESSAGES,
  memberCreateSchema,
  memberUpdateSchema,
} from '@parcel/shared/forms/member-form';
import { initialValuesOf } from '@parcel/shared/records/define-fields';
import { MEMBER_FIELDS } from '@parcel/shared/records/member-list';
import { formatPhone } from '@parcel/shared/validation';
import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { AuditTrailButton } from '../../components/audit-trail-button';
import { DeclaredField } from '../../components/declared-field';
import { FormDialog } from '../../components/form-dialog';
import { PasswordInput, RadioInput, TextInput } from '../../components/form-fields';
import { ServerCheckedInput } from '../../components/server-checked-input';
import { useEntityForm } from '../../components/use-entity-form';
import { useNotify } from '../../components/use-notify';
import type { MemberRowFragment } from '../../gql/graphql';
import { useCompanySearch } from '../../lib/company-search';
import { CreateMemberMutation, UpdateMemberMutation, UserIdTakenQuery } from './api/members';

export const MEMBER_TOASTS = {
  created: '사용자가 성공적으로 생성되었습니다.',
  updated: '사용자 정보가 수정되었습니다.',
  createFailed: '사용자 생성에 실패했습니다.',
  updateFailed: '사용자 수정에 실패했습니다.',
} as const;

export const USER_ID_CHECK_MESSAGES = {
  empty: '값을 입력해주세요.',
  available: '사용할 수 있는 ID입니다.',
  taken: '이미 사용 중인 ID입니다.',
  failedTitle: '중복 확인 실패',
  failed: '서버와 통신 중 문제가 발생했습니다.',
} as const;

const STATUS_OPTIONS = [
  { value: 'N', label: '정상' },
  { value: 'Y', label: '탈퇴' },
];

/** The form's values: the schema's fields as typed, plus the picked company. */
type FormValues = { [Field in keyof typeof MEMBER_FIELDS]: string } & {
  userPw: string;
  userPwConfirm: string;
  delYn: string;
  company: CompanyOption | null;
};

function initialValues(member: MemberRowFragment | null): FormValues {
  return {
    ...initialValuesOf(MEMBER_FIELDS, member),
    // The dialog has always sent an untouched phone as shown, hyphenated.
    telNo: formatPhone(member?.telNo ?? ''),
    userPw: '',
    userPwConfirm: '',
    delYn: member?.delYn ?? 'N',
    company: member?.companyId ? { companyId: member.companyId, companyNm: member.companyNm ?? '' } : null,
  };
}

/** What both mutations take alike. */
function detailsOf(values: FormValues) {
  return {
    name: values.name,
    email: values.email,
    telNo: values.telNo,
    groupVal: values.groupVal,
    companyId: values.company?.companyId ?? null,
  };
}

export interface MemberFormDialogProps {
  /** The user to edit, or null to register a new one. */
  member: MemberRowFragment | null;
  onClose: () => void;
  onSaved: (member: MemberRowFragment) => void;
}

/** 사용자 신규 등록 / 사용자 정보 수정 (spec part 1: user management modal). */
export function MemberFormDialog({ member, onClose, onSaved }: MemberFormDialogProps) {
  const creating = member === null;
  const client = useApolloClient();
  const searchCompanies = useCompanySearch();
  const [idConfirmed, setIdConfirmed] = useState(false);
  const form = useEntityForm(creating ? memberCreateSchema : memberUpdateSchema, {
    defaultValues: initialValues(member),
    create: {
      mutation: CreateMemberMutation,
      variables: (values) => ({
        input: {
          ...detailsOf(values),
          userId: values.userId,
          userPw: values.userPw,
          userPwConfirm: values.userPwConfirm,
        },
      }),
      saved: (data) => data.createMember,
    },
    update: member
      ? {
          mutation: UpdateMemberMutation,
          variables: (values) => ({
            input: {
              ...detailsOf(values),
              memberId: member.memberId,
              // A blank password keeps the stored one.
              userPw: values.userPw || null,
              userPwConfirm: values.userPwConfirm || null,
              delYn: values.delYn,
              version: member.version,
            },
          }),
          saved: (data) => data.updateMember,
        }
      : undefined,
    toasts: MEMBER_TOASTS,
    onSaved,
    // The server names the company by its id; the form holds the picked company.
    refusedFieldAliases: { companyId: 'company' },
  });
  const { control, busy } = form;
  const common = { ...form.fieldProps, fields: MEMBER_FIELDS };
  const notify = useNotify();
  // A customer (화주) must be linked to its company (the API and the database refuse it otherwise):
  // said on the field before anything is sent, once the schema's own checks pass (as the API's order).
  const customer = isCustomer(form.watch('groupVal'));
  const submit = async () => {
    const values = form.getValues();
    if (isCustomer(values.groupVal) && !values.company && (await form.trigger())) {
      form.setError('company', { message: MEMBER_FORM_MESSAGES.customerCompanyRequired });
      form.setFocus('company');
      notify.invalid(MEMBER_FORM_MESSAGES.customerCompanyRequired);
      return;
    }
    await form.dialogProps.onSubmit();
  };

  const isUserIdFree = useCallback(
    async (userId: string) => {
      const { data } = await client.query({
        query: UserIdTakenQuery,
        variables: { userId },
        fetchPolicy: 'network-only',
      });
      return data?.userIdTaken === false;
    },
    [client],
  );

  return (
    <FormDialog
      open
      title={member ? '사용자 정보 수정' : '사용자 신규 등록'}
      {...form.dialogProps}
      onSubmit={submit}
      // A new id must be confirmed free first (the button beside it).
      submitDisabled={creating && !idConfirmed}
      onClose={onClose}
      extraActions={member && <AuditTrailButton entity="MEMBER" id={member.memberId} />}
    >
      {creating ? (
        <ServerCheckedInput
          {...form.fieldProps}
          name="userId"
          label={LABELS.userId}
          required
          autoFocus
          isFree={isUserIdFree}
          confirmed={idConfirmed}
          onConfirmedChange={setIdConfirmed}
          messages={USER_ID_CHECK_MESSAGES}
        />
      ) : (
        <TextInput control={control} name="userId" label={LABELS.userId} readOnly />
      )}
      <PasswordInput
        {...form.fieldProps}
        name="userPw"
        label={creating ? LABELS.userPw : `${LABELS.userPw} (변경 시에만 입력)`}
        required={creating}
      />
      <PasswordInput
        {...form.fieldProps}
        name="userPwConfirm"
        label={LABELS.userPwConfirm}
        required={creating}
      />
      <DeclaredField {...common} name="name" />
      <DeclaredField {...common} name="telNo" />
      <DeclaredField {...common} name="email" />
      <Controller
        control={control}
        name="company"
        render={({ field, fieldState }) => (
          <CompanyAutocomplete
            label="업체명"
            value={field.value}
            onChange={(company) => {
              form.clearErrors('company');
              field.onChange(company);
            }}
            search={searchCompanies}
            disabled={busy}
            inputRef={field.ref}
            required={customer}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <DeclaredField {...common} name="groupVal" />
      {member && (
        <RadioInput {...form.fieldProps} name="delYn" label={LABELS.delYn} options={STATUS_OPTIONS} />
      )}
    </FormDialog>
  );
}
