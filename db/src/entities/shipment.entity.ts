import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  Opt,
  PrimaryKey,
  Property,
  Rel,
  Unique,
} from '@mikro-orm/core';
import { EditableEntity, YES_NO, type YesNo } from './base.entity';
import { TransportReceiver } from './transport-receiver.entity';

/** QTY lines are charged per piece (parcel); WEIGHT lines per kg (communication shippers). */
export const TRANSPORT_CALCULATIONS = ['QTY', 'WEIGHT'] as const;
export type TransportCalculation = (typeof TRANSPORT_CALCULATIONS)[number];

/**
 * A shipment (물품): what one receiver gets under one waybill number, priced for the sender and
 * for the receiver, plus the delivery facts recorded when it is delivered. Amounts are whole won and
 * the database checks amount = quantity x unit price.
 */
@Entity({ tableName: 'shipment' })
@Check({
  name: 'shipment_quantities_not_negative',
  expression: 'sender_qty >= 0 and receiver_qty >= 0 and sender_untpc >= 0 and receiver_untpc >= 0',
})
@Check({ name: 'shipment_sender_amount', expression: 'sender_amount = sender_qty * sender_untpc' })
@Check({ name: 'shipment_receiver_amount', expression: 'receiver_amount = receiver_qty * receiver_untpc' })
@Check({ name: 'shipment_waybill_no_digits', expression: "waybill_no ~ '^[0-9]{1,20}$'" })
// A waybill number labels one goods line, ever (deleted transports keep theirs): scans find one line.
// Checked at the end of each statement, so one save may move a number from one line to another.
@Unique({ name: 'shipment_waybill_no_unique', properties: ['waybillNo'], deferMode: 'immediate' })
@Index({ name: 'shipment_transport_date_index', properties: ['transportDate'] })
// A receiver's goods lines in their order: the home grid's order, and the foreign key's lookups.
@Index({
  name: 'shipment_receiver_order_index',
  properties: ['receiverTransport', 'sortOrder', 'shipmentId'],
})
export class Shipment extends EditableEntity {
  @PrimaryKey({ type: 'integer' })
  shipmentId!: Opt<number>;

  @ManyToOne(() => TransportReceiver, { deleteRule: 'cascade', fieldName: 'receiver_transport_id' })
  receiverTransport!: Rel<TransportReceiver>;

  /** Goods kind code (TAC0201 document ... TAC0207 bag). */
  @Property({ type: 'string', length: 30 })
  kindCd!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  waybillNo?: string | null;

  @Enum({ items: () => [...TRANSPORT_CALCULATIONS], default: 'QTY' })
  trnsprtCd!: Opt<TransportCalculation>;

  /** Pieces for QTY lines, kg for WEIGHT lines. */
  @Property({ type: 'integer', default: 0 })
  senderQty!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  receiverQty!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  senderUntpc!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  receiverUntpc!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  senderAmount!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  receiverAmount!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  sortOrder!: Opt<number>;

  /** 픽업 확인 */
  @Enum({ items: () => [...YES_NO], default: 'N' })
  pickupCheck!: Opt<YesNo>;

  /** Name of the person who delivered (배송 담당). */
  @Property({ type: 'string', length: 50, nullable: true })
  transportManager?: string | null;

  /** Delivery completion date (배송 완료일), an Asia/Seoul calendar date. */
  @Property({ type: 'date', nullable: true })
  transportDate?: string | null;

  /** TRANSPORT_CD code value: how it was delivered (택배, 통신, 직송 ...). */
  @Property({ type: 'string', length: 30, nullable: true })
  transportCode?: string | null;

  @Property({ type: 'text', nullable: true })
  memo?: string | null;
}
