import { Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { DeliveryRoute } from './delivery-route.entity';
import { Shipment } from './shipment.entity';

/**
 * The steps a shipment goes through, in order: 접수 (registered), 집하 (picked up: pickup_check Y),
 * 배송 출발 (out for delivery: marked by a scan or the arrivals grid) and 배송 완료 (delivered:
 * transport_date set).
 */
export const SHIPMENT_EVENT_CODES = ['RECEIVED', 'PICKED_UP', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;
export type ShipmentEventCode = (typeof SHIPMENT_EVENT_CODES)[number];

/**
 * One step a shipment reached (배송 추적), at most once per step: the source of public tracking and
 * delivery notifications. Written by statement triggers on `shipment` (migration
 * ..._shipment_events), so every writer records it: an inserted line is RECEIVED, pickup_check N→Y
 * PICKED_UP (Y→N deletes it), transport_date null→date DELIVERED (date→null deletes it).
 * OUT_FOR_DELIVERY is inserted by the 배송 출발 operation (api modules/tracking). The course is the
 * one delivering the line when the step was reached: the receiver's, else the sender's.
 */
@Entity({ tableName: 'shipment_event' })
@Unique({ name: 'shipment_event_step_unique', properties: ['shipment', 'eventCd'] })
export class ShipmentEvent {
  @PrimaryKey({ type: 'integer' })
  shipmentEventId!: Opt<number>;

  @ManyToOne(() => Shipment, { deleteRule: 'cascade', fieldName: 'shipment_id' })
  shipment!: Rel<Shipment>;

  @Enum({ items: () => [...SHIPMENT_EVENT_CODES] })
  eventCd!: ShipmentEventCode;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  occurredAt!: Opt<Date>;

  /** The delivering course when the step was reached: the receiver's course, else the sender's. */
  @Index({ name: 'shipment_event_delivery_route_id_index' })
  @ManyToOne(() => DeliveryRoute, {
    deleteRule: 'set null',
    fieldName: 'delivery_route_id',
    nullable: true,
  })
  deliveryRoute?: Rel<DeliveryRoute> | null;
}
