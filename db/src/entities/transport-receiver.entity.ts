import {
  Check,
  Collection,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  Opt,
  PrimaryKey,
  Property,
  Rel,
} from '@mikro-orm/core';
import { Company } from './company.entity';
import { DeliveryRoute } from './delivery-route.entity';
import { EditableEntity } from './base.entity';
import { Shipment } from './shipment.entity';
import { TransportSender } from './transport-sender.entity';

/** One receiver of a transport record, with its own goods lines. */
@Entity({ tableName: 'transport_receiver' })
@Check({
  name: 'transport_receiver_amounts_not_negative',
  expression: 'amount >= 0 and untpc >= 0 and weight_untpc >= 0',
})
@Index({
  name: 'transport_receiver_company_nm_trgm',
  expression:
    'create index "transport_receiver_company_nm_trgm" on "transport_receiver" using gin ("company_nm" gin_trgm_ops)',
})
// A transport's receivers in their order: the home grid's order, and the foreign key's lookups.
@Index({
  name: 'transport_receiver_sender_order_index',
  properties: ['senderTransport', 'sortOrder', 'receiverTransportId'],
})
// The delivery check's receiver region and district: an index-only scan of the matching receivers
// (with their transport and own numbers) joined to the period's transports.
@Index({
  name: 'transport_receiver_region_index',
  expression:
    'create index "transport_receiver_region_index" on "transport_receiver" ("region_cd", "region_dtl_cd", "sender_transport_id", "receiver_transport_id")',
})
// The delivery check's receiver-phone search: digits contained in the phone or the mobile.
@Index({
  name: 'transport_receiver_phones_trgm',
  expression:
    'create index "transport_receiver_phones_trgm" on "transport_receiver" using gin ("tel_no" gin_trgm_ops, "manager_tel_no" gin_trgm_ops)',
})
export class TransportReceiver extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  receiverTransportId!: Opt<number>;

  @ManyToOne(() => TransportSender, { deleteRule: 'cascade', fieldName: 'sender_transport_id' })
  senderTransport!: Rel<TransportSender>;

  @Index({ name: 'transport_receiver_receiver_company_id_index' })
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict', fieldName: 'receiver_company_id' })
  receiverCompany?: Rel<Company> | null;

  @Property({ type: 'string', length: 100 })
  companyNm!: string;

  @Property({ type: 'string', length: 12, nullable: true })
  telNo?: string | null;

  /** The receiver's mobile phone. */
  @Property({ type: 'string', length: 12, nullable: true })
  managerTelNo?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  address?: string | null;

  @Property({ type: 'text', nullable: true })
  rmk?: string | null;

  /** Sum of the receiver amounts of this receiver's goods lines, in won. */
  @Property({ type: 'integer', default: 0 })
  amount!: Opt<number>;

  @Property({ type: 'string', length: 30, nullable: true })
  regionCd?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  regionDtlCd?: string | null;

  @Property({ type: 'integer', default: 0 })
  untpc!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  weightUntpc!: Opt<number>;

  @Property({ type: 'string', length: 30, nullable: true })
  shipperCd?: string | null;

  /** The delivery course (배송코스) that takes the goods to this receiver. */
  @Index({ name: 'transport_receiver_delivery_route_id_index' })
  @ManyToOne(() => DeliveryRoute, { nullable: true, deleteRule: 'restrict', fieldName: 'delivery_route_id' })
  deliveryRoute?: Rel<DeliveryRoute> | null;

  @Property({ type: 'integer', default: 0 })
  sortOrder!: Opt<number>;

  @OneToMany(() => Shipment, (shipment) => shipment.receiverTransport, { orphanRemoval: true })
  shipments = new Collection<Shipment>(this);
}
