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

/** The form's supplier-and-account choices. */
