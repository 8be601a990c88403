import { graphql } from '../../../gql';

export const CompaniesQuery = graphql(`
  query Companies($filter: CompanyFilterInput, $page: PageInput) {
    companies(filter: $filter, page: $page) {
      items {
        ...CompanyRow
      }
      total
    }
  }
`);

export const SupplierFilterOptionsQuery = graphql(`
  query SupplierFilterOptions {
    supplierOptions {
      codeVal
      codeNm
    }
  }
`);

/** The form's supplier-and-account choices. */
