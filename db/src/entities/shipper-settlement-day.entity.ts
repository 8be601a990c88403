import { Check, Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Rel } from '@mikro-orm/core';
import { Company } from './company.entity';

// Settlement by shipper and shipper details read per-day rows, and per-month rows for the whole
// months of a period; each month row is the sum of its day rows. The writes keep them: a
// transaction that changes transports appends what it changed to the delta tables below as it
// commits, and a background fold moves deltas into the day and month rows; a read adds the deltas
// not yet folded. See db/src/derived/ (the rules and the SQL the database runs) and ARCHITECTURE.md.

/**
 * The rows where a company pays goods lines not delivered yet, with that count: the month-end
 * board reads a billing period's undelivered lines from this index alone (6 ms for a day-20 period
 * at 2,000,000 transports, against 49 ms through the rows).
 */
const undeliveredIndex = (table: string, day: string) =>
  `create index "${table}_undelivered_index" on "${table}" ("${day}", "company_id") include ("paid_undelivered_lines") where "paid_undelivered_lines" <> 0`;

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

  // What it pays (docs/decisions.md#the-payer-of-a-goods-line; @parcel/shared/settlement/billing):
  // the lines whose payer it is, the sender of prepaid transports and the receiver of collect ones,
  // each billed the payer's side of a parcel line (QTY, priced for the payer) or both sides'
  // amounts of a communication line (WEIGHT).

  /** Goods lines it pays. */
  @Property({ type: 'integer', default: 0 })
  paidLines!: Opt<number>;

  /** Goods lines it pays that are not delivered yet (no delivery date): the month-end board's 미배송. */
  @Property({ type: 'integer', default: 0 })
  paidUndeliveredLines!: Opt<number>;

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
@Index({
  name: 'shipper_settlement_day_undelivered_index',
  expression: undeliveredIndex('shipper_settlement_day', 'requst_dt'),
})
export class ShipperSettlementDay extends SettlementMeasures {
  @PrimaryKey({ type: 'date' })
  requstDt!: string;

  @Index({ name: 'shipper_settlement_day_company_id_index' })
  @ManyToOne(() => Company, { primary: true, deleteRule: 'cascade', fieldName: 'company_id' })
  company!: Rel<Company>;
}

/** One company's goods lines of one reception month: the sum of its day rows of that month. */
@Entity({ tableName: 'shipper_settlement_month' })
@Index({
  name: 'shipper_settlement_month_undelivered_index',
  expression: undeliveredIndex('shipper_settlement_month', 'requst_month'),
})
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
 * What one committed transaction changed in a company's day row, not yet folded into the day and
 * month rows (db/src/derived/fold.ts). Rows are only inserted by the commit of the writers (so
 * writers never wait for each other) and deleted by the fold; a read sums them with the rows.
 */
@Entity({ tableName: 'shipper_settlement_delta' })
export class ShipperSettlementDelta extends SettlementMeasures {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  deltaId!: Opt<string>;

  @Index({ name: 'shipper_settlement_delta_requst_dt_index' })
  @Property({ type: 'date' })
  requstDt!: string;

  @ManyToOne(() => Company, { deleteRule: 'cascade', fieldName: 'company_id' })
  company!: Rel<Company>;
}

/**
 * The goods lines sent under one sender name (the name typed on the transport, which shipper details
 * filters on) over a day or a month: their number and the shipper details tiles. Kept with the
 * settlement rows, by the same deltas and fold.
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

/** What one committed transaction changed in a sender name's day row, not yet folded (as ShipperSettlementDelta). */
@Entity({ tableName: 'shipper_detail_delta' })
export class ShipperDetailDelta extends ShipperDetailMeasures {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  deltaId!: Opt<string>;

  @Index({ name: 'shipper_detail_delta_requst_dt_index' })
  @Property({ type: 'date' })
  requstDt!: string;

  @Property({ type: 'string', length: 100 })
  senderNm!: string;
}
