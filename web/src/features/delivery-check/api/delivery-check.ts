import { graphql } from '../../../gql';

/** A page of the delivery check: goods lines with their delivery state, and the total. */
export const DeliveryChecksQuery = graphql(`
  query DeliveryChecks($filter: DeliveryCheckFilterInput, $page: PageInput) {
    deliveryChecks(filter: $filter, page: $page) {
      total
      totalExact
      items {
        shipmentId
        requstDt
        deliveryState
        delivered
        waybillNo
        chargeNm
        chargeGroupNm
        billedCompanyNm
        senderCompanyNm
        senderRegionNm
        senderTelNo
        receiverCompanyNm
        receiverRegionNm
        receiverRegionDtlNm
        receiverTelNo
        receiverMobileNo
        receiverAddress
        kindNm
        trnsprtCd
        qty
        amount
        deliveryRouteNm
        collectorNm
        transportManager
        transportDate
        transportCodeNm
        pickupCheck
        memo
      }
    }
  }
`);
