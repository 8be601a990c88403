import { graphql } from '../../../gql';

/** The transports list: one row per receiver, the same rows and pages as GET /api/transport/list. */
export const TransportListQuery = graphql(`
  query TransportList($filter: TransportFilterInput, $page: PageInput) {
    transportList(filter: $filter, page: $page) {
      total
      totalExact
      items {
        senderTransportId
        requstDt
        senderCompanyNm
        senderManagerNm
        senderTelNo
        senderRegionNm
        senderRegionDtlNm
        senderDeliveryRouteNm
        chargeNm
        receiverTransportId
        receiverCompanyNm
        receiverTelNo
        receiverManagerTelNo
        receiverAddress
        receiverRegionNm
        receiverRegionDtlNm
        totalSenderAmount
      }
    }
  }
`);

/** The goods lines of one transport (the details overlay). */
export const TransportShipmentsQuery = graphql(`
  query TransportShipments($transportId: Int!) {
    transportShipments(transportId: $transportId) {
      shipmentId
      receiverTransportId
      kindNm
      waybillNo
      trnsprtCd
      senderQty
      senderUntpc
      senderAmount
    }
  }
`);

export const DeleteTransportMutation = graphql(`
  mutation DeleteTransport($senderTransportId: Int!) {
    deleteTransport(senderTransportId: $senderTransportId)
  }
`);
