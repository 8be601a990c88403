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
