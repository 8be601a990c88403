// One statement send as the queue runs it (statement-queue.ts): claim it, build the company's
// statement, mail it, and record the attempt and the send's new state in one transaction.
//
// Never twice: a send is claimed (WAITING → SENDING) before the mail leaves, and the claim is
// committed. A job that finds its send still SENDING was run by a process that died after the
// claim; whether its mail reached the server is unknown (SMTP gives no way to ask, RFC 1047), so
// the send ends as UNKNOWN for staff to check and send again on purpose, never on its own.
// The database holds the rest: at most one SENT attempt per send (statement_mail_one_sent_per_send)
// and one open send per company row (statement_send_one_open).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDependencies } from '../../context';
import { AppError } from '../../common/errors';
import type { OutgoingMail } from './mailer';
import {
  composeStatementMail,
  type MailTarget,
  readTarget,
  recipientOf,
  recordAttempt,
} from './statement-mail.service';

/** Why a send ended UNKNOWN: its process died while sending. */
export const IN_DOUBT_REASON =
  '발송 중 서버가 중단되어 메일이 전달되었는지 알 수 없습니다. 받는 분께 확인한 뒤 필요하면 다시 발송해주세요.';
/** Why a send failed without an attempt: the invoice no longer bills the company. */
export const ROW_GONE_REASON = '청구서가 다시 생성되어 이 업체의 청구 행이 없어졌습니다.';

/** Thrown to make the queue try a send again later (its backoff); the attempt is already recorded. */
export class RetryLater extends Error {}

interface ClaimedSend {
  billHistoryDetailId: number | null;
  requestedBy: number;
  attempts: number;
}

/** WAITING → SENDING by this process, or null when the send is not waiting. */
async function claim(em: EntityManager, statementSendId: string, worker: string) {
  const [claimed] = await em.execute<ClaimedSend[]>(
    `update statement_send set state = 'SENDING', attempts = attempts + 1, worker = ?, updated_at = now()
      where statement_send_id = ? and state = 'WAITING'
      returning bill_history_detail_id as "billHistoryDetailId", requested_by as "requestedBy", attempts`,
    [worker, statementSendId],
  );
  return claimed ?? null;
}

/** Moves a send that is SENDING on without a mail: FAILED or UNKNOWN, or WAITING for a retry. */
async function settle(
  em: EntityManager,
  statementSendId: string,
  state: 'FAILED' | 'UNKNOWN' | 'WAITING',
  reason: string,
) {
  await em.execute(
    `update statement_send set state = ?, error = ?, updated_at = now()
      where statement_send_id = ? and state = 'SENDING'`,
    [state, reason, statementSendId],
  );
}

/** The words of a refusal, or an unexpected error's one-line message (never a stack). */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

/**
 * Runs one send. Resolves when it is done (SENT, FAILED, UNKNOWN, or nothing left to do);
 * throws RetryLater after a failed attempt that may succeed later (a 4xx answer, a connection
 * failure), while attempts remain.
 */
export async function deliverStatementSend(deps: AppDependencies, statementSendId: string): Promise<void> {
  const em = deps.orm.em.fork();
  const claimed = await claim(em, statementSendId, deps.statementQueue.workerName);
  if (!claimed) {
    // A send left SENDING by a process that died mid-send; any other state is settled already.
    await settle(em, statementSendId, 'UNKNOWN', IN_DOUBT_REASON);
    return;
  }
  if (claimed.billHistoryDetailId === null) {
    await settle(em, statementSendId, 'FAILED', ROW_GONE_REASON);
    return;
  }
  let target: MailTarget;
  let recipient: string;
  let mail: OutgoingMail;
  try {
    target = await readTarget(em, claimed.billHistoryDetailId);
    recipient = recipientOf(target);
    mail = await composeStatementMail(em, target, recipient);
  } catch (error) {
    // Nothing left the process: no usable address or nothing billed any more (no retry can help),
    // or the statement could not be built (tried again while attempts remain).
    const refused = error instanceof AppError;
    const retry = !refused && claimed.attempts < deps.statementQueue.settings.attempts;
    await settle(em, statementSendId, retry ? 'WAITING' : 'FAILED', reasonOf(error));
    if (retry) throw error;
    return;
  }
  const outcome = await deps.mailer.send({
    ...mail,
    sendKey: `statement-send-${statementSendId}`,
  });
  const finalAttempt = claimed.attempts >= deps.statementQueue.settings.attempts;
  const state = outcome.sent ? 'SENT' : outcome.permanent || finalAttempt ? 'FAILED' : 'WAITING';
  const reason = outcome.sent ? null : outcome.reason;
  if (reason !== null)
    deps.logger.warn(
      { statementSendId, billHistoryDetailId: target.billHistoryDetailId, reason, state },
      'statement mail failed',
    );
  await recordAttempt(em, claimed.requestedBy, {
    statementSendId,
    billHistoryDetailId: target.billHistoryDetailId,
    recipient,
    result: outcome.sent ? 'SENT' : 'FAILED',
    error: reason,
    attachments: mail.attachments,
    sendState: state,
  });
  if (state === 'WAITING') throw new RetryLater(reason ?? '');
}
