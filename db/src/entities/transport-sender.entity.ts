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
import { Company } from './company.entity';
import { YES_NO, type YesNo } from './base.entity';
import { Member } from './member.entity';
import { TransportParty } from './transport-party.entity';
import { TransportImport } from './transport-import.entity';
import { TransportReceiver } from './transport-receiver.entity';

/**
 * A transport (운송 정보), its sender side: who sends, when it was received, how it is charged.
 * It owns many receivers, each owning goods lines. The party columns it shares with its receivers
 * are TransportParty's.
 */
@Entity({ tableName: 'transport_sender' })
@Check({
  name: 'transport_sender_amounts_not_negative',
  expression: 'amount >= 0 and untpc >= 0 and weight_untpc >= 0',
})
// Lists show live transports only (del_yn 'N'), by reception date, newest first: the partial index
// answers both filters and the order, and the count reads it alone (index-only scan).
@Index({
  name: 'transport_sender_live_requst_dt_index',
  expression: `create index "transport_sender_live_requst_dt_index" on "transport_sender" ("requst_dt", "sender_transport_id") where "del_yn" = 'N'`,
})
@Index({
  name: 'transport_sender_company_nm_trgm',
  expression:
    'create index "transport_sender_company_nm_trgm" on "transport_sender" using gin ("company_nm" gin_trgm_ops)',
})
@Index({ name: 'transport_sender_delivery_route_id_index', properties: ['deliveryRoute'] })
// The lists' sender filter when its text is part of one stored name only (api common/name-or-phone.ts):
// that name's live transports in the lists' order, so a page stops after its rows.
@Index({
  name: 'transport_sender_live_name_day_index',
  expression: `create index "transport_sender_live_name_day_index" on "transport_sender" ("company_nm", "requst_dt", "sender_transport_id") where "del_yn" = 'N'`,
})
// An import's transports (its undo, its counts); most transports come from the editor.
@Index({
  name: 'transport_sender_import_id_index',
  expression: `create index "transport_sender_import_id_index" on "transport_sender" ("import_id") where "import_id" is not null`,
})
// The delivery check's sender-phone search: digits contained in the phone or the manager's mobile.
@Index({
  name: 'transport_sender_phones_trgm',
  expression:
    'create index "transport_sender_phones_trgm" on "transport_sender" using gin ("tel_no" gin_trgm_ops, "manager_tel_no" gin_trgm_ops)',
})
// The shipments list's and the delivery check's sender and receiver filters given a phone's end
// (api common/name-or-phone.ts): reverse(phone) like '8765%' is a range of these btrees.
@Index({
  name: 'transport_sender_tel_no_reverse_index',
  expression:
    'create index "transport_sender_tel_no_reverse_index" on "transport_sender" (reverse("tel_no") text_pattern_ops)',
})
@Index({
  name: 'transport_sender_manager_tel_no_reverse_index',
  expression:
    'create index "transport_sender_manager_tel_no_reverse_index" on "transport_sender" (reverse("manager_tel_no") text_pattern_ops)',
})
export class TransportSender extends TransportParty {
  @PrimaryKey({ type: 'integer' })
  senderTransportId!: Opt<number>;

  /** Reception date (접수일), an Asia/Seoul calendar date. */
  @Property({ type: 'date' })
  requstDt!: string;

  /** TRANSPORT_PROCESS code value (통신수신, 통신, 택배 ...). */
  @Property({ type: 'string', length: 30 })
  transportProcessCd!: string;

  @Index({ name: 'transport_sender_sender_company_id_index' })
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict', fieldName: 'sender_company_id' })
  senderCompany?: Rel<Company> | null;

  /** CHARGE code value (CH001 prepaid ...). */
  @Property({ type: 'string', length: 30 })
  chargeCd!: string;

  /** The sender's contact (담당자; the spec's manager); managerTelNo is their mobile phone. */
  @Property({ type: 'string', length: 50, nullable: true })
  managerNm?: string | null;

  /** The collector (집하 담당) who picked the goods up. */
  @Index({ name: 'transport_sender_manager_id_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'set null', fieldName: 'manager_id' })
  collector?: Rel<Member> | null;

  /** The spreadsheet import that wrote it (운송 정보 일괄 등록); null for the editor's. */
  @ManyToOne(() => TransportImport, { nullable: true, deleteRule: 'restrict', fieldName: 'import_id' })
  transportImport?: Rel<TransportImport> | null;

  /** Deleting a transport only marks it, so invoices already issued keep their lines. */
  @Enum({ items: () => [...YES_NO], default: 'N' })
  delYn!: Opt<YesNo>;

  /**
   * Its receivers and goods lines, kept by statement triggers on transport_receiver and shipment
   * (never written by the app): what transport_count_day adds up per reception day, so a list's
   * total over a period reads a few day rows instead of counting every line.
   */
  @Property({ type: 'integer', default: 0 })
  receiverCount!: Opt<number>;

  @Property({ type: 'integer', default: 0, fieldName: 'goods_line_count' })
  shipmentCount!: Opt<number>;

  @OneToMany(() => TransportReceiver, (receiver) => receiver.senderTransport, { orphanRemoval: true })
  receivers = new Collection<TransportReceiver>(this);
}
