import { graphql } from '../../../gql';

export const TransportsQuery = graphql(`
  query Transports($filter: TransportFilterInput, $page: PageInput) {
    transports(filter: $filter, page: $page) {
      total
      items {
        senderTransportId
        requstDt
        companyNm
        managerNm
        telNo
        chargeNm
        regionNm
        regionDtlNm
        deliveryRouteNm
        receivers {
          receiverTransportId
          companyNm
          telNo
          managerTelNo
          address
          regionNm
          regionDtlNm
          totalSenderAmount
        }
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
