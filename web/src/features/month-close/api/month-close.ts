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
    statementLinks {
      sent
      failed
      unsent
      skipped
    }
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
      receivedFrom
      receivedTo
      billedToNobodyLines
      billedToNobodyLink
      suspendedGroupLines
      suspendedGroupLink
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

/** Who downloaded an invoice's tax-bill zip when, newest first. */
export const TaxBillDownloadsQuery = graphql(`
  query TaxBillDownloads($billHistoryId: Int!) {
    taxBillDownloads(billHistoryId: $billHistoryId) {
      taxBillDownloadId
      downloadedAt
      memberNm
      userId
    }
  }
`);
