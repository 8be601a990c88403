import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('StatementSend', {
  description:
    "One company row's statement to be mailed once, run by the statement-mail queue: WAITING (queued, or waiting to be tried again after a failed attempt), SENDING, SENT, FAILED (refused for good, or every attempt failed) UNKNOWN (the process sending it stopped mid-send, so it may have arrived; never sent again on its own) or CANCELLED (a sendStatement of the row replaced it while it waited for a retry).",
})
export class StatementSendRow {
  @Field(() => Int, { description: 'Send number (statementSendId).' })
  statementSendId!: number;

  @Field(() => Int, {
    nullable: true,
    description: "The invoice's company row; null once a re-run no longer bills the company.",
  })
  billHistoryDetailId!: number | null;

  @Field(() => Int, { description: 'The billed company.' })
  companyId!: number;

  @Field({ description: 'Company name.' })
  companyNm!: string;

  @Field(() => Int, {
    description: "The row's figures version when the send was asked for (1 for the first).",
  })
  versionNo!: number;

  @Field({ description: 'WAITING, SENDING, SENT, FAILED, UNKNOWN or CANCELLED.' })
  state!: string;

  @Field(() => Int, { description: 'The number of attempts begun so far.' })
  attempts!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "The last attempt's failure (kept while a retry waits), or why the send failed or is unknown; null otherwise.",
  })
  error!: string | null;

  @Field({ description: 'When its state last changed, in UTC (show it in Asia/Seoul).' })
  updatedAt!: Date;
}

@ObjectType('StatementSendBatch', {
  description:
    '전체 발송: one request to mail every billed company of an invoice. The counts say where its sends stand (live while the queue works); the rows it left out are counted apart: 0원, already mailed with the current figures (unless includeSent), or already waiting.',
})
export class StatementSendBatch {
  @Field(() => Int, { description: 'Batch number (statementSendBatchId).' })
  statementSendBatchId!: number;

  @Field(() => Int, { description: 'The invoice (billHistoryId).' })
  billHistoryId!: number;

  @Field({ description: 'Whether rows already mailed with their current figures were sent again.' })
  includeSent!: boolean;

  @Field({ description: 'When it was asked for, in UTC.' })
  requestedAt!: Date;

  @Field({ description: 'Who asked for it (member name).' })
  requestedByNm!: string;

  @Field(() => Int, { description: 'The number of sends it queued.' })
  total!: number;

  @Field(() => Int, { description: 'The number of sends waiting (queued, or for a retry).' })
  waiting!: number;

  @Field(() => Int, {
    description: 'The number of waiting sends that failed an attempt and will be tried again.',
  })
  retrying!: number;

  @Field(() => Int, { description: 'The number of sends being sent now.' })
  sending!: number;

  @Field(() => Int, { description: 'The number of sends the mail server accepted.' })
  sent!: number;

  @Field(() => Int, { description: 'The number of sends that failed for good (each says why).' })
  failed!: number;

  @Field(() => Int, { description: 'The number of sends whose outcome is unknown (stopped mid-send).' })
  unknown!: number;

  @Field(() => Int, { description: 'The number of sends a later sendStatement of their row replaced.' })
  cancelled!: number;

  @Field({ description: 'True when no send is waiting or being sent.' })
  finished!: boolean;

  @Field(() => Int, { description: 'The number of rows left out because they bill 0원.' })
  skippedZero!: number;

  @Field(() => Int, {
    description: 'The number of rows left out because their current figures were mailed already.',
  })
  skippedSent!: number;

  @Field(() => Int, { description: 'The number of rows left out because a send of theirs was open already.' })
  skippedQueued!: number;

  @Field(() => [StatementSendRow], { description: 'Its sends, by company name.' })
  sends!: StatementSendRow[];
}
