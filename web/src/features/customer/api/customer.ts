import { graphql } from '../../../gql';

/** Who is signed in, and a customer's (화주) company: whose invoices and ledger its screens show. */
export const MeQuery = graphql(`
  query Me {
    me {
      memberId
      role
      companyId
      companyNm
    }
  }
`);

/**
 * A customer's ledger of one of its companies: its invoice rows (debits, with what names each
 * statement) and payments (credits), with the balances. Staff-only details (who recorded or deleted
 * a payment) are not asked for.
 */
export const CustomerLedgerQuery = graphql(`
  query CustomerLedger($input: CompanyLedgerInput!) {
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
        billHistoryId
        billCompanyId
        billCompanyNm
        year
        month
        billCd
      }
    }
  }
`);
