import { type Sql, sql, type TotalPlan } from '../../common/paged-query';

/** A reception period, both ends included (yyyy-MM-dd, Asia/Seoul). */
export interface ReceptionPeriod {
  startDate: string;
  endDate: string;
}

/**
 * The filters every list over the transport tables starts with: live transports (del_yn 'N')
 * received in the period, over the alias `ts` of transport_sender. The live-day partial index
 * (requst_dt, sender_transport_id where del_yn = 'N') serves both and the lists' order.
 */
export function livePeriod(period: ReceptionPeriod): Sql[] {
  return [
    sql(`ts.del_yn = 'N'`),
    sql('ts.requst_dt between cast(? as date) and cast(? as date)', period.startDate, period.endDate),
  ];
}

/**
 * The total of a list of live transports' transports, receivers or goods lines in a period: read
 * from the per-day counts when nothing but the period filters it (exact, a few rows), else counted
 * up to a cap (paged-query.ts: TotalPlan).
 */
export function periodTotal(
  measure: 'transports' | 'receivers' | 'goods_lines',
  period: ReceptionPeriod,
  narrowing: readonly Sql[],
): TotalPlan {
  if (narrowing.length) return { kind: 'capped' };
  return { kind: 'days', measure, startDate: period.startDate, endDate: period.endDate };
}
