// The statement-mail queue: one kind of the app's durable job queue (common/job-queue.ts), each job
// naming one statement_send row. What a job does, and why it never mails twice, is
// statement-delivery.ts's deliverStatementSend.
import {
  createJobQueue,
  type JobHandler,
  type JobQueue,
  type JobQueueSettings,
} from '../../common/job-queue';
import type { Logger } from '../../common/logger';

export const STATEMENT_MAIL_QUEUE = 'statement-mail';

/** How the queue sends: MAIL_SEND_* settings (config.ts). */
export type StatementQueueSettings = JobQueueSettings;

export const DEFAULT_STATEMENT_QUEUE_SETTINGS: StatementQueueSettings = {
  concurrency: 2,
  attempts: 4,
  retryDelaySeconds: 30,
  monitorSeconds: 10,
};

/** A single row's 재발송 goes before the rows of a 전체 발송 waiting in the queue. */
export const SINGLE_SEND_PRIORITY = 10;

/** Runs one send (by its statement_send_id); throwing asks the queue to retry it later. */
export type SendHandler = JobHandler;

export type StatementQueue = JobQueue;

/** The statement-mail queue of the database at `url`, run by `handler`. */
export function createStatementQueue(
  url: string,
  settings: StatementQueueSettings,
  logger: Logger,
  handler: SendHandler,
): StatementQueue {
  return createJobQueue(
    url,
    {
      name: STATEMENT_MAIL_QUEUE,
      dataKey: 'statementSendId',
      applicationName: 'parcel statement mail queue',
    },
    settings,
    logger,
    handler,
  );
}
