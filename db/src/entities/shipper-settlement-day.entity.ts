import { Check, Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Company } from './company.entity';

// Settlement by shipper and shipper details read per-day rows, and per-month rows for the whole
// months of a period; each month row is the sum of its day rows. Rows are written only by the
// settlement service's refresh, which recomputes the days that `shipper_settlement_stale` names
// (marked by triggers on the three transport tables) and then re-sums those days' months from the
// day rows, in one transaction; see api/src/modules/shipper-settlement/settlement-days.ts.

/** A month row's month is its first day. */
const FIRST_OF_MONTH = 'extract(day from requst_month) = 1';

/**
 * A company's goods lines as sender, as receiver and as payer, added up over a day or a month: what
 * settlement by shipper and invoice generation sum over a period instead of reading every goods line.
 */
@Entity({ abstract: true })
export abstract class SettlementMeasures {
  /** Live transports it sent (with at least one goods line). */
  @Property({ type: 'integer', default: 0 })
  sentTransports!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  sentLines!: Opt<number>;

  /** Pieces of its sent QTY lines (sender quantities). */
  @Property({ type: 'bigint', default: 0 })
  sentQty!: Opt<string>;

  /** Kg of its sent WEIGHT lines (sender quantities). */
  @Property({ type: 'bigint', default: 0 })
  sentWeightKg!: Opt<string>;

  /** Sender amounts of its sent lines, in won. */
  @Property({ type: 'bigint', default: 0 })
  sentAmount!: Opt<string>;

  /** Live transports addressed to it. */
  @Property({ type: 'integer', default: 0 })
  receivedTransports!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  receivedLines!: Opt<number>;

  /** Pieces of the QTY lines addressed to it (receiver quantities). */
  @Property({ type: 'bigint', default: 0 })
  receivedQty!: Opt<string>;

  /** Kg of the WEIGHT lines addressed to it (receiver quantities). */
  @Property({ type: 'bigint', default: 0 })
  receivedWeightKg!: Opt<string>;

  /** Receiver amounts of the lines addressed to it, in won. */
  @Property({ type: 'bigint', default: 0 })
  receivedAmount!: Opt<string>;

  // What it pays (DECISIONS.md "Who is billed what"; @parcel/shared/settlement/billing): the lines
  // whose payer it is, the sender of prepaid transports and the receiver of collect ones, each
  // billed its amount as priced for the sender (QTY) or both sides' amounts (WEIGHT).

  /** Goods lines it pays. */
  @Property({ type: 'integer', default: 0 })
  paidLines!: Opt<number>;

  /** Pieces of the QTY lines it pays (sender quantities). */
  @Property({ type: 'bigint', default: 0 })
  paidQty!: Opt<string>;

  /** Kg of the WEIGHT lines it pays (sender quantities). */
  @Property({ type: 'bigint', default: 0 })
  paidWeightKg!: Opt<string>;

  /** Billed amounts of its QTY lines, in won: its invoice's parcel section (untpc). */
  @Property({ type: 'bigint', default: 0 })
  paidQtyAmount!: Opt<string>;

  /** Billed amounts of its WEIGHT lines, in won: its invoice's communication section. */
  @Property({ type: 'bigint', default: 0 })
  paidWeightAmount!: Opt<string>;

  /** Billed amounts of the prepaid transports it sent, in won (it pays as sender). */
  @Property({ type: 'bigint', default: 0 })
  paidAsSenderAmount!: Opt<string>;

  /** Billed amounts of the collect transports addressed to it, in won (it pays as receiver). */
  @Property({ type: 'bigint', default: 0 })
  paidAsReceiverAmount!: Opt<string>;
}

/** One company's goods lines of one reception day (Asia/Seoul). */
@Entity({ tableName: 'shipper_settlement_day' })
export class ShipperSettlementDay extends SettlementMeasures {
  @PrimaryKey({ type: 'date' })
  requstDt!: string;

  @Index({ name: 'shipper_settlement_day_company_id_index' })
  @ManyToOne(() => Company, { primary: true, deleteRule: 'cascade', fieldName: 'company_id' })
  company!: Rel<Company>;
}

/** One company's goods lines of one reception month: the sum of its day rows of that month. */
@Entity({ tableName: 'shipper_settlement_month' })
@Check({ name: 'shipper_settlement_month_first_day', expression: FIRST_OF_MONTH })
export class ShipperSettlementMonth extends SettlementMeasures {
  /** The month's first day. */
  @PrimaryKey({ type: 'date' })
  requstMonth!: string;

  @Index({ name: 'shipper_settlement_month_company_id_index' })
  @ManyToOne(() => Company, { primary: true, deleteRule: 'cascade', fieldName: 'company_id' })
  company!: Rel<Company>;
}

/**
 * A reception day whose `shipper_settlement_day` rows may be out of date: a statement changed a
 * transport, receiver or goods line of that day. Rows are only ever inserted (by triggers, so
 * writers never wait for each other) and deleted by the refresh that recomputes the day.
 */
@Entity({ tableName: 'shipper_settlement_stale' })
@Index({ name: 'shipper_settlement_stale_requst_dt_index', properties: ['requstDt'] })
export class ShipperSettlementStale {
  @PrimaryKey({ type: 'bigint' })
  staleId!: Opt<string>;

  @Property({ type: 'date' })
  requstDt!: string;
}

/**
 * The goods lines sent under one sender name (the name typed on the transport, which shipper details
 * filters on) over a day or a month: their number and the shipper details tiles. Kept with the
 * settlement rows, by the same refresh and the same stale marks.
 */
@Entity({ abstract: true })
export abstract class ShipperDetailMeasures {
  @Property({ type: 'integer', default: 0 })
  lines!: Opt<number>;

  /** Pieces of the QTY lines (sender quantities). */
  @Property({ type: 'bigint', default: 0 })
  qty!: Opt<string>;

  /** Kg of the WEIGHT lines (sender quantities). */
  @Property({ type: 'bigint', default: 0 })
  weightKg!: Opt<string>;

  /** Sender amounts of prepaid transports (CH001, CH003), in won. */
  @Property({ type: 'bigint', default: 0 })
  prepaidAmount!: Opt<string>;

  /** Sender amounts of collect transports (CH002, CH004), in won. */
  @Property({ type: 'bigint', default: 0 })
  collectAmount!: Opt<string>;
}

/** One sender name's goods lines of one reception day. */
@Entity({ tableName: 'shipper_detail_day' })
export class ShipperDetailDay extends ShipperDetailMeasures {
  @PrimaryKey({ type: 'date' })
  requstDt!: string;

  @PrimaryKey({ type: 'string', length: 100 })
  senderNm!: string;
}

/** One sender name's goods lines of one reception month: the sum of its day rows of that month. */
@Entity({ tableName: 'shipper_detail_month' })
@Check({ name: 'shipper_detail_month_first_day', expression: FIRST_OF_MONTH })
export class ShipperDetailMonth extends ShipperDetailMeasures {
  /** The month's first day. */
  @PrimaryKey({ type: 'date' })
  requstMonth!: string;

  @PrimaryKey({ type: 'string', length: 100 })
  senderNm!: string;
}
