import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A company as the name autocomplete offers it.' })
export class CompanyOption {
  @Field(() => Int, { description: 'Company number.' })
  companyId!: number;

  @Field({ description: 'Company name (업체명).' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only (the web formats it).' })
  telNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  address!: string | null;
}
