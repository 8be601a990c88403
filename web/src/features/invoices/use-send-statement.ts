import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { InvoiceCompanyRowFragment } from '../../gql/graphql';
import { UserFacingError } from '../../lib/user-facing-error';
import { SendStatementMutation } from './api/invoice-companies';

export const STATEMENT_SEND_TOASTS = {
  sent: (companyNm: string, recipient: string) => `${companyNm}에 명세서를 보냈습니다. (${recipient})`,
  failed: '명세서 발송에 실패했습니다.',
} as const;

export interface SendStatement {
  /** Mails the row's company its statement; the row's status follows in place (the cache). */
  send: (row: InvoiceCompanyRowFragment) => Promise<void>;
  /** True while the row's statement is on its way. */
  isSending: (billHistoryDetailId: number) => boolean;
}

/**
 * 재발송: sends a company its statement again and says how it went: the address it went to, or why
 * it failed (the mail server's answer, which the row keeps for 다시 보내기).
 */
export function useSendStatement(): SendStatement {
  // Rows are sent side by side, each marked on its own.
  const { run } = useMutationFeedback();
  const [sendStatement] = useMutation(SendStatementMutation);
  const [sending, setSending] = useState<ReadonlySet<number>>(() => new Set());

  const mark = useCallback((id: number, on: boolean) => {
    setSending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const send = useCallback(
    async (row: InvoiceCompanyRowFragment) => {
      mark(row.billHistoryDetailId, true);
      await run(
        async () => {
          const { data } = await sendStatement({
            variables: { billHistoryDetailId: row.billHistoryDetailId },
          });
          const attempt = data?.sendStatement.attempt;
          // The mail server's refusal is the failure's reason.
          if (attempt?.result !== 'SENT') throw new UserFacingError(attempt?.error ?? '');
          return attempt.recipient;
        },
        {
          done: (recipient) => STATEMENT_SEND_TOASTS.sent(row.companyNm, recipient),
          failed: { prefix: STATEMENT_SEND_TOASTS.failed },
        },
      );
      mark(row.billHistoryDetailId, false);
    },
    [mark, run, sendStatement],
  );

  const isSending = useCallback((id: number) => sending.has(id), [sending]);
  return useMemo(() => ({ send, isSending }), [send, isSending]);
}
