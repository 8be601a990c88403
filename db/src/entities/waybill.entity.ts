import { Check, Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Company } from './company.entity';
import { WAYBILL_CHARGES, type WaybillCharge } from '@parcel/shared/records/waybill';
import { EditableEntity, YES_NO, type YesNo } from './base.entity';

/**
 * A pre-registered range of waybill numbers (운송장 사전등록) handed to a sender. Numbers have 11 to
 * 18 digits and are stored as bigint (as strings in JS, since they pass 2^53). Live ranges may not
 * overlap: the migration adds an exclusion constraint over int8range(start_no, end_no, '[]').
 */
@Entity({ tableName: 'waybill' })
@Check({ name: 'waybill_start_before_end', expression: 'start_no <= end_no' })
@Check({
  name: 'waybill_numbers_length',
  expression: 'start_no >= 10000000000 and end_no <= 999999999999999999',
})
@Check({ name: 'waybill_qty_positive', expression: 'qty > 0' })
@Index({ name: 'waybill_start_no_index', properties: ['startNo'] })
export class Waybill extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  waybillId!: Opt<number>;

  @Index({ name: 'waybill_sender_company_id_index' })
  @ManyToOne(() => Company, { deleteRule: 'restrict', fieldName: 'sender_company_id' })
  senderCompany!: Rel<Company>;

  @Index({ name: 'waybill_receiver_company_id_index' })
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict', fieldName: 'receiver_company_id' })
  receiverCompany?: Rel<Company> | null;

  @Enum({ items: () => [...WAYBILL_CHARGES], default: 'credit' })
  chargeCd!: Opt<WaybillCharge>;

  @Property({ type: 'integer' })
  qty!: number;

  @Property({ type: 'bigint' })
  startNo!: string;

  @Property({ type: 'bigint' })
  endNo!: string;

  @Enum({ items: () => [...YES_NO], default: 'N' })
  delYn!: Opt<YesNo>;
}
