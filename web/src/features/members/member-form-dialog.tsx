import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  MEMBER_FIELD_LABELS as LABELS,
  MEMBER_GROUP_LABELS,
  MEMBER_GROUPS,
  memberCreateSchema,
  memberUpdateSchema,
  type MemberCreateValues,
  type MemberUpdateValues,
} from '@parcel/shared/forms/member-form';
import { formatPhone } from '@parcel/shared/validation';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { FormDialog } from '../../components/form-dialog';
import { PasswordInput, RadioInput, SelectInput, TextInput } from '../../components/form-fields';
import { EmailField, PhoneField } from '../../components/formatted-fields';
import { schemaResolver, useFirstErrorToast } from '../../components/schema-form';
import { ServerCheckedInput } from '../../components/server-checked-input';
import { useNotify } from '../../components/use-notify';
import type { MemberRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
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

const GROUP_OPTIONS = MEMBER_GROUPS.map((group) => ({ value: group, label: MEMBER_GROUP_LABELS[group] }));
const STATUS_OPTIONS = [
  { value: 'N', label: '정상' },
  { value: 'Y', label: '탈퇴' },
];

/** The form's values: the schema's fields as typed, plus the picked company. */
type FormValues = MemberCreateValues & MemberUpdateValues & { company: CompanyOption | null };

function initialValues(member: MemberRowFragment | null): FormValues {
  return {
    userId: member?.userId ?? '',
    userPw: '',
    userPwConfirm: '',
    name: member?.name ?? '',
    email: member?.email ?? '',
    telNo: member ? formatPhone(member.telNo ?? '') : '',
    groupVal: member?.groupVal ?? '',
    delYn: member?.delYn ?? 'N',
    company: member?.companyId ? { companyId: member.companyId, companyNm: member.companyNm ?? '' } : null,
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
  const notify = useNotify();
  const showFirstError = useFirstErrorToast();
  const client = useApolloClient();
  const searchCompanies = useCompanySearch();
  const [idConfirmed, setIdConfirmed] = useState(false);
  const [createMember, createState] = useMutation(CreateMemberMutation);
  const [updateMember, updateState] = useMutation(UpdateMemberMutation);
  const busy = createState.loading || updateState.loading;
  const { control, handleSubmit } = useForm<FormValues>({
    defaultValues: initialValues(member),
    resolver: schemaResolver(creating ? memberCreateSchema : memberUpdateSchema),
  });

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

  const save = async ({ company, userId, userPw, userPwConfirm, delYn, ...details }: FormValues) => {
    const common = {
      name: details.name ?? '',
      email: details.email ?? '',
      telNo: details.telNo ?? '',
      groupVal: details.groupVal ?? '',
      companyId: company?.companyId ?? null,
    };
    try {
      if (member) {
        const { data } = await updateMember({
          variables: {
            input: {
              ...common,
              memberId: member.memberId,
              userPw: userPw || null,
              userPwConfirm: userPwConfirm || null,
              delYn: String(delYn ?? 'N'),
              version: member.version,
            },
          },
        });
        if (data) onSaved(data.updateMember);
        notify.success(MEMBER_TOASTS.updated);
      } else {
        const { data } = await createMember({
          variables: {
            input: {
              ...common,
              userId: userId ?? '',
              userPw: userPw ?? '',
              userPwConfirm: userPwConfirm ?? '',
            },
          },
        });
        if (data) onSaved(data.createMember);
        notify.success(MEMBER_TOASTS.created);
      }
    } catch (error) {
      const failed = member ? MEMBER_TOASTS.updateFailed : MEMBER_TOASTS.createFailed;
      notify.error(`${failed} ${messageOf(error)}`);
    }
  };

  return (
    <FormDialog
      open
      title={member ? '사용자 정보 수정' : '사용자 신규 등록'}
      submitLabel={member ? '수정' : '등록'}
      pendingLabel={member ? '수정 중...' : '생성 중...'}
      busy={busy}
      // A new id must be confirmed free first (the button beside it).
      submitDisabled={creating && !idConfirmed}
      onClose={onClose}
      onSubmit={handleSubmit(save, showFirstError)}
    >
      {creating ? (
        <ServerCheckedInput
          control={control}
          name="userId"
          label={LABELS.userId}
          required
          autoFocus
          disabled={busy}
          isFree={isUserIdFree}
          confirmed={idConfirmed}
          onConfirmedChange={setIdConfirmed}
          messages={USER_ID_CHECK_MESSAGES}
        />
      ) : (
        <TextInput control={control} name="userId" label={LABELS.userId} readOnly />
      )}
      <PasswordInput
        control={control}
        name="userPw"
        label={creating ? LABELS.userPw : `${LABELS.userPw} (변경 시에만 입력)`}
        required={creating}
        disabled={busy}
      />
      <PasswordInput
        control={control}
        name="userPwConfirm"
        label={LABELS.userPwConfirm}
        required={creating}
        disabled={busy}
      />
      <TextInput control={control} name="name" label={LABELS.name} required disabled={busy} />
      <PhoneField control={control} name="telNo" label={LABELS.telNo} required disabled={busy} />
      <EmailField control={control} name="email" label={LABELS.email} required disabled={busy} />
      <Controller
        control={control}
        name="company"
        render={({ field }) => (
          <CompanyAutocomplete
            label="업체명"
            value={field.value}
            onChange={field.onChange}
            search={searchCompanies}
            disabled={busy}
          />
        )}
      />
      <SelectInput
        control={control}
        name="groupVal"
        label={LABELS.groupVal}
        options={GROUP_OPTIONS}
        required
        disabled={busy}
      />
      {member && (
        <RadioInput
          control={control}
          name="delYn"
          label={LABELS.delYn}
          options={STATUS_OPTIONS}
          disabled={busy}
        />
      )}
    </FormDialog>
  );
}
