import { WAYBILL_FIELDS } from '@parcel/shared/records/waybill';
import { Field, InputType, Int } from 'type-graphql';
import { checkOrderDocOf, declaredInputFields } from '../../common/declared-input';

@InputType({ description: 'Waybill list filters; empty ones are ignored.' })
export class WaybillFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the sender company name, any case.' })
  senderCompanyNm?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the receiver company name, any case.' })
  receiverCompanyNm?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A waybill number, hyphens ignored: 11-18 digits find the range holding it; fewer digits match ranges whose start or end number contains them.',
  })
  searchNo?: string | null;
}

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
