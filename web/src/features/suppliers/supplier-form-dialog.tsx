import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  SUPPLIER_FIELD_LABELS as LABELS,
  SUPPLIER_RMK_MAX_LENGTH,
  supplierFormSchema,
  type SupplierFormField,
} from '@parcel/shared/forms/supplier-form';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/form-fields';
import {
  AccountNumberField,
  BusinessNumberField,
  EmailField,
  PhoneField,
} from '../../components/formatted-fields';
import { schemaResolver, useFirstErrorToast } from '../../components/schema-form';
import { useNotify } from '../../components/use-notify';
import type { SupplierRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
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

/** The form field a server refusal names (extensions.field), if it is one of this form's. */
function refusedField(error: unknown): SupplierFormField | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' && field in LABELS ? (field as SupplierFormField) : null;
}

/** A titled group of fields, two columns on wide screens; `wide` children span both. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component="h3" variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          '& > .wide': { gridColumn: { md: '1 / -1' } },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export interface SupplierFormDialogProps {
  /** The supplier to edit, or null to register a new one. */
  supplier: SupplierRowFragment | null;
  onClose: () => void;
  onSaved: (supplier: SupplierRowFragment) => void;
}

/** 공급자 신규 등록 / 공급자 정보 수정 (spec part 2: supplier management, the large modal form). */
export function SupplierFormDialog({ supplier, onClose, onSaved }: SupplierFormDialogProps) {
  const notify = useNotify();
  const showFirstError = useFirstErrorToast();
  const [createSupplier, createState] = useMutation(CreateSupplierMutation);
  const [updateSupplier, updateState] = useMutation(UpdateSupplierMutation);
  const busy = createState.loading || updateState.loading;
  const { control, handleSubmit, setError } = useForm<FormValues>({
    defaultValues: initialValues(supplier),
    resolver: schemaResolver(supplierFormSchema),
  });

  const save = async (values: FormValues) => {
    const input = { ...values, rmk: values.rmk || null };
    try {
      if (supplier) {
        const { data } = await updateSupplier({
          variables: {
            input: { ...input, billCompanyId: supplier.billCompanyId, version: supplier.version },
          },
        });
        if (data) onSaved(data.updateSupplier);
        notify.success(SUPPLIER_TOASTS.updated);
      } else {
        const { data } = await createSupplier({ variables: { input } });
        if (data) onSaved(data.createSupplier);
        notify.success(SUPPLIER_TOASTS.created);
      }
    } catch (error) {
      const message = messageOf(error);
      // A refusal naming a field (a business number in use) also marks that field.
      const field = refusedField(error);
      if (field) setError(field, { message }, { shouldFocus: true });
      notify.error(`${supplier ? SUPPLIER_TOASTS.updateFailed : SUPPLIER_TOASTS.createFailed} ${message}`);
    }
  };

  const common = { control, disabled: busy } as const;
  return (
    <FormDialog
      open
      title={supplier ? '공급자 정보 수정' : '공급자 신규 등록'}
      submitLabel={supplier ? '수정' : '등록'}
      pendingLabel={supplier ? '수정 중...' : '생성 중...'}
      busy={busy}
      maxWidth="md"
      onClose={onClose}
      onSubmit={handleSubmit(save, showFirstError)}
    >
      {/* The fields in the order the schema checks them, so the first error is the first field in error. */}
      <FormSection title="기본 정보">
        <Box className="wide">
          <TextInput
            {...common}
            name="companyNm"
            label={LABELS.companyNm}
            required
            autoFocus
            maxLength={100}
          />
        </Box>
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
        <Box className="wide">
          <TextInput {...common} name="address" label={LABELS.address} required maxLength={200} />
        </Box>
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
        <Box className="wide">
          <TextInput
            {...common}
            name="rmk"
            label={LABELS.rmk}
            multiline
            maxLength={SUPPLIER_RMK_MAX_LENGTH}
          />
        </Box>
      </FormSection>
    </FormDialog>
  );
}
