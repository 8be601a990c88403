import { useMutation, useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { BILL_STANDARD_DAY_LABELS, BILL_STANDARD_DAYS } from '@parcel/shared/codes';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  INVOICE_FIELD_LABELS as LABELS,
  invoiceFormSchema,
  type InvoiceFormValues,
} from '@parcel/shared/forms/invoice-form';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { RadioInput, SelectInput, TextInput } from '../../components/form-fields';
import { schemaResolver, useFirstErrorToast } from '../../components/schema-form';
import { useNotify } from '../../components/use-notify';
import type { InvoiceRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { SupplierOptionsQuery } from '../../lib/option-queries';
import { GenerateInvoiceMutation } from './api/invoices';

/** The spec's invoice toasts (created / "invoice creation failed", "invoice deletion failed"). */
export const INVOICE_TOASTS = {
  created: '청구서가 생성되었습니다.',
  deleted: '청구서가 삭제되었습니다.',
  createFailed: '청구서 생성에 실패했습니다.',
  deleteFailed: '청구서 삭제에 실패했습니다.',
} as const;

const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1}월`,
}));
const BILL_DAY_OPTIONS = BILL_STANDARD_DAYS.map((day) => ({
  value: day,
  label: BILL_STANDARD_DAY_LABELS[day],
}));

/** Year and month default to the current ones (Seoul); the billing day to 20 (spec constants). */
function initialValues(): InvoiceFormValues {
  const [year, month] = seoulToday().split('-');
  return { billCompanyId: '', year: year ?? '', month: String(Number(month)), billCd: '20' };
}

export interface InvoiceFormDialogProps {
  onClose: () => void;
  onGenerated: (invoice: InvoiceRowFragment) => void;
}

/**
 * 청구서 생성: supplier, year, month (1-12) and billing day (20일 / 말일). Generating the same
 * supplier and month again recomputes that invoice; a bar shows while the server computes it.
 */
export function InvoiceFormDialog({ onClose, onGenerated }: InvoiceFormDialogProps) {
  const notify = useNotify();
  const showFirstError = useFirstErrorToast();
  const suppliers = useQuery(SupplierOptionsQuery);
  const [generateInvoice, { loading: busy }] = useMutation(GenerateInvoiceMutation);
  const { control, handleSubmit } = useForm<InvoiceFormValues>({
    defaultValues: initialValues(),
    resolver: schemaResolver(invoiceFormSchema),
  });

  const save = async (values: InvoiceFormValues) => {
    try {
      const { data } = await generateInvoice({
        variables: {
          input: {
            billCompanyId: Number(values.billCompanyId),
            year: Number(values.year),
            month: Number(values.month),
            billCd: String(values.billCd),
          },
        },
      });
      if (data) onGenerated(data.generateInvoice);
      notify.success(INVOICE_TOASTS.created);
    } catch (error) {
      notify.error(`${INVOICE_TOASTS.createFailed} ${messageOf(error)}`);
    }
  };

  return (
    <FormDialog
      open
      title="청구서 생성"
      submitLabel="생성"
      pendingLabel="생성 중..."
      busy={busy}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={handleSubmit(save, showFirstError)}
    >
      <SelectInput
        control={control}
        name="billCompanyId"
        label={LABELS.billCompanyId}
        required
        disabled={busy}
        emptyLabel="선택하세요"
        options={(suppliers.data?.supplierOptions ?? []).map((option) => ({
          value: option.codeVal,
          label: option.codeNm,
        }))}
      />
      <TextInput control={control} name="year" label={LABELS.year} required disabled={busy} maxLength={4} />
      <SelectInput
        control={control}
        name="month"
        label={LABELS.month}
        required
        disabled={busy}
        options={MONTH_OPTIONS}
      />
      <RadioInput
        control={control}
        name="billCd"
        label={LABELS.billCd}
        required
        disabled={busy}
        options={BILL_DAY_OPTIONS}
      />
      {busy && (
        <div role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            청구 금액을 계산하고 있습니다...
          </Typography>
          <LinearProgress aria-label="청구서 생성 진행 중" />
        </div>
      )}
    </FormDialog>
  );
}
