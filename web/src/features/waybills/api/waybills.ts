import { graphql } from '../../../gql';

graphql(`
  fragment WaybillRow on Waybill {
    waybillId
    senderCompanyId
    senderCompanyNm
    receiverCompanyId
    receiverCompanyNm
    chargeCd
    chargeNm
    qty
    startNo
    endNo
    printCount
    lastPrintedAt
    regDt
    version
  }
`);

export const WaybillsQuery = graphql(`
  query Waybills($filter: WaybillFilterInput, $page: PageInput) {
    waybills(filter: $filter, page: $page) {
      items {
        ...WaybillRow
      }
      total
    }
  }
`);

export const CreateWaybillMutation = graphql(`
  mutation CreateWaybill($input: WaybillCreateInput!) {
    createWaybill(input: $input) {
      ...WaybillRow
    }
  }
`);

export const UpdateWaybillMutation = graphql(`
  mutation UpdateWaybill($input: WaybillUpdateInput!) {
    updateWaybill(input: $input) {
      ...WaybillRow
    }
  }
`);

/** Marks the range deleted: its numbers are free again. */
export const DeleteWaybillMutation = graphql(`
  mutation DeleteWaybill($waybillId: Int!) {
    deleteWaybill(waybillId: $waybillId) {
      waybillId
      delYn
    }
  }
`);

/** A single-use ticket and the print program's address carrying it. */
export const CreatePrintTicketMutation = graphql(`
  mutation CreateWaybillPrintTicket($waybillId: Int!, $reprint: Boolean) {
    createWaybillPrintTicket(waybillId: $waybillId, reprint: $reprint) {
      waybillId
      ticket
      printUrl
      expiresAt
    }
  }
`);

/** pending, used (the print program fetched the labels) or expired. */
export const PrintTicketStatusQuery = graphql(`
  query WaybillPrintTicketStatus($ticket: String!) {
    waybillPrintTicketStatus(ticket: $ticket)
  }
`);

/** The browser's own print: logged on the server, then the labels. */
export const PrintInBrowserMutation = graphql(`
  mutation PrintWaybillInBrowser($waybillId: Int!, $reprint: Boolean) {
    printWaybillInBrowser(waybillId: $waybillId, reprint: $reprint) {
      waybill {
        ...WaybillRow
      }
      labels {
        waybillNo
        formattedNo
        trackingUrl
      }
      printedAt
    }
  }
`);
