import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { recordResolver } from '../../common/record-endpoints';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { ROUTE_ENDPOINTS } from './delivery-route.endpoints';
import { RouteFilterInput } from './delivery-route.inputs';
import {
  listRouteCompanies,
  listRoutes,
  MAX_ROUTE_COMPANIES,
  MAX_ROUTES,
  routeHasCompanies,
} from './delivery-route.service';
import { RouteCompanyPage, RoutePage } from './delivery-route.types';

@Resolver()
export class DeliveryRouteResolver extends recordResolver(null, ROUTE_ENDPOINTS) {
  @Authorized(authorizedFor(listRoutes))
  @Query(() => RoutePage, {
    description: `Delivery courses by name, each with its number of companies: one page, or every course (up to ${MAX_ROUTES}) without a page (the course settings list, course selects).`,
  })
  routes(
    @Ctx() context: RequestContext,
    @Arg('filter', () => RouteFilterInput, {
      nullable: true,
      description: 'Filters; empty ones are ignored.',
    })
    filter?: RouteFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true, description: 'Which page; every course when left out.' })
    page?: PageInput | null,
  ): Promise<RoutePage> {
    return listRoutes(context, filter ?? {}, page);
  }

  @Authorized(authorizedFor(listRouteCompanies))
  @Query(() => RouteCompanyPage, {
    description: `The companies on one delivery course, by name (suspended ones included): one page, or every one (up to ${MAX_ROUTE_COMPANIES}) without a page.`,
  })
  routeCompanies(
    @Ctx() context: RequestContext,
    @Arg('deliveryRouteId', () => Int, { description: 'Course number.' }) deliveryRouteId: number,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Which page; every company of the course when left out.',
    })
    page?: PageInput | null,
  ): Promise<RouteCompanyPage> {
    return listRouteCompanies(context, deliveryRouteId, page);
  }

  @Authorized(authorizedFor(routeHasCompanies))
  @Query(() => Boolean, {
    description: 'True while companies remain on the course (it cannot be deleted then).',
  })
  routeHasCompanies(
    @Ctx() context: RequestContext,
    @Arg('deliveryRouteId', () => Int, { description: 'Course number.' }) deliveryRouteId: number,
  ): Promise<boolean> {
    return routeHasCompanies(context, deliveryRouteId);
  }
}
