import { graphql } from '../../../gql';

graphql(`
  fragment StatementSendBatchProgress on StatementSendBatch {
    statementSendBatchId
    billHistoryId
    includeSent
    requestedAt
    requestedByNm
    total
    waiting
    retrying
    sending
    sent
    failed
    unknown
    cancelled
    finished
    skippedZero
    skippedSent
    skippedQueued
  }
`);

/**
 * 전체 발송: queues a statement mail for every company row of the invoice but those of 0원, those
 * already queued and, unless includeSent, those whose current figures were mailed already. CONFLICT
 * (with the server's Korean reason) when nothing is left to send.
 */
export const SendAllStatementsMutation = graphql(`
  mutation SendAllStatements($billHistoryId: Int!, $includeSent: Boolean!) {
    sendAllStatements(billHistoryId: $billHistoryId, includeSent: $includeSent) {
      ...StatementSendBatchProgress
    }
  }
`);

/** A 전체 발송 as it stands, read again while the queue works through it. */
export const StatementSendBatchQuery = graphql(`
  query StatementSendBatch($statementSendBatchId: Int!) {
    statementSendBatch(statementSendBatchId: $statementSendBatchId) {
      ...StatementSendBatchProgress
    }
  }
`);

/** The invoice's latest 전체 발송 (none when never asked), to follow one still running when the view opens. */
export const LatestStatementSendBatchQuery = graphql(`
  query LatestStatementSendBatch($billHistoryId: Int!) {
    statementSendBatches(billHistoryId: $billHistoryId, limit: 1) {
      ...StatementSendBatchProgress
    }
  }
`);
