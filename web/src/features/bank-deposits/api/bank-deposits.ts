import { graphql } from '../../../gql';

graphql(`
  fragment BankDepositCandidateFields on BankDepositCandidate {
    billHistoryDetailId
    companyId
    companyNm
    billCompanyNm
    year
    month
    outstanding
    reason
  }
`);

graphql(`
  fragment BankDepositUploadFields on BankDepositUpload {
    id
    bankNm
    fileName
    headers
    mapping {
      field
      label
      required
      column
    }
    createdAt
    createdByNm
    rowCount
    depositCount
    depositAmount
    withdrawalCount
    matchedCount
    candidatesCount
    unmatchedCount
    appliedCount
    lines {
      rowNo
      transactedAt
      summary
      depositor
      memo
      amount
      balance
      status
      candidates {
        ...BankDepositCandidateFields
      }
      applied {
        paymentId
        companyNm
        year
        month
        appliedAt
      }
    }
    skippedRows {
      rowNo
      reason
    }
  }
`);

export const BankDepositUploadQuery = graphql(`
  query BankDepositUpload($id: Int!) {
    bankDepositUpload(id: $id) {
      ...BankDepositUploadFields
    }
  }
`);

export const BankNamesQuery = graphql(`
  query BankNames {
    bankNames
  }
`);

export const SetBankDepositMappingMutation = graphql(`
  mutation SetBankDepositMapping($id: Int!, $mapping: [BankFileColumnInput!]!) {
    setBankDepositMapping(id: $id, mapping: $mapping) {
      ...BankDepositUploadFields
    }
  }
`);

export const ConfirmBankDepositsMutation = graphql(`
  mutation ConfirmBankDeposits($id: Int!, $lines: [BankDepositChoiceInput!]!) {
    confirmBankDeposits(id: $id, lines: $lines) {
      appliedCount
      appliedAmount
      alreadyAppliedCount
      rememberedDepositorCount
      upload {
        ...BankDepositUploadFields
      }
    }
  }
`);

/** A company's invoice rows with what is still owed of each: what a deposit matched by hand may pay. */
export const DepositCompanyRowsQuery = graphql(`
  query DepositCompanyRows($companyId: Int!) {
    receivableInvoiceRows(companyId: $companyId) {
      billHistoryDetailId
      billCompanyNm
      year
      month
      billed
      outstanding
    }
  }
`);
