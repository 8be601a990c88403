import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import type { MemberGroup } from '@parcel/shared/records/member-list';
import { INVOICE_AMOUNT_COLUMNS } from '../derived/billing-sql';

/*
 * Test rows by builders: each builder fills every NOT NULL column the database does not default with a
 * valid value (unique where the column is), takes the columns a test cares about as overrides, and
 * inserts with SQL of its own. A new NOT NULL column is one more default here, not an edit of every
 * test that makes such a row. Nullable columns stay null unless given, so a test sees only what it
 * wrote. Where the database checks one column against others (amounts, invoice totals) the builder
 * computes it, so no override can break the check: tests of those checks write their rows raw.
 */

type YesNo = 'Y' | 'N';

/** company (업체): the columns a test may set. */
export interface CompanyColumns {
  biz_no: string;
  company_nm: string;
  representative_nm: string | null;
  biz_type: string | null;
  biz_item: string | null;
  address: string | null;
  tel_no: string | null;
  fax_no: string | null;
  email: string | null;
  rmk: string | null;
  manager_nm: string | null;
  manager_tel_no: string | null;
  region_cd: string | null;
  region_dtl_cd: string | null;
  shipper_yn: YesNo;
  shipper_cd: string | null;
  use_yn: YesNo;
  vat_yn: YesNo;
  taxbil_output_yn: YesNo;
  bill_stdr_cd: '20' | '30';
  bill_char_cd: 'CREDIT' | 'REGULAR';
  communication_fee: number;
  untpc: number;
  weight_untpc: number;
  delivery_route_id: number | null;
  delivery_route_cd: string | null;
  bill_company_id: number | null;
  excclc_company_id: number | null;
}

/** bill_company (공급자, the supplier an invoice is issued by). */
export interface SupplierColumns {
  company_nm: string;
  biz_no: string;
  representative_nm: string;
  biz_type: string;
  biz_item: string;
  address: string;
  post_no: string;
  tel_no: string;
  fax_no: string;
  email: string;
  bank_nm: string;
  depositor_nm: string;
  account_no: string;
  rmk: string | null;
  del_yn: YesNo;
}

export interface DeliveryRouteColumns {
  delivery_route_nm: string;
  use_yn: YesNo;
}

export interface MemberColumns {
  user_id: string;
  /** An argon2 hash when the member signs in; any text otherwise. */
  user_pw: string;
  name: string;
  email: string | null;
  tel_no: string | null;
  company_id: number | null;
  group_val: MemberGroup;
  del_yn: YesNo;
  session_version: number;
}

export interface WaybillColumns {
  sender_company_id: number;
  receiver_company_id: number | null;
  charge_cd: 'pre' | 'collect' | 'credit';
  /** end_no is start_no + qty − 1. */
  qty: number;
  start_no: number;
  del_yn: YesNo;
}

/** The columns a sender and a receiver both carry (TransportParty). */
interface PartyColumns {
  company_nm: string;
  tel_no: string | null;
  manager_tel_no: string | null;
  address: string | null;
  rmk: string | null;
  amount: number;
  region_cd: string | null;
  region_dtl_cd: string | null;
  untpc: number;
  weight_untpc: number;
  shipper_cd: string | null;
  delivery_route_id: number | null;
}

/** transport_sender: the transport's sender row (receiver and goods-line counts are the triggers'). */
export interface SenderColumns extends PartyColumns {
  requst_dt: string;
  transport_process_cd: string;
  sender_company_id: number | null;
  charge_cd: string;
  manager_nm: string | null;
  manager_id: number | null;
  del_yn: YesNo;
  import_id: number | null;
}

/** transport_receiver (its requst_dt is the sender's, copied by a trigger). */
export interface ReceiverColumns extends PartyColumns {
  receiver_company_id: number | null;
  sort_order: number;
}

/** shipment, a goods line (its amounts are quantity × unit price, computed here). */
export interface ShipmentColumns {
  kind_cd: string;
  waybill_no: string | null;
  trnsprt_cd: 'QTY' | 'WEIGHT';
  sender_qty: number;
  receiver_qty: number;
  sender_untpc: number;
  receiver_untpc: number;
  sort_order: number;
  pickup_check: YesNo;
  transport_manager: string | null;
  transport_date: string | null;
  transport_code: string | null;
  memo: string | null;
}

/** A goods line's columns, with `qty` and `untpc` for both sides at once (the side's own column wins). */
export type ShipmentOverrides = Partial<ShipmentColumns> & { qty?: number; untpc?: number };

export type ReceiverOverrides = Partial<ReceiverColumns> & { shipments?: ShipmentOverrides[] };

/** A transport: the sender's columns, its receivers (none unless given) each with its goods lines. */
export type TransportOverrides = Partial<SenderColumns> & { receivers?: ReceiverOverrides[] };

export interface BuiltTransport {
  senderId: number;
  receivers: { receiverId: number; shipmentIds: number[] }[];
  /** Every receiver's goods lines, in order. */
  shipmentIds: number[];
}

/** The amounts of a bill_history or bill_history_detail row; its tot_amount is their sum. */
interface InvoiceAmounts {
  communication_fee: number;
  communication_fee_vat: number;
  untpc: number;
  untpc_vat: number;
  weight_untpc: number;
  weight_untpc_vat: number;
}

/** bill_history (an invoice; its period is the month's unless given). */
export interface InvoiceColumns extends InvoiceAmounts {
  bill_company_id: number;
  year: number;
  month: number;
  bill_cd: '20' | '30';
  period_start: string;
  period_end: string;
  closed_at: string | null;
  closed_by: number | null;
}

/** bill_history_detail (an invoice's row for one company). */
export interface InvoiceRowColumns extends InvoiceAmounts {
  bill_history_id: number;
  company_id: number;
  email: string | null;
  fax_no: string | null;
  status: 'READY' | 'SENT' | 'FAILED';
  tot_qty: number;
}

type Row = Record<string, unknown>;

// One sequence for every unique default. Each test file has its own module registry and its own
// database, so restarting at 1 per file cannot collide; the prefixes keep clear of the demo data's.
let serial = 0;

/** The `n`th 사업자등록번호, with a valid check digit (998 is no tax office the demo data uses). */
function bizNo(n: number): string {
  const nine = `998${String(n).padStart(6, '0')}`;
  return nine + [...'0123456789'].find((digit) => isBusinessNumberChecksumValid(nine + digit));
}

/** The amounts with their total, as the invoice tables check them. */
const INVOICE_AMOUNTS: readonly (keyof InvoiceAmounts)[] = INVOICE_AMOUNT_COLUMNS;

/** The row with its total: the sum of its amounts, as the table's check wants (never given). */
function withTotal(row: Partial<InvoiceAmounts> & Row): Row {
  const total = INVOICE_AMOUNTS.reduce<number>((sum, key) => sum + (row[key] ?? 0), 0);
  return { ...row, tot_amount: total };
}

function receiverRow(senderId: number, position: number, receiver: Partial<ReceiverColumns>): Row {
  return {
    company_nm: `받는곳${++serial}`,
    sort_order: position,
    ...receiver,
    sender_transport_id: senderId,
  };
}

/** Both sides of a goods line, amounts computed from quantity and unit price. */
function shipmentRow(receiverId: number, position: number, line: ShipmentOverrides): Row {
  const { qty, untpc, ...columns } = line;
  const sides = {
    sender_qty: columns.sender_qty ?? qty ?? 0,
    receiver_qty: columns.receiver_qty ?? qty ?? 0,
    sender_untpc: columns.sender_untpc ?? untpc ?? 0,
    receiver_untpc: columns.receiver_untpc ?? untpc ?? 0,
  };
  return {
    kind_cd: 'TAC0202',
    sort_order: position,
    ...columns,
    ...sides,
    receiver_transport_id: receiverId,
    sender_amount: sides.sender_qty * sides.sender_untpc,
    receiver_amount: sides.receiver_qty * sides.receiver_untpc,
  };
}

/**
 * Inserts rows into `table` in one statement, each with the columns it gives (a column another row
 * gives and this one does not takes its default), answering the new ids in the rows' order.
 */
async function insertRows(
  em: EntityManager,
  table: string,
  idColumn: string,
  rows: Row[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const given = rows.map((row) => Object.entries(row).filter(([, value]) => value !== undefined));
  const columns = [...new Set(given.flatMap((entries) => entries.map(([column]) => column)))];
  const params: unknown[] = [];
  const tuples = given.map((entries) => {
    const values = new Map(entries);
    const cells = columns.map((column) => {
      if (!values.has(column)) return 'default';
      params.push(values.get(column));
      return '?';
    });
    return `(${cells.join(', ')})`;
  });
  const inserted = await em.execute<{ id: number }[]>(
    `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} returning ${idColumn} as id`,
    params,
  );
  // The sequence numbers the rows in the order of the values list.
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}

async function insertRow(em: EntityManager, table: string, idColumn: string, row: Row): Promise<number> {
  const [id] = await insertRows(em, table, idColumn, [row]);
  if (id === undefined) throw new Error(`no ${table} row was inserted`);
  return id;
}

/**
 * The builders, writing with the EntityManager `em` answers at each call (a fork of the suite's ORM,
 * read when the test runs, or a transaction's). Each answers the new row's id.
 */
export function rowBuilders(em: () => EntityManager) {
  return {
    aCompany: (company: Partial<CompanyColumns> = {}) => {
      const n = ++serial;
      return insertRow(em(), 'company', 'company_id', {
        biz_no: bizNo(n),
        company_nm: `업체${n}`,
        ...company,
      });
    },

    aSupplier: (supplier: Partial<SupplierColumns> = {}) => {
      const n = ++serial;
      return insertRow(em(), 'bill_company', 'bill_company_id', {
        biz_no: bizNo(n),
        company_nm: `공급자${n}`,
        representative_nm: '김공급',
        biz_type: '운수업',
        biz_item: '화물운송',
        address: '대구 중구 국채보상로 1',
        post_no: '41911',
        tel_no: '0531112222',
        fax_no: '0531112223',
        email: 'bill@example.com',
        bank_nm: '대구은행',
        depositor_nm: '공급자',
        account_no: '50812345678901',
        ...supplier,
      });
    },

    aDeliveryRoute: (route: Partial<DeliveryRouteColumns> = {}) =>
      insertRow(em(), 'delivery_route', 'delivery_route_id', {
        delivery_route_nm: `시험코스${++serial}`,
        ...route,
      }),

    aMember: (member: Partial<MemberColumns> = {}) => {
      const n = ++serial;
      return insertRow(em(), 'member', 'member_id', {
        user_id: `test_member_${n}`,
        user_pw: 'not-a-password-hash',
        name: `회원${n}`,
        group_val: 'member_view',
        ...member,
      });
    },

    /** A waybill range: 100 numbers unless given, from a start of its own (990,000,000,000 up) unless given. */
    aWaybillRange: ({
      qty = 100,
      start_no,
      ...waybill
    }: Partial<WaybillColumns> & { sender_company_id: number }) => {
      const start = start_no ?? 990_000_000_000 + ++serial * 1_000_000;
      return insertRow(em(), 'waybill', 'waybill_id', {
        ...waybill,
        qty,
        start_no: start,
        end_no: start + qty - 1,
      });
    },

    /** A transport with its receivers and their goods lines, in one transaction. */
    aTransport: ({ receivers = [], ...sender }: TransportOverrides = {}): Promise<BuiltTransport> =>
      em().transactional(async (tx) => {
        const senderId = await insertRow(tx, 'transport_sender', 'sender_transport_id', {
          requst_dt: seoulToday(),
          transport_process_cd: 'COMM_RECV',
          charge_cd: 'CH001',
          company_nm: `보내는곳${++serial}`,
          ...sender,
        });
        const receiverIds = await insertRows(
          tx,
          'transport_receiver',
          'receiver_transport_id',
          receivers.map(({ shipments: _shipments, ...receiver }, position) =>
            receiverRow(senderId, position, receiver),
          ),
        );
        const lines = receivers.flatMap(({ shipments = [] }, index) =>
          shipments.map((line, position) => shipmentRow(receiverIds[index]!, position, line)),
        );
        const lineIds = await insertRows(tx, 'shipment', 'shipment_id', lines);
        let next = 0;
        return {
          senderId,
          shipmentIds: lineIds,
          receivers: receivers.map(({ shipments = [] }, index) => ({
            receiverId: receiverIds[index]!,
            shipmentIds: lineIds.slice(next, (next += shipments.length)),
          })),
        };
      }),

    /** One more receiver of a stored transport. */
    aReceiver: (senderId: number, receiver: Partial<ReceiverColumns> = {}) =>
      insertRow(em(), 'transport_receiver', 'receiver_transport_id', receiverRow(senderId, 0, receiver)),

    /** One more goods line of a stored receiver. */
    aShipment: (receiverId: number, line: ShipmentOverrides = {}) =>
      insertRow(em(), 'shipment', 'shipment_id', shipmentRow(receiverId, 0, line)),

    /** An invoice (bill_history) of the month, its total the sum of its amounts. */
    anInvoice: ({
      year = 2026,
      month = 1,
      ...invoice
    }: Partial<InvoiceColumns> & { bill_company_id: number }) => {
      const pad = (value: number) => String(value).padStart(2, '0');
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return insertRow(
        em(),
        'bill_history',
        'bill_history_id',
        withTotal({
          bill_cd: '30',
          period_start: `${year}-${pad(month)}-01`,
          period_end: `${year}-${pad(month)}-${pad(lastDay)}`,
          ...invoice,
          year,
          month,
        }),
      );
    },

    /** An invoice's row for one company, its total the sum of its amounts. */
    anInvoiceRow: (row: Partial<InvoiceRowColumns> & { bill_history_id: number; company_id: number }) =>
      insertRow(em(), 'bill_history_detail', 'bill_history_detail_id', withTotal(row)),

    /**
     * Many transports in one statement (for paging and count tests): `transports` senders on `day`,
     * named 대량발송1, 대량발송2…, each with `receivers` receivers (대량수신1…) of `lines` goods lines of
     * 2 × 1,000 won on both sides.
     */
    manyTransports: async ({
      day,
      transports,
      receivers = 2,
      lines = 2,
    }: {
      day: string;
      transports: number;
      receivers?: number;
      lines?: number;
    }): Promise<void> => {
      await em().execute(
        `with senders as (
           insert into transport_sender (requst_dt, transport_process_cd, charge_cd, company_nm)
           select cast(? as date), 'COMM_RECV', 'CH001', '대량발송' || n from generate_series(1, ?) n
           returning sender_transport_id),
         receivers as (
           insert into transport_receiver (sender_transport_id, company_nm, sort_order)
           select sender_transport_id, '대량수신' || r, r from senders, generate_series(1, ?) r
           returning receiver_transport_id)
         insert into shipment (receiver_transport_id, kind_cd, sender_qty, receiver_qty, sender_untpc,
                               receiver_untpc, sender_amount, receiver_amount, sort_order)
         select receiver_transport_id, 'TAC0202', 2, 2, 1000, 1000, 2000, 2000, l
           from receivers, generate_series(1, ?) l`,
        [day, transports, receivers, lines],
      );
    },
  };
}

export type RowBuilders = ReturnType<typeof rowBuilders>;
