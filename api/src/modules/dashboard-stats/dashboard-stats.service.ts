import { deliveryCheckFilterSchema } from '@parcel/shared/forms/delivery-check-filter';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { badInput } from '../../common/errors';
import { operation } from '../../common/operation';
import { sql, type Sql } from '../../common/paged-query';
import { parseInput } from '../../common/parse-input';
import { DELIVERY_CHECK_LINES, filtersOf } from '../delivery-check/delivery-check.service';
import { DELIVERY_STATES } from '../delivery-check/delivery-check.types';
import { invoiceFilterOf } from '../invoice/invoice.service';
import { STATS_DAYS } from '../transport-stats/transport-stats-days';
import { MAX_STATS_DAYS } from '../transport-stats/transport-stats.service';
import type { DeliveryStateStats, MonthlyRevenue, MonthRevenue } from './dashboard-stats.types';

export const DASHBOARD_STATS_MESSAGES = {
  periodTooLong: `집계 기간(startDate ~ endDate)은 ${MAX_STATS_DAYS}일을 넘을 수 없습니다.`,
} as const;

const DAY_MS = 86_400_000;

/** The states in their answer order, with the delivery check's names. */
const STATES = [
  { state: 'DELIVERED', stateNm: DELIVERY_STATES.delivered, delivered: true },
  { state: 'PENDING', stateNm: DELIVERY_STATES.pending, delivered: false },
] as const;

/**
 * The delivery check's filters, except that a filter naming no date counts today (Asia/Seoul)
 * alone instead of the list's 7 days; an end alone or a start alone follow the list's rules.
 */
function stateFilterOf(input: unknown) {
  const given = (input ?? {}) as Record<string, unknown>;
  const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
  const today = seoulToday();
  const filter = parseInput(
    deliveryCheckFilterSchema,
    blank(given.startDate) && blank(given.endDate) ? { ...given, startDate: today, endDate: today } : given,
  );
  const days =
    (Date.parse(`${filter.endDate}T00:00:00Z`) - Date.parse(`${filter.startDate}T00:00:00Z`)) / DAY_MS;
  if (days + 1 > MAX_STATS_DAYS) throw badInput(DASHBOARD_STATS_MESSAGES.periodTooLong, 'endDate');
  return filter;
}

/** The delivery check's filters that the day rows answer, and their day-row columns. */
const DAY_FILTERS = {
  chargeCd: 'c.charge_cd',
  senderRegionCd: 'c.sender_region_cd',
  receiverRegionCd: 'c.receiver_region_cd',
  shipperCd: 'c.shipper_cd',
} as const;

/**
 * The state counts as one statement. The period with the charge, region and shipper type filters
 * (what the home screen sends) sums the day rows (transport-stats-days.ts); any
 * other filter (district, names, collector, phones, waybill number) is not in the day rows, so the
 * statement counts the delivery check's goods lines themselves, with its very conditions.
 */
export function deliveryStateStatement(filter: unknown): {
  startDate: string;
  endDate: string;
  statement: Sql;
} {
  const parsed = stateFilterOf(filter);
  const { startDate, endDate } = parsed;
  const fromDays = Object.entries(parsed).every(
    ([name, value]) =>
      value === undefined || name === 'startDate' || name === 'endDate' || Object.hasOwn(DAY_FILTERS, name),
  );
  if (!fromDays) {
    const where = filtersOf(parsed);
    const statement = sql(
      `select count(*) filter (where s.transport_date is not null)::int as delivered,
              count(*) filter (where s.transport_date is null)::int as pending
         from ${DELIVERY_CHECK_LINES}
        where ${where.map((part) => part.text).join(' and ')}`,
      ...where.flatMap((part) => part.params),
    );
    return { startDate, endDate, statement };
  }
  const where = [
    sql('c.requst_dt between cast(? as date) and cast(? as date)', startDate, endDate),
    ...Object.entries(DAY_FILTERS).flatMap(([name, column]) => {
      const value = parsed[name as keyof typeof DAY_FILTERS];
      return value === undefined ? [] : [sql(`${column} = ?`, value)];
    }),
  ];
  const statement = sql(
    `select coalesce(sum(c.delivered_lines), 0)::int as delivered,
            coalesce(sum(c.goods_lines - c.delivered_lines), 0)::int as pending
       from ${STATS_DAYS}
      where ${where.map((part) => part.text).join(' and ')}`,
    ...where.flatMap((part) => part.params),
  );
  return { startDate, endDate, statement };
}

/** Goods lines of the filtered reception period (default today) by delivery state. */
export const deliveryStateStats = operation(
  { area: 'deliveries', level: 'read' },
  async (context, filter: unknown): Promise<DeliveryStateStats> => {
    const { startDate, endDate, statement } = deliveryStateStatement(filter);
    const [counts] = await context.em.execute<{ delivered: number; pending: number }[]>(statement.text, [
      ...statement.params,
    ]);
    const states = STATES.map(({ state, stateNm, delivered }) => ({
      state,
      stateNm,
      shipmentCount: (delivered ? counts?.delivered : counts?.pending) ?? 0,
    }));
    return {
      startDate,
      endDate,
      states,
      shipmentCount: states.reduce((sum, row) => sum + row.shipmentCount, 0),
    };
  },
);

/** The invoice amounts summed per month: answer field and bill_history column. */
const AMOUNT_COLUMNS = {
  totAmount: 'tot_amount',
  communicationFee: 'communication_fee',
  communicationFeeVat: 'communication_fee_vat',
  untpc: 'untpc',
  untpcVat: 'untpc_vat',
  weightUntpc: 'weight_untpc',
  weightUntpcVat: 'weight_untpc_vat',
} as const;

/**
 * The invoices of a year per billing month as one statement: months 1-12 joined to the invoices
 * that pass the invoice list's filters (the year defaults to this year in Asia/Seoul), summed.
 */
export function monthlyRevenueStatement(filter: unknown): { year: number; statement: Sql } {
  const given = (filter ?? {}) as Record<string, unknown>;
  const withYear =
    given.year === undefined || given.year === null || given.year === ''
      ? { ...given, year: Number(seoulToday().slice(0, 4)) }
      : given;
  const { filter: parsed, where } = invoiceFilterOf(withYear);
  const sums = Object.entries(AMOUNT_COLUMNS)
    .map(([field, column]) => `coalesce(sum(h.${column}), 0)::float8 as "${field}"`)
    .join(',\n       ');
  return {
    year: parsed.year!,
    statement: sql(
      `select m.month::int as month, count(h.bill_history_id)::int as "invoiceCount",
       ${sums}
         from generate_series(1, 12) as m(month)
         left join bill_history h on h.month = m.month and ${where.map((part) => part.text).join(' and ')}
        group by m.month
        order by m.month`,
      ...where.flatMap((part) => part.params),
    ),
  };
}

/** Invoiced amounts (won) per billing month of a year, with the invoice list's filters. */
export const monthlyRevenue = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown): Promise<MonthlyRevenue> => {
    const { year, statement } = monthlyRevenueStatement(filter);
    const months = await context.em.execute<MonthRevenue[]>(statement.text, [...statement.params]);
    const total = (field: Exclude<keyof MonthRevenue, 'month'>) =>
      months.reduce((sum, row) => sum + row[field], 0);
    const totals: MonthRevenue = {
      month: 0,
      invoiceCount: total('invoiceCount'),
      totAmount: total('totAmount'),
      communicationFee: total('communicationFee'),
      communicationFeeVat: total('communicationFeeVat'),
      untpc: total('untpc'),
      untpcVat: total('untpcVat'),
      weightUntpc: total('weightUntpc'),
      weightUntpcVat: total('weightUntpcVat'),
    };
    return { year, months, totals };
  },
);
