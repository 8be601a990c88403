import { graphql } from '../../../gql';

graphql(`
  fragment TransportImportHead on TransportImport {
    id
    status
    fileName
    senderCompanyId
    senderCompanyNm
    headers
    mapping {
      field
      label
      column
    }
    rowCount
    problemRowCount
    transportCount
    plannedTransportCount
    receptionDates
    createdAt
    createdByNm
    committedAt
    undoneAt
    canUndo
  }
`);

graphql(`
  fragment TransportImportRowFields on TransportImportRow {
    rowNo
    transportNo
    values {
      receptionDate
      senderCompany
      chargeCd
      receiverName
      receiverTelNo
      receiverMobileNo
      zipCode
      address
      kindCd
      trnsprtCd
      quantity
      unitPrice
      waybillNo
      goodsName
      deliveryMessage
    }
    problems {
      field
      label
      message
    }
    warning
  }
`);

export const TransportImportQuery = graphql(`
  query TransportImport($id: Int!) {
    transportImport(id: $id) {
      ...TransportImportHead
    }
  }
`);

export const TransportImportRowsQuery = graphql(`
  query TransportImportRows($id: Int!, $onlyProblems: Boolean, $page: Int, $size: Int) {
    transportImportRows(id: $id, onlyProblems: $onlyProblems, page: $page, size: $size) {
      rows {
        ...TransportImportRowFields
      }
      total
    }
  }
`);

export const TransportImportsQuery = graphql(`
  query TransportImports($page: Int, $size: Int) {
    transportImports(page: $page, size: $size) {
      items {
        ...TransportImportHead
      }
      total
    }
  }
`);

export const SetTransportImportMappingMutation = graphql(`
  mutation SetTransportImportMapping($id: Int!, $mapping: [ImportColumnInput!]!) {
    setTransportImportMapping(id: $id, mapping: $mapping) {
      ...TransportImportHead
    }
  }
`);

export const SetTransportImportSenderMutation = graphql(`
  mutation SetTransportImportSender($id: Int!, $senderCompanyId: Int) {
    setTransportImportSender(id: $id, senderCompanyId: $senderCompanyId) {
      ...TransportImportHead
    }
  }
`);

export const FixTransportImportRowMutation = graphql(`
  mutation FixTransportImportRow($id: Int!, $rowNo: Int!, $values: ImportRowValuesInput!) {
    fixTransportImportRow(id: $id, rowNo: $rowNo, values: $values) {
      row {
        ...TransportImportRowFields
      }
      transportImport {
        ...TransportImportHead
      }
    }
  }
`);

export const RemoveTransportImportRowsMutation = graphql(`
  mutation RemoveTransportImportRows($id: Int!, $rowNos: [Int!]!) {
    removeTransportImportRows(id: $id, rowNos: $rowNos) {
      ...TransportImportHead
    }
  }
`);

export const CommitTransportImportMutation = graphql(`
  mutation CommitTransportImport($id: Int!) {
    commitTransportImport(id: $id) {
      ...TransportImportHead
    }
  }
`);

export const UndoTransportImportMutation = graphql(`
  mutation UndoTransportImport($id: Int!) {
    undoTransportImport(id: $id) {
      ...TransportImportHead
    }
  }
`);
