import { initialValuesOf } from '@parcel/shared/records/define-fields';
import { SUPPLIER_FIELDS } from '@parcel/shared/records/supplier';
import { supplierFormSchema } from '@parcel/shared/forms/supplier-form';
import { AuditTrailButton } from '../../components/audit-trail-button';
import { DeclaredField } from '../../components/declared-field';
import { FormDialog } from '../../components/form-dialog';
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
type FormValues = { [Field in keyof typeof SUPPLIER_FIELDS]: string };

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
    defaultValues: initialValuesOf(SUPPLIER_FIELDS, supplier),
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

  const common = { ...form.fieldProps, fields: SUPPLIER_FIELDS };
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
          <DeclaredField {...common} name="companyNm" autoFocus />
        </WideField>
        <DeclaredField {...common} name="bizNo" />
        <DeclaredField {...common} name="representativeNm" />
        <DeclaredField {...common} name="bizType" />
        <DeclaredField {...common} name="bizItem" />
      </FormSection>
      <FormSection title="주소 및 연락처">
        <WideField>
          <DeclaredField {...common} name="address" />
        </WideField>
        <DeclaredField {...common} name="postNo" />
        <DeclaredField {...common} name="telNo" />
        <DeclaredField {...common} name="faxNo" />
        <DeclaredField {...common} name="email" />
      </FormSection>
      <FormSection title="입금 계좌">
        <DeclaredField {...common} name="bankNm" />
        <DeclaredField {...common} name="depositorNm" />
        <DeclaredField {...common} name="accountNo" />
      </FormSection>
      <FormSection title="기타">
        <WideField>
          <DeclaredField {...common} name="rmk" />
        </WideField>
      </FormSection>
    </FormDialog>
  );
}
