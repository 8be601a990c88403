import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  PAYMENT_DEPOSITOR_MAX,
  PAYMENT_FIELD_LABELS as LABELS,
  PAYMENT_MEMO_MAX,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentFormSchema,
} from '@parcel/shared/forms/payment-form';
import { formatWon } from '@parcel/shared/money';
import { FormDialog } from '../../components/form-dialog';
import { DateInput, MoneyInput, SelectInput, TextInput } from '../../components/form-fields';
import { useEntityForm } from '../../components/use-entity-form';
import type { ReceivableInvoiceRowsQuery, ReceivableRowFragment } from '../../gql/graphql';
import { ReceivableInvoiceRowsQuery as RowsQuery, RecordPaymentMutation } from './api/receivables';

export const PAYMENT_TOASTS = {
  created: '입금이 등록되었습니다.',
  createFailed: '입금 등록에 실패했습니다.',
} as const;

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

type InvoiceRow = ReceivableInvoiceRowsQuery['receivableInvoiceRows'][number];

/** 2026년 1월 가나공급 · 잔액 33,706원 (a credit: -5,000원). */
const rowLabel = (row: InvoiceRow) =>
  `${row.year}년 ${row.month}월 ${row.billCompanyNm} · 청구 ${formatWon(row.billed)}원 · 잔액 ${
    row.outstanding < 0 ? '-' : ''
  }${formatWon(Math.abs(row.outstanding))}원`;

interface PaymentValues {
  billHistoryDetailId: string;
  paidOn: string;
  amount: string;
  method: string;
  depositor: string;
  memo: string;
}

export interface PaymentDialogProps {
  company: ReceivableRowFragment;
  /** The list's supplier filter: only that supplier's invoices are offered. */
  billCompanyId: number | null;
  onClose: () => void;
  onRecorded: () => void;
}

/** 입금 등록: the company's invoice rows are loaded first, the oldest still owed chosen. */
export function PaymentDialog({ company, billCompanyId, onClose, onRecorded }: PaymentDialogProps) {
  const rows = useQuery(RowsQuery, {
    variables: { companyId: company.companyId, billCompanyId },
    fetchPolicy: 'network-only',
  });
  if (!rows.data) return null;
  return (
    <PaymentForm
      company={company}
      rows={rows.data.receivableInvoiceRows}
      onClose={onClose}
      onRecorded={onRecorded}
    />
  );
}

function PaymentForm({
  company,
  rows,
  onClose,
  onRecorded,
}: {
  company: ReceivableRowFragment;
  rows: readonly InvoiceRow[];
  onClose: () => void;
  onRecorded: () => void;
}) {
  const owed = rows.find((row) => row.outstanding > 0) ?? rows.at(-1);
  const defaultValues: PaymentValues = {
    billHistoryDetailId: owed ? String(owed.billHistoryDetailId) : '',
    paidOn: seoulToday(),
    amount: owed && owed.outstanding > 0 ? String(owed.outstanding) : '',
    method: 'TRANSFER',
    depositor: company.companyNm,
    memo: '',
  };
  const form = useEntityForm(paymentFormSchema, {
    defaultValues,
    create: {
      mutation: RecordPaymentMutation,
      variables: (values) => ({
        input: {
          billHistoryDetailId: Number(values.billHistoryDetailId) || null,
          paidOn: values.paidOn,
          amount: values.amount === '' ? null : Number(values.amount),
          method: values.method,
          depositor: values.depositor,
          memo: values.memo,
        },
      }),
      saved: (data) => data,
    },
    toasts: PAYMENT_TOASTS,
    onSaved: onRecorded,
  });

  return (
    <FormDialog
      open
      title={`입금 등록 - ${company.companyNm}`}
      {...form.dialogProps}
      submitLabel="등록"
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        입금은 고른 청구 내역에 기록되고, 미수금의 경과 기간은 오래된 청구부터 갚은 것으로 계산합니다.
      </Typography>
      <SelectInput
        {...form.fieldProps}
        name="billHistoryDetailId"
        label={LABELS.billHistoryDetailId}
        required
        emptyLabel="선택하세요"
        options={rows.map((row) => ({ value: String(row.billHistoryDetailId), label: rowLabel(row) }))}
      />
      <DateInput {...form.fieldProps} name="paidOn" label={LABELS.paidOn} required />
      <MoneyInput {...form.fieldProps} name="amount" label={LABELS.amount} required />
      <SelectInput
        {...form.fieldProps}
        name="method"
        label={LABELS.method}
        required
        options={METHOD_OPTIONS}
      />
      <TextInput
        {...form.fieldProps}
        name="depositor"
        label={LABELS.depositor}
        maxLength={PAYMENT_DEPOSITOR_MAX}
      />
      <TextInput
        {...form.fieldProps}
        name="memo"
        label={LABELS.memo}
        maxLength={PAYMENT_MEMO_MAX}
        multiline
      />
    </FormDialog>
  );
}
