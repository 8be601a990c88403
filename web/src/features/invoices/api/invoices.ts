import { graphql } from '../../../gql';

graphql(`
  fragment InvoiceRow on Invoice {
    billHistoryId
    billCompanyId
    billCompanyNm
    year
    month
    billCd
    periodStart
    periodEnd
    totAmount
    communicationFee
    communicationFeeVat
    untpc
    untpcVat
    weightUntpc
    weightUntpcVat
    companyCount
    version
    closedAt
  }
`);

export const InvoicesQuery = graphql(`
  query Invoices($filter: InvoiceFilterInput, $page: PageInput) {
    invoices(filter: $filter, page: $page) {
      items {
        ...InvoiceRow
      }
      total
    }
  }
`);

/** Generates the invoice, or generates it again in place (same supplier, year, month, billing day). */
export const GenerateInvoiceMutation = graphql(`
  mutation GenerateInvoice($input: InvoiceGenerateInput!) {
    generateInvoice(input: $input) {
      ...InvoiceRow
    }
  }
`);

export const DeleteInvoiceMutation = graphql(`
  mutation DeleteInvoice($billHistoryId: Int!) {
    deleteInvoice(billHistoryId: $billHistoryId) {
      billHistoryId
    }
  }
`);
