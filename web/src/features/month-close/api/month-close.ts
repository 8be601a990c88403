import { graphql } from '../../../gql';

graphql(`
  fragment MonthCloseRowFields on MonthCloseRow {
    billCompanyId
    billCompanyNm
    billCd
    periodStart
    periodEnd
    billHistoryId
    generatedAt
    companyCount
    totAmount
    staleCompanies
    undeliveredLines
    undeliveredLink
    invoiceLink
    statementsSent
    statementsFailed
    statementsSkipped
    statementsUnsent
    taxBillDownloads
    lastTaxBillDownloadAt
    closedAt
    closedByNm
    events {
      action
      reason
      memberNm
      at
    }
  }
`);

export const MonthCloseQuery = graphql(`
  query MonthClose($input: MonthCloseInput!) {
    monthClose(input: $input) {
      year
      month
      rows {
        ...MonthCloseRowFields
      }
    }
  }
`);

export const CloseInvoiceMutation = graphql(`
  mutation CloseInvoice($billHistoryId: Int!) {
    closeInvoice(billHistoryId: $billHistoryId) {
      billHistoryId
      closedAt
    }
  }
`);

export const ReopenInvoiceMutation = graphql(`
  mutation ReopenInvoice($billHistoryId: Int!, $input: ReopenInvoiceInput!) {
    reopenInvoice(billHistoryId: $billHistoryId, input: $input) {
      billHistoryId
      closedAt
    }
  }
`);
