import { inputDocOf } from '@parcel/shared/records/define-fields';
import { COMPANY_FIELDS } from '@parcel/shared/records/company';
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

/** The text fields a company has whether being registered or changed (records/company.ts). */
const { bizNo: _createdOnly, ...CHANGEABLE_FIELDS } = COMPANY_FIELDS;
const CompanyTextFieldsInput = declaredInputFields('CompanyTextFieldsInput', CHANGEABLE_FIELDS);

/** The fields a company has whether being registered or changed (the shared schema checks them). */
@InputType({ description: 'Fields shared by CompanyCreateInput and CompanyUpdateInput.' })
abstract class CompanyFieldsInput extends CompanyTextFieldsInput {
  @Field(() => String, { nullable: true, description: 'Region code (REGION_TYPE).' })
  regionCd?: string | null;

  @Field(() => String, { nullable: true, description: 'District code under the region (REGION_DTL_TYPE).' })
  regionDtlCd?: string | null;

  @Field(() => String, { nullable: true, description: 'Y for a shipper; default N.' })
  shipperYn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Shipper type (SHIPPER_TYPE); required for a shipper.',
  })
  shipperCd?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Y in use, N suspended (a shipper cannot be suspended); default Y.',
  })
  useYn?: string | null;

  @Field(() => String, { nullable: true, description: 'Y/N; default Y.' })
  vatYn?: string | null;

  @Field(() => String, { nullable: true, description: 'Y/N; default Y.' })
  taxbilOutputYn?: string | null;

  @Field(() => String, { nullable: true, description: 'Billing day 20 or 30; default 20.' })
  billStdrCd?: string | null;

  @Field(() => String, { nullable: true, description: 'CREDIT or REGULAR; default CREDIT.' })
  billCharCd?: string | null;

  @Field(() => Int, { nullable: true, description: 'Monthly base fare in won, not negative; default 0.' })
  communicationFee?: number | null;

  @Field(() => Int, { nullable: true, description: 'Won per piece (QTY lines), not negative; default 0.' })
  untpc?: number | null;

  @Field(() => Int, { nullable: true, description: 'Won per kg, not negative; default 0.' })
  weightUntpc?: number | null;

  @Field(() => Int, { nullable: true, description: 'Delivery course; required for a shipper.' })
  deliveryRouteId?: number | null;

  @Field(() => String, { nullable: true, description: 'When the course passes (ROUTE_TIME).' })
  deliveryRouteCd?: string | null;

  @Field(() => Int, { nullable: true, description: 'Supplier (and account); required for a shipper.' })
  billCompanyId?: number | null;

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
  @Field({ description: inputDocOf(COMPANY_FIELDS.bizNo) })
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
