import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { useNotify } from '../../components/use-notify';
import type { StatementSendBatchProgressFragment as Batch } from '../../gql/graphql';
import {
  LatestStatementSendBatchQuery,
  SendAllStatementsMutation,
  StatementSendBatchQuery,
} from './api/statement-send-batch';
import { sendFinishedText } from './statement-send-progress';

/** How often a running 전체 발송 is read again. */
export const SEND_BATCH_POLL_MS = 1000;

export const SEND_ALL_TOASTS = {
  started: (total: number) => `전체 발송을 시작했습니다. ${total.toLocaleString('ko-KR')}곳에 보냅니다.`,
  failed: '전체 발송을 시작하지 못했습니다.',
  /** The title of the finishing toast when some sends failed. */
  partlyFailed: '일부 실패',
} as const;

export interface StatementSendBatchFollow {
  /** The 전체 발송 to show: one started here, or the invoice's latest while it runs; null for none. */
  batch: Batch | null;
  /** True while its sends are waiting or being sent. */
  running: boolean;
  /** Starts one; answers whether it was queued (a refusal, e.g. nothing to send, is toasted). */
  start: (includeSent: boolean) => Promise<boolean>;
  /** While the start is on its way. */
  starting: boolean;
}

/** The batch being followed, and the invoice it belongs to. */
interface Followed {
  billHistoryId: number;
  batch: Batch;
}

/** What changes as the queue works: the rows are read again when it does. */
const stateOf = (batch: Batch) =>
  [
    batch.waiting,
    batch.retrying,
    batch.sending,
    batch.sent,
    batch.failed,
    batch.unknown,
    batch.cancelled,
  ].join();

/**
 * 전체 발송 of an invoice's statements, followed while it runs: started here, or the invoice's
 * latest one still running when the view opens. Read again every second until it has finished
 * (then no more), calling `onChange` whenever its counts move (each row's status changes with them),
 * and told in a toast when it finishes. Nothing is followed while `billHistoryId` is null (the view
 * closed); opening it again finds a running one anew.
 */
export function useStatementSendBatch(
  billHistoryId: number | null,
  onChange: () => void,
): StatementSendBatchFollow {
  const notify = useNotify();
  const { run, busy } = useMutationFeedback({ oneAtATime: true });
  const [sendAll] = useMutation(SendAllStatementsMutation);
  const [followed, setFollowed] = useState<Followed | null>(null);

  // A closed view, or another invoice, forgets what it followed.
  const [shownFor, setShownFor] = useState(billHistoryId);
  if (shownFor !== billHistoryId) {
    setShownFor(billHistoryId);
    setFollowed(null);
  }

  const latest = useQuery(LatestStatementSendBatchQuery, {
    variables: { billHistoryId: billHistoryId ?? 0 },
    skip: billHistoryId === null,
    fetchPolicy: 'network-only',
  }).data?.statementSendBatches[0];
  const initial =
    followed?.billHistoryId === billHistoryId
      ? followed.batch
      : latest && latest.billHistoryId === billHistoryId && !latest.finished
        ? latest
        : null;

  const batchId = initial?.statementSendBatchId ?? null;
  const { data, startPolling, stopPolling } = useQuery(StatementSendBatchQuery, {
    variables: { statementSendBatchId: batchId ?? 0 },
    skip: batchId === null,
    fetchPolicy: 'network-only',
  });
  const read = data?.statementSendBatch;
  const batch = read && read.statementSendBatchId === batchId ? read : initial;
  const running = batch !== null && !batch.finished;

  // Read again while it runs, not a second longer.
  useEffect(() => {
    if (!running) return undefined;
    startPolling(SEND_BATCH_POLL_MS);
    return stopPolling;
  }, [running, batchId, startPolling, stopPolling]);

  const changed = useEffectEvent(onChange);
  const lastState = useRef<string | null>(null);
  const toldFinished = useRef<number | null>(null);
  useEffect(() => {
    if (!batch) return;
    const state = stateOf(batch);
    if (state !== lastState.current) {
      lastState.current = state;
      changed();
    }
    if (!batch.finished || toldFinished.current === batch.statementSendBatchId) return;
    toldFinished.current = batch.statementSendBatchId;
    if (batch.failed + batch.unknown > 0) notify.error(sendFinishedText(batch), SEND_ALL_TOASTS.partlyFailed);
    else notify.success(sendFinishedText(batch));
  }, [batch, notify]);

  const start = useCallback(
    async (includeSent: boolean) => {
      if (billHistoryId === null) return false;
      const outcome = await run(
        async () => {
          const { data: answer } = await sendAll({ variables: { billHistoryId, includeSent } });
          if (!answer) throw new Error('no answer');
          return answer.sendAllStatements;
        },
        {
          done: (started) => SEND_ALL_TOASTS.started(started.total),
          failed: { prefix: SEND_ALL_TOASTS.failed },
        },
      );
      if (!outcome.ok) return false;
      setFollowed({ billHistoryId, batch: outcome.answer });
      return true;
    },
    [billHistoryId, run, sendAll],
  );

  return useMemo(() => ({ batch, running, start, starting: busy }), [batch, running, start, busy]);
}
