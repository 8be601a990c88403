import { graphql } from '../../../gql';

graphql(`
  fragment InvoiceCompanyRow on InvoiceDetail {
    billHistoryDetailId
    companyId
    companyNm
    email
    faxNo
    status
    lastSentAt
    lastSendError
    sendState
    changedAfterSend
    sentTotAmount
    mailExcluded
    totQty
    totAmount
    communicationFee
    communicationFeeVat
    untpc
    untpcVat
    weightUntpc
    weightUntpcVat
  }
`);

/** An invoice with its company rows (업체별 보기), those of one statement state when given. */
export const InvoiceCompaniesQuery = graphql(`
  query InvoiceCompanies($billHistoryId: Int!, $statementState: String) {
    invoice(billHistoryId: $billHistoryId) {
      ...InvoiceRow
      details(statementState: $statementState) {
        ...InvoiceCompanyRow
      }
    }
  }
`);

/**
 * Mails a company its statement through the queue, ahead of any 전체 발송; answers its row as it
 * stands after the first attempt (which updates the row in place), the attempt with where it went or
 * why it failed (null when the queue had not tried it yet) and the send (WAITING after a failed
 * attempt: the queue tries again later).
 */
export const SendStatementMutation = graphql(`
  mutation SendStatement($billHistoryDetailId: Int!) {
    sendStatement(billHistoryDetailId: $billHistoryDetailId) {
      detail {
        ...InvoiceCompanyRow
      }
      attempt {
        statementMailId
        recipient
        result
        error
      }
      send {
        statementSendId
        state
        attempts
        error
      }
    }
  }
`);

/** A company row's statement mails, newest first (발송 이력). */
export const StatementMailsQuery = graphql(`
  query StatementMails($billHistoryDetailId: Int!) {
    statementMails(billHistoryDetailId: $billHistoryDetailId) {
      statementMailId
      sentAt
      recipient
      sentByNm
      result
      error
      attachmentName
      attachments {
        statementMailAttachmentId
        fileName
        contentType
      }
    }
  }
`);

graphql(`
  fragment InvoiceCompanyFigures on InvoiceCompanyFigures {
    totQty
    communicationFee
    communicationFeeVat
    untpc
    untpcVat
    weightUntpc
    weightUntpcVat
    totAmount
  }
`);

graphql(`
  fragment InvoiceCompanyVersion on InvoiceCompanyVersion {
    versionNo
    run
    reason
    memberNm
    replacedAt
    before {
      ...InvoiceCompanyFigures
    }
    after {
      ...InvoiceCompanyFigures
    }
  }
`);

/** 재계산: one company row computed again; answers the row and the version kept (null: unchanged). */
export const RecalculateInvoiceCompanyMutation = graphql(`
  mutation RecalculateInvoiceCompany($billHistoryDetailId: Int!, $reason: String!) {
    recalculateInvoiceCompany(billHistoryDetailId: $billHistoryDetailId, input: { reason: $reason }) {
      detail {
        ...InvoiceCompanyRow
      }
      version {
        ...InvoiceCompanyVersion
      }
    }
  }
`);

/** 변경 이력: a company row's earlier figures, newest first. */
export const InvoiceCompanyVersionsQuery = graphql(`
  query InvoiceCompanyVersions($billHistoryDetailId: Int!) {
    invoiceCompanyVersions(billHistoryDetailId: $billHistoryDetailId) {
      ...InvoiceCompanyVersion
    }
  }
`);
