import { recordEndpoints } from '../../common/record-endpoints';
import { RouteCreateInput, RouteUpdateInput } from './delivery-route.inputs';
import { createRoute, deleteRoute, getRoute, updateRoute } from './delivery-route.service';
import { Route } from './delivery-route.types';

/**
 * A delivery course's own operations, for the resolver and the REST rows. Its REST delete takes the
 * number in the query or the body, so that row is written in delivery-route.rest.ts.
 */
export const ROUTE_ENDPOINTS = recordEndpoints<Route>({
  type: Route,
  id: { name: 'deliveryRouteId', description: 'The course number (deliveryRouteId).' },
  get: { op: getRoute, field: 'route', description: 'One delivery course.' },
  create: {
    op: createRoute,
    field: 'createRoute',
    description: 'Admins and member_all: registers a delivery course.',
    input: RouteCreateInput,
    inputDescription: 'The new course.',
    rest: {
      method: 'POST',
      path: '/api/delivery-route/insert',
      args: 'deliveryRouteNm',
      answer: 'route (a deliveryRouteId sent is ignored)',
      errors: [409],
    },
  },
  update: {
    op: updateRoute,
    field: 'updateRoute',
    description: 'Admins and member_all: renames a delivery course.',
    input: RouteUpdateInput,
    inputDescription: 'The change.',
    rest: {
      method: 'PUT',
      path: '/api/delivery-route/update',
      args: 'deliveryRouteId, deliveryRouteNm, version?',
      answer: 'route',
      errors: [404, 409],
    },
  },
  delete: {
    op: deleteRoute,
    field: 'deleteRoute',
    description:
      'Admins and member_all: deletes a delivery course and answers it as it was; refused (CONFLICT) while companies remain on it or transports name it.',
  },
});
