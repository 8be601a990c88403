import { graphql } from '../../../gql';

export const ArrivalRowFragment = graphql(`
  fragment ArrivalRow on Arrival {
    shipmentId
    receiverTransportId
    senderTransportId
    requstDt
    receiverCompanyNm
    receiverTelNo
    receiverManagerTelNo
    receiverAddress
    receiverRegionNm
    receiverRegionDtlNm
    deliveryRouteNm
    senderDeliveryRouteNm
    senderCompanyNm
    chargeNm
    kindNm
    waybillNo
    trnsprtCd
    receiverQty
    receiverUntpc
    receiverAmount
    pickupCheck
    transportManager
    transportDate
    transportCode
    transportNm
    memo
    version
  }
`);

/** The arrivals grid: one row per goods line, a page at a time. */
export const ArrivalsQuery = graphql(`
  query Arrivals($filter: ArrivalFilterInput, $page: PageInput) {
    arrivals(filter: $filter, page: $page) {
      total
      totalExact
      items {
        ...ArrivalRow
      }
    }
  }
`);

/** One goods line for the arrivals editor. */
export const ArrivalQuery = graphql(`
  query Arrival($shipmentId: Int!) {
    arrival(shipmentId: $shipmentId) {
      ...ArrivalRow
      receiverRmk
      senderTelNo
      senderManagerNm
    }
  }
`);

export const RecordDeliveryMutation = graphql(`
  mutation RecordDelivery($input: DeliveryRecordInput!) {
    recordDelivery(input: $input) {
      ...ArrivalRow
      receiverRmk
      senderTelNo
      senderManagerNm
    }
  }
`);

export const ScanDeliveryMutation = graphql(`
  mutation ScanDelivery($waybillNo: String!) {
    scanDelivery(waybillNo: $waybillNo) {
      status
      waybillNo
      message
      shipmentId
      transportDate
      transportManager
      receiverCompanyNm
      kindNm
    }
  }
`);

/** 배송 출발 of one scanned number (the scan box's other mode). */
export const ScanOutForDeliveryMutation = graphql(`
  mutation ScanOutForDelivery($waybillNo: String!) {
    scanOutForDelivery(waybillNo: $waybillNo) {
      status
      waybillNo
      message
      shipmentId
    }
  }
`);

/** 배송 출발 of the grid's selected lines. */
export const MarkOutForDeliveryMutation = graphql(`
  mutation MarkOutForDelivery($shipmentIds: [Int!]!) {
    markOutForDelivery(shipmentIds: $shipmentIds) {
      marked
      alreadyOut
      delivered
      message
    }
  }
`);
