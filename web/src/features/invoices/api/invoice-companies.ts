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
 * Mails a company its statement; answers its row as it stands after the attempt (SENT or FAILED,
 * which updates the row in place) and the attempt with where it went or why it failed.
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
