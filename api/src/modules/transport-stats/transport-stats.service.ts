import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { z } from 'zod';
import { badInput } from '../../common/errors';
import { operation } from '../../common/operation';
import { type Sql, sql } from '../../common/paged-query';
import { parseInput } from '../../common/parse-input';
import { transportFilter, transportRowList } from '../transport/transport.service';
import { DAY_GROUPS_WITH_ROWS, STATS_DAYS } from './transport-stats-days';
import type { TransportStats, TransportStatsRow } from './transport-stats.types';

export const TRANSPORT_STATS_MESSAGES = {
  badGroup:
    '묶음 기준(groupBy)은 DAY, COURSE, SENDER_REGION, RECEIVER_REGION, SHIPPER_TYPE, CHARGE 중에서 골라야 합니다.',
  repeatedGroup: '묶음 기준(groupBy)에 같은 기준이 두 번 들어 있습니다.',
  periodTooLong: '집계 기간(startDate ~ endDate)은 366일을 넘을 수 없습니다.',
  tooManyGroups: '집계 결과가 5,000묶음을 넘습니다. 기간을 줄이거나 묶음 기준을 줄여 주세요.',
} as const;

/** The longest period one request may aggregate, in days (both ends counted). */
export const MAX_STATS_DAYS = 366;
/** The most groups one answer holds; more is refused (400) rather than cut short. */
export const MAX_STATS_GROUPS = 5_000;

/**
 * The grouping columns, a fixed whitelist: the caller names a group, never SQL. Each maps to the
 * expression it groups by over the goods lines (`line`) and over the day rows (`day`, the same
 * value copied there), and to the columns it answers (code and name); names are scalar subqueries
 * over the grouped value, evaluated once per group.
 */
const GROUPS = {
  /** Reception date (접수일, an Asia/Seoul calendar date). */
  DAY: {
    line: 'ts.requst_dt',
    day: 'c.requst_dt',
    columns: (k: string) => `to_char(${k}, 'YYYY-MM-DD') as "requstDt"`,
  },
  /** The sender's delivery course (the course filter's too). */
  COURSE: {
    line: 'ts.delivery_route_id',
    day: 'c.delivery_route_id',
    columns: (k: string) => `${k} as "deliveryRouteId",
      (select delivery_route_nm from delivery_route where delivery_route_id = ${k}) as "deliveryRouteNm"`,
  },
  /** The sender's region (where goods are picked up). */
  SENDER_REGION: {
    line: 'ts.region_cd',
    day: 'c.sender_region_cd',
    columns: (k: string) => `${k} as "senderRegionCd", ${codeName('REGION_TYPE', k)} as "senderRegionNm"`,
  },
  /** The receiver's region (where goods go). */
  RECEIVER_REGION: {
    line: 'tr.region_cd',
    day: 'c.receiver_region_cd',
    columns: (k: string) => `${k} as "receiverRegionCd", ${codeName('REGION_TYPE', k)} as "receiverRegionNm"`,
  },
  /** The sender's shipper type (통신/택배/일반). */
  SHIPPER_TYPE: {
    line: 'ts.shipper_cd',
    day: 'c.shipper_cd',
    columns: (k: string) => `${k} as "shipperCd", ${codeName('SHIPPER_TYPE', k)} as "shipperNm"`,
  },
  /** The transport's charge type (선불/착불/신용...). */
  CHARGE: {
    line: 'ts.charge_cd',
    day: 'c.charge_cd',
    columns: (k: string) => `${k} as "chargeCd", ${codeName('CHARGE', k)} as "chargeNm"`,
  },
} as const;

export type TransportStatsGroupName = keyof typeof GROUPS;
export const TRANSPORT_STATS_GROUPS = Object.keys(GROUPS) as TransportStatsGroupName[];

function codeName(type: string, column: string): string {
  return `(select code_nm from code where code_type = '${type}' and code_val = ${column})`;
}

/** groupBy: a list (GraphQL) or a comma-separated text (REST), names in any case, none repeated. */
const groupBySchema = z
  .union([z.string(), z.array(z.string({ error: TRANSPORT_STATS_MESSAGES.badGroup }))], {
    error: TRANSPORT_STATS_MESSAGES.badGroup,
  })
  .nullish()
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((name) => name.trim().toUpperCase())
      .filter((name) => name !== ''),
  )
  .pipe(
    z
      .array(
        z.enum(TRANSPORT_STATS_GROUPS as [TransportStatsGroupName], {
          error: TRANSPORT_STATS_MESSAGES.badGroup,
        }),
      )
      .max(TRANSPORT_STATS_GROUPS.length, { error: TRANSPORT_STATS_MESSAGES.repeatedGroup })
      .refine((names) => new Set(names).size === names.length, {
        error: TRANSPORT_STATS_MESSAGES.repeatedGroup,
      }),
  );

const DAY_MS = 86_400_000;

/** The period as the shipments list reads it (blank ends are today), refused beyond MAX_STATS_DAYS. */
function periodOf(filter: { startDate?: unknown; endDate?: unknown }): {
  startDate: string;
  endDate: string;
} {
  const text = (value: unknown) => (typeof value === 'string' && value.trim()) || seoulToday();
  const startDate = text(filter.startDate);
  const endDate = text(filter.endDate);
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_STATS_DAYS) throw badInput(TRANSPORT_STATS_MESSAGES.periodTooLong, 'endDate');
  return { startDate, endDate };
}

export interface StatsRequest {
  groupBy: TransportStatsGroupName[];
  startDate: string;
  endDate: string;
  statement: Sql;
}

/** The measures summed from the goods lines (transports and receivers counted once per group). */
const LINE_MEASURES = `count(distinct ts.sender_transport_id)::int as "transportCount",
       count(distinct tr.receiver_transport_id)::int as "receiverCount",
       count(s.shipment_id)::int as "shipmentCount",
       coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'QTY'), 0)::float8 as "qtyPieces",
       coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0)::float8 as "weightKg",
       coalesce(sum(s.sender_amount), 0)::float8 as "senderAmount",
       coalesce(sum(s.receiver_amount), 0)::float8 as "receiverAmount"`;

const LINES = `transport_sender ts
     join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
     left join shipment s on s.receiver_transport_id = tr.receiver_transport_id`;

/**
 * The same measures summed from the day rows. A transport is in one day row per receiver region it
 * sends to (its other groups are the sender's): grouped by receiver region, `transports` counts it
 * in each of its regions, as the lines do; otherwise, and in the total, `first_receiver_transports`
 * counts it once. `transportsOnce` is the SQL condition under which a row counts transports once.
 */
function dayMeasures(transportsOnce: string): string {
  const transports = `case when ${transportsOnce} then sum(c.first_receiver_transports) else sum(c.transports) end`;
  return `coalesce(${transports}, 0)::int as "transportCount",
       coalesce(sum(c.receivers), 0)::int as "receiverCount",
       coalesce(sum(c.goods_lines), 0)::int as "shipmentCount",
       coalesce(sum(c.qty_pieces), 0)::float8 as "qtyPieces",
       coalesce(sum(c.weight_kg), 0)::float8 as "weightKg",
       coalesce(sum(c.sender_amount), 0)::float8 as "senderAmount",
       coalesce(sum(c.receiver_amount), 0)::float8 as "receiverAmount"`;
}

/**
 * The aggregates as ONE statement over live transports of the shipments list's filters (the very
 * conditions of GET /api/transport/list: period, sender's course, sender's name, receiver's name,
 * which keeps the matching receivers), grouped by the whitelisted columns with a grand total
 * (grouping sets), groups in key order, the total last. Period and course are read from the day
 * rows (transport-stats-days.ts). The day rows hold no names: with a name's
 * contains-search the statement sums the goods lines themselves, which costs as many lines as the
 * period holds (a week by day and course at 2,000,000 transports: 5-7 s under load, against
 * 6-27 ms from the day rows).
 */
export function transportStatsRequest(filter: unknown, groupByInput: unknown): StatsRequest {
  const input = (filter ?? {}) as Record<string, unknown>;
  // The shipments list's parser checks the filters (400 with its Korean messages) and builds them.
  const { where: lineWhere } = transportRowList(input, { page: 0, size: 1 }).query;
  const parsed = parseInput(transportFilter, input);
  const { startDate, endDate } = periodOf(input);
  const groupBy = parseInput(z.object({ groupBy: groupBySchema }), { groupBy: groupByInput }).groupBy;
  // In a fixed order, whatever order the caller named them in, so the answer's order is stable.
  const groups = TRANSPORT_STATS_GROUPS.filter((name) => groupBy.includes(name));
  const fromDays = !parsed.senderCompanyNm && !parsed.receiverCompanyNm;
  const keys = groups.map((name) => GROUPS[name][fromDays ? 'day' : 'line']);
  const total = keys.length ? `grouping(${keys.join(', ')}) <> 0` : 'true';
  const dayWhere = [
    sql('c.requst_dt between cast(? as date) and cast(? as date)', parsed.startDate, parsed.endDate),
    ...(parsed.deliveryRouteId ? [sql('c.delivery_route_id = ?', parsed.deliveryRouteId)] : []),
  ];
  const where = fromDays ? dayWhere : lineWhere;
  const measures = fromDays
    ? dayMeasures(groups.includes('RECEIVER_REGION') ? total : 'true')
    : LINE_MEASURES;
  const statement = sql(
    `select ${[...groups.map((name, index) => GROUPS[name].columns(keys[index]!)), `${total} as "isTotal"`].join(',\n  ')},
       ${measures}
     from ${fromDays ? STATS_DAYS : LINES}
     where ${where.map((part) => part.text).join(' and ')}
     group by ${keys.length ? `grouping sets ((${keys.join(', ')}), ())` : '()'}
     ${fromDays ? DAY_GROUPS_WITH_ROWS : ''}
     ${keys.length ? `order by ${[total, ...keys.map((key) => `${key} nulls last`)].join(', ')}` : ''}
     limit ?`,
    ...where.flatMap((part) => part.params),
    MAX_STATS_GROUPS + 2,
  );
  return { groupBy: groups, startDate, endDate, statement };
}

export type StatsDbRow = TransportStatsRow & { isTotal: boolean };

/** The statement's rows as the answer: groups apart from the total (400 past MAX_STATS_GROUPS). */
export function shapeTransportStats(request: StatsRequest, rows: StatsDbRow[]): TransportStats {
  const totalRow = rows.find((row) => row.isTotal);
  const groups = rows.filter((row) => !row.isTotal);
  if (groups.length > MAX_STATS_GROUPS) throw badInput(TRANSPORT_STATS_MESSAGES.tooManyGroups, 'groupBy');
  const strip = ({ isTotal: _total, ...row }: StatsDbRow): TransportStatsRow => row;
  return {
    startDate: request.startDate,
    endDate: request.endDate,
    groupBy: request.groupBy,
    rows: request.groupBy.length ? groups.map(strip) : [],
    totals: measuresOf(totalRow),
  };
}

/** Runs the statement and shapes its answer. */
export async function runTransportStats(em: EntityManager, request: StatsRequest): Promise<TransportStats> {
  const rows = await em.execute<StatsDbRow[]>(request.statement.text, [...request.statement.params]);
  return shapeTransportStats(request, rows);
}

/** The total's measures alone (its group columns are all null). */
function measuresOf(row: TransportStatsRow | undefined): TransportStatsRow {
  return {
    transportCount: row?.transportCount ?? 0,
    receiverCount: row?.receiverCount ?? 0,
    shipmentCount: row?.shipmentCount ?? 0,
    qtyPieces: row?.qtyPieces ?? 0,
    weightKg: row?.weightKg ?? 0,
    senderAmount: row?.senderAmount ?? 0,
    receiverAmount: row?.receiverAmount ?? 0,
  };
}

/** Counts, quantities and amounts of live transports by the named groups, with the total. */
export const transportStats = operation(
  { area: 'transports', level: 'read' },
  (context, filter: unknown, groupBy: unknown): Promise<TransportStats> =>
    runTransportStats(context.em, transportStatsRequest(filter, groupBy)),
);
