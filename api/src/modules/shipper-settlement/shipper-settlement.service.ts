// Settlement by shipper (화주별 정산) and shipper details (화주 상세), /transport/settlement-by-shipper
// and /transport/shipper-details: live data (docs/decisions.md#live-settlement-screens), periods as
// Asia/Seoul reception dates.
//
// Settlement by shipper: one row per registered company that appears in the period's live
// transports, as the sender (sender_company_id) or as a receiver (receiver_company_id). Sent = the
// goods lines of the transports it sends, with the sender's quantities and amounts; received = the
// goods lines addressed to it, with the receiver's quantities and amounts; total = both. Quantities
// are pieces (QTY lines) and kg (WEIGHT lines), kept apart. Paid = what it is billed by the invoice's
// rules (docs/billing.md): as sender the prepaid lines it sent, as receiver the collect lines addressed
// to it, QTY lines their sender amount and WEIGHT lines both sides; with the top of its settlement
// group, on whose invoice row those amounts land, so a group's members add up to that row's parcel and
// communication sections. Transports typed without a registered
// company have no row. The region filter is the company's region. Ordered by name. Read from the
// per-month and per-day totals that settlement-days.ts keeps exact, not from the goods lines.
//
// Shipper details: the goods lines of the period's live transports whose sender (the shipper) name
// contains the text, newest first; the tiles are summed in SQL over every line the filters match:
// quantity (pieces of QTY lines), weight (kg of WEIGHT lines), prepaid (sender amounts of CH001 and
// CH003 transports) and collect (sender amounts of CH002 and CH004 transports); the number of lines
// and the tiles are added up from per-month and per-day rows per sender name (settlement-days.ts).
import {
  shipperDetailsFilterSchema,
  shipperSettlementFilterSchema,
  type ShipperDetailsFilter,
  type ShipperSettlementFilter,
} from '@parcel/shared/forms/shipper-settlement-filter';
import type { EntityManager } from '@mikro-orm/postgresql';
import { operation } from '../../common/operation';
import {
  type PagedList,
  pageStatement,
  type PageWindow,
  type Sql,
  sql,
  windowOf,
} from '../../common/paged-query';
import { containsPattern } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { selectListOf } from '../../common/list-select';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import { SHIPPER_DETAIL_LIST, SHIPPER_SETTLEMENT_LIST } from '@parcel/shared/records/shipper-settlement-list';
import type {
  ShipperDetailRow,
  ShipperDetailsPage,
  ShipperDetailsSummary,
  ShipperSettlementMeasures,
  ShipperSettlementPage,
  ShipperSettlementRow,
} from './shipper-settlement.types';
import { codeName, named } from '../../common/code-names';
import { periodRows } from './settlement-days';

/** The spec's page lengths (part 2): 12 for settlement by shipper, 20 for shipper details. */
export const SHIPPER_SETTLEMENT_PAGE_SIZE = 12;
export const SHIPPER_DETAILS_PAGE_SIZE = 20;

/** The live transports' goods lines: what both screens read. */
const LINES = `transport_sender ts
  join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
  join shipment s on s.receiver_transport_id = tr.receiver_transport_id`;

/** Live transports of the period: the live-day partial index (requst_dt, sender_transport_id). */
const periodFilters = (filter: { startDate: string; endDate: string }): Sql[] => [
  sql(`ts.del_yn = 'N'`),
  sql('ts.requst_dt between cast(? as date) and cast(? as date)', filter.startDate, filter.endDate),
];

// ---------------------------------------------------------------------------------------------
// Settlement by shipper

const MEASURE_NAMES = [
  'sentTransports',
  'sentLines',
  'sentQty',
  'sentWeightKg',
  'sentAmount',
  'receivedTransports',
  'receivedLines',
  'receivedQty',
  'receivedWeightKg',
  'receivedAmount',
  'paidAsSenderAmount',
  'paidAsReceiverAmount',
] as const satisfies readonly (keyof ShipperSettlementMeasures)[];

/** Counts are int, quantities and amounts float8 (whole numbers; a year may pass int4). */
const isCount = (name: string) => name.endsWith('Transports') || name.endsWith('Lines');
const cast = (name: string) => (isCount(name) ? 'int' : 'float8');

/**
 * Per company of the period: its month and day rows (settlement-days.ts periodRows) added up, then
 * joined to the company for its name and the region filter (summing first keeps the join to one row
 * per company). A company has a row when it sent or received a line in the period, as with the day
 * rows alone: one whose lines all fell on subtracted days sums to none.
 */
function perCompany(filter: ShipperSettlementFilter): Sql {
  const rows = periodRows('settlement', filter.startDate, filter.endDate);
  const region = filter.regionCd ? sql('where c.region_cd = ?', filter.regionCd) : sql('');
  return sql(
    `select c.company_id, c.company_nm, c.region_cd, c.shipper_yn, c.shipper_cd,
            ${MEASURE_NAMES.map((name) => `d."${name}"`).join(', ')}
       from (select company_id,
                    ${MEASURE_NAMES.map((name) => `sum(${snake(name)})::${cast(name)} as "${name}"`).join(', ')}
               from (${rows.text}) period_rows
              group by company_id
             having sum(sent_lines + received_lines) > 0) d
       join company c on c.company_id = d.company_id
       ${region.text}`,
    ...rows.params,
    ...region.params,
  );
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A company's measures and both sides added up. */
const MEASURE_COLUMNS = [
  ...MEASURE_NAMES.map((name) => `per."${name}"`),
  `(per."sentLines" + per."receivedLines")::int as "totalLines"`,
  `(per."sentQty" + per."receivedQty")::float8 as "totalQty"`,
  `(per."sentWeightKg" + per."receivedWeightKg")::float8 as "totalWeightKg"`,
  `(per."sentAmount" + per."receivedAmount")::float8 as "totalAmount"`,
  `(per."paidAsSenderAmount" + per."paidAsReceiverAmount")::float8 as "paidAmount"`,
].join(',\n');

/** The number of companies and their measures summed (0 when there is none). */
const TOTAL_COLUMNS = [
  'count(*)::int as "total"',
  ...MEASURE_NAMES.map((name) => `coalesce(sum(per."${name}"), 0)::${cast(name)} as "${name}"`),
  `coalesce(sum(per."sentLines" + per."receivedLines"), 0)::int as "totalLines"`,
  `coalesce(sum(per."sentQty" + per."receivedQty"), 0)::float8 as "totalQty"`,
  `coalesce(sum(per."sentWeightKg" + per."receivedWeightKg"), 0)::float8 as "totalWeightKg"`,
  `coalesce(sum(per."sentAmount" + per."receivedAmount"), 0)::float8 as "totalAmount"`,
  `coalesce(sum(per."paidAsSenderAmount" + per."paidAsReceiverAmount"), 0)::float8 as "paidAmount"`,
].join(',\n');

export interface SettlementStatement {
  /** One row: `rows`, the window's companies, and `totals`, both as JSON. */
  statement: Sql;
}

/** The statement's one row: the window's companies and the totals over all of them. */
export interface SettlementAnswer {
  rows: ShipperSettlementRow[];
  totals: ShipperSettlementMeasures & { total: number };
}

/**
 * Settlement by shipper as one statement: the companies' sums are worked out once (a materialized
 * CTE), then the window's companies (by name, then number) with their measures, and the number of
 * companies with the measures summed over all of them.
 */
export function shipperSettlementStatement(filter: unknown, window: PageWindow): SettlementStatement {
  const parsed = parseInput(shipperSettlementFilterSchema, filter ?? {});
  const per = perCompany(parsed);
  const limit = 'all' in window ? [window.limit, 0] : [window.size, window.page * window.size];
  return {
    // The page's companies are chosen first; only those 12 then get their code names (scalar
    // subqueries in the same select would run for every company the offset skips).
    statement: sql(
      `with companies as materialized (${per.text})
       select (select coalesce(json_agg(page order by page."companyNm", page."companyId"), '[]')
                 from (select per.company_id as "companyId", per.company_nm as "companyNm",
                              per.region_cd as "regionCd",
                              ${codeName('REGION_TYPE', 'per.region_cd')} as "regionNm",
                              per.shipper_yn as "shipperYn",
                              case when per.shipper_yn = 'Y' then ${named('SHIPPER_TYPE', 'per.shipper_cd')} end
                                as "shipperNm",
                              top.company_id as "settlementTopId", top.company_nm as "settlementTopNm",
                              ${MEASURE_COLUMNS}
                         from (select * from companies
                                order by company_nm, company_id
                                limit ? offset ?) per
                         join company_settlement_top t on t.company_id = per.company_id
                         join company top on top.company_id = t.top_company_id) page) as "rows",
              (select row_to_json(totals) from (select ${TOTAL_COLUMNS} from companies per) totals) as "totals"`,
      ...per.params,
      ...limit,
    ),
  };
}

/** A page request with the screen's own length when the caller names none. */
export function shipperSettlementPage(page: { page?: unknown; size?: unknown } | null | undefined) {
  return { page: page?.page ?? undefined, size: page?.size ?? SHIPPER_SETTLEMENT_PAGE_SIZE };
}

/** The statement's answer as the screen's. */
export function settlementPageOf({ rows, totals }: SettlementAnswer): ShipperSettlementPage {
  const { total, ...measures } = totals;
  return { items: rows, total, totals: measures };
}

/** The statement's answer (the day and month rows are kept by the writes). */
async function readSettlement(
  em: EntityManager,
  filter: unknown,
  window: PageWindow,
): Promise<SettlementAnswer> {
  const { statement } = shipperSettlementStatement(filter, window);
  const [answer] = await em.execute<SettlementAnswer[]>(statement.text, [...statement.params]);
  return answer!;
}

/** The companies of the period (12 a page unless told), their number and the totals. */
export const listShipperSettlements = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<ShipperSettlementPage> =>
    settlementPageOf(await readSettlement(context.em, filter, windowOf(page))),
);

/** Every company of the filters, as an .xlsx (at most MAX_EXPORT_ROWS). */
export const exportShipperSettlements = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown) => {
    const { rows } = await readSettlement(context.em, filter, EXPORT_WINDOW);
    return spreadsheetDownload('화주별정산.xlsx', sheetColumnsOf(SHIPPER_SETTLEMENT_LIST), rows);
  },
);

// ---------------------------------------------------------------------------------------------
// Shipper details

const DETAIL_COLUMNS = selectListOf(SHIPPER_DETAIL_LIST, {
  alias: 's',
  sql: {
    senderTransportId: 'ts.sender_transport_id',
    requstDt: "to_char(ts.requst_dt, 'YYYY-MM-DD')",
    companyId: 'ts.sender_company_id',
    companyNm: 'ts.company_nm',
    receiverCompanyNm: 'tr.company_nm',
    kindNm: named('GOODS_KIND', 's.kind_cd'),
    qty: 's.sender_qty',
    untpc: 's.sender_untpc',
    amount: 's.sender_amount',
    chargeCd: 'ts.charge_cd',
    chargeNm: named('CHARGE', 'ts.charge_cd'),
  },
});

/** The filters as SQL: the period, and the shipper's name over the trigram index of company_nm. */
function detailFilters(filter: ShipperDetailsFilter): Sql[] {
  const where = periodFilters(filter);
  if (filter.companyNm)
    where.push(sql(`ts.company_nm ilike ? escape '\\'`, containsPattern(filter.companyNm)));
  return where;
}

/** Shipper details as a list: goods lines, latest reception first, then transports and lines in order. */
function detailListOf(filter: ShipperDetailsFilter, page: unknown): PagedList {
  return {
    query: {
      select: DETAIL_COLUMNS,
      from: LINES,
      where: detailFilters(filter),
      orderBy: sql(
        `ts.requst_dt desc, ts.sender_transport_id desc, tr.sort_order, tr.receiver_transport_id,
         s.sort_order, s.shipment_id`,
      ),
      key: 's.shipment_id',
    },
    window: windowOf(page),
  };
}

/**
 * The number of lines and the four tiles over every line the filters match, from the month and day
 * rows of the sender names that match (settlement-days.ts periodRows). An aggregate: always one row.
 */
function summaryStatement(filter: ShipperDetailsFilter): Sql {
  const name = filter.companyNm
    ? sql(`and sender_nm ilike ? escape '\\'`, containsPattern(filter.companyNm))
    : sql('');
  const rows = periodRows('detail', filter.startDate, filter.endDate, name);
  return sql(
    `select coalesce(sum(lines), 0)::int as "total", coalesce(sum(qty), 0)::float8 as "qty",
            coalesce(sum(weight_kg), 0)::float8 as "weightKg",
            coalesce(sum(prepaid_amount), 0)::float8 as "prepaidAmount",
            coalesce(sum(collect_amount), 0)::float8 as "collectAmount"
       from (${rows.text}) period_rows`,
    ...rows.params,
  );
}

/** Shipper details as two statements run side by side: the page's lines, and the total with the tiles. */
export function shipperDetailsStatements(filter: unknown, page: unknown): { rows: Sql; summary: Sql } {
  const parsed = parseInput(shipperDetailsFilterSchema, filter ?? {});
  return {
    rows: pageStatement(detailListOf(parsed, page)),
    summary: summaryStatement(parsed),
  };
}

/** The page's lines and the summary row as the screen's answer. */
export function detailsPageOf(
  items: ShipperDetailRow[],
  summary: ShipperDetailsSummary & { total: number },
): ShipperDetailsPage {
  const { total, ...tiles } = summary;
  return { items, total, summary: tiles };
}

/** A page request with the screen's own length when the caller names none. */
export function shipperDetailsPage(page: { page?: unknown; size?: unknown } | null | undefined) {
  return { page: page?.page ?? undefined, size: page?.size ?? SHIPPER_DETAILS_PAGE_SIZE };
}

/** The shipper's goods lines (20 a page unless told), their number and the four tiles. */
export const listShipperDetails = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown, page: unknown): Promise<ShipperDetailsPage> => {
    const { rows, summary } = shipperDetailsStatements(filter, page);
    const [items, [counted]] = await Promise.all([
      context.em.execute<ShipperDetailRow[]>(rows.text, [...rows.params]),
      context.em.execute<(ShipperDetailsSummary & { total: number })[]>(summary.text, [...summary.params]),
    ]);
    return detailsPageOf(items, counted!);
  },
);

/** Every goods line of the filters, as an .xlsx (at most MAX_EXPORT_ROWS). */
export const exportShipperDetails = operation(
  { area: 'settlement', level: 'read' },
  async (context, filter: unknown) => {
    const statement = shipperDetailsStatements(filter, EXPORT_WINDOW).rows;
    const rows = await context.em.execute<ShipperDetailRow[]>(statement.text, [...statement.params]);
    return spreadsheetDownload('화주상세.xlsx', sheetColumnsOf(SHIPPER_DETAIL_LIST), rows);
  },
);
