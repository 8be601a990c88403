import { ROUTE_COMPANY_LIST, ROUTE_LIST } from '@parcel/shared/records/delivery-route-list';
import { listObjectType, listPageType, type ListPage } from '../../common/list-graphql';

export const Route = listObjectType(
  'Route',
  ROUTE_LIST,
  'A delivery course (배송 코스): a named route whose companies (RouteCompany) are visited together.',
);
export type Route = InstanceType<typeof Route>;

export const RoutePage = listPageType('RoutePage', Route, 'courses', {
  type: 'Delivery courses and the number of all of them.',
  items: 'The courses of this page (every course when no page was asked).',
  total: 'Number of courses matching the filter, on all pages.',
});
export type RoutePage = ListPage<Route>;

export const RouteCompany = listObjectType(
  'RouteCompany',
  ROUTE_COMPANY_LIST,
  'A company on a delivery course, as the course settings screen lists it.',
);
export type RouteCompany = InstanceType<typeof RouteCompany>;

export const RouteCompanyPage = listPageType('RouteCompanyPage', RouteCompany, 'companies', {
  type: "One page of a course's companies and the number of all of them.",
  items: 'The companies of this page, by name.',
  total: 'Number of companies on the course, on all pages.',
});
export type RouteCompanyPage = ListPage<RouteCompany>;
