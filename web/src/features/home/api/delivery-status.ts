import { graphql } from '../../../gql';

/** Today's goods lines for the home grid, one page at a time. */
export const DeliveryStatusQuery = graphql(`
  query DeliveryStatus($page: PageInput) {
    deliveryStatus(page: $page) {
      total
      totalExact
      items {
        shipmentId
        transportProcessNm
        requstDt
        senderRegionNm
        collectorNm
        senderCompanyNm
        waybillNo
        senderManagerNm
        chargeNm
        qty
        untpc
        sumAmount
        weightUntpc
        weightQty
        weightAmount
        rmk
        receiverRegionNm
        kindNm
        receiverCompanyNm
        receiverTelNo
        receiverMobileNo
        deliveryRouteNm
        pickupCheck
        transportManager
        transportDate
        transportCodeNm
        memo
        receiverAddress
      }
    }
  }
`);
