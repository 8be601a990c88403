import { useApolloClient, useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  MEMBER_GROUP_LABELS,
  MEMBER_GROUPS,
  validateMemberForm,
  type MemberFormMode,
  type MemberFormValues,
} from '@parcel/shared/forms/member-form';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { EmailField, PhoneField } from '../../components/formatted-fields';
import { FormDialog } from '../../components/form-dialog';
import { useNotify } from '../../components/use-notify';
import type { MemberRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { formatPhone } from '@parcel/shared/validation';
import { useCompanySearch } from '../../lib/company-search';
import { CreateMemberMutation, UpdateMemberMutation, UserIdTakenQuery } from './api/members';

export const MEMBER_TOASTS = {
  created: '사용자가 성공적으로 생성되었습니다.',
  updated: '사용자 정보가 수정되었습니다.',
  createFailed: '사용자 생성에 실패했습니다.',
  updateFailed: '사용자 수정에 실패했습니다.',
  idEmpty: '값을 입력해주세요.',
  idAvailable: '사용할 수 있는 ID입니다.',
  idTaken: '이미 사용 중인 ID입니다.',
  idCheckFailedTitle: '중복 확인 실패',
  idCheckFailed: '서버와 통신 중 문제가 발생했습니다.',
  idNotChecked: '아이디 중복 확인을 해주세요.',
} as const;

interface FormValues extends MemberFormValues {
  company: CompanyOption | null;
}

/** Runs the shared, ordered checks; only the first problem is reported, as the spec wants. */
const resolverFor =
  (mode: MemberFormMode): Resolver<FormValues> =>
  async (values) => {
    const result = validateMemberForm(values, mode);
    if (result.ok) return { values, errors: {} };
    const { field, message, title } = result.problem;
    return { values: {}, errors: { [field]: { type: title, message } } as FieldErrors<FormValues> };
  };

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
  const mode: MemberFormMode = member ? 'edit' : 'create';
  const notify = useNotify();
  const client = useApolloClient();
  const searchCompanies = useCompanySearch();
  const [idConfirmed, setIdConfirmed] = useState(false);
  const [checkingId, setCheckingId] = useState(false);
  const [createMember, creating] = useMutation(CreateMemberMutation);
  const [updateMember, updating] = useMutation(UpdateMemberMutation);
  const busy = creating.loading || updating.loading;
  const { control, handleSubmit, getValues } = useForm<FormValues>({
    defaultValues: initialValues(member),
    resolver: resolverFor(mode),
  });

  const checkUserId = async () => {
    const userId = (getValues('userId') ?? '').trim();
    if (!userId) return notify.error(MEMBER_TOASTS.idEmpty, '알림');
    setCheckingId(true);
    try {
      const { data } = await client.query({
        query: UserIdTakenQuery,
        variables: { userId },
        fetchPolicy: 'network-only',
      });
      const taken = data?.userIdTaken ?? true;
      setIdConfirmed(!taken);
      if (taken) notify.error(MEMBER_TOASTS.idTaken, '중복 확인');
      else notify.success(MEMBER_TOASTS.idAvailable, '중복 확인');
    } catch {
      setIdConfirmed(false);
      notify.error(MEMBER_TOASTS.idCheckFailed, MEMBER_TOASTS.idCheckFailedTitle);
    } finally {
      setCheckingId(false);
    }
  };

  const save = async (values: FormValues) => {
    const common = {
      name: values.name ?? '',
      email: values.email ?? '',
      telNo: values.telNo ?? '',
      groupVal: values.groupVal ?? '',
      companyId: values.company?.companyId ?? null,
    };
    try {
      if (member) {
        const { data } = await updateMember({
          variables: {
            input: {
              ...common,
              memberId: member.memberId,
              userPw: values.userPw || null,
              userPwConfirm: values.userPwConfirm || null,
              delYn: values.delYn ?? 'N',
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
              userId: values.userId ?? '',
              userPw: values.userPw ?? '',
              userPwConfirm: values.userPwConfirm ?? '',
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

  const showFirstProblem = (errors: FieldErrors<FormValues>) => {
    const problem = Object.values(errors)[0];
    if (problem?.message) notify.error(String(problem.message), String(problem.type));
  };

  const onSubmit = (event?: React.BaseSyntheticEvent) => {
    if (mode === 'create' && !idConfirmed) {
      event?.preventDefault();
      notify.error(MEMBER_TOASTS.idNotChecked, '알림');
      return;
    }
    return handleSubmit(save, showFirstProblem)(event);
  };

  return (
    <FormDialog
      open
      title={member ? '사용자 정보 수정' : '사용자 신규 등록'}
      submitLabel={member ? '수정' : '등록'}
      pendingLabel={member ? '수정 중...' : '생성 중...'}
      busy={busy}
      submitDisabled={mode === 'create' && !idConfirmed}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name="userId"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                onChange={(event) => {
                  setIdConfirmed(false);
                  field.onChange(event);
                }}
                label="아이디"
                required
                fullWidth
                autoFocus={!member}
                disabled={busy}
                slotProps={{ input: { readOnly: Boolean(member) } }}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? (idConfirmed ? MEMBER_TOASTS.idAvailable : undefined)
                }
              />
            )}
          />
          {!member && (
            <Button
              variant="outlined"
              onClick={() => void checkUserId()}
              disabled={busy || checkingId}
              sx={{ mt: 1, flexShrink: 0 }}
            >
              중복 확인
            </Button>
          )}
        </Box>
        <PasswordField
          control={control}
          name="userPw"
          label={member ? '비밀번호 (변경 시에만 입력)' : '비밀번호'}
          disabled={busy}
          required={!member}
        />
        <PasswordField
          control={control}
          name="userPwConfirm"
          label="비밀번호 확인"
          disabled={busy}
          required={!member}
        />
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label="이름"
              required
              disabled={busy}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <PhoneField control={control} name="telNo" label="전화번호" required disabled={busy} />
        <EmailField control={control} name="email" label="이메일" required disabled={busy} />
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
        <Controller
          control={control}
          name="groupVal"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              select
              label="권한"
              required
              disabled={busy}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {MEMBER_GROUPS.map((group) => (
                <MenuItem key={group} value={group}>
                  {MEMBER_GROUP_LABELS[group]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {member && (
          <Controller
            control={control}
            name="delYn"
            render={({ field }) => (
              <Box>
                <FormLabel>사용자 상태</FormLabel>
                <RadioGroup row {...field} value={field.value ?? 'N'}>
                  <FormControlLabel value="N" control={<Radio />} label="정상" disabled={busy} />
                  <FormControlLabel value="Y" control={<Radio />} label="탈퇴" disabled={busy} />
                </RadioGroup>
              </Box>
            )}
          />
        )}
      </Box>
    </FormDialog>
  );
}

function PasswordField({
  control,
  name,
  label,
  disabled,
  required,
}: {
  control: ReturnType<typeof useForm<FormValues>>['control'];
  name: 'userPw' | 'userPwConfirm';
  label: string;
  disabled: boolean;
  required: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          type="password"
          label={label}
          required={required}
          autoComplete="new-password"
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
