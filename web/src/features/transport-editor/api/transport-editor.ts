import { graphql } from '../../../gql';

/** A stored transport as the editor loads it: the sender, every receiver and goods line. */
export const EditorTransportQuery = graphql(`
  query EditorTransport($id: Int!) {
    transport(senderTransportId: $id) {
      senderTransportId
      version
      requstDt
      senderCompanyId
      companyNm
      chargeCd
      telNo
      address
      managerNm
      managerTelNo
      rmk
      regionCd
      regionDtlCd
      shipperCd
      untpc
      weightUntpc
      receivers {
        receiverTransportId
        receiverCompanyId
        companyNm
        telNo
        managerTelNo
        address
        rmk
        regionCd
        regionDtlCd
        shipperCd
        untpc
        weightUntpc
        notifyYn
        shipments {
          shipmentId
          trnsprtCd
          kindCd
          waybillNo
          senderQty
          receiverQty
          senderUntpc
          receiverUntpc
        }
      }
    }
  }
`);

/** What a picked company fills in: its contact, place, shipper type and prices. */
export const EditorCompanyQuery = graphql(`
  query EditorCompany($companyId: Int!) {
    company(companyId: $companyId) {
      companyId
      companyNm
      telNo
      address
      managerNm
      managerTelNo
      regionCd
      regionDtlCd
      shipperCd
      untpc
      weightUntpc
    }
  }
`);

export const SaveTransportMutation = graphql(`
  mutation SaveTransport($input: TransportSaveInput!) {
    saveTransport(input: $input) {
      senderTransportId
      version
    }
  }
`);

/** Whom each party's lines would bill if it paid them (the editor warns on lines that bill nobody). */
export const PartyBillingQuery = graphql(`
  query PartyBilling($parties: [PartyRefInput!]!) {
    partyBilling(parties: $parties) {
      companyId
      companyNm
      billingState
      topCompanyId
      topCompanyNm
    }
  }
`);
