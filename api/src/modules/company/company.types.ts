import { COMPANY_LIST } from '@parcel/shared/records/company';
import { Field, Int, ObjectType } from 'type-graphql';
import { listObjectType } from '../../common/list-graphql';

@ObjectType({
  description:
    'A company as the pickers offer it (found by name or by the end of a phone), in use or not (useYn).',
})
export class CompanyOption {
  @Field(() => Int, { description: 'Company number.' })
  companyId!: number;

  @Field({ description: 'Company name (업체명).' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only (the web formats it).' })
  telNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  address!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Contact person's phone (담당자 연락처), digits only: the search matches its end too.",
  })
  managerTelNo!: string | null;

  @Field({ description: 'Y in use, N not in use (사용 중지): offered too, to be shown as such.' })
  useYn!: string;
}

export const Company = listObjectType(
  'Company',
  COMPANY_LIST,
  'A customer company: sender or receiver of transports and, with shipperYn Y, a shipper billed monthly. Numbers are digits only; names of codes and related rows come joined in.',
);
export type Company = InstanceType<typeof Company>;

@ObjectType({ description: 'One page of companies and the number of all matching companies.' })
export class CompanyPage {
  @Field(() => [Company], { description: 'The companies of this page.' })
  items!: Company[];

  @Field(() => Int, { description: 'Number of companies matching the filters, on all pages.' })
  total!: number;
}

@ObjectType({
  description:
    'Why a company save asks for a confirmation first: lines would be billed to nobody. The save goes through all the same; the web form asks before saving (createCompanyWarnings, updateCompanyWarnings).',
})
export class CompanySaveWarning {
  @Field({
    description:
      'TOP_NOT_SHIPPER: the company is a shipper whose settlement group top is no shipper, so what it pays is billed to nobody. MEMBERS_TOP_NOT_SHIPPER: the save makes the top of companies whose settlement group chain passes through this one no shipper, so what they pay, billed before, is billed to nobody.',
  })
  code!: string;

  @Field({ description: 'The warning in Korean, naming the settlement group top (and the companies).' })
  message!: string;

  @Field({ description: 'The form field it is about: excclcCompanyId or shipperYn.' })
  field!: string;
}

@ObjectType({ description: 'A company as saved, and the warnings of the save (usually none).' })
export class CompanySave {
  @Field(() => Company, { description: 'The company, as stored now.' })
  company!: Company;

  @Field(() => [CompanySaveWarning], { description: 'Why the save would have asked for a confirmation.' })
  warnings!: CompanySaveWarning[];
}
