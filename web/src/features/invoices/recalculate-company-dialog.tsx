import { useMutation } from '@apollo/client/react';
import {
  RECALCULATION_REASON_LABEL,
  RECALCULATION_REASON_MAX,
  recalculationReasonSchema,
} from '@parcel/shared/forms/invoice-recalculation-form';
import { formatWon, signedWon } from '@parcel/shared/money';
import { ReasonDialog } from '../../components/reason-dialog';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type {
  InvoiceCompanyRowFragment,
  RecalculateInvoiceCompanyMutation as Answer,
} from '../../gql/graphql';
import { RecalculateInvoiceCompanyMutation } from './api/invoice-companies';

export const RECALCULATION_TOASTS = {
  changed: (companyNm: string, before: number, after: number) =>
    `${companyNm}의 청구 금액을 다시 계산했습니다. 합계 ${formatWon(before)}원 → ${formatWon(after)}원 (${signedWon(after - before)}원)`,
  unchanged: (companyNm: string) => `${companyNm}의 청구 금액을 다시 계산했습니다. 바뀐 금액은 없습니다.`,
  failed: '재계산하지 못했습니다.',
} as const;

/** The success toast: what the total did, or that nothing changed. */
export function recalculationDone(companyNm: string, answer: Answer['recalculateInvoiceCompany']): string {
  const { version, detail } = answer;
  return version
    ? RECALCULATION_TOASTS.changed(companyNm, version.before.totAmount, detail.totAmount)
    : RECALCULATION_TOASTS.unchanged(companyNm);
}

export interface RecalculateCompanyDialogProps {
  /** The company row to recalculate; null keeps the dialog closed. */
  company: InvoiceCompanyRowFragment | null;
  onClose: () => void;
  /** After a recalculation went through (the invoice's totals changed with it). */
  onDone: () => void;
}

/**
 * 재계산: asks why (required, checked as the server checks it; Enter submits, Esc closes), then
 * computes the row again as generating the invoice would, and says what the total did.
 */
export function RecalculateCompanyDialog({ company, onClose, onDone }: RecalculateCompanyDialogProps) {
  const { run, busy } = useMutationFeedback({ oneAtATime: true });
  const [recalculate] = useMutation(RecalculateInvoiceCompanyMutation);

  const confirm = async (reason: string) => {
    if (!company) return;
    const outcome = await run(
      async () => {
        const { data } = await recalculate({
          variables: { billHistoryDetailId: company.billHistoryDetailId, reason },
        });
        if (!data) throw new Error('no answer');
        return data.recalculateInvoiceCompany;
      },
      {
        done: (answer) => recalculationDone(company.companyNm, answer),
        failed: { prefix: RECALCULATION_TOASTS.failed },
      },
    );
    if (outcome.ok) {
      onClose();
      onDone();
    }
  };

  return (
    <ReasonDialog
      // A fresh reason for each row.
      key={company?.billHistoryDetailId ?? 'none'}
      open={company !== null}
      title="재계산"
      question={`${company?.companyNm ?? ''}의 청구 금액을 지금의 운송 내역으로 다시 계산합니다. 금액이 바뀌면 이전 금액은 사유와 함께 변경 이력에 남고, 명세서는 다시 보낼 수 있는 상태가 됩니다.`}
      label={RECALCULATION_REASON_LABEL}
      maxLength={RECALCULATION_REASON_MAX}
      schema={recalculationReasonSchema}
      confirmLabel="재계산"
      confirmColor="primary"
      singleLine
      busy={busy}
      onConfirm={(reason) => void confirm(reason)}
      onCancel={onClose}
    />
  );
}
