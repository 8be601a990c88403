import { Entity, ManyToOne, Opt, Property, Rel } from '@mikro-orm/core';
import { DeliveryRoute } from './delivery-route.entity';
import { EditableEntity } from './base.entity';

/**
 * The columns a transport's sender and each of its receivers both carry, declared once: the party's
 * name, phones, address and remark as registered on the transport (copied from the company, so that
 * later company edits do not rewrite history), its region, shipper type, unit prices and delivery
 * course, and the sum of its side of the goods lines. Each table keeps its own column names; the
 * company reference (sender_company_id, receiver_company_id) and the indexes are the subclasses'.
 */
@Entity({ abstract: true })
export abstract class TransportParty extends EditableEntity {
  @Property({ type: 'string', length: 100 })
  companyNm!: string;

  @Property({ type: 'string', length: 12, nullable: true })
  telNo?: string | null;

  /** The party's mobile phone (the sender's manager's). */
  @Property({ type: 'string', length: 12, nullable: true })
  managerTelNo?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  address?: string | null;

  @Property({ type: 'text', nullable: true })
  rmk?: string | null;

  /** Sum of this party's side of its goods lines' amounts (sender or receiver prices), in won. */
  @Property({ type: 'integer', default: 0 })
  amount!: Opt<number>;

  @Property({ type: 'string', length: 30, nullable: true })
  regionCd?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  regionDtlCd?: string | null;

  /** Unit price per piece in won, copied from the company. */
  @Property({ type: 'integer', default: 0 })
  untpc!: Opt<number>;

  /** Unit price per kg in won, copied from the company. */
  @Property({ type: 'integer', default: 0 })
  weightUntpc!: Opt<number>;

  @Property({ type: 'string', length: 30, nullable: true })
  shipperCd?: string | null;

  /** The delivery course (배송코스): the sender's pickup, or the one that takes goods to a receiver. */
  @ManyToOne(() => DeliveryRoute, { nullable: true, deleteRule: 'restrict', fieldName: 'delivery_route_id' })
  deliveryRoute?: Rel<DeliveryRoute> | null;
}
