import { SUPPLIER_FIELDS, SUPPLIER_LIST } from '@parcel/shared/records/supplier';
import { Field, InputType, Int } from 'type-graphql';
import { checkOrderDocOf, declaredInputFields } from '../../common/declared-input';
import { listFilterInput } from '../../common/list-graphql';

export const SupplierFilterInput = listFilterInput(
  'SupplierFilterInput',
  SUPPLIER_LIST,
  'Supplier list filters; empty ones are ignored.',
);

/** The fields a supplier has whether being registered or changed (records/supplier.ts). */
const SupplierFieldsInput = declaredInputFields('SupplierFieldsInput', SUPPLIER_FIELDS);

@InputType({ description: `A new supplier. ${checkOrderDocOf(SUPPLIER_FIELDS)}` })
export class SupplierCreateInput extends SupplierFieldsInput {}

@InputType({
  description: `Changes to a live supplier; every field is sent, as the form holds it. ${checkOrderDocOf(SUPPLIER_FIELDS)}`,
})
export class SupplierUpdateInput extends SupplierFieldsInput {
  @Field(() => Int, { description: 'The supplier to change.' })
  billCompanyId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update (CONFLICT).',
  })
  version?: number | null;
}
