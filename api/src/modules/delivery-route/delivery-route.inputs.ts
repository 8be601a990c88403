import { ROUTE_FIELDS } from '@parcel/shared/records/delivery-route-list';
import { Field, InputType, Int } from 'type-graphql';
import { declaredInputFields } from '../../common/declared-input';

@InputType({ description: 'Delivery course list filters; empty ones are ignored.' })
export class RouteFilterInput {
  @Field(() => Int, { nullable: true, description: 'Only this course.' })
  deliveryRouteId?: number | null;

  @Field(() => String, { nullable: true, description: 'Y: only courses in use; N: only those out of use.' })
  useYn?: string | null;
}

/** The fields a course has whether being registered or renamed (records/delivery-route-list.ts). */
const RouteFieldsInput = declaredInputFields('RouteFieldsInput', ROUTE_FIELDS);

@InputType({ description: 'A new delivery course. The name must be free.' })
export class RouteCreateInput extends RouteFieldsInput {}

@InputType({ description: 'A renamed delivery course.' })
export class RouteUpdateInput extends RouteFieldsInput {
  @Field(() => Int, { description: 'The course to change.' })
  deliveryRouteId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update.',
  })
  version?: number | null;
}
