import { WAYBILL_LIST } from '@parcel/shared/records/waybill-list';
import { Field, InputType, Int } from 'type-graphql';
import { listFilterInput } from '../../common/list-graphql';

export const WaybillFilterInput = listFilterInput(
  'WaybillFilterInput',
  WAYBILL_LIST,
  'Waybill list filters; empty ones are ignored.',
);

/** The fields of a range whether being registered or changed (shared/forms/waybill-form.ts). */
@InputType({
  description:
    'Fields shared by WaybillCreateInput and WaybillUpdateInput, checked in the form order: receiverCompanyId, senderCompanyId, chargeCd, startNo, endNo, qty, then endNo not below startNo; the first failure is answered (BAD_USER_INPUT with the field). A range overlapping a live one is CONFLICT (field startNo).',
})
abstract class WaybillFieldsInput {
  @Field(() => Int, {
    nullable: true,
    description: 'Receiver company (받는 업체); optional, 0 or null for none.',
  })
  receiverCompanyId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Sender company (보내는 업체); required.' })
  senderCompanyId?: number | null;

  @Field(() => String, { nullable: true, description: 'pre, collect or credit; empty means credit.' })
  chargeCd?: string | null;

  @Field({ description: 'First number: 11 to 18 digits, hyphens allowed, no leading 0.' })
  startNo!: string;

  @Field({ description: 'Last number (inclusive): 11 to 18 digits, hyphens allowed, not below startNo.' })
  endNo!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Quantity (수량) in pieces (개): a whole number of at least 1.',
  })
  qty?: number | null;
}

@InputType({ description: 'A new waybill range.' })
export class WaybillCreateInput extends WaybillFieldsInput {}

@InputType({ description: 'Changes to a live range; every field is sent, as the form holds it.' })
export class WaybillUpdateInput extends WaybillFieldsInput {
  @Field(() => Int, { description: 'The range to change.' })
  waybillId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The version read; a newer one on the server refuses the update (CONFLICT).',
  })
  version?: number | null;
}
