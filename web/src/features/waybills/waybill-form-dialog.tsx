import { useMutation } from '@apollo/client/react';
import {
  DEFAULT_WAYBILL_CHARGE,
  WAYBILL_CHARGE_LABELS,
  WAYBILL_CHARGES,
  WAYBILL_FIELD_LABELS as LABELS,
  waybillFormSchema,
  type WaybillFormValues,
} from '@parcel/shared/forms/waybill-form';
import { formatRangeNumber } from '@parcel/shared/validation';
import { Controller, useForm } from 'react-hook-form';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { FormDialog } from '../../components/form-dialog';
import { RadioInput, TextInput } from '../../components/form-fields';
import { RangeNumberField } from '../../components/formatted-fields';
import { schemaResolver, useFirstErrorToast } from '../../components/schema-form';
import { useNotify } from '../../components/use-notify';
import type { WaybillRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { useCompanySearch } from '../../lib/company-search';
import { CreateWaybillMutation, UpdateWaybillMutation } from './api/waybills';

/** The spec gives these toasts no wording ("created, updated, deleted and matching failure toasts"). */
export const WAYBILL_TOASTS = {
  created: '운송장 대역이 등록되었습니다.',
  updated: '운송장 대역이 수정되었습니다.',
  deleted: '운송장 대역이 삭제되었습니다.',
  createFailed: '운송장 대역 등록에 실패했습니다.',
  updateFailed: '운송장 대역 수정에 실패했습니다.',
  deleteFailed: '운송장 대역 삭제에 실패했습니다.',
} as const;

const CHARGE_OPTIONS = WAYBILL_CHARGES.map((charge) => ({
  value: charge,
  label: WAYBILL_CHARGE_LABELS[charge],
}));

/** The form's values: the schema's fields as typed, plus the picked companies (their ids go to the schema). */
type FormValues = WaybillFormValues & { sender: CompanyOption | null; receiver: CompanyOption | null };

function initialValues(waybill: WaybillRowFragment | null): FormValues {
  const sender = waybill ? { companyId: waybill.senderCompanyId, companyNm: waybill.senderCompanyNm } : null;
  const receiver =
    waybill?.receiverCompanyId != null
      ? { companyId: waybill.receiverCompanyId, companyNm: waybill.receiverCompanyNm ?? '' }
      : null;
  return {
    sender,
    receiver,
    senderCompanyId: sender?.companyId ?? null,
    receiverCompanyId: receiver?.companyId ?? null,
    chargeCd: waybill?.chargeCd ?? DEFAULT_WAYBILL_CHARGE,
    startNo: waybill ? formatRangeNumber(waybill.startNo) : '',
    endNo: waybill ? formatRangeNumber(waybill.endNo) : '',
    qty: waybill ? String(waybill.qty) : '',
  };
}

export interface WaybillFormDialogProps {
  /** The range to edit, or null to register a new one. */
  waybill: WaybillRowFragment | null;
  onClose: () => void;
  onSaved: (waybill: WaybillRowFragment) => void;
}

/** 운송장 사전 등록 / 운송장 대역 수정: receiver (optional), sender, charge, start, end, quantity. */
export function WaybillFormDialog({ waybill, onClose, onSaved }: WaybillFormDialogProps) {
  const notify = useNotify();
  const showFirstError = useFirstErrorToast();
  const searchCompanies = useCompanySearch();
  const [createWaybill, createState] = useMutation(CreateWaybillMutation);
  const [updateWaybill, updateState] = useMutation(UpdateWaybillMutation);
  const busy = createState.loading || updateState.loading;
  const { control, handleSubmit, setValue } = useForm<FormValues>({
    defaultValues: initialValues(waybill),
    resolver: schemaResolver(waybillFormSchema),
  });

  const save = async (values: FormValues) => {
    const fields = {
      senderCompanyId: values.sender?.companyId ?? null,
      receiverCompanyId: values.receiver?.companyId ?? null,
      chargeCd: String(values.chargeCd ?? DEFAULT_WAYBILL_CHARGE),
      startNo: String(values.startNo ?? ''),
      endNo: String(values.endNo ?? ''),
      qty: Number(String(values.qty ?? '').replace(/[,\s]/g, '')),
    };
    try {
      if (waybill) {
        const { data } = await updateWaybill({
          variables: { input: { ...fields, waybillId: waybill.waybillId, version: waybill.version } },
        });
        if (data) onSaved(data.updateWaybill);
        notify.success(WAYBILL_TOASTS.updated);
      } else {
        const { data } = await createWaybill({ variables: { input: fields } });
        if (data) onSaved(data.createWaybill);
        notify.success(WAYBILL_TOASTS.created);
      }
    } catch (error) {
      notify.error(
        `${waybill ? WAYBILL_TOASTS.updateFailed : WAYBILL_TOASTS.createFailed} ${messageOf(error)}`,
      );
    }
  };

  const companyField = (name: 'sender' | 'receiver', idName: 'senderCompanyId' | 'receiverCompanyId') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Controller
          control={control}
          name={idName}
          render={({ fieldState }) => (
            <CompanyAutocomplete
              label={name === 'sender' ? LABELS.senderCompanyId : LABELS.receiverCompanyId}
              value={field.value}
              onChange={(company) => {
                field.onChange(company);
                setValue(idName, company?.companyId ?? null, { shouldValidate: fieldState.invalid });
              }}
              search={searchCompanies}
              required={name === 'sender'}
              disabled={busy}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );

  return (
    <FormDialog
      open
      title={waybill ? '운송장 대역 수정' : '운송장 사전 등록'}
      submitLabel={waybill ? '수정' : '등록'}
      pendingLabel={waybill ? '수정 중...' : '생성 중...'}
      busy={busy}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={handleSubmit(save, showFirstError)}
    >
      {companyField('receiver', 'receiverCompanyId')}
      {companyField('sender', 'senderCompanyId')}
      <RadioInput
        control={control}
        name="chargeCd"
        label={LABELS.chargeCd}
        options={CHARGE_OPTIONS}
        disabled={busy}
      />
      <RangeNumberField
        control={control}
        name="startNo"
        label={LABELS.startNo}
        required
        disabled={busy}
        placeholder="예: 123-4567-8901"
      />
      <RangeNumberField
        control={control}
        name="endNo"
        label={LABELS.endNo}
        required
        disabled={busy}
        placeholder="예: 123-4567-8950"
      />
      <TextInput
        control={control}
        name="qty"
        label={LABELS.qty}
        required
        disabled={busy}
        placeholder="예: 50"
      />
    </FormDialog>
  );
}
