// The tables derived from the transports, declared once: per table its key, its measures and the
// statement that computes its rows from a set of transports. derived-sql.ts turns each declaration
// into what the database runs: the deltas a writing transaction appends at its commit (the rows of
// the transports it touched after its changes minus before them), the fold of the deltas into the
// day (and month) rows, and the rebuild from every transport.
//
// Every measure is a sum over transports (a distinct count of transports per key is one per
// transport), so the rows of a set of transports added to the rows of the others give the rows of
// all: that is what makes "after minus before" over the touched transports exact.
import { BILLED_AMOUNT, BILLED_QTY, PAYER_COMPANY, PAYS_AS_SENDER } from './billing-sql';

/**
 * Where a rollup's statement reads the transports from: relations (a table or a CTE name) standing
 * for transport_sender, transport_receiver and shipment, restricted to some transports or not.
 */
export interface Sources {
  senders: string;
  receivers: string;
  lines: string;
}

/** The columns of each transport table a rollup reads: a change to any other column changes no row. */
export type ReadColumns = Record<'transport_sender' | 'transport_receiver' | 'shipment', readonly string[]>;

export interface Rollup {
  /** Day rows `${table}_day`, deltas `${table}_delta`, and month rows `${table}_month` when `months`. */
  table: string;
  /** The key columns besides requst_dt (the reception day, always the first key). */
  keys: readonly string[];
  /** Whether a key column may be null (the unique key then treats nulls as equal). */
  nullableKeys?: boolean;
  measures: readonly string[];
  months: boolean;
  reads: ReadColumns;
  /** The rows of the live transports in `from`: requst_dt, the keys and the measures, in that order. */
  rows(from: Sources): string;
}

/** The live transports' goods lines of `from`, joined as ts, tr and s. */
const liveShipments = (from: Sources) => `${from.senders} ts
  join ${from.receivers} tr on tr.sender_transport_id = ts.sender_transport_id
  join ${from.lines} s on s.receiver_transport_id = tr.receiver_transport_id
 where ts.del_yn = 'N'`;

const SETTLEMENT_MEASURES = [
  'sent_transports',
  'sent_lines',
  'sent_qty',
  'sent_weight_kg',
  'sent_amount',
  'received_transports',
  'received_lines',
  'received_qty',
  'received_weight_kg',
  'received_amount',
  'paid_lines',
  'paid_undelivered_lines',
  'paid_qty',
  'paid_weight_kg',
  'paid_qty_amount',
  'paid_weight_amount',
  'paid_as_sender_amount',
  'paid_as_receiver_amount',
] as const;

type SettlementMeasures = Partial<Record<(typeof SETTLEMENT_MEASURES)[number], string>>;

/** What a party counts on its side: its transports and lines, pieces, kg and amounts as priced for it. */
function partyMeasures(prefix: 'sent' | 'received', side: 'sender' | 'receiver'): SettlementMeasures {
  return {
    [`${prefix}_transports`]: 'count(distinct ts.sender_transport_id)',
    [`${prefix}_lines`]: 'count(*)',
    [`${prefix}_qty`]: `coalesce(sum(s.${side}_qty) filter (where s.trnsprt_cd = 'QTY'), 0)`,
    [`${prefix}_weight_kg`]: `coalesce(sum(s.${side}_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0)`,
    [`${prefix}_amount`]: `sum(s.${side}_amount)`,
  };
}

/**
 * Settlement by shipper (shipper_settlement_day and _month): per reception day and company, the
 * lines it sent (sender quantities and amounts), the lines addressed to it (receiver quantities and
 * amounts) and the lines it pays (billing-sql.ts: the payer by the charge, billed amounts, as sender
 * or as receiver; those not delivered yet); quantities of QTY lines are pieces, of WEIGHT lines kg. Each branch fills its own
 * measures and zeros the others'; invoice generation sums what the members of a group pay.
 */
export const SETTLEMENT: Rollup = {
  table: 'shipper_settlement',
  keys: ['company_id'],
  measures: SETTLEMENT_MEASURES,
  months: true,
  reads: {
    transport_sender: ['requst_dt', 'del_yn', 'sender_company_id', 'charge_cd'],
    transport_receiver: ['sender_transport_id', 'receiver_company_id'],
    shipment: [
      'receiver_transport_id',
      'trnsprt_cd',
      'sender_qty',
      'receiver_qty',
      'sender_amount',
      'receiver_amount',
    ],
  },
  rows(from) {
    const branch = (company: string, own: SettlementMeasures) => `
      select ts.requst_dt, ${company} as company_id,
             ${SETTLEMENT_MEASURES.map((name) => `${own[name] ?? '0'} as ${name}`).join(', ')}
        from ${liveShipments(from)} and ${company} is not null
       group by ts.requst_dt, ${company}`;
    return `select requst_dt, company_id, ${SETTLEMENT_MEASURES.map((name) => `sum(${name})`).join(', ')}
      from (${branch('ts.sender_company_id', partyMeasures('sent', 'sender'))}
            union all
            ${branch('tr.receiver_company_id', partyMeasures('received', 'receiver'))}
            union all
            ${branch(PAYER_COMPANY, {
              paid_lines: 'count(*)',
              paid_undelivered_lines: 'count(*) filter (where s.transport_date is null)',
              paid_qty: `coalesce(sum(${BILLED_QTY}) filter (where s.trnsprt_cd = 'QTY'), 0)`,
              paid_weight_kg: `coalesce(sum(${BILLED_QTY}) filter (where s.trnsprt_cd = 'WEIGHT'), 0)`,
              paid_qty_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where s.trnsprt_cd = 'QTY'), 0)`,
              paid_weight_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where s.trnsprt_cd = 'WEIGHT'), 0)`,
              paid_as_sender_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where ${PAYS_AS_SENDER}), 0)`,
              paid_as_receiver_amount: `coalesce(sum(${BILLED_AMOUNT}) filter (where not ${PAYS_AS_SENDER}), 0)`,
            })}) sides
     group by requst_dt, company_id`;
  },
};

/**
 * Shipper details (shipper_detail_day and _month): per reception day and typed sender name, the
 * lines, pieces of QTY lines, kg of WEIGHT lines, and the sender amounts of prepaid (CH001, CH003)
 * and collect (CH002, CH004) transports.
 */
export const DETAIL: Rollup = {
  table: 'shipper_detail',
  keys: ['sender_nm'],
  measures: ['lines', 'qty', 'weight_kg', 'prepaid_amount', 'collect_amount'],
  months: true,
  reads: {
    transport_sender: ['requst_dt', 'del_yn', 'company_nm', 'charge_cd'],
    transport_receiver: ['sender_transport_id'],
    shipment: ['receiver_transport_id', 'trnsprt_cd', 'sender_qty', 'sender_amount'],
  },
  rows: (from) => `
    select ts.requst_dt, ts.company_nm, count(*),
           coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'QTY'), 0),
           coalesce(sum(s.sender_qty) filter (where s.trnsprt_cd = 'WEIGHT'), 0),
           coalesce(sum(s.sender_amount) filter (where ts.charge_cd in ('CH001', 'CH003')), 0),
           coalesce(sum(s.sender_amount) filter (where ts.charge_cd in ('CH002', 'CH004')), 0)
      from ${liveShipments(from)}
     group by ts.requst_dt, ts.company_nm`,
};

/**
 * The analysts' cube (transport_stats_day; transportStats and the home screen's delivery states):
 * per reception day, course, sender region, receiver region, shipper type and charge, what the live
 * transports hold. A transport is in one row per receiver region it sends to;
 * `first_receiver_transports` counts it once, in the row of its first receiver (lowest id), so that
 * summed across receiver regions each transport counts once. Receivers without goods lines count as
 * receivers (a left join).
 */
const STATS: Rollup = {
  table: 'transport_stats',
  keys: ['delivery_route_id', 'sender_region_cd', 'receiver_region_cd', 'shipper_cd', 'charge_cd'],
  nullableKeys: true,
  measures: [
    'transports',
    'first_receiver_transports',
    'receivers',
    'goods_lines',
    'delivered_lines',
    'qty_pieces',
    'weight_kg',
    'sender_amount',
    'receiver_amount',
  ],
  months: false,
  reads: {
    transport_sender: ['requst_dt', 'del_yn', 'delivery_route_id', 'region_cd', 'shipper_cd', 'charge_cd'],
    transport_receiver: ['sender_transport_id', 'region_cd'],
    shipment: [
      'receiver_transport_id',
      'trnsprt_cd',
      'sender_qty',
      'sender_amount',
      'receiver_amount',
      'transport_date',
    ],
  },
  rows: (from) => `
    select requst_dt, delivery_route_id, sender_region_cd, receiver_region_cd, shipper_cd, charge_cd,
           count(distinct sender_transport_id), count(distinct sender_transport_id) filter (where first_receiver),
           count(distinct receiver_transport_id), count(shipment_id),
           count(shipment_id) filter (where transport_date is not null),
           coalesce(sum(sender_qty) filter (where trnsprt_cd = 'QTY'), 0),
           coalesce(sum(sender_qty) filter (where trnsprt_cd = 'WEIGHT'), 0),
           coalesce(sum(sender_amount), 0), coalesce(sum(receiver_amount), 0)
      from (select ts.requst_dt, ts.delivery_route_id, ts.region_cd as sender_region_cd,
                   tr.region_cd as receiver_region_cd, ts.shipper_cd, ts.charge_cd, ts.sender_transport_id,
                   tr.receiver_transport_id,
                   tr.receiver_transport_id = min(tr.receiver_transport_id) over (partition by ts.sender_transport_id)
                     as first_receiver,
                   s.shipment_id, s.transport_date, s.trnsprt_cd, s.sender_qty, s.sender_amount, s.receiver_amount
              from ${from.senders} ts
              join ${from.receivers} tr on tr.sender_transport_id = ts.sender_transport_id
              left join ${from.lines} s on s.receiver_transport_id = tr.receiver_transport_id
             where ts.del_yn = 'N') line
     group by requst_dt, delivery_route_id, sender_region_cd, receiver_region_cd, shipper_cd, charge_cd`,
};

/**
 * The lists' exact totals per reception day (transport_count_day; paged-query.ts `days`): the live
 * transports and the receivers and goods lines they hold, from each transport's own counts
 * (receiver_count, goods_line_count: kept by statement triggers on its receivers and lines).
 */
const COUNTS: Rollup = {
  table: 'transport_count',
  keys: [],
  measures: ['transports', 'receivers', 'goods_lines'],
  months: false,
  reads: {
    transport_sender: ['requst_dt', 'del_yn', 'receiver_count', 'goods_line_count'],
    transport_receiver: [],
    shipment: [],
  },
  rows: (from) => `
    select ts.requst_dt, count(*), sum(ts.receiver_count), sum(ts.goods_line_count)
      from ${from.senders} ts where ts.del_yn = 'N'
     group by ts.requst_dt`,
};

/** Every derived table kept this way. */
export const ROLLUPS = [SETTLEMENT, DETAIL, STATS, COUNTS] as const;
