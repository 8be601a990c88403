import { WAYBILL_FIELD_LABELS as LABELS, waybillFormSchema } from '@parcel/shared/forms/waybill-form';
import { initialValuesOf } from '@parcel/shared/records/define-fields';
import { WAYBILL_FIELDS } from '@parcel/shared/records/waybill';
import { formatRangeNumber } from '@parcel/shared/validation';
import { Controller } from 'react-hook-form';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import type { CompanyOption } from '../../components/company-option';
import { AuditTrailButton } from '../../components/audit-trail-button';
import { DeclaredField } from '../../components/declared-field';
import { FormDialog } from '../../components/form-dialog';
import { useEntityForm } from '../../components/use-entity-form';
import type { WaybillRowFragment } from '../../gql/graphql';
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

/** The form's values: the fields as typed, plus the picked companies (their ids go to the schema). */
type FormValues = { [Field in keyof typeof WAYBILL_FIELDS]: string } & {
  sender: CompanyOption | null;
  receiver: CompanyOption | null;
};

function initialValues(waybill: WaybillRowFragment | null): FormValues {
  const sender = waybill ? { companyId: waybill.senderCompanyId, companyNm: waybill.senderCompanyNm } : null;
  const receiver =
    waybill?.receiverCompanyId != null
      ? { companyId: waybill.receiverCompanyId, companyNm: waybill.receiverCompanyNm ?? '' }
      : null;
  return {
    ...initialValuesOf(WAYBILL_FIELDS, waybill),
    // The dialog has always sent untouched numbers as shown, hyphenated.
    startNo: formatRangeNumber(waybill?.startNo),
    endNo: formatRangeNumber(waybill?.endNo),
    sender,
    receiver,
  };
}

/** What the mutations take: the picked companies' ids, the numbers as typed, the quantity as a number. */
function inputOf(values: FormValues) {
  return {
    senderCompanyId: values.sender?.companyId ?? null,
    receiverCompanyId: values.receiver?.companyId ?? null,
    chargeCd: values.chargeCd,
    startNo: values.startNo,
    endNo: values.endNo,
    qty: Number(values.qty.replace(/[,\s]/g, '')),
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
  const searchCompanies = useCompanySearch();
  const form = useEntityForm(waybillFormSchema, {
    defaultValues: initialValues(waybill),
    create: {
      mutation: CreateWaybillMutation,
      variables: (values) => ({ input: inputOf(values) }),
      saved: (data) => data.createWaybill,
    },
    update: waybill
      ? {
          mutation: UpdateWaybillMutation,
          variables: (values) => ({
            input: { ...inputOf(values), waybillId: waybill.waybillId, version: waybill.version },
          }),
          saved: (data) => data.updateWaybill,
        }
      : undefined,
    toasts: WAYBILL_TOASTS,
    onSaved,
  });
  const { control, setValue, busy } = form;
  const common = { ...form.fieldProps, fields: WAYBILL_FIELDS };

  const companyField = (name: 'sender' | 'receiver', idName: 'senderCompanyId' | 'receiverCompanyId') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Controller
          control={control}
          name={idName}
          render={({ field: idField, fieldState }) => (
            <CompanyAutocomplete
              inputRef={idField.ref}
              label={name === 'sender' ? LABELS.senderCompanyId : LABELS.receiverCompanyId}
              value={field.value}
              onChange={(company) => {
                field.onChange(company);
                setValue(idName, company ? String(company.companyId) : '', {
                  shouldValidate: fieldState.invalid,
                });
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
      {...form.dialogProps}
      maxWidth="sm"
      onClose={onClose}
      extraActions={waybill && <AuditTrailButton entity="WAYBILL" id={waybill.waybillId} />}
    >
      {companyField('receiver', 'receiverCompanyId')}
      {companyField('sender', 'senderCompanyId')}
      <DeclaredField {...common} name="chargeCd" />
      <DeclaredField {...common} name="startNo" placeholder="예: 123-4567-8901" />
      <DeclaredField {...common} name="endNo" placeholder="예: 123-4567-8950" />
      <DeclaredField {...common} name="qty" placeholder="예: 50" />
    </FormDialog>
  );
}
