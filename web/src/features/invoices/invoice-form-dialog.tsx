import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { BILL_STANDARD_DAY_LABELS, BILL_STANDARD_DAYS } from '@parcel/shared/codes';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  INVOICE_FIELD_LABELS as LABELS,
  invoiceFormSchema,
  type InvoiceFormValues,
} from '@parcel/shared/forms/invoice-form';
import { FormDialog } from '../../components/form-dialog';
import { RadioInput, SelectInput, TextInput } from '../../components/form-fields';
import { useEntityForm } from '../../components/use-entity-form';
import type { InvoiceRowFragment } from '../../gql/graphql';
import { SUPPLIER_OPTIONS, useOptions } from '../../lib/option-queries';
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
  const suppliers = useOptions(SUPPLIER_OPTIONS);
  const form = useEntityForm(invoiceFormSchema, {
    defaultValues: initialValues(),
    create: {
      mutation: GenerateInvoiceMutation,
      variables: (values) => ({
        input: {
          billCompanyId: Number(values.billCompanyId),
          year: Number(values.year),
          month: Number(values.month),
          billCd: String(values.billCd),
        },
      }),
      saved: (data) => data.generateInvoice,
    },
    toasts: INVOICE_TOASTS,
    onSaved: onGenerated,
  });

  return (
    <FormDialog
      open
      title="청구서 생성"
      {...form.dialogProps}
      submitLabel="생성"
      maxWidth="xs"
      onClose={onClose}
    >
      <SelectInput
        {...form.fieldProps}
        name="billCompanyId"
        label={LABELS.billCompanyId}
        required
        emptyLabel="선택하세요"
        options={suppliers.options}
      />
      <TextInput {...form.fieldProps} name="year" label={LABELS.year} required maxLength={4} />
      <SelectInput {...form.fieldProps} name="month" label={LABELS.month} required options={MONTH_OPTIONS} />
      <RadioInput
        {...form.fieldProps}
        name="billCd"
        label={LABELS.billCd}
        required
        options={BILL_DAY_OPTIONS}
      />
      {form.busy && (
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
