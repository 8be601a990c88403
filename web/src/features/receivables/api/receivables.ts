import { graphql } from '../../../gql';

graphql(`
  fragment ReceivableRow on Receivable {
    companyId
    companyNm
    bizNo
    billCompanyNm
    billed
    paid
    outstanding
    current
    days30
    days60
    days90
    lastPaidOn
  }
`);

export const ReceivablesQuery = graphql(`
  query Receivables($filter: ReceivableFilterInput, $page: PageInput) {
    receivables(filter: $filter, page: $page) {
      asOf
      total
      items {
        ...ReceivableRow
      }
      totals {
        billed
        paid
        outstanding
        current
        days30
        days60
        days90
      }
    }
  }
`);

/** A company's invoice rows with what was paid against each: the payment dialog's choices. */
export const ReceivableInvoiceRowsQuery = graphql(`
  query ReceivableInvoiceRows($companyId: Int!, $billCompanyId: Int) {
    receivableInvoiceRows(companyId: $companyId, billCompanyId: $billCompanyId) {
      billHistoryDetailId
      billCompanyNm
      year
      month
      billCd
      billed
      paid
      outstanding
    }
  }
`);

export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($input: PaymentInput!) {
    recordPayment(input: $input) {
      paymentId
      amount
    }
  }
`);

export const DeletePaymentMutation = graphql(`
  mutation DeletePayment($paymentId: Int!, $input: PaymentDeleteInput!) {
    deletePayment(paymentId: $paymentId, input: $input) {
      paymentId
      deletedAt
    }
  }
`);

export const CompanyLedgerQuery = graphql(`
  query CompanyLedger($input: CompanyLedgerInput!) {
    companyLedger(input: $input) {
      companyId
      companyNm
      from
      to
      openingBalance
      closingBalance
      entries {
        kind
        date
        description
        debit
        credit
        balance
        billHistoryDetailId
        payment {
          paymentId
          amount
          memo
          source
          regByNm
          deletedAt
          deletedByNm
          deleteReason
        }
      }
    }
  }
`);
