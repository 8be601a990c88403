import { inputDocOf } from '@parcel/shared/records/define-fields';
import { ALL_COMPANY_FIELDS } from '@parcel/shared/records/company';
import { Field, InputType, Int } from 'type-graphql';
import { declaredInputFields } from '../../common/declared-input';

@InputType({ description: 'Company list filters; empty ones (and "all") are ignored.' })
export class CompanyFilterInput {
  @Field(() => String, { nullable: true, description: 'Region code.' })
  regionCd?: string | null;

  @Field(() => Int, { nullable: true, description: 'Supplier number.' })
  billCompanyId?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Part of the name or, for 4 to 12 digits (hyphens allowed), the end of the telephone or the contact person's phone.",
  })
  companyNm?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the telephone, with or without hyphens.' })
  telNo?: string | null;

  @Field(() => String, { nullable: true, description: 'Y or N.' })
  shipperYn?: string | null;

  @Field(() => String, { nullable: true, description: 'Shipper type code.' })
  shipperCd?: string | null;
}

/** The fields a company has whether being registered or changed (records/company.ts). */
const { bizNo: _createdOnly, ...CHANGEABLE_FIELDS } = ALL_COMPANY_FIELDS;
const CompanyDeclaredFieldsInput = declaredInputFields('CompanyDeclaredFieldsInput', CHANGEABLE_FIELDS);

/** The fields a company has whether being registered or changed (the shared schema checks them). */
@InputType({ description: 'Fields shared by CompanyCreateInput and CompanyUpdateInput.' })
abstract class CompanyFieldsInput extends CompanyDeclaredFieldsInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'Settlement group company; required for a shipper unless excclcSelfYn is Y. On a change, its own number makes the company its own group.',
  })
  excclcCompanyId?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Y: the company is its own settlement group (자기 자신), a new one too (its new number is stored as its excclcCompanyId); then send no excclcCompanyId. Default N.',
  })
  excclcSelfYn?: string | null;
}

@InputType({ description: 'A new company. Check the business number first (bizNoTaken).' })
export class CompanyCreateInput extends CompanyFieldsInput {
  @Field({ description: inputDocOf(ALL_COMPANY_FIELDS.bizNo) })
  bizNo!: string;
}

@InputType({ description: 'Changes to a company. The business number cannot change.' })
export class CompanyUpdateInput extends CompanyFieldsInput {
  @Field(() => Int, { description: 'The company to change.' })
  companyId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update.',
  })
  version?: number | null;
}
