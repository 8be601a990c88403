import {
  SUPPLIER_FIELD_LABELS as LABELS,
  SUPPLIER_RMK_MAX_LENGTH,
  supplierFormSchema,
  type SupplierFormField,
} from '@parcel/shared/forms/supplier-form';
import { AuditTrailButton } from '../../components/audit-trail-button';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/form-fields';
import {
  AccountNumberField,
  BusinessNumberField,
  EmailField,
  PhoneField,
} from '../../components/formatted-fields';
import { FormSection, WideField } from '../../components/form-section';
import { useEntityForm } from '../../components/use-entity-form';
import type { SupplierRowFragment } from '../../gql/graphql';
import { CreateSupplierMutation, UpdateSupplierMutation } from './api/suppliers';

export const SUPPLIER_TOASTS = {
  created: '공급자가 등록되었습니다.',
  updated: '공급자 정보가 수정되었습니다.',
  createFailed: '공급자 등록에 실패했습니다.',
  updateFailed: '공급자 정보 수정에 실패했습니다.',
} as const;

/** Every field of the form, as typed (strings); the server parses them with the same schema. */
type FormValues = { [Field in SupplierFormField]: string };

function initialValues(supplier: SupplierRowFragment | null): FormValues {
  return {
    companyNm: supplier?.companyNm ?? '',
    bizNo: supplier?.bizNo ?? '',
    representativeNm: supplier?.representativeNm ?? '',
    bizType: supplier?.bizType ?? '',
    bizItem: supplier?.bizItem ?? '',
    address: supplier?.address ?? '',
    postNo: supplier?.postNo ?? '',
    telNo: supplier?.telNo ?? '',
    faxNo: supplier?.faxNo ?? '',
    email: supplier?.email ?? '',
    bankNm: supplier?.bankNm ?? '',
    depositorNm: supplier?.depositorNm ?? '',
    accountNo: supplier?.accountNo ?? '',
    rmk: supplier?.rmk ?? '',
  };
}

export interface SupplierFormDialogProps {
  /** The supplier to edit, or null to register a new one. */
  supplier: SupplierRowFragment | null;
  onClose: () => void;
  onSaved: (supplier: SupplierRowFragment) => void;
}

/** 공급자 신규 등록 / 공급자 정보 수정 (spec part 2: supplier management, the large modal form). */
export function SupplierFormDialog({ supplier, onClose, onSaved }: SupplierFormDialogProps) {
  // The note goes as null when left empty.
  const input = (values: FormValues) => ({ ...values, rmk: values.rmk || null });
  const form = useEntityForm(supplierFormSchema, {
    defaultValues: initialValues(supplier),
    create: {
      mutation: CreateSupplierMutation,
      variables: (values) => ({ input: input(values) }),
      saved: (data) => data.createSupplier,
    },
    update: supplier
      ? {
          mutation: UpdateSupplierMutation,
          variables: (values) => ({
            input: { ...input(values), billCompanyId: supplier.billCompanyId, version: supplier.version },
          }),
          saved: (data) => data.updateSupplier,
        }
      : undefined,
    toasts: SUPPLIER_TOASTS,
    onSaved,
  });

  const common = form.fieldProps;
  return (
    <FormDialog
      open
      title={supplier ? '공급자 정보 수정' : '공급자 신규 등록'}
      {...form.dialogProps}
      maxWidth="md"
      onClose={onClose}
      extraActions={supplier && <AuditTrailButton entity="SUPPLIER" id={supplier.billCompanyId} />}
    >
      {/* The fields in the order the schema checks them, so the first error is the first field in error. */}
      <FormSection title="기본 정보">
        <WideField>
          <TextInput
            {...common}
            name="companyNm"
            label={LABELS.companyNm}
            required
            autoFocus
            maxLength={100}
          />
        </WideField>
        <BusinessNumberField
          {...common}
          name="bizNo"
          label={LABELS.bizNo}
          required
          helperText="예: 123-45-67890"
        />
        <TextInput
          {...common}
          name="representativeNm"
          label={LABELS.representativeNm}
          required
          maxLength={50}
        />
        <TextInput {...common} name="bizType" label={LABELS.bizType} required maxLength={100} />
        <TextInput {...common} name="bizItem" label={LABELS.bizItem} required maxLength={100} />
      </FormSection>
      <FormSection title="주소 및 연락처">
        <WideField>
          <TextInput {...common} name="address" label={LABELS.address} required maxLength={200} />
        </WideField>
        <TextInput
          {...common}
          name="postNo"
          label={LABELS.postNo}
          required
          maxLength={5}
          autoComplete="postal-code"
          helperText="5자리 숫자"
        />
        <PhoneField {...common} name="telNo" label={LABELS.telNo} required />
        <PhoneField {...common} name="faxNo" label={LABELS.faxNo} required />
        <EmailField {...common} name="email" label={LABELS.email} required />
      </FormSection>
      <FormSection title="입금 계좌">
        <TextInput {...common} name="bankNm" label={LABELS.bankNm} required maxLength={50} />
        <TextInput {...common} name="depositorNm" label={LABELS.depositorNm} required maxLength={50} />
        <AccountNumberField
          {...common}
          name="accountNo"
          label={LABELS.accountNo}
          required
          helperText="숫자 10~14자리"
        />
      </FormSection>
      <FormSection title="기타">
        <WideField>
          <TextInput
            {...common}
            name="rmk"
            label={LABELS.rmk}
            multiline
            maxLength={SUPPLIER_RMK_MAX_LENGTH}
          />
        </WideField>
      </FormSection>
    </FormDialog>
  );
}
