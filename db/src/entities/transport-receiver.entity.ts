import {
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  Opt,
  PrimaryKey,
  Property,
  Rel,
} from '@mikro-orm/core';
import { YES_NO, type YesNo } from './base.entity';
import { Company } from './company.entity';
import { Shipment } from './shipment.entity';
import { TransportParty } from './transport-party.entity';
import { TransportSender } from './transport-sender.entity';

/** One receiver (받는 곳) of a transport, with its own goods lines; its party columns are TransportParty's. */
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
@Index({ name: 'transport_receiver_delivery_route_id_index', properties: ['deliveryRoute'] })
// The lists' receiver filter when its text is part of one stored name only (api common/name-or-phone.ts):
// that name's receivers of the period in the lists' order, so a page stops after its rows.
@Index({
  name: 'transport_receiver_name_day_index',
  properties: ['companyNm', 'requstDt', 'senderTransport', 'sortOrder', 'receiverTransportId'],
})
// The delivery check's receiver-phone search: digits contained in the phone or the mobile.
@Index({
  name: 'transport_receiver_phones_trgm',
  expression:
    'create index "transport_receiver_phones_trgm" on "transport_receiver" using gin ("tel_no" gin_trgm_ops, "manager_tel_no" gin_trgm_ops)',
})
// The shipments list's and the delivery check's sender and receiver filters given a phone's end
// (api common/name-or-phone.ts): reverse(phone) like '8765%' is a range of these btrees.
@Index({
  name: 'transport_receiver_tel_no_reverse_index',
  expression:
    'create index "transport_receiver_tel_no_reverse_index" on "transport_receiver" (reverse("tel_no") text_pattern_ops)',
})
@Index({
  name: 'transport_receiver_manager_tel_no_reverse_index',
  expression:
    'create index "transport_receiver_manager_tel_no_reverse_index" on "transport_receiver" (reverse("manager_tel_no") text_pattern_ops)',
})
export class TransportReceiver extends TransportParty {
  @PrimaryKey({ type: 'integer' })
  receiverTransportId!: Opt<number>;

  @ManyToOne(() => TransportSender, { deleteRule: 'cascade', fieldName: 'sender_transport_id' })
  senderTransport!: Rel<TransportSender>;

  @Index({ name: 'transport_receiver_receiver_company_id_index' })
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict', fieldName: 'receiver_company_id' })
  receiverCompany?: Rel<Company> | null;

  @Property({ type: 'integer', default: 0 })
  sortOrder!: Opt<number>;

  /**
   * 알림 수신 동의: the receiver agreed to delivery notifications (알림톡, else 문자) at its contact's
   * mobile (managerTelNo). Off unless the sender ticks it.
   */
  @Enum({ items: () => [...YES_NO], default: 'N' })
  notifyYn!: Opt<YesNo>;

  /**
   * Its transport's reception date, copied by triggers (never written by the app; migration
   * ..._party_name_filters): a receiver's rows by name and date come from one index.
   */
  @Property({ type: 'date' })
  requstDt!: Opt<string>;

  @OneToMany(() => Shipment, (line) => line.receiverTransport, { orphanRemoval: true })
  shipments = new Collection<Shipment>(this);
}
