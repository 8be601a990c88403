import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Supplier', {
  description:
    'An invoice supplier (bill company, 공급자): the business that issues the monthly invoices and tax bills, and the bank account shippers pay into. Numbers are digits only (the web formats them).',
})
export class Supplier {
  @Field(() => Int, { description: 'Supplier number (billCompanyId).' })
  billCompanyId!: number;

  @Field({ description: 'Company name (상호).' })
  companyNm!: string;

  @Field({ description: 'Business registration number (사업자등록번호), 10 digits.' })
  bizNo!: string;

  @Field({ description: 'Representative (대표자명).' })
  representativeNm!: string;

  @Field({ description: 'Business type (업태).' })
  bizType!: string;

  @Field({ description: 'Business item (업종).' })
  bizItem!: string;

  @Field({ description: 'Address (주소).' })
  address!: string;

  @Field({ description: 'Postal code (우편번호), 5 digits.' })
  postNo!: string;

  @Field({ description: 'Telephone, digits only.' })
  telNo!: string;

  @Field({ description: 'Fax, digits only.' })
  faxNo!: string;

  @Field({ description: 'Email address, lowercased.' })
  email!: string;

  @Field({ description: 'Bank name (은행명).' })
  bankNm!: string;

  @Field({ description: 'Account holder (예금주).' })
  depositorNm!: string;

  @Field({ description: 'Account number, 10 to 14 digits.' })
  accountNo!: string;

  @Field(() => String, { nullable: true, description: 'Memo (비고).' })
  rmk!: string | null;

  @Field(() => Int, {
    description:
      'Number of companies in use (useYn Y) billed through this supplier; it cannot be deleted while above 0.',
  })
  companyCount!: number;

  @Field({ description: 'N live, Y deleted (a delete only marks the row).' })
  delYn!: string;

  @Field({ description: 'Registration time (UTC).' })
  regDt!: Date;

  @Field(() => Date, { nullable: true, description: 'Time of the last change or of the delete (UTC).' })
  chgDt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'memberId of who last changed or deleted it.' })
  chgId!: number | null;

  @Field(() => Int, { description: 'Optimistic-lock version; send it back with updates.' })
  version!: number;
}

@ObjectType({ description: 'One page of suppliers and the number of all matching suppliers.' })
export class SupplierPage {
  @Field(() => [Supplier], { description: 'The suppliers of this page.' })
  items!: Supplier[];

  @Field(() => Int, { description: 'Number of suppliers matching the filters, on all pages.' })
  total!: number;
}

@ObjectType({
  description:
    'A supplier with its deposit account, as the company form and the invoice form offer it (GET /api/bill-company/code/detail/list).',
})
export class SupplierAccountOption {
  @Field({ description: 'The supplier number as text (billCompanyId), the value a select stores.' })
  codeVal!: string;

  @Field({ description: 'What the select shows: the name, the bank and the hyphenated account number.' })
  codeNm!: string;

  @Field(() => Int, { description: 'Supplier number.' })
  billCompanyId!: number;

  @Field({ description: 'Company name (상호).' })
  companyNm!: string;

  @Field({ description: 'Bank name (은행명).' })
  bankNm!: string;

  @Field({ description: 'Account holder (예금주).' })
  depositorNm!: string;

  @Field({ description: 'Account number, digits only.' })
  accountNo!: string;
}
