import { SUPPLIER_LIST } from '@parcel/shared/list-declarations/supplier-list';
import { Field, InputType, Int } from 'type-graphql';
import { listFilterInput } from '../../common/list-graphql';

export const SupplierFilterInput = listFilterInput(
  'SupplierFilterInput',
  SUPPLIER_LIST,
  'Supplier list filters; empty ones are ignored.',
);

/** The fields a supplier has whether being registered or changed (shared/forms/supplier-form.ts). */
@InputType({
  description:
    'Fields shared by SupplierCreateInput and SupplierUpdateInput, checked in the form order: companyNm, bizNo, representativeNm, bizType, bizItem, address, postNo, telNo, faxNo, email, bankNm, depositorNm, accountNo, rmk; the first failure is answered (BAD_USER_INPUT with the field).',
})
abstract class SupplierFieldsInput {
  @Field({ description: 'Company name (상호), up to 100 characters.' })
  companyNm!: string;

  @Field({
    description:
      'Business registration number: 123-45-67890 or 10 digits, with a valid check digit; unique among live suppliers (CONFLICT otherwise).',
  })
  bizNo!: string;

  @Field({ description: 'Representative (대표자명), up to 50 characters.' })
  representativeNm!: string;

  @Field({ description: 'Business type (업태), up to 100 characters.' })
  bizType!: string;

  @Field({ description: 'Business item (업종), up to 100 characters.' })
  bizItem!: string;

  @Field({ description: 'Address (주소), up to 200 characters.' })
  address!: string;

  @Field({ description: 'Postal code (우편번호), 5 digits.' })
  postNo!: string;

  @Field({ description: 'Telephone, with or without hyphens.' })
  telNo!: string;

  @Field({ description: 'Fax, with or without hyphens.' })
  faxNo!: string;

  @Field({ description: 'Email address, up to 100 characters.' })
  email!: string;

  @Field({ description: 'Bank name (은행명), up to 50 characters.' })
  bankNm!: string;

  @Field({ description: 'Account holder (예금주), up to 50 characters.' })
  depositorNm!: string;

  @Field({ description: 'Account number: 10 to 14 digits, hyphens and spaces ignored.' })
  accountNo!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Memo (비고), up to 1000 characters; blank clears it.',
  })
  rmk?: string | null;
}

@InputType({ description: 'A new supplier.' })
export class SupplierCreateInput extends SupplierFieldsInput {}

@InputType({ description: 'Changes to a live supplier; every field is sent, as the form holds it.' })
export class SupplierUpdateInput extends SupplierFieldsInput {
  @Field(() => Int, { description: 'The supplier to change.' })
  billCompanyId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update (CONFLICT).',
  })
  version?: number | null;
}
