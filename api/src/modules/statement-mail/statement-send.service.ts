// 전체 발송 and 재발송: a statement to mail becomes a statement_send row and a job of the
// statement-mail queue, written in one transaction, so a send asked for is never lost and never
// queued twice. The queue's workers mail them (statement-delivery.ts); the screens read the
// sends' states as they change (statementSendBatch).
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import { recordNumberSchema } from '@parcel/shared/validation/schemas';
import { z } from 'zod';
import { AppError, notFound } from '../../common/errors';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import { parseRowId } from '../bill-print/statement.service';
import { currentVersionSql } from '../invoice/invoice-generation';
import { INVOICE_SERVICE_MESSAGES, invoiceIdSchema, readInvoiceCompanyRow } from '../invoice/invoice.service';
import {
  ATTEMPT_COLUMNS,
  type AttemptRow,
  readTarget,
  recipientOf,
  STATEMENT_MAIL_MESSAGES,
  toAttempt,
} from './statement-mail.service';
import type { StatementSendResult } from './statement-mail.types';
import { SINGLE_SEND_PRIORITY } from './statement-queue';
import type { StatementSendBatch, StatementSendRow } from './statement-send.types';

/** The most batches one read answers. */
const MAX_BATCHES = 20;

export const STATEMENT_SEND_MESSAGES = {
  /** Why a send waiting for its retry was cancelled. */
  replaced: '다시 발송을 요청하여 재시도 대기 중이던 발송을 취소했습니다.',
  batchIdInvalid: '올바른 전체 발송 번호(statementSendBatchId) 형식이 아닙니다.',
  batchNotFound: '전체 발송 기록을 찾을 수 없습니다.',
  includeSentInvalid: '이미 발송한 업체 포함 여부(includeSent)는 true 또는 false여야 합니다.',
  limitInvalid: `전체 발송 기록 수(limit)는 1~${MAX_BATCHES} 사이의 숫자여야 합니다.`,
  nothingToSend: (skipped: { zero: number; sent: number; queued: number }) =>
    `보낼 업체가 없습니다(0원 ${skipped.zero}곳, 이미 발송 ${skipped.sent}곳, 발송 대기 ${skipped.queued}곳).`,
} as const;

/**
 * How long 재발송 waits for its first attempt before answering that the send is still queued: within
 * the web client's 10 s request limit, so the screen hears "queued" rather than a time-out.
 */
const SINGLE_SEND_WAIT_MS = 8_000;
const POLL_MS = 150;

/** A send's columns as StatementSendRow reads them (`s` the send, `c` its company). */
const SEND_COLUMNS = `s.statement_send_id::int as "statementSendId", s.bill_history_detail_id as "billHistoryDetailId",
  s.company_id as "companyId", c.company_nm as "companyNm", s.version_no as "versionNo", s.state,
  s.attempts, s.error, s.updated_at as "updatedAt"`;

type SendRow = Omit<StatementSendRow, 'updatedAt'> & { updatedAt: string | Date };
const toSend = (row: SendRow): StatementSendRow => ({ ...row, updatedAt: new Date(row.updatedAt) });

async function readSend(em: EntityManager, statementSendId: string): Promise<StatementSendRow> {
  const [row] = await em.execute<SendRow[]>(
    `select ${SEND_COLUMNS} from statement_send s join company c on c.company_id = s.company_id
      where s.statement_send_id = ?`,
    [statementSendId],
  );
  if (!row) throw notFound(STATEMENT_MAIL_MESSAGES.notFound);
  return toSend(row);
}

/** The send's latest attempt once it has one, or once the send ended without one; null on time-out. */
async function waitForAttempt(em: EntityManager, statementSendId: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await em.execute<(AttemptRow & { settled: boolean; statementMailId: number | null })[]>(
      `select s.state not in ('WAITING', 'SENDING') as settled, ${ATTEMPT_COLUMNS('m')}
         from statement_send s
         left join statement_mail m on m.statement_mail_id =
              (select max(statement_mail_id) from statement_mail where statement_send_id = s.statement_send_id)
         left join member mb on mb.member_id = m.sent_by
        where s.statement_send_id = ?`,
      [statementSendId],
    );
    if (row?.statementMailId != null) return toAttempt(row);
    if (!row || row.settled || Date.now() >= until) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * 재발송 of one company row: queued before the rows of a 전체 발송 and answered with its first
 * attempt (SENT, or FAILED with the reason and whether the queue tries again), or with the send
 * still waiting when the queue is slower than SINGLE_SEND_WAIT_MS. A send of the row waiting for
 * its retry is cancelled for it. Refused before anything is queued: no such row (404), a row of
 * 0원 (409), no usable e-mail (400 naming email), a send of the row being sent now (409).
 */
export const sendStatement = operation(
  { area: 'settlement', level: 'write' },
  async (context, billHistoryDetailIdInput: unknown): Promise<StatementSendResult> => {
    const billHistoryDetailId = parseRowId(billHistoryDetailIdInput);
    recipientOf(await readTarget(context.em, billHistoryDetailId));
    const { memberId } = context.caller;
    const statementSendId = await withActor(context.em, memberId, async (tx) => {
      // Sent now rather than at its retry: a send still waiting gives way (one open send a row).
      await tx.execute(
        `update statement_send s set state = 'CANCELLED', error = ?, updated_at = now()
           from bill_history_detail d
          where d.bill_history_detail_id = ? and s.bill_history_id = d.bill_history_id
            and s.company_id = d.company_id and s.state = 'WAITING'`,
        [STATEMENT_SEND_MESSAGES.replaced, billHistoryDetailId],
      );
      const [row] = await tx.execute<{ statementSendId: string }[]>(
        `insert into statement_send (bill_history_id, company_id, bill_history_detail_id, version_no, requested_by)
         select d.bill_history_id, d.company_id, d.bill_history_detail_id, ${currentVersionSql('d')}, ?
           from bill_history_detail d where d.bill_history_detail_id = ?
         returning statement_send_id::text as "statementSendId"`,
        [memberId, billHistoryDetailId],
      );
      if (!row) throw notFound(STATEMENT_MAIL_MESSAGES.notFound);
      await context.deps.statementQueue.enqueue(tx, [row.statementSendId], SINGLE_SEND_PRIORITY);
      return row.statementSendId;
    });
    const attempt = await waitForAttempt(context.em, statementSendId, SINGLE_SEND_WAIT_MS);
    const detail = await readInvoiceCompanyRow(context.em, billHistoryDetailId);
    if (!detail) throw notFound(STATEMENT_MAIL_MESSAGES.notFound);
    return { detail, attempt, send: await readSend(context.em, statementSendId) };
  },
);

/**
 * Which rows a 전체 발송 sends (verdict SEND) and why it leaves the others out: 0원 (ZERO), a send
 * already open (QUEUED), or its current figures mailed already (SENT; sent again only with
 * includeSent). Parameters: invoice, includeSent.
 */
const CLASSIFIED_ROWS = `classified as (
  select d.bill_history_detail_id, d.bill_history_id, d.company_id, ${currentVersionSql('d')} as version_no,
         case
           when d.tot_amount = 0 then 'ZERO'
           when exists (select 1 from statement_send s
                         where s.bill_history_id = d.bill_history_id and s.company_id = d.company_id
                           and s.state in ('WAITING', 'SENDING')) then 'QUEUED'
           when not ?::boolean and exists (
                  select 1 from statement_mail m
                   where m.bill_history_id = d.bill_history_id and m.company_id = d.company_id
                     and m.result = 'SENT' and coalesce(m.version_no, ${currentVersionSql('d')}) = ${currentVersionSql('d')})
             then 'SENT'
           else 'SEND'
         end as verdict
    from bill_history_detail d where d.bill_history_id = ?
)`;

const sendAllInput = z.object({
  billHistoryId: invoiceIdSchema,
  includeSent: z.boolean({ error: STATEMENT_SEND_MESSAGES.includeSentInvalid }).default(false),
});

/**
 * 전체 발송: queues a send for every row of the invoice but those of 0원, those already waiting and,
 * unless includeSent, those whose current figures were mailed already; answers the batch to follow.
 * The invoice is locked first, so two requests take turns and the second leaves out what the first
 * queued. 409 when no row is left to send (nothing is written then); 404 for an unknown invoice.
 */
export const sendAllStatements = operation(
  { area: 'settlement', level: 'write' },
  async (context, billHistoryIdInput: unknown, includeSentInput: unknown): Promise<StatementSendBatch> => {
    const { billHistoryId, includeSent } = parseInput(sendAllInput, {
      billHistoryId: billHistoryIdInput,
      includeSent: includeSentInput ?? undefined,
    });
    const { memberId } = context.caller;
    const batchId = await withActor(context.em, memberId, async (tx) => {
      const [invoice] = await tx.execute(
        'select bill_history_id from bill_history where bill_history_id = ? for update',
        [billHistoryId],
      );
      if (!invoice) throw notFound(INVOICE_SERVICE_MESSAGES.notFound);
      const [queued] = await tx.execute<
        { batchId: number; sendIds: string[]; zero: number; sent: number; queued: number }[]
      >(
        `with ${CLASSIFIED_ROWS}, batch as (
           insert into statement_send_batch
                  (bill_history_id, include_sent, skipped_zero, skipped_sent, skipped_queued, requested_by)
           select ?, ?, count(*) filter (where verdict = 'ZERO'), count(*) filter (where verdict = 'SENT'),
                  count(*) filter (where verdict = 'QUEUED'), ?
             from classified
           returning statement_send_batch_id, skipped_zero, skipped_sent, skipped_queued
         ), sends as (
           insert into statement_send (batch_id, bill_history_id, company_id, bill_history_detail_id, version_no, requested_by)
           select b.statement_send_batch_id, c.bill_history_id, c.company_id, c.bill_history_detail_id, c.version_no, ?
             from classified c cross join batch b where c.verdict = 'SEND'
           returning statement_send_id
         )
         select b.statement_send_batch_id::int as "batchId", b.skipped_zero as zero, b.skipped_sent as sent,
                b.skipped_queued as queued,
                coalesce((select json_agg(statement_send_id::text) from sends), '[]') as "sendIds"
           from batch b`,
        [includeSent, billHistoryId, billHistoryId, includeSent, memberId, memberId],
      );
      if (!queued || queued.sendIds.length === 0)
        throw new AppError(
          'CONFLICT',
          STATEMENT_SEND_MESSAGES.nothingToSend(queued ?? { zero: 0, sent: 0, queued: 0 }),
        );
      await context.deps.statementQueue.enqueue(tx, queued.sendIds);
      return queued.batchId;
    });
    return readBatch(context.em, batchId);
  },
);

type BatchHead = Omit<StatementSendBatch, 'sends' | 'requestedAt'> & { requestedAt: string | Date };

/** A batch with its counts by state and its sends by company name; 404 for an unknown one. */
async function readBatch(em: EntityManager, batchId: number): Promise<StatementSendBatch> {
  const [head] = await em.execute<BatchHead[]>(
    `select b.statement_send_batch_id::int as "statementSendBatchId", b.bill_history_id as "billHistoryId",
            b.include_sent as "includeSent", b.requested_at as "requestedAt", m.name as "requestedByNm",
            b.skipped_zero as "skippedZero", b.skipped_sent as "skippedSent", b.skipped_queued as "skippedQueued",
            count(s.statement_send_id)::int as total,
            count(*) filter (where s.state = 'WAITING')::int as waiting,
            count(*) filter (where s.state = 'WAITING' and s.attempts > 0)::int as retrying,
            count(*) filter (where s.state = 'SENDING')::int as sending,
            count(*) filter (where s.state = 'SENT')::int as sent,
            count(*) filter (where s.state = 'FAILED')::int as failed,
            count(*) filter (where s.state = 'UNKNOWN')::int as unknown,
            count(*) filter (where s.state = 'CANCELLED')::int as cancelled,
            count(*) filter (where s.state in ('WAITING', 'SENDING')) = 0 as finished
       from statement_send_batch b join member m on m.member_id = b.requested_by
       left join statement_send s on s.batch_id = b.statement_send_batch_id
      where b.statement_send_batch_id = ?
      group by b.statement_send_batch_id, m.name`,
    [batchId],
  );
  if (!head) throw notFound(STATEMENT_SEND_MESSAGES.batchNotFound);
  const sends = await em.execute<SendRow[]>(
    `select ${SEND_COLUMNS} from statement_send s join company c on c.company_id = s.company_id
      where s.batch_id = ? order by c.company_nm, s.company_id`,
    [batchId],
  );
  return { ...head, requestedAt: new Date(head.requestedAt), sends: sends.map(toSend) };
}

/** A 전체 발송 as it stands: counts by state and each row's send; 404 for an unknown one. */
export const getStatementSendBatch = operation(
  { area: 'settlement', level: 'read' },
  async (context, batchIdInput: unknown): Promise<StatementSendBatch> => {
    const { statementSendBatchId } = parseInput(
      z.object({ statementSendBatchId: recordNumberSchema(STATEMENT_SEND_MESSAGES.batchIdInvalid) }),
      { statementSendBatchId: batchIdInput },
    );
    return readBatch(context.em, statementSendBatchId);
  },
);

const batchesInput = z.object({
  billHistoryId: invoiceIdSchema,
  limit: z.coerce
    .number({ error: STATEMENT_SEND_MESSAGES.limitInvalid })
    .int({ error: STATEMENT_SEND_MESSAGES.limitInvalid })
    .min(1, { error: STATEMENT_SEND_MESSAGES.limitInvalid })
    .max(MAX_BATCHES, { error: STATEMENT_SEND_MESSAGES.limitInvalid })
    .optional(),
});

/**
 * An invoice's 전체 발송 batches as they stand, newest first, at most `limit` (1 unless told): the
 * screen follows the latest one still running. [] when none was asked for; 404 for an unknown invoice.
 */
export const listStatementSendBatches = operation(
  { area: 'settlement', level: 'read' },
  async (context, billHistoryIdInput: unknown, limitInput: unknown): Promise<StatementSendBatch[]> => {
    const { billHistoryId, limit } = parseInput(batchesInput, {
      billHistoryId: billHistoryIdInput,
      limit: limitInput ?? undefined,
    });
    const rows = await context.em.execute<{ known: boolean; batchId: number | null }[]>(
      `select h.bill_history_id is not null as known, b.statement_send_batch_id::int as "batchId"
         from (select ?::int as id) k left join bill_history h on h.bill_history_id = k.id
         left join lateral (
           select statement_send_batch_id from statement_send_batch
            where bill_history_id = h.bill_history_id order by statement_send_batch_id desc limit ?
         ) b on true`,
      [billHistoryId, limit ?? 1],
    );
    if (!rows[0]?.known) throw notFound(INVOICE_SERVICE_MESSAGES.notFound);
    const batches = [];
    for (const { batchId } of rows) if (batchId !== null) batches.push(await readBatch(context.em, batchId));
    return batches;
  },
);
