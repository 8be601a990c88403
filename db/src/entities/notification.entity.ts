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
import { Member } from './member.entity';
import { Shipment } from './shipment.entity';
import { ShipmentEvent } from './shipment-event.entity';

/** The shipment steps a receiver is told of: 접수, 배송 출발, 배송 완료 (not 집하). */
export const NOTIFIED_EVENT_CODES = ['RECEIVED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;
export type NotifiedEventCode = (typeof NOTIFIED_EVENT_CODES)[number];

/**
 * Where one notification stands: waiting for a worker (again, after a failed attempt that will be
 * retried), being sent, sent, failed for good, unknown (the process sending it died while sending,
 * so it may have arrived: it is never sent again on its own), or skipped (no consent, no mobile
 * number, opted out: nothing was sent, and `error` says why).
 */
export const NOTIFICATION_STATES = ['WAITING', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'SKIPPED'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** How a notification went: 카카오 알림톡, 문자 (SMS/LMS, the fallback), or the outbox folder (no provider). */
export const NOTIFICATION_CHANNELS = ['ATA', 'SMS', 'OUTBOX'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Why a notification was skipped. */
export const NOTIFICATION_SKIPS = ['NO_CONSENT', 'NO_MOBILE', 'OPTED_OUT', 'NO_WAYBILL'] as const;
export type NotificationSkip = (typeof NOTIFICATION_SKIPS)[number];

/**
 * One delivery notification (배송 알림) of a shipment's step to its receiver's mobile: its send log
 * row. At most one per shipment and step, ever (notification_one_per_event): a step reached again
 * after it was undone is not told twice.
 */
@Entity({ tableName: 'notification' })
@Unique({ name: 'notification_one_per_event', properties: ['shipment', 'eventCd'] })
@Check({
  name: 'notification_error_when_not_sent',
  expression: "state not in ('FAILED', 'UNKNOWN', 'SKIPPED') or error is not null",
})
@Check({ name: 'notification_skip_when_skipped', expression: "(state = 'SKIPPED') = (skip_cd is not null)" })
@Check({ name: 'notification_channel_when_sent', expression: "state <> 'SENT' or channel is not null" })
@Check({ name: 'notification_attempts_not_negative', expression: 'attempts >= 0' })
@Index({
  name: 'notification_open_index',
  expression:
    'create index "notification_open_index" on "notification" ("notification_id") where state in (\'WAITING\', \'SENDING\')',
})
export class Notification {
  @PrimaryKey({ type: 'bigint' })
  notificationId!: Opt<string>;

  @ManyToOne(() => Shipment, { deleteRule: 'cascade', fieldName: 'shipment_id' })
  shipment!: Rel<Shipment>;

  /** The shipment_event row it tells of (null once that step was undone). */
  @Index({ name: 'notification_shipment_event_id_index' })
  @ManyToOne(() => ShipmentEvent, { nullable: true, deleteRule: 'set null', fieldName: 'shipment_event_id' })
  shipmentEvent?: Rel<ShipmentEvent> | null;

  @Enum({ items: () => [...NOTIFIED_EVENT_CODES] })
  eventCd!: NotifiedEventCode;

  /** The receiver's mobile, digits only, when it was decided (null: none). */
  @Property({ type: 'string', length: 20, nullable: true })
  phoneNo?: string | null;

  @Enum({ items: () => [...NOTIFICATION_STATES], default: 'WAITING' })
  state!: Opt<NotificationState>;

  @Enum({ items: () => [...NOTIFICATION_SKIPS], nullable: true })
  skipCd?: NotificationSkip | null;

  @Enum({ items: () => [...NOTIFICATION_CHANNELS], nullable: true })
  channel?: NotificationChannel | null;

  @Property({ type: 'smallint', default: 0 })
  attempts!: Opt<number>;

  /** Why it was skipped or failed, the provider's words; a note when 알림톡 fell back to 문자. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** The process that claimed it last (host:pid). */
  @Property({ type: 'string', length: 100, nullable: true })
  worker?: string | null;

  /** The provider's message id, or the outbox file's name. */
  @Property({ type: 'string', length: 200, nullable: true })
  providerMessageId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Opt<Date>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Opt<Date>;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}

/** Who asked for an opt-out: the receiver by the link in a message, or staff. */
export const NOTIFICATION_OPT_OUT_SOURCES = ['LINK', 'STAFF'] as const;
export type NotificationOptOutSource = (typeof NOTIFICATION_OPT_OUT_SOURCES)[number];

/** A mobile number that receives no delivery notification any more (수신 거부), whatever transport names it. */
@Entity({ tableName: 'notification_opt_out' })
@Check({ name: 'notification_opt_out_phone_digits', expression: "phone_no ~ '^[0-9]{9,12}$'" })
export class NotificationOptOut {
  /** Digits only. */
  @PrimaryKey({ type: 'string', length: 20 })
  phoneNo!: string;

  @Enum({ items: () => [...NOTIFICATION_OPT_OUT_SOURCES] })
  sourceCd!: NotificationOptOutSource;

  @Index({ name: 'notification_opt_out_member_id_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'set null', fieldName: 'member_id' })
  member?: Rel<Member> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  optedOutAt!: Opt<Date>;
}
