import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The live transports (del_yn 'N') of one reception day (Asia/Seoul) and their receivers and goods
 * lines: the exact totals of every list whose only filter is the period (the home grid, the
 * transports list, arrivals, the delivery check), read as a few day rows instead of a count over
 * hundreds of thousands of lines. Kept by the writes like the settlement rows (db/src/derived,
 * rollup COUNTS): read with the deltas not yet folded (view transport_count_day_current).
 */
@Entity({ abstract: true })
export abstract class TransportCounts {
  @Property({ type: 'integer', default: 0 })
  transports!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  receivers!: Opt<number>;

  @Property({ type: 'integer', default: 0, fieldName: 'goods_lines' })
  shipments!: Opt<number>;
}

/** One reception day's live transports, receivers and goods lines. */
@Entity({ tableName: 'transport_count_day' })
export class TransportCountDay extends TransportCounts {
  @PrimaryKey({ type: 'date' })
  requstDt!: string;
}

/** What one committed transaction changed in a day's counts, not yet folded (as ShipperSettlementDelta). */
@Entity({ tableName: 'transport_count_delta' })
export class TransportCountDelta extends TransportCounts {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  deltaId!: Opt<string>;

  @Index({ name: 'transport_count_delta_requst_dt_index' })
  @Property({ type: 'date' })
  requstDt!: string;
}
