import { graphql } from '../../../gql';

/** A company's statement of an invoice, for the printable detailed and per-type invoices. */
export const CompanyStatementQuery = graphql(`
  query CompanyStatement(
    $billCompanyId: Int!
    $year: Int!
    $month: Int!
    $billCd: String!
    $companyId: Int!
  ) {
    companyStatement(
      billCompanyId: $billCompanyId
      year: $year
      month: $month
      billCd: $billCd
      companyId: $companyId
    ) {
      year
      month
      billCd
      billCompanyInfo {
        billCompanyNm
        billAddress
        billTelNo
        billFaxNo
        billBizNo
        billRepresentativeNm
        billBizType
        billBizItem
        billAccountInfo
      }
      companyInfo {
        companyId
        companyNm
        bizNo
        representativeNm
        address
        startDate
        endDate
        communicationFee
      }
      shipmentInfoList {
        shipmentId
        billDate
        waybillNo
        senderNm
        receiverNm
        kindNm
        qty
        chargeNm
        untpc
        amount
        trnsprtCd
        side
        payerNm
      }
      amounts {
        billHistoryDetailId
        totQty
        totAmount
        communicationFee
        communicationFeeVat
        untpc
        untpcVat
        weightUntpc
        weightUntpcVat
      }
      typeSummary {
        trnsprtCd
        kindCd
        kindNm
        lineCount
        qty
        amount
      }
      typeGroups {
        chargeGroup
        chargeGroupNm
        lineCount
        amount
        rows {
          trnsprtCd
          kindCd
          kindNm
          lineCount
          qty
          amount
        }
      }
    }
  }
`);
