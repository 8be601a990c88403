import { graphql } from '../../../gql';

graphql(`
  fragment RouteRow on Route {
    deliveryRouteId
    deliveryRouteNm
    useYn
    companyCount
    version
  }
`);

graphql(`
  fragment RouteCompanyRow on RouteCompany {
    companyId
    companyNm
    telNo
    managerTelNo
    address
    useYn
  }
`);

/** Every course, by name (the list on the left is unpaged: a courier has tens of courses). */
export const RoutesQuery = graphql(`
  query Routes {
    routes {
      items {
        ...RouteRow
      }
      total
    }
  }
`);

/** One page of the selected course's companies. */
export const RouteCompaniesQuery = graphql(`
  query RouteCompanies($deliveryRouteId: Int!, $page: PageInput) {
    routeCompanies(deliveryRouteId: $deliveryRouteId, page: $page) {
      items {
        ...RouteCompanyRow
      }
      total
    }
  }
`);

/** The spec's check before a delete: do companies remain on the course? */
export const RouteHasCompaniesQuery = graphql(`
  query RouteHasCompanies($deliveryRouteId: Int!) {
    routeHasCompanies(deliveryRouteId: $deliveryRouteId)
  }
`);

export const CreateRouteMutation = graphql(`
  mutation CreateRoute($input: RouteCreateInput!) {
    createRoute(input: $input) {
      ...RouteRow
    }
  }
`);

export const UpdateRouteMutation = graphql(`
  mutation UpdateRoute($input: RouteUpdateInput!) {
    updateRoute(input: $input) {
      ...RouteRow
    }
  }
`);

export const DeleteRouteMutation = graphql(`
  mutation DeleteRoute($deliveryRouteId: Int!) {
    deleteRoute(deliveryRouteId: $deliveryRouteId) {
      deliveryRouteId
    }
  }
`);
