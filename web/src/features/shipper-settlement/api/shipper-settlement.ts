import { graphql } from '../../../gql';

/**
 * A page of settlement by shipper: per company sent, received and total, what it is billed as
 * sender and as receiver with its settlement group top, and the totals.
 */
export const ShipperSettlementsQuery = graphql(`
  query ShipperSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {
    shipperSettlements(filter: $filter, page: $page) {
      total
      totals {
        sentLines
        sentQty
        sentWeightKg
        sentAmount
        receivedLines
        receivedQty
        receivedWeightKg
        receivedAmount
        totalLines
        totalQty
        totalWeightKg
        totalAmount
        paidAsSenderAmount
        paidAsReceiverAmount
        paidAmount
      }
      items {
        companyId
        companyNm
        regionNm
        shipperNm
        sentTransports
        sentLines
        sentQty
        sentWeightKg
        sentAmount
        receivedLines
        receivedQty
        receivedWeightKg
        receivedAmount
        totalLines
        totalQty
        totalWeightKg
        totalAmount
        paidAsSenderAmount
        paidAsReceiverAmount
        paidAmount
        settlementTopId
        settlementTopNm
      }
    }
  }
`);

/** A page of shipper details: the goods lines and the four tiles over the whole filter. */
export const ShipperDetailsQuery = graphql(`
  query ShipperDetails($filter: ShipperDetailsFilterInput, $page: PageInput) {
    shipperDetails(filter: $filter, page: $page) {
      total
      summary {
        qty
        weightKg
        prepaidAmount
        collectAmount
      }
      items {
        shipmentId
        requstDt
        companyNm
        receiverCompanyNm
        waybillNo
        kindNm
        trnsprtCd
        qty
        untpc
        amount
        chargeNm
      }
    }
  }
`);

/**
 * A page of settlement by shipper per goods kind: the kind columns, per company its counts as
 * sender (발신), receiver (수신) and both (합계) in the columns' order, and the totals.
 */
export const ShipperKindSettlementsQuery = graphql(`
  query ShipperKindSettlements($filter: ShipperSettlementFilterInput, $page: PageInput) {
    shipperKindSettlements(filter: $filter, page: $page) {
      total
      kinds {
        kindCd
        kindNm
      }
      totals {
        sent
        received
        total
      }
      items {
        companyId
        companyNm
        regionNm
        sent
        received
        total
      }
    }
  }
`);
