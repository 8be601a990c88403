import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { useNotify } from '../../components/use-notify';
import type {
  InvoiceCompanyRowFragment,
  SendStatementMutation as SendStatementMutationAnswer,
} from '../../gql/graphql';
import { UserFacingError } from '../../lib/user-facing-error';
import { SendStatementMutation } from './api/invoice-companies';

export const STATEMENT_SEND_TOASTS = {
  sent: (companyNm: string, recipient: string) => `${companyNm}에 명세서를 보냈습니다. (${recipient})`,
  failed: '명세서 발송에 실패했습니다.',
  /** The queue had not tried it within the server's wait: it is still sent. */
  queued: '발송 대기열에 넣었습니다. 잠시 후 발송 이력을 확인해주세요.',
  /** After the reason of a failed attempt the queue tries again (send WAITING). */
  retrying: '잠시 후 자동으로 다시 보냅니다.',
} as const;

type Answer = SendStatementMutationAnswer['sendStatement'];

/**
 * The recipient of a sent statement, null while the send still waits in the queue; a failed attempt
 * throws its reason (the mail server's refusal), with the retry to come when the queue tries again.
 */
function sentRecipient({ attempt, send }: Answer): string | null {
  if (!attempt) return null;
  if (attempt.result === 'SENT') return attempt.recipient;
  const retry = send.state === 'WAITING' ? STATEMENT_SEND_TOASTS.retrying : '';
  throw new UserFacingError([attempt.error ?? '', retry].filter(Boolean).join(' '));
}

export interface SendStatement {
  /** Mails the row's company its statement; the row's status follows in place (the cache). */
  send: (row: InvoiceCompanyRowFragment) => Promise<void>;
  /** True while the row's statement is on its way. */
  isSending: (billHistoryDetailId: number) => boolean;
}

/**
 * 재발송: sends a company its statement again and says how it went: the address it went to, why it
 * failed (the mail server's answer, which the row keeps for 다시 보내기) and whether the queue tries
 * again, or that it is still queued (the queue had not tried it yet; the row shows 대기 중).
 */
export function useSendStatement(): SendStatement {
  // Rows are sent side by side, each marked on its own.
  const { run } = useMutationFeedback();
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
      const outcome = await run(
        async () => {
          const { data } = await sendStatement({
            variables: { billHistoryDetailId: row.billHistoryDetailId },
          });
          if (!data) throw new Error('no answer');
          return sentRecipient(data.sendStatement);
        },
        {
          done: (recipient) => recipient && STATEMENT_SEND_TOASTS.sent(row.companyNm, recipient),
          failed: { prefix: STATEMENT_SEND_TOASTS.failed },
        },
      );
      if (outcome.ok && outcome.answer === null) notify.info(STATEMENT_SEND_TOASTS.queued);
      mark(row.billHistoryDetailId, false);
    },
    [mark, run, sendStatement, notify],
  );

  const isSending = useCallback((id: number) => sending.has(id), [sending]);
  return useMemo(() => ({ send, isSending }), [send, isSending]);
}
