import { graphql } from '../../../gql';

/** Today's goods lines for the home grid, one page at a time. */
export const DeliveryStatusQuery = graphql(`
  query DeliveryStatus($page: PageInput) {
    deliveryStatus(page: $page) {
      total
      totalExact
      items {
        shipmentId
        transportProcessCd
        requstDt
        deliveryRegionId1
        managerId
        companyNm1
        waybillNo
        sender
        chargeCd
        qty
        untpc
        sumAmount
        weight
        weightQty
        sumWeight
        rmk
        deliveryRegionId2
        kindCode
        companyNm2
        telNo2
        mobileNo2
        transportCourse
        pickupCheck
        transportManager
        transportDate
        transportCode
        memo
        companyNm2Address
      }
    }
  }
`);
