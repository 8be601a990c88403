import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Settlement by shipper filters; empty ones are ignored.' })
export class ShipperSettlementFilterInput {
  @Field(() => String, {
    nullable: true,
    description: "Reception period start, yyyy-MM-dd (Asia/Seoul); default the 1st of the end's month.",
  })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Reception period end, yyyy-MM-dd (Asia/Seoul); default today.',
  })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: "The company's region (REGION_TYPE code)." })
  regionCd?: string | null;
}

@InputType({ description: 'Shipper details filters; empty ones are ignored.' })
export class ShipperDetailsFilterInput {
  @Field(() => String, {
    nullable: true,
    description: "Reception period start, yyyy-MM-dd (Asia/Seoul); default the 1st of the end's month.",
  })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Reception period end, yyyy-MM-dd (Asia/Seoul); default today.',
  })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the shipper's (sender's) name." })
  companyNm?: string | null;
}
