import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Delivery course list filters; empty ones are ignored.' })
export class RouteFilterInput {
  @Field(() => Int, { nullable: true, description: 'Only this course.' })
  deliveryRouteId?: number | null;

  @Field(() => String, { nullable: true, description: 'Y: only courses in use; N: only those out of use.' })
  useYn?: string | null;
}

@InputType({ description: 'A new delivery course. The name must be free.' })
export class RouteCreateInput {
  @Field({ description: 'Course name, 1-50 characters after trimming; unique.' })
  deliveryRouteNm!: string;
}

@InputType({ description: 'A renamed delivery course.' })
export class RouteUpdateInput {
  @Field(() => Int, { description: 'The course to change.' })
  deliveryRouteId!: number;

  @Field({ description: 'New name, 1-50 characters after trimming; unique.' })
  deliveryRouteNm!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update.',
  })
  version?: number | null;
}
