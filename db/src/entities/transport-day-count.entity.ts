import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The live transports (del_yn 'N') of one reception day (Asia/Seoul) and their receivers and goods
 * lines: the exact totals of every list whose only filter is the period (the home grid, the
 * transports list, arrivals, the delivery check), read as a few day rows instead of a count over
 * hundreds of thousands of lines. Kept in the same transaction as every change by a statement
 * trigger on transport_sender (migration ..._transport_day_counts), which adds up the differences
 * of the transports' own counts; never written by the app.
 */
@Entity({ tableName: 'transport_day_count' })
export class TransportDayCount {
  @PrimaryKey({ type: 'date' })
  requstDt!: string;

  @Property({ type: 'integer', default: 0 })
  transports!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  receivers!: Opt<number>;

  @Property({ type: 'integer', default: 0 })
  goodsLines!: Opt<number>;
}
