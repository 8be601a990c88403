import { graphql } from '../../../gql';

export const ShipmentNotificationsQuery = graphql(`
  query ShipmentNotifications($shipmentId: Int!) {
    shipmentNotifications(shipmentId: $shipmentId) {
      notificationId
      eventCd
      eventNm
      state
      channel
      phoneNo
      attempts
      error
      createdAt
      sentAt
    }
  }
`);

export const OptOutNotificationsMutation = graphql(`
  mutation OptOutNotifications($phoneNo: String!) {
    optOutNotifications(phoneNo: $phoneNo) {
      phoneNo
      sourceCd
      optedOutAt
    }
  }
`);
