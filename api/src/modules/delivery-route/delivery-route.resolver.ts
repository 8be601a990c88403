import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authorizedFor } from '../../common/operation';
import { PageInput } from '../../common/paging';
import type { RequestContext } from '../../context';
import { RouteCreateInput, RouteFilterInput, RouteUpdateInput } from './delivery-route.inputs';
import {
  createRoute,
  deleteRoute,
  getRoute,
  listRouteCompanies,
  listRoutes,
  MAX_ROUTE_COMPANIES,
  MAX_ROUTES,
  routeHasCompanies,
  updateRoute,
} from './delivery-route.service';
import { Route, RouteCompanyPage, RoutePage } from './delivery-route.types';

@Resolver()
export class DeliveryRouteResolver {
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

  @Authorized(authorizedFor(getRoute))
  @Query(() => Route, { description: 'One delivery course.' })
  route(
    @Ctx() context: RequestContext,
    @Arg('deliveryRouteId', () => Int, { description: 'Course number.' }) deliveryRouteId: number,
  ): Promise<Route> {
    return getRoute(context, deliveryRouteId);
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

  @Authorized(authorizedFor(createRoute))
  @Mutation(() => Route, { description: 'Admins and member_all: registers a delivery course.' })
  createRoute(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The new course.' }) input: RouteCreateInput,
  ): Promise<Route> {
    return createRoute(context, input);
  }

  @Authorized(authorizedFor(updateRoute))
  @Mutation(() => Route, { description: 'Admins and member_all: renames a delivery course.' })
  updateRoute(
    @Ctx() context: RequestContext,
    @Arg('input', { description: 'The change.' }) input: RouteUpdateInput,
  ): Promise<Route> {
    return updateRoute(context, input);
  }

  @Authorized(authorizedFor(deleteRoute))
  @Mutation(() => Route, {
    description:
      'Admins and member_all: deletes a delivery course and answers it as it was; refused (CONFLICT) while companies remain on it or transports name it.',
  })
  deleteRoute(
    @Ctx() context: RequestContext,
    @Arg('deliveryRouteId', () => Int, { description: 'The course to delete.' }) deliveryRouteId: number,
  ): Promise<Route> {
    return deleteRoute(context, deliveryRouteId);
  }
}
