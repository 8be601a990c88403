import {
  deliveryCheckFilterSchema,
  type DeliveryCheckFilter,
} from '@parcel/shared/forms/delivery-check-filter';
import { receiverCondition } from '../../common/customer-scope';
import { operation } from '../../common/operation';
import { livePeriod, periodTotal } from '../transport/live-period';
import {
  fetchPage,
  fetchRows,
  type PagedList,
  type RunStatement,
  runOn,
  type Sql,
  sql,
  windowOf,
} from '../../common/paged-query';
import { containsPattern } from '../../common/paging';
import {
  lookUpParties,
  partyCondition,
  type PartyLookups,
  RECEIVER_SEARCHED,
  SENDER_SEARCHED,
} from '../../common/name-or-phone';
import { parseInput } from '../../common/parse-input';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import { type ListSelect, selectListOf } from '../../common/list-select';
import {
  DELIVERY_CHECK_BILLING_COLUMNS,
  DELIVERY_CHECK_LIST,
} from '@parcel/shared/records/delivery-check-list';
import { DELIVERY_STATES, type DeliveryCheckPage, type DeliveryCheckRow } from './delivery-check.types';
import { codeName, named } from '../../common/code-names';
import {
  BILLED_PIECE_UNTPC,
  BILLED_QTY,
  BILLED_TOP_COMPANY,
  LINE_CHARGE_GROUP_NAME,
  PAYS_AS_RECEIVER,
  PAYS_AS_SENDER,
  payerBilledBy,
  UNBILLED_LINE,
} from '@parcel/db';

/** The delivery check's page length (spec part 2: 10 per page, a 5-page window). */
export const DELIVERY_CHECK_PAGE_SIZE = 10;

const DELIVERY_CHECK_SELECT = {
  alias: 's',
  sql: {
    senderTransportId: 'ts.sender_transport_id',
    receiverTransportId: 'tr.receiver_transport_id',
    requstDt: "to_char(ts.requst_dt, 'YYYY-MM-DD')",
    senderCompanyNm: 'ts.company_nm',
    senderRegionNm: codeName('REGION_TYPE', 'ts.region_cd'),
    senderTelNo: 'ts.tel_no',
    senderShipperNm: codeName('SHIPPER_TYPE', 'ts.shipper_cd'),
    receiverCompanyNm: 'tr.company_nm',
    receiverRegionNm: codeName('REGION_TYPE', 'tr.region_cd'),
    receiverRegionDtlNm: codeName('REGION_DTL_TYPE', 'tr.region_dtl_cd'),
    receiverTelNo: 'tr.tel_no',
    receiverMobileNo: 'tr.manager_tel_no',
    receiverAddress: 'tr.address',
    kindNm: named('GOODS_KIND', 's.kind_cd'),
    qty: 's.sender_qty',
    amount: 's.sender_amount',
    chargeCd: 'ts.charge_cd',
    chargeNm: named('CHARGE', 'ts.charge_cd'),
    deliveryRouteNm: 'course.delivery_route_nm',
    collectorNm: 'collector.name',
    transportDate: "to_char(s.transport_date, 'YYYY-MM-DD')",
    transportCodeNm: named('TRANSPORT_CD', 's.transport_code'),
    delivered: 's.transport_date is not null',
    deliveryState: `case when s.transport_date is not null then '${DELIVERY_STATES.delivered}'
       else '${DELIVERY_STATES.pending}' end`,
    // The billing columns, by the invoice's rules (billing-sql.ts), as scalar subqueries: only the
    // rows answered compute them. The top is settlement_top_of, company_settlement_top's rule for one
    // company, rather than the view worked out for every company once a page.
    billedCompanyId: BILLED_TOP_COMPANY,
    billedCompanyNm: `(select billed.company_nm from company billed where billed.company_id = ${BILLED_TOP_COMPANY})`,
    // 회수 코스: the course of the paying side as the transport saved it, where the fare is collected:
    // the sender's (pickup) for a prepaid line, the receiver's (delivery) for a collect one.
    collectionRouteNm: `(select route.delivery_route_nm from delivery_route route
       where route.delivery_route_id = case when ${PAYS_AS_SENDER} then ts.delivery_route_id
                                            when ${PAYS_AS_RECEIVER} then tr.delivery_route_id end)`,
    chargeGroupNm: LINE_CHARGE_GROUP_NAME,
    billedUntpc: BILLED_PIECE_UNTPC,
    billedKgUntpc: "case when s.trnsprt_cd = 'WEIGHT' then s.sender_untpc end",
    pieceQty: `case when s.trnsprt_cd = 'QTY' then ${BILLED_QTY} end`,
    weightKg: "case when s.trnsprt_cd = 'WEIGHT' then s.sender_qty end",
  },
} satisfies ListSelect<typeof DELIVERY_CHECK_LIST>;

/** Every column: what GraphQL and the sheet answer. */
const DELIVERY_CHECK_COLUMNS = selectListOf(DELIVERY_CHECK_LIST, DELIVERY_CHECK_SELECT);

/** The spec's REST row, as before the billing columns (DELIVERY_CHECK_BILLING_COLUMNS). */
const WIRE_COLUMNS = selectListOf(
  {
    columns: Object.fromEntries(
      Object.entries(DELIVERY_CHECK_LIST.columns).filter(
        ([name]) => !(DELIVERY_CHECK_BILLING_COLUMNS as readonly string[]).includes(name),
      ),
    ),
  },
  DELIVERY_CHECK_SELECT,
);

/** The live transports' goods lines: what the filters and the order need (the state counts' too). */
export const DELIVERY_CHECK_LINES = `transport_sender ts
  join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
  join shipment s on s.receiver_transport_id = tr.receiver_transport_id`;

/** Names for the page's rows only: the receiver's course and the collector. */
const NAMES = `
  left join member collector on collector.member_id = ts.manager_id
  left join delivery_route course on course.delivery_route_id = tr.delivery_route_id`;

/**
 * The filters as SQL. Indexes at 200,000 transports: the period reads the live-day partial index
 * (requst_dt, sender_transport_id where del_yn = 'N'); the sender and the receiver (a name, or the
 * end of a phone: name-or-phone.ts) the trigram indexes on both company_nm columns and the
 * reverse(phone) indexes of both parties and of company; the collector the trigram index on member.name and the manager_id index; the
 * phones the trigram indexes over (tel_no, manager_tel_no) of both sides; the waybill number the
 * unique index of shipment.waybill_no. Codes (charge, regions, shipper type) narrow those rows, and
 * so do the billing filters (supplier, billing day, unbilled): one hashed list of payer companies,
 * the settlement group tops computed once a statement.
 */
export function filtersOf(filter: DeliveryCheckFilter): Sql[] {
  return [...livePeriod(filter), ...narrowingFilters(filter).where];
}

/**
 * The filters besides the live period (with none, the total is the per-day counts': live-period.ts),
 * the sender and receiver from their lookups when given (name-or-phone.ts partyCondition); and
 * whether the receiver filter is one saved name's rows, which its (name, reception date, ...) index
 * answers in the list's order when the order starts with the receiver's own copy of the date.
 */
function narrowingFilters(
  filter: DeliveryCheckFilter,
  lookups: PartyLookups = {},
): { where: Sql[]; oneReceiverName: boolean } {
  const where: Sql[] = [];
  let oneReceiverName = false;
  if (filter.chargeCd) where.push(sql('ts.charge_cd = ?', filter.chargeCd));
  if (filter.senderRegionCd) where.push(sql('ts.region_cd = ?', filter.senderRegionCd));
  if (filter.receiverRegionCd) where.push(sql('tr.region_cd = ?', filter.receiverRegionCd));
  if (filter.receiverRegionDtlCd) where.push(sql('tr.region_dtl_cd = ?', filter.receiverRegionDtlCd));
  if (filter.shipperCd) where.push(sql('ts.shipper_cd = ?', filter.shipperCd));
  if (filter.senderCompanyNm)
    where.push(partyCondition(filter.senderCompanyNm, SENDER_SEARCHED, lookups.sender).where);
  if (filter.receiverCompanyNm) {
    const receiver = partyCondition(filter.receiverCompanyNm, RECEIVER_SEARCHED, lookups.receiver);
    where.push(receiver.where);
    if (receiver.oneName) {
      where.push(
        sql('tr.requst_dt between cast(? as date) and cast(? as date)', filter.startDate, filter.endDate),
      );
      oneReceiverName = true;
    }
  }
  if (filter.collectorNm)
    where.push(
      sql(
        `ts.manager_id in (select m.member_id from member m where m.name ilike ? escape '\\')`,
        containsPattern(filter.collectorNm),
      ),
    );
  if (filter.senderTelNo) {
    const digits = containsPattern(filter.senderTelNo);
    where.push(sql(`(ts.tel_no like ? or ts.manager_tel_no like ?)`, digits, digits));
  }
  if (filter.receiverTelNo) {
    const digits = containsPattern(filter.receiverTelNo);
    where.push(sql(`(tr.tel_no like ? or tr.manager_tel_no like ?)`, digits, digits));
  }
  if (filter.waybillNo) where.push(sql('s.waybill_no = ?', filter.waybillNo));
  if (filter.deliveryState)
    where.push(sql(`s.transport_date is ${filter.deliveryState === 'undelivered' ? 'null' : 'not null'}`));
  if (filter.billCompanyId || filter.billCd) where.push(billedBy(filter));
  if (filter.unbilled) where.push(sql(UNBILLED_LINE[filter.unbilled]));
  return { where, oneReceiverName };
}

/**
 * The lines a supplier's invoices bill (of the billing day, when given): the payer's settlement
 * group top is one of its shippers in use, as invoice generation and the month-end close board
 * choose them. A billing day alone: the lines any supplier bills on that day.
 */
function billedBy({ billCompanyId, billCd }: Pick<DeliveryCheckFilter, 'billCompanyId' | 'billCd'>): Sql {
  const conditions = billCompanyId ? ['c.bill_company_id = ?'] : [];
  const params: unknown[] = billCompanyId ? [billCompanyId] : [];
  if (billCd) {
    conditions.push('c.bill_stdr_cd = ?');
    params.push(billCd);
  }
  return sql(payerBilledBy(conditions), ...params);
}

/**
 * The delivery check as statements: one row per goods line of the live transports matching the
 * filters, latest reception date and newest transport first, then receivers and lines in their order.
 * The sender and receiver filters are looked up first by the operations (lookUpDeliveryCheckParties);
 * without their lookups they are the same rows by a slower plan. A receiver found by one saved name
 * is ordered by the receiver's copy of the reception date, the same date (a trigger keeps it).
 */
export function deliveryCheckList(
  filter: unknown,
  page: unknown,
  lookups: PartyLookups = {},
  columns: DeliveryCheckColumns = 'all',
  receiverScope: string | null = null,
): PagedList {
  const parsed = parseInput(deliveryCheckFilterSchema, filter ?? {});
  const narrowing = narrowingFilters(parsed, lookups);
  if (receiverScope) narrowing.where.push(sql(receiverScope));
  const day = narrowing.oneReceiverName ? 'tr.requst_dt' : 'ts.requst_dt';
  return {
    query: {
      select: columns === 'all' ? DELIVERY_CHECK_COLUMNS : WIRE_COLUMNS,
      from: DELIVERY_CHECK_LINES,
      where: [...livePeriod(parsed), ...narrowing.where],
      orderBy: sql(
        `${day} desc, ts.sender_transport_id desc, tr.sort_order, tr.receiver_transport_id,
         s.sort_order, s.shipment_id`,
      ),
      key: 's.shipment_id',
      decorate: NAMES,
      total: periodTotal('goods_lines', parsed, narrowing.where),
    },
    window: windowOf(page),
  };
}

/** The delivery check's sender and receiver filters looked up (name-or-phone.ts lookUpParty). */
export async function lookUpDeliveryCheckParties(run: RunStatement, filter: unknown): Promise<PartyLookups> {
  const { senderCompanyNm, receiverCompanyNm } = parseInput(deliveryCheckFilterSchema, filter ?? {});
  return lookUpParties(run, { sender: senderCompanyNm, receiver: receiverCompanyNm });
}

/** A page request with the delivery check's own length when the caller names none. */
export function deliveryCheckPage(page: { page?: unknown; size?: unknown } | null | undefined) {
  return { page: page?.page ?? undefined, size: page?.size ?? DELIVERY_CHECK_PAGE_SIZE };
}

/** Which columns a read answers: every one (GraphQL, the sheet) or the spec's REST row ('wire'). */
export type DeliveryCheckColumns = 'all' | 'wire';

/** The goods lines matching the filters, a page at a time (10 unless told), and their number. */
export const listDeliveryChecks = operation(
  { area: 'deliveries', level: 'read', customers: true },
  async (
    context,
    filter: unknown,
    page: unknown,
    columns: DeliveryCheckColumns = 'all',
  ): Promise<DeliveryCheckPage> => {
    const lookups = await lookUpDeliveryCheckParties(runOn(context.em), filter);
    return fetchPage<DeliveryCheckRow>(
      context.em,
      deliveryCheckList(filter, page, lookups, columns, receiverCondition(context)),
    );
  },
);

/** Every goods line of the filters, as an .xlsx (at most MAX_EXPORT_ROWS). */
export const exportDeliveryChecks = operation(
  { area: 'deliveries', level: 'read', customers: true },
  async (context, filter: unknown) => {
    const lookups = await lookUpDeliveryCheckParties(runOn(context.em), filter);
    const rows = await fetchRows<DeliveryCheckRow>(
      context.em,
      deliveryCheckList(filter, EXPORT_WINDOW, lookups, 'all', receiverCondition(context)),
    );
    return spreadsheetDownload('배송조회목록.xlsx', sheetColumnsOf(DELIVERY_CHECK_LIST), rows);
  },
);
