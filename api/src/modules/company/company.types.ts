import { Field, Int, ObjectType } from 'type-graphql';

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

@ObjectType({
  description:
    'A customer company: sender or receiver of transports and, with shipperYn Y, a shipper billed monthly. Numbers are digits only; names of codes and related rows come joined in.',
})
export class Company {
  @Field(() => Int, { description: 'Company number.' })
  companyId!: number;

  @Field({ description: 'Business registration number (사업자등록번호), 10 digits.' })
  bizNo!: string;

  @Field({ description: 'Trade name (상호).' })
  companyNm!: string;

  @Field(() => String, { nullable: true, description: 'Representative (대표자).' })
  representativeNm!: string | null;

  @Field(() => String, { nullable: true, description: 'Business type (업태).' })
  bizType!: string | null;

  @Field(() => String, { nullable: true, description: 'Business item (업종).' })
  bizItem!: string | null;

  @Field(() => String, { nullable: true, description: 'Address (소재지).' })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'Telephone, digits only.' })
  telNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Fax, digits only.' })
  faxNo!: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail, lowercased.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Memo (비고).' })
  rmk!: string | null;

  @Field(() => String, { nullable: true, description: 'Contact person (담당자).' })
  managerNm!: string | null;

  @Field(() => String, { nullable: true, description: "Contact person's phone, digits only." })
  managerTelNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Region code (REGION_TYPE).' })
  regionCd!: string | null;

  @Field(() => String, { nullable: true, description: 'Region name.' })
  regionNm!: string | null;

  @Field(() => String, { nullable: true, description: 'District code (REGION_DTL_TYPE under the region).' })
  regionDtlCd!: string | null;

  @Field(() => String, { nullable: true, description: 'District name.' })
  regionDtlNm!: string | null;

  @Field({ description: 'Y when the company is a shipper (화주), billed monthly.' })
  shipperYn!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Shipper type code (SHIPPER_TYPE; COM = communication).',
  })
  shipperCd!: string | null;

  @Field(() => String, { nullable: true, description: 'Shipper type name.' })
  shipperNm!: string | null;

  @Field({ description: 'Y in use (정상), N suspended (중지).' })
  useYn!: string;

  @Field({ description: 'Y when invoices add VAT.' })
  vatYn!: string;

  @Field({ description: 'Y when a tax invoice is issued.' })
  taxbilOutputYn!: string;

  @Field({ description: "Billing day: 20, or 30 for the month's end." })
  billStdrCd!: string;

  @Field({ description: 'Billing type: CREDIT (외상) or REGULAR (정기).' })
  billCharCd!: string;

  @Field(() => Int, { description: 'Monthly base fare in won.' })
  communicationFee!: number;

  @Field(() => Int, { description: 'Won per piece (parcel, QTY lines).' })
  untpc!: number;

  @Field(() => Int, { description: 'Won per kg (communication lines).' })
  weightUntpc!: number;

  @Field(() => Int, { nullable: true, description: 'Delivery course.' })
  deliveryRouteId!: number | null;

  @Field(() => String, { nullable: true, description: 'Delivery course name.' })
  deliveryRouteNm!: string | null;

  @Field(() => String, { nullable: true, description: 'When the course passes (ROUTE_TIME code).' })
  deliveryRouteCd!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Supplier that bills this shipper (and whose account the invoice shows).',
  })
  billCompanyId!: number | null;

  @Field(() => String, { nullable: true, description: 'Supplier name.' })
  billCompanyNm!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "Settlement group company: whose invoice this company's charges join.",
  })
  excclcCompanyId!: number | null;

  @Field(() => String, { nullable: true, description: 'Settlement group company name.' })
  excclcCompanyNm!: string | null;

  @Field({ description: 'Registration time (UTC).' })
  regDt!: Date;

  @Field(() => Int, { description: 'Optimistic-lock version; send it back with updates.' })
  version!: number;
}

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
