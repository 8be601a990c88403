import { graphql } from '../../../gql';

graphql(`
  fragment SupplierRow on Supplier {
    billCompanyId
    companyNm
    bizNo
    representativeNm
    bizType
    bizItem
    address
    postNo
    telNo
    faxNo
    email
    bankNm
    depositorNm
    accountNo
    rmk
    companyCount
    delYn
    regDt
    version
  }
`);

export const SuppliersQuery = graphql(`
  query Suppliers($filter: SupplierFilterInput, $page: PageInput) {
    suppliers(filter: $filter, page: $page) {
      items {
        ...SupplierRow
      }
      total
    }
  }
`);

export const CreateSupplierMutation = graphql(`
  mutation CreateSupplier($input: SupplierCreateInput!) {
    createSupplier(input: $input) {
      ...SupplierRow
    }
  }
`);

export const UpdateSupplierMutation = graphql(`
  mutation UpdateSupplier($input: SupplierUpdateInput!) {
    updateSupplier(input: $input) {
      ...SupplierRow
    }
  }
`);

/** Marks the supplier deleted; the server records the caller as chgId. */
export const DeleteSupplierMutation = graphql(`
  mutation DeleteSupplier($billCompanyId: Int!) {
    deleteSupplier(billCompanyId: $billCompanyId) {
      billCompanyId
      delYn
    }
  }
`);
