// The home screen's chart aggregates (GraphQL deliveryStateStats, monthlyRevenue): the counts and
// sums checked against plain SQL over the seeded rows, the delivery check's and the invoice list's
// filters, today's default in Asia/Seoul, and bad input. Per-role 403 is security.test.ts's.
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import { contractHarness, contractRows, koreanMentioning, type NamedRow } from './contract';
import { gqlBadInput } from './kit';
import { billingRows } from './billing-rows';
import { rowInserter } from './rows';

const api = contractHarness();
const insert = rowInserter(api);
const execute = <T>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

const TODAY = seoulToday();
/** A day of the past week, which the default (today alone) leaves out. */
const OLD_DAY = shiftCalendarDate(TODAY, -5);
const NAMES = ['가나물산', '다라유통', '한빛상사'] as const;
const CHARGES = ['CH001', 'CH002'] as const;

const { newSupplier } = billingRows(api, '62');

const suppliers: number[] = [];

beforeAll(async () => {
  // Transports today and on an old day: 0-3 lines per receiver, some delivered; some deleted.
  let waybill = 710_000_000_000;
  for (let i = 0; i < 14; i += 1) {
    const sender = await insert('transport_sender', 'sender_transport_id', {
      requst_dt: i % 4 === 3 ? OLD_DAY : TODAY,
      transport_process_cd: 'COMM_RECV',
      charge_cd: CHARGES[i % 2],
      company_nm: NAMES[i % 3],
      del_yn: i % 7 === 6 ? 'Y' : 'N',
    });
    for (let r = 0; r < 1 + (i % 2); r += 1) {
      const receiver = await insert('transport_receiver', 'receiver_transport_id', {
        sender_transport_id: sender,
        company_nm: NAMES[(i + r + 1) % 3],
        sort_order: r + 1,
      });
      for (let l = 0; l < 1 + ((i + r) % 3); l += 1) {
        await insert('shipment', 'shipment_id', {
          ...{ receiver_transport_id: receiver, kind_cd: 'TAC0202', waybill_no: String((waybill += 1)) },
          ...{ trnsprt_cd: 'QTY', sort_order: l + 1, sender_qty: 2, receiver_qty: 2 },
          ...{ sender_untpc: 1000, receiver_untpc: 1000, sender_amount: 2000, receiver_amount: 2000 },
          ...((i + l) % 3 === 0 ? { transport_date: TODAY, transport_manager: '박배송' } : {}),
        });
      }
    }
  }
  // Invoices of two suppliers over 2025 (and one of 2024), billing days 20 and 30.
  suppliers.push(await newSupplier('차트공급 가'), await newSupplier('차트공급 나'));
  for (const [n, [supplier, year, month, billCd]] of (
    [
      [0, 2025, 1, '30'],
      [0, 2025, 3, '30'],
      [0, 2025, 3, '20'],
      [1, 2025, 3, '30'],
      [1, 2025, 12, '20'],
      [0, 2024, 3, '30'],
    ] as const
  ).entries()) {
    const [fee, parcel, weight] = [10_000 * (n + 1), 33_333 * (n + 2), 7_777 * (n + 3)];
    const vat = (amount: number) => Math.round(amount / 10);
    await insert('bill_history', 'bill_history_id', {
      bill_company_id: suppliers[supplier],
      ...{ year, month, bill_cd: billCd, version: 1 },
      period_start: `${year}-${String(month).padStart(2, '0')}-01`,
      period_end: `${year}-${String(month).padStart(2, '0')}-20`,
      ...{ communication_fee: fee, communication_fee_vat: vat(fee), untpc: parcel, untpc_vat: vat(parcel) },
      ...{ weight_untpc: weight, weight_untpc_vat: vat(weight) },
      tot_amount: fee + vat(fee) + parcel + vat(parcel) + weight + vat(weight),
    });
  }
});

const STATES = `query ($filter: DeliveryCheckFilterInput) {
  deliveryStateStats(filter: $filter) {
    startDate endDate goodsLineCount
    states { state stateNm goodsLineCount }
  }
}`;

interface StateAnswer {
  startDate: string;
  endDate: string;
  goodsLineCount: number;
  states: { state: string; stateNm: string; goodsLineCount: number }[];
}

async function states(filter?: Record<string, unknown>): Promise<StateAnswer> {
  const answer = await api.graphql<{ deliveryStateStats: StateAnswer }>(STATES, { filter });
  expect(answer.errors).toBeUndefined();
  return answer.data!.deliveryStateStats;
}

/** The same counts by plain SQL: live transports' lines in the period, matching `extra`. */
async function countedBySql(start: string, end: string, extra = 'true', params: unknown[] = []) {
  const [row] = await execute<{ delivered: number; pending: number }>(
    `select count(*) filter (where s.transport_date is not null)::int as delivered,
            count(*) filter (where s.transport_date is null)::int as pending
       from transport_sender ts
       join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       join shipment s on s.receiver_transport_id = tr.receiver_transport_id
      where ts.del_yn = 'N' and ts.requst_dt between ?::date and ?::date and ${extra}`,
    [start, end, ...params],
  );
  return row!;
}

const shaped = (start: string, end: string, counted: { delivered: number; pending: number }) => ({
  startDate: start,
  endDate: end,
  goodsLineCount: counted.delivered + counted.pending,
  states: [
    { state: 'DELIVERED', stateNm: '배송 완료', goodsLineCount: counted.delivered },
    { state: 'PENDING', stateNm: '미배송', goodsLineCount: counted.pending },
  ],
});

describe('deliveries by state', () => {
  it("counts today's lines (Asia/Seoul) without a filter, both states", async () => {
    const counted = await countedBySql(TODAY, TODAY);
    expect(counted.delivered).toBeGreaterThan(0);
    expect(counted.pending).toBeGreaterThan(0);
    expect(await states()).toEqual(shaped(TODAY, TODAY, counted));
  });

  it("takes the delivery check's filters (period, charge, receiver's name)", async () => {
    const filter = { startDate: OLD_DAY, endDate: TODAY, chargeCd: 'collect', receiverCompanyNm: '한빛' };
    const counted = await countedBySql(OLD_DAY, TODAY, `ts.charge_cd = 'CH002' and tr.company_nm like ?`, [
      '%한빛%',
    ]);
    expect(counted.delivered + counted.pending).toBeGreaterThan(0);
    expect(await states(filter)).toEqual(shaped(OLD_DAY, TODAY, counted));
  });

  it('answers both states with 0 on a day without transports', async () => {
    expect(await states({ startDate: '2024-01-01', endDate: '2024-01-01' })).toEqual(
      shaped('2024-01-01', '2024-01-01', { delivered: 0, pending: 0 }),
    );
  });
});

const REVENUE = `query ($filter: InvoiceFilterInput) {
  monthlyRevenue(filter: $filter) {
    year
    months { month invoiceCount totAmount communicationFee communicationFeeVat untpc untpcVat weightUntpc weightUntpcVat }
    totals { month invoiceCount totAmount communicationFee communicationFeeVat untpc untpcVat weightUntpc weightUntpcVat }
  }
}`;

type Month = Record<string, number>;
interface RevenueAnswer {
  year: number;
  months: Month[];
  totals: Month;
}

async function revenue(filter?: Record<string, unknown>): Promise<RevenueAnswer> {
  const answer = await api.graphql<{ monthlyRevenue: RevenueAnswer }>(REVENUE, { filter });
  expect(answer.errors).toBeUndefined();
  return answer.data!.monthlyRevenue;
}

/** Months 1-12 of a year summed by plain SQL, in TypeScript: invoices that pass `keep`. */
async function summedBySql(year: number, extra = 'true', params: unknown[] = []): Promise<Month[]> {
  const rows = await execute<Month>(
    `select month, tot_amount::float8 as "totAmount", communication_fee::float8 as "communicationFee",
            communication_fee_vat::float8 as "communicationFeeVat", untpc::float8 as untpc,
            untpc_vat::float8 as "untpcVat", weight_untpc::float8 as "weightUntpc",
            weight_untpc_vat::float8 as "weightUntpcVat"
       from bill_history where year = ? and ${extra}`,
    [year, ...params],
  );
  const fields = ['totAmount', 'communicationFee', 'communicationFeeVat', 'untpc', 'untpcVat', 'weightUntpc'];
  return Array.from({ length: 12 }, (_, index) => {
    const mine = rows.filter((row) => row.month === index + 1);
    return Object.fromEntries([
      ['month', index + 1],
      ['invoiceCount', mine.length],
      ...[...fields, 'weightUntpcVat'].map((field) => [
        field,
        mine.reduce((sum, row) => sum + row[field]!, 0),
      ]),
    ]) as Month;
  });
}

const totalOf = (months: Month[]) =>
  Object.fromEntries(
    Object.keys(months[0]!).map((field) => [
      field,
      field === 'month' ? 0 : months.reduce((sum, row) => sum + row[field]!, 0),
    ]),
  );

describe('revenue per month', () => {
  it('sums a year per billing month, twelve months, the others zero', async () => {
    const want = await summedBySql(2025);
    const answer = await revenue({ year: 2025 });
    expect(answer).toEqual({ year: 2025, months: want, totals: totalOf(want) });
    expect(answer.months[2]!.invoiceCount).toBe(3);
    expect(answer.months[1]!.totAmount).toBe(0);
  });

  it('narrows to one supplier and billing day with the invoice list filters', async () => {
    const want = await summedBySql(2025, `bill_company_id = ? and bill_cd = '30'`, [suppliers[0]]);
    const answer = await revenue({ year: 2025, billCompanyId: suppliers[0], billCd: '30' });
    expect(answer.months).toEqual(want);
    expect(answer.totals.invoiceCount).toBe(2);
  });

  it('defaults to this year in Asia/Seoul', async () => {
    const year = Number(TODAY.slice(0, 4));
    const want = await summedBySql(year);
    expect(await revenue()).toEqual({ year, months: want, totals: totalOf(want) });
  });
});

contractRows(api, { as: 'member_view' }, [
  {
    name: 'a viewer may read the state counts',
    graphql: STATES,
    input: {},
    status: 200,
    answer: { deliveryStateStats: expect.objectContaining({ startDate: TODAY, endDate: TODAY }) as object },
  },
  {
    name: 'a viewer may read the revenue',
    graphql: REVENUE,
    input: { filter: { year: 2025 } },
    status: 200,
    matches: { monthlyRevenue: { year: 2025 } },
  },
  {
    name: 'the state counts without a token are a 401',
    as: 'anonymous',
    graphql: STATES,
    input: {},
    code: 'UNAUTHENTICATED',
  },
  {
    name: 'the revenue without a token is a 401',
    as: 'anonymous',
    graphql: REVENUE,
    input: {},
    code: 'UNAUTHENTICATED',
  },
  {
    name: 'a malformed reception date is a 400 naming startDate',
    graphql: STATES,
    input: { filter: { startDate: '2024-02-30' } },
    ...gqlBadInput(koreanMentioning('startDate'), 'startDate'),
  },
  {
    name: 'an unknown charge is a 400 naming chargeCd',
    graphql: STATES,
    input: { filter: { chargeCd: 'CH999' } },
    ...gqlBadInput(koreanMentioning('chargeCd'), 'chargeCd'),
  },
  {
    name: 'a period of 367 days is a 400 naming endDate',
    graphql: STATES,
    input: { filter: { startDate: '2023-01-01', endDate: '2024-01-02' } },
    ...gqlBadInput(koreanMentioning('366', '기간'), 'endDate'),
  },
  {
    name: 'a year out of range is a 400 naming year',
    graphql: REVENUE,
    input: { filter: { year: 1999 } },
    ...gqlBadInput(koreanMentioning('연도'), 'year'),
  },
  {
    name: 'a month of 13 is a 400 naming month',
    graphql: REVENUE,
    input: { filter: { month: 13 } },
    ...gqlBadInput(koreanMentioning('월'), 'month'),
  },
  {
    name: 'an unknown billing day is a 400 naming billCd',
    graphql: REVENUE,
    input: { filter: { billCd: '15' } },
    ...gqlBadInput(koreanMentioning('청구 기준일'), 'billCd'),
  },
] satisfies NamedRow[]);
