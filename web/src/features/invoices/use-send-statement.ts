import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useNotify } from '../../components/use-notify';
import type { InvoiceCompanyRowFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
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
  const notify = useNotify();
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
      try {
        const { data } = await sendStatement({
          variables: { billHistoryDetailId: row.billHistoryDetailId },
        });
        const attempt = data?.sendStatement.attempt;
        if (attempt?.result === 'SENT') {
          notify.success(STATEMENT_SEND_TOASTS.sent(row.companyNm, attempt.recipient));
        } else {
          notify.error(`${STATEMENT_SEND_TOASTS.failed} ${attempt?.error ?? ''}`.trim());
        }
      } catch (error) {
        notify.error(`${STATEMENT_SEND_TOASTS.failed} ${messageOf(error)}`);
      } finally {
        mark(row.billHistoryDetailId, false);
      }
    },
    [mark, notify, sendStatement],
  );

  const isSending = useCallback((id: number) => sending.has(id), [sending]);
  return useMemo(() => ({ send, isSending }), [send, isSending]);
}
