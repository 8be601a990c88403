import { graphql } from '../gql';

/** Every delivery course by name (id and name), for the course selects of lists and charts. */
export const RouteOptionsQuery = graphql(`
  query RouteOptions {
    routes {
      items {
        deliveryRouteId
        deliveryRouteNm
      }
    }
  }
`);

/** Every supplier (공급자) as code options, for the supplier selects of forms, lists and charts. */
export const SupplierOptionsQuery = graphql(`
  query SupplierOptions {
    supplierOptions {
      codeVal
      codeNm
    }
  }
`);
