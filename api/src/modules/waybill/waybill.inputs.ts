import { WAYBILL_FIELDS } from '@parcel/shared/records/waybill';
import { WAYBILL_LIST } from '@parcel/shared/records/waybill-list';
import { Field, InputType, Int } from 'type-graphql';
import { checkOrderDocOf, declaredInputFields } from '../../common/declared-input';
import { listFilterInput } from '../../common/list-graphql';

export const WaybillFilterInput = listFilterInput(
  'WaybillFilterInput',
  WAYBILL_LIST,
  'Waybill list filters; empty ones are ignored.',
);

/** The fields of a range whether being registered or changed (records/waybill.ts). */
const WaybillFieldsInput = declaredInputFields('WaybillFieldsInput', WAYBILL_FIELDS);

const CHECKS = `${checkOrderDocOf(WAYBILL_FIELDS)} Then endNo must not be below startNo; a range overlapping a live one is CONFLICT (field startNo).`;

@InputType({ description: `A new waybill range. ${CHECKS}` })
export class WaybillCreateInput extends WaybillFieldsInput {}

@InputType({
  description: `Changes to a live range; every field is sent, as the form holds it. ${CHECKS}`,
})
export class WaybillUpdateInput extends WaybillFieldsInput {
  @Field(() => Int, { description: 'The range to change.' })
  waybillId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update (CONFLICT).',
  })
  version?: number | null;
}
