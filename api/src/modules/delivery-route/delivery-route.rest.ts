import { z } from 'zod';
import { arrayOrPageOf, BOOLEAN_ANSWER, PAGING, XLSX_FILE } from '../../rest/route-contract';
import { arrayOrPage, type RestRoute } from '../../rest/rest-route';
import { serviceRowsOf } from '../../rest/service-rows';
import { ROUTE_ENDPOINTS } from './delivery-route.endpoints';
import {
  exportRouteCompanies,
  createRoute,
  deleteRoute,
  listRouteCodes,
  listRouteCompanies,
  listRoutes,
  routeHasCompanies,
  updateRoute,
} from './delivery-route.service';

/** A value of the query string, or else of a JSON object body (old clients send either). */
function fromQueryOrBody(query: Record<string, unknown>, body: unknown, name: string): unknown {
  if (query[name] !== undefined) return query[name];
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** The course a call is about. */
const ROUTE_QUERY = z.object({ deliveryRouteId: z.int().positive() });

/** The paging parameters of a query, when it names any (arrayOrPage decides on the same ones). */
const pageOf = (query: Record<string, unknown>) => ({ page: query.page, size: query.size });

const rows = serviceRowsOf({
  listRoutes,
  listRouteCodes,
  exportRouteCompanies,
  listRouteCompanies,
  routeHasCompanies,
  createRoute,
  updateRoute,
  deleteRoute,
});

export const deliveryRouteRoutes: RestRoute[] = [
  rows.call(listRoutes, 'deliveryRouteId, useYn, page, size', {
    method: 'GET',
    path: '/api/delivery-route/list',
    answer: '[Route] by name (with page/size: {items, total})',
    contract: {
      query: (types) => types.filter('RouteFilterInput').extend(PAGING.shape),
      answer: arrayOrPageOf('Route', 'RoutePage'),
    },
    handle: ({ query, context }) => {
      const filter = { deliveryRouteId: query.deliveryRouteId, useYn: query.useYn };
      return arrayOrPage(query, {
        array: async () => (await listRoutes(context, filter)).items,
        page: () => listRoutes(context, filter, pageOf(query)),
      });
    },
  }),
  rows.call(listRouteCodes, '', {
    method: 'GET',
    path: '/api/delivery-route/code/list',
    answer: '[{codeVal: deliveryRouteId as text, codeNm: deliveryRouteNm}] of the courses in use, by name',
    contract: { answer: (types) => z.array(types.output('CodeOption')) },
    handle: ({ context }) => listRouteCodes(context),
  }),
  rows.call(exportRouteCompanies, 'deliveryRouteId', {
    method: 'GET',
    path: '/api/delivery-route/mapping/excel',
    answer: '{course} 업체목록.xlsx: the companies of the course',
    contract: { query: ROUTE_QUERY, answer: XLSX_FILE, errors: [404] },
    handle: ({ query, context }) => exportRouteCompanies(context, query.deliveryRouteId),
  }),
  rows.call(listRouteCompanies, 'deliveryRouteId, page, size', {
    method: 'GET',
    path: '/api/delivery-route/mapping/list',
    answer: '[RouteCompany] by name (with page/size: {items, total})',
    contract: {
      query: ROUTE_QUERY.extend(PAGING.shape),
      answer: arrayOrPageOf('RouteCompany', 'RouteCompanyPage'),
    },
    handle: ({ query, context }) =>
      arrayOrPage(query, {
        array: async () => (await listRouteCompanies(context, query.deliveryRouteId)).items,
        page: () => listRouteCompanies(context, query.deliveryRouteId, pageOf(query)),
      }),
  }),
  rows.call(routeHasCompanies, 'deliveryRouteId', {
    method: 'GET',
    path: '/api/delivery-route/mapping/exists',
    answer: 'boolean (true = companies remain on the course)',
    contract: { query: ROUTE_QUERY, answer: BOOLEAN_ANSWER },
    handle: ({ query, context }) => routeHasCompanies(context, query.deliveryRouteId),
  }),
  ...rows.record(ROUTE_ENDPOINTS),
  rows.call(deleteRoute, 'deliveryRouteId in the query or the body', {
    method: 'DELETE',
    path: '/api/delivery-route/delete',
    answer: 'the deleted route; 409 while companies remain',
    contract: { query: ROUTE_QUERY, answer: (types) => types.output('Route'), errors: [404, 409] },
    handle: ({ query, body, context }) =>
      deleteRoute(context, fromQueryOrBody(query, body, 'deliveryRouteId')),
  }),
];
