import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'A delivery course (배송 코스): a named route whose companies (RouteCompany) are visited together.',
})
export class Route {
  @Field(() => Int, { description: 'Course number.' })
  deliveryRouteId!: number;

  @Field({ description: 'Course name, unique, up to 50 characters.' })
  deliveryRouteNm!: string;

  @Field({ description: 'Y in use, N no longer offered as an option (kept for old records).' })
  useYn!: string;

  @Field(() => Int, {
    description:
      'Number of companies on the course (suspended ones included); the course cannot be deleted while above 0.',
  })
  companyCount!: number;

  @Field({ description: 'Registration time (UTC).' })
  regDt!: Date;

  @Field(() => Int, { description: 'Optimistic-lock version; send it back with updates.' })
  version!: number;
}

@ObjectType({ description: 'Delivery courses and the number of all of them.' })
export class RoutePage {
  @Field(() => [Route], { description: 'The courses of this page (every course when no page was asked).' })
  items!: Route[];

  @Field(() => Int, { description: 'Number of courses matching the filter, on all pages.' })
  total!: number;
}

@ObjectType({ description: 'A company on a delivery course, as the course settings screen lists it.' })
export class RouteCompany {
  @Field(() => Int, { description: 'Company number.' })
  companyId!: number;

  @Field({ description: 'Company name (상호).' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only (the web formats it).' })
  telNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Manager name.' })
  managerNm!: string | null;

  @Field(() => String, { nullable: true, description: "Manager's telephone, digits only." })
  managerTelNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Address (소재지).' })
  address!: string | null;

  @Field({ description: 'Y in use, N suspended (a suspended company still keeps its course).' })
  useYn!: string;

  @Field(() => Int, { description: 'The course the company is on.' })
  deliveryRouteId!: number;

  @Field(() => String, {
    nullable: true,
    description: 'ROUTE_TIME code value: when the course passes the company.',
  })
  deliveryRouteCd!: string | null;
}

@ObjectType({ description: "One page of a course's companies and the number of all of them." })
export class RouteCompanyPage {
  @Field(() => [RouteCompany], { description: 'The companies of this page, by name.' })
  items!: RouteCompany[];

  @Field(() => Int, { description: 'Number of companies on the course, on all pages.' })
  total!: number;
}
