// One way to run a write (a mutation, an upload, a download) and tell the user how it went: the
// screen's own words for success and failure, the failure's reason by `messageOf`, and whether it is
// on its way.
import { useCallback, useMemo, useRef, useState } from 'react';
import { messageOf } from '../lib/apollo-client';
import { useNotify } from './use-notify';

/**
 * How a failure is told: the screen's sentence followed by the reason, titled 오류
 * (`배송 코스 삭제에 실패했습니다. <reason>`), or the reason under the screen's title.
 */
export type FailureText = { prefix: string } | { title: string };

export interface Feedback<Answer> {
  /** The success toast (titled 성공), or the one the answer calls for (null: none); none if left out. */
  done?: string | ((answer: Answer) => string | null);
  failed: FailureText;
  /** A failure the screen tells its own way (a stale version's reload offer): no toast. */
  silentWhen?: (error: unknown) => boolean;
}

export type Outcome<Answer> =
  | { ok: true; answer: Answer }
  | { ok: false; error: unknown; skipped?: never }
  /** Not run: a run of this `oneAtATime` hook was on its way. */
  | { ok: false; skipped: true; error?: never };

export interface MutationFeedback {
  /**
   * Runs the action and toasts its outcome. Toasts are shown even when the screen has gone meanwhile
   * (a dialog closed during its save): a write's outcome is always told. What follows a success (a
   * refetch, closing a dialog) is the caller's, after the outcome, so its failure is never taken
   * for the write's.
   */
  run<Answer>(action: () => Promise<Answer>, feedback: Feedback<Answer>): Promise<Outcome<Answer>>;
  /** Whether a run is on its way (a button disabled, a confirmation busy). */
  busy: boolean;
}

export interface MutationFeedbackOptions {
  /**
   * A run asked for while another is on its way does nothing: a second click before the disabled
   * button is drawn must not send a commit twice.
   */
  oneAtATime?: boolean;
}

/** The failure toast's text: the message and its title (undefined: notify's 오류). */
function failureToast(error: unknown, failed: FailureText): [message: string, title?: string] {
  const reason = messageOf(error);
  return 'prefix' in failed ? [`${failed.prefix} ${reason}`.trim()] : [reason, failed.title];
}

export function useMutationFeedback({ oneAtATime = false }: MutationFeedbackOptions = {}): MutationFeedback {
  const notify = useNotify();
  // Counted in a ref, read at once by a second click; the state only draws it.
  const running = useRef(0);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <Answer>(action: () => Promise<Answer>, feedback: Feedback<Answer>): Promise<Outcome<Answer>> => {
      if (oneAtATime && running.current > 0) return { ok: false, skipped: true };
      running.current += 1;
      setBusy(true);
      try {
        const answer = await action();
        const done = typeof feedback.done === 'function' ? feedback.done(answer) : feedback.done;
        if (done) notify.success(done);
        return { ok: true, answer };
      } catch (error) {
        if (!feedback.silentWhen?.(error)) notify.error(...failureToast(error, feedback.failed));
        return { ok: false, error };
      } finally {
        running.current -= 1;
        setBusy(running.current > 0);
      }
    },
    [notify, oneAtATime],
  );

  return useMemo(() => ({ run, busy }), [run, busy]);
}
