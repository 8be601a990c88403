// Invoice management (정산 > 청구서 관리) through the REST shim (/api/bill-history/*,
// /api/bill-history-detail/list) and GraphQL (invoices, invoice, generateInvoice, deleteInvoice),
// against the real server and database: generation over seeded transports with its totals re-added
// by independent SQL from the goods lines, to the won; re-running replaces the same invoice; the
// form's checks in order; the old /api/Invoices routes answer 410. 401 and per-role 403 for every
// route are security.test's.
import { INVOICE_MESSAGES } from '@parcel/shared/forms/invoice-form';
import { invoiceRows, invoiceTotals } from '@parcel/shared/settlement/billing';
import { contractHarness, contractRows, koreanMentioning, type NamedRow, type TableSetup } from './contract';
import { badInput, gqlError } from './kit';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { billingRows } from './billing-rows';

interface InvoiceJson {
  billHistoryId: number;
  billCompanyId: number;
  billCompanyNm: string;
  year: number;
  month: number;
  billCd: string;
  periodStart: string;
  periodEnd: string;
  totAmount: number;
  communicationFee: number;
  communicationFeeVat: number;
  untpc: number;
  untpcVat: number;
  weightUntpc: number;
  weightUntpcVat: number;
  companyCount: number;
  regDt: string;
  chgDt: string | null;
  version: number;
}

interface DetailJson {
  billHistoryDetailId: number;
  billHistoryId: number;
  companyId: number;
  companyNm: string;
  email: string | null;
  faxNo: string | null;
  status: string;
  lastSentAt: string | null;
  lastSendError: string | null;
  mailExcluded: boolean;
  totQty: number;
  totAmount: number;
  communicationFee: number;
  communicationFeeVat: number;
  untpc: number;
  untpcVat: number;
  weightUntpc: number;
  weightUntpcVat: number;
}

const AMOUNT_FIELDS = `totAmount communicationFee communicationFeeVat untpc untpcVat weightUntpc weightUntpcVat`;
const FIELDS = `billHistoryId billCompanyId billCompanyNm year month billCd periodStart periodEnd
  ${AMOUNT_FIELDS} companyCount regDt chgDt version`;
const DETAIL_FIELDS = `billHistoryDetailId billHistoryId companyId companyNm email faxNo status totQty ${AMOUNT_FIELDS}`;
const GENERATE = `mutation ($input: InvoiceGenerateInput!) { generateInvoice(input: $input) { ${FIELDS} } }`;
const INVOICE = `query ($billHistoryId: Int!) {
  invoice(billHistoryId: $billHistoryId) { ${FIELDS} details { ${DETAIL_FIELDS} } }
}`;
const INVOICES = `query ($filter: InvoiceFilterInput, $page: PageInput) {
  invoices(filter: $filter, page: $page) { items { ${FIELDS} } total }
}`;
const DELETE = `mutation ($billHistoryId: Int!) { deleteInvoice(billHistoryId: $billHistoryId) { billHistoryId } }`;

const api = contractHarness();
const table = <Given>(setup: TableSetup<Given>, rows: readonly NamedRow<Given>[]) =>
  contractRows(api, setup, rows);
const em = () => api.server.db.orm.em.fork();

// ---------------------------------------------------------------------------------------------
// Fixture: suppliers, companies and transports written by SQL.

const { newSupplier, newCompany, everyCompany, periodLines } = billingRows(api, '73');

const { aTransport } = rowBuilders(em);

let waybillSequence = 0;
interface Line {
  trnsprtCd: 'QTY' | 'WEIGHT';
  qty: number;
  untpc: number;
}
/**
 * A transport sent by `sender` on `date` with one receiver per list of goods lines, prepaid unless
 * `chargeCd` says otherwise, to typed receivers unless `receiver` names a company. Receiver prices
 * (777 won) differ from the sender's, so a side billed by mistake shows.
 */
async function transport(
  sender: number | null,
  date: string,
  receivers: Line[][],
  { delYn = 'N', chargeCd = 'CH001', receiver = null }: TransportOptions = {},
) {
  const { senderId } = await aTransport({
    ...{ requst_dt: date, charge_cd: chargeCd, del_yn: delYn },
    ...{ company_nm: '보내는업체', sender_company_id: sender },
    receivers: receivers.map((lines) => ({
      ...{ receiver_company_id: receiver, company_nm: '받는업체' },
      shipments: lines.map((line) => ({
        ...{ waybill_no: String(880_000_000_000 + ++waybillSequence), trnsprt_cd: line.trnsprtCd },
        ...{ qty: line.qty, sender_untpc: line.untpc, receiver_untpc: 777 },
      })),
    })),
  });
  return senderId;
}

interface TransportOptions {
  delYn?: 'Y' | 'N';
  chargeCd?: string;
  receiver?: number | null;
}

interface Fixture {
  supplier: number;
  otherSupplier: number;
  shipper: number;
  noVat: number;
  monthEnd: number;
  customer: number;
  suspended: number;
  otherShipper: number;
}
let fx: Fixture;
const MARCH_20 = { year: 2026, month: 3, billCd: '20' } as const;

beforeAll(async () => {
  const supplier = await newSupplier('청구 공급상사');
  const otherSupplier = await newSupplier('다른 공급상사');
  fx = {
    supplier,
    otherSupplier,
    shipper: await newCompany('가 화주상사', { supplier, communicationFee: 30_005 }),
    noVat: await newCompany('나 면세상사', { supplier, vatYn: 'N', communicationFee: 10_000 }),
    monthEnd: await newCompany('다 말일상사', { supplier, billStdrCd: '30', communicationFee: 20_000 }),
    customer: await newCompany('라 일반고객', { supplier, shipperYn: 'N', communicationFee: 5_000 }),
    suspended: await newCompany('마 거래중지', {
      supplier,
      shipperYn: 'N',
      useYn: 'N',
      communicationFee: 5_000,
    }),
    otherShipper: await newCompany('바 다른공급', { supplier: otherSupplier, communicationFee: 7_000 }),
  };
  const outside: Line[][] = [[{ trnsprtCd: 'QTY', qty: 1, untpc: 99_999 }]];
  // Day-20 period of March 2026: 2026-02-21 .. 2026-03-20.
  await transport(fx.shipper, '2026-02-20', outside);
  await transport(fx.shipper, '2026-02-21', [
    [
      { trnsprtCd: 'QTY', qty: 2, untpc: 1_500 },
      { trnsprtCd: 'QTY', qty: 1, untpc: 2_005 },
    ],
  ]);
  await transport(fx.shipper, '2026-03-20', [
    [{ trnsprtCd: 'WEIGHT', qty: 3, untpc: 1_005 }],
    [{ trnsprtCd: 'WEIGHT', qty: 10, untpc: 1_000 }],
  ]);
  await transport(fx.shipper, '2026-03-21', outside);
  await transport(fx.shipper, '2026-03-01', outside, { delYn: 'Y' }); // deleted
  // Collect to a typed receiver: nobody registered pays it.
  await transport(fx.shipper, '2026-03-03', outside, { chargeCd: 'CH002' });
  // Not billed: companies that are no shipper, suspended, of another billing day or supplier.
  for (const sender of [fx.customer, fx.suspended, fx.monthEnd, fx.otherShipper])
    await transport(sender, '2026-03-02', outside);
});

/**
 * What a company's row must hold, re-added by SQL of its own from the goods lines: the lines it pays
 * (sender of prepaid, receiver of collect transports; this fixture has no settlement groups), QTY
 * lines their sender amount, WEIGHT lines both sides; the base fare of COM shippers.
 */
async function independentTotals(billHistoryId: number) {
  return em().execute<
    { companyId: number; untpc: number; weightUntpc: number; totQty: number; fee: number; vatYn: string }[]
  >(
    `with paid as (
       select case when s.charge_cd in ('CH001', 'CH003') then s.sender_company_id else r.receiver_company_id end
                as payer, g.*
         from transport_sender s, transport_receiver r, shipment g, bill_history h
        where h.bill_history_id = ? and r.sender_transport_id = s.sender_transport_id
          and g.receiver_transport_id = r.receiver_transport_id
          and s.del_yn = 'N' and s.requst_dt >= h.period_start and s.requst_dt <= h.period_end)
     select d.company_id as "companyId",
            (select coalesce(sum(sender_amount), 0)::float8 from paid
              where payer = d.company_id and trnsprt_cd = 'QTY') as untpc,
            (select coalesce(sum(sender_amount + receiver_amount), 0)::float8 from paid
              where payer = d.company_id and trnsprt_cd = 'WEIGHT') as "weightUntpc",
            (select coalesce(sum(sender_qty), 0)::float8 from paid where payer = d.company_id) as "totQty",
            (case when c.shipper_cd = 'COM' then c.communication_fee else 0 end)::float8 as fee,
            c.vat_yn as "vatYn"
       from bill_history_detail d join company c on c.company_id = d.company_id
      where d.bill_history_id = ?`,
    [billHistoryId, billHistoryId],
  );
}

/** Half up in JavaScript's own arithmetic, as a second opinion on the SQL's integer division. */
const vatOf = (amount: number, vatYn: string) => (vatYn === 'Y' ? Math.round(amount / 10 + 1e-9) : 0);

async function generate(input: Record<string, unknown>): Promise<InvoiceJson> {
  const answer = await api.rest<InvoiceJson>('POST', '/api/bill-history/insert', { body: input });
  if (answer.status !== 200)
    throw new Error(`generate failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function details(billHistoryId: number): Promise<DetailJson[]> {
  const answer = await api.rest<DetailJson[]>(
    'GET',
    `/api/bill-history-detail/list?billHistoryId=${billHistoryId}`,
  );
  if (answer.status !== 200) throw new Error(`details failed: ${answer.status}`);
  return answer.body;
}

// ---------------------------------------------------------------------------------------------

describe('generating an invoice', () => {
  let first: InvoiceJson;
  beforeAll(async () => {
    first = await generate({ billCompanyId: fx.supplier, ...MARCH_20 });
  });

  it('bills each shipper in use of the supplier and billing day, per section with VAT rounded half up', async () => {
    expect(first).toEqual({
      billHistoryId: expect.any(Number),
      billCompanyId: fx.supplier,
      billCompanyNm: '청구 공급상사',
      year: 2026,
      month: 3,
      billCd: '20',
      periodStart: '2026-02-21',
      periodEnd: '2026-03-20',
      // 가 화주상사: fee 30,005 + 3,001; parcel 5,005 + 501; communication, both sides:
      // 3 × 1,005 + 10 × 1,000 sent and 13 × 777 received = 23,116 + 2,312 (2,311.6).
      // 나 면세상사: fee 10,000, no VAT, no lines.
      communicationFee: 40_005,
      communicationFeeVat: 3_001,
      untpc: 5_005,
      untpcVat: 501,
      weightUntpc: 23_116,
      weightUntpcVat: 2_312,
      totAmount: 73_940,
      companyCount: 2,
      regDt: expect.any(String),
      chgDt: null,
      version: 1,
      // Open: not closed (월 마감).
      closedAt: null,
      closedByNm: null,
    });
    expect(await details(first.billHistoryId)).toEqual([
      {
        billHistoryDetailId: expect.any(Number),
        billHistoryId: first.billHistoryId,
        companyId: fx.shipper,
        companyNm: '가 화주상사',
        email: 'billing@example.com',
        faxNo: '0539998888',
        status: 'READY',
        lastSentAt: null,
        lastSendError: null,
        sendState: null,
        changedAfterSend: false,
        sentTotAmount: null,
        mailExcluded: false,
        totQty: 16,
        totAmount: 30_005 + 3_001 + 5_005 + 501 + 23_116 + 2_312,
        communicationFee: 30_005,
        communicationFeeVat: 3_001,
        untpc: 5_005,
        untpcVat: 501,
        weightUntpc: 23_116,
        weightUntpcVat: 2_312,
      },
      expect.objectContaining({
        companyId: fx.noVat,
        companyNm: '나 면세상사',
        totQty: 0,
        totAmount: 10_000,
        communicationFee: 10_000,
        communicationFeeVat: 0,
        untpc: 0,
        weightUntpc: 0,
      }),
    ]);
  });

  it('holds totals an accountant re-adds from the goods lines, to the won (independent SQL)', async () => {
    const rows = await details(first.billHistoryId);
    const expected = await independentTotals(first.billHistoryId);
    for (const row of rows) {
      const lines = expected.find((candidate) => candidate.companyId === row.companyId);
      if (!lines) throw new Error(`no lines for ${row.companyId}`);
      expect(row).toMatchObject({
        communicationFee: lines.fee,
        communicationFeeVat: vatOf(lines.fee, lines.vatYn),
        untpc: lines.untpc,
        untpcVat: vatOf(lines.untpc, lines.vatYn),
        weightUntpc: lines.weightUntpc,
        weightUntpcVat: vatOf(lines.weightUntpc, lines.vatYn),
        totQty: lines.totQty,
      });
    }
    const sum = (key: keyof DetailJson) => rows.reduce((total, row) => total + Number(row[key]), 0);
    for (const key of ['totAmount', 'communicationFee', 'communicationFeeVat', 'untpc', 'untpcVat'] as const)
      expect(first[key]).toBe(sum(key));
    expect(first.weightUntpc + first.weightUntpcVat).toBe(sum('weightUntpc') + sum('weightUntpcVat'));
  });

  it("equals the shared money rules (billing.ts) applied to every company and the period's lines", async () => {
    // Every company and every live line of the period: invoiceRows picks the payers, tops and rows,
    // as generation must.
    const companies = await everyCompany();
    const lines = await periodLines(first.periodStart, first.periodEnd);
    const expected = invoiceRows(companies, lines, { billCompanyId: fx.supplier, billCd: MARCH_20.billCd });
    const expectedRows = [...expected].map(([companyId, amounts]) => ({ companyId, ...amounts }));
    const rows = await details(first.billHistoryId);
    expect(
      rows.map(({ companyId, totQty, totAmount, ...row }) => ({
        companyId,
        totQty,
        totAmount,
        communicationFee: row.communicationFee,
        communicationFeeVat: row.communicationFeeVat,
        untpc: row.untpc,
        untpcVat: row.untpcVat,
        weightUntpc: row.weightUntpc,
        weightUntpcVat: row.weightUntpcVat,
      })),
    ).toEqual(expect.arrayContaining(expectedRows));
    expect(rows).toHaveLength(expectedRows.length);
    const { totQty: _totQty, ...totals } = invoiceTotals(expectedRows);
    expect(first).toMatchObject(totals);
  });

  it('again for the same supplier and month: the same invoice recomputed, never a second one', async () => {
    const before = await details(first.billHistoryId);
    const again = await generate({
      billCompanyId: String(fx.supplier),
      year: '2026',
      month: '3',
      billCd: 20,
    });
    expect(again).toEqual({ ...first, chgDt: expect.any(String), version: 2 });
    expect(await details(first.billHistoryId)).toEqual(before);
    const [counted] = await em().execute<{ invoices: number; rows: number }[]>(
      `select count(distinct h.bill_history_id)::int as invoices, count(d.*)::int as rows
         from bill_history h left join bill_history_detail d on d.bill_history_id = h.bill_history_id
        where h.bill_company_id = ? and h.year = 2026 and h.month = 3 and h.bill_cd = '20'`,
      [fx.supplier],
    );
    expect(counted).toEqual({ invoices: 1, rows: 2 });
  });

  it('a re-run follows changed lines and companies; a sent row stays sent unless its amounts change', async () => {
    await em().execute(`update bill_history_detail set status = 'SENT' where bill_history_id = ?`, [
      first.billHistoryId,
    ]);
    await transport(fx.shipper, '2026-03-10', [[{ trnsprtCd: 'QTY', qty: 1, untpc: 15 }]]);
    const changed = await generate({ billCompanyId: fx.supplier, ...MARCH_20 });
    expect(changed).toMatchObject({ billHistoryId: first.billHistoryId, untpc: 5_020, untpcVat: 502 });
    const rows = await details(first.billHistoryId);
    expect(rows.map((row) => [row.companyId, row.status])).toEqual([
      [fx.shipper, 'READY'],
      [fx.noVat, 'SENT'],
    ]);
    // A company that leaves the billing day leaves the invoice on the next run.
    await em().execute(`update company set bill_stdr_cd = '30' where company_id = ?`, [fx.noVat]);
    const without = await generate({ billCompanyId: fx.supplier, ...MARCH_20 });
    expect(without).toMatchObject({ companyCount: 1, communicationFee: 30_005 });
    await em().execute(`update company set bill_stdr_cd = '20' where company_id = ?`, [fx.noVat]);
  });

  it('a supplier with no billed company gets an invoice of zero', async () => {
    const empty = await generate({ billCompanyId: fx.otherSupplier, year: 2026, month: 3, billCd: '30' });
    expect(empty).toMatchObject({
      totAmount: 0,
      companyCount: 0,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
    });
  });

  it('January of billing day 20 starts on December 21st of the year before', async () => {
    const january = await generate({ billCompanyId: fx.otherSupplier, year: 2026, month: 1, billCd: '20' });
    expect(january).toMatchObject({ periodStart: '2025-12-21', periodEnd: '2026-01-20', companyCount: 1 });
  });
});

describe('the new-invoice form, checked in order (REST and GraphQL)', () => {
  const valid = () => ({ billCompanyId: fx.supplier, year: 2026, month: 4, billCd: '30' });
  table({}, [
    ...(
      [
        [{ billCompanyId: 0 }, '공급자는 필수 입력 항목입니다.', 'billCompanyId'],
        [{ billCompanyId: -3, year: 1 }, '올바른 공급자 형식이 아닙니다.', 'billCompanyId'],
        [{ billCompanyId: 99_999_999_999 }, '올바른 공급자 형식이 아닙니다.', 'billCompanyId'],
        [{ year: null, month: 13 }, '연도는 필수 입력 항목입니다.', 'year'],
        [{ year: 1999 }, INVOICE_MESSAGES.yearRange, 'year'],
        [{ year: '20x6' }, INVOICE_MESSAGES.yearRange, 'year'],
        [{ month: 0 }, INVOICE_MESSAGES.monthRange, 'month'],
        [{ month: 13, billCd: '' }, INVOICE_MESSAGES.monthRange, 'month'],
        [{ billCd: '' }, '청구 기준일은 필수 입력 항목입니다.', 'billCd'],
        [{ billCd: '31' }, '올바른 청구 기준일 형식이 아닙니다.', 'billCd'],
      ] as const
    ).map(([override, message, field]): NamedRow => ({
      name: `POST /api/bill-history/insert ${JSON.stringify(override)} → ${message}`,
      rest: 'POST /api/bill-history/insert',
      input: () => ({ ...valid(), ...override }),
      code: 'BAD_USER_INPUT',
      answer: badInput(message, field),
    })),
    {
      name: 'an unknown supplier is named',
      rest: 'POST /api/bill-history/insert',
      input: () => ({ ...valid(), billCompanyId: 999_999 }),
      code: 'BAD_USER_INPUT',
      answer: badInput('공급자를 찾을 수 없습니다.', 'billCompanyId'),
    },
    {
      name: 'a body that is not an object is refused, not a 5xx',
      rest: 'POST /api/bill-history/insert',
      input: ['2026'],
      status: 400,
      matches: { code: 'BAD_USER_INPUT' },
    },
    {
      name: 'GraphQL answers the same message and field',
      graphql: GENERATE,
      input: () => ({ input: { ...valid(), month: 14 } }),
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', INVOICE_MESSAGES.monthRange, 'month'),
    },
    {
      name: 'a role that may not write settlement gets 403',
      as: 'member_view',
      rest: 'POST /api/bill-history/insert',
      input: () => valid(),
      code: 'FORBIDDEN',
      matches: { code: 'FORBIDDEN' },
    },
  ]);
});

describe('lists, one invoice, details and delete', () => {
  let april: InvoiceJson;
  beforeAll(async () => {
    april = await generate({ billCompanyId: fx.supplier, year: 2026, month: 4, billCd: '20' });
  });

  table<void>({}, [
    {
      name: 'GET /api/bill-history/list filters and pages',
      rest: `GET /api/bill-history/list?year=2026&month=4&page=0&size=17`,
      status: 200,
      matches: () => ({ items: [{ billHistoryId: april.billHistoryId, month: 4 }], total: 1 }),
    },
    {
      name: 'GET /api/bill-history/list without paging answers an array, newest period first',
      rest: `GET /api/bill-history/list?billCd=20&year=2026`,
      status: 200,
      matches: () => [{ month: 4 }, { month: 3 }, { month: 1 }],
    },
    {
      name: 'a bad filter is a 400 naming it',
      rest: 'GET /api/bill-history/list?month=13',
      code: 'BAD_USER_INPUT',
      answer: badInput(INVOICE_MESSAGES.monthRange, 'month'),
    },
    {
      name: 'GraphQL invoices',
      graphql: INVOICES,
      input: { filter: { year: 2026, month: 4 } },
      status: 200,
      matches: () => ({ invoices: { items: [{ billHistoryId: april.billHistoryId }], total: 1 } }),
    },
    {
      name: 'GraphQL invoice with its details',
      graphql: INVOICE,
      input: () => ({ billHistoryId: april.billHistoryId }),
      status: 200,
      matches: () => ({
        invoice: {
          billHistoryId: april.billHistoryId,
          details: [{ companyNm: '가 화주상사' }, { companyNm: '나 면세상사' }],
        },
      }),
    },
    {
      name: 'details with a supplier that is no number is a 400 naming it',
      rest: 'GET /api/bill-history-detail/list?billCompanyId=SUPPLIER&year=2026&month=4&billCd=20',
      code: 'BAD_USER_INPUT',
      answer: badInput('올바른 공급자 형식이 아닙니다.', 'billCompanyId'),
    },
    {
      name: 'details without a key is a 400',
      rest: 'GET /api/bill-history-detail/list',
      code: 'BAD_USER_INPUT',
      matches: { field: 'billHistoryId', message: koreanMentioning('billHistoryId') },
    },
    {
      name: 'an unknown invoice is 404',
      graphql: INVOICE,
      input: { billHistoryId: 987_654 },
      code: 'NOT_FOUND',
      matches: gqlError('NOT_FOUND', '청구서를 찾을 수 없습니다.'),
    },
  ]);

  it('details by supplier, year, month and billing day; none for an invoice not generated', async () => {
    const byKeys = await api.rest<DetailJson[]>(
      'GET',
      `/api/bill-history-detail/list?billCompanyId=${fx.supplier}&year=2026&month=4&billCd=20`,
    );
    expect(byKeys.body).toEqual(await details(april.billHistoryId));
    const none = await api.rest(
      'GET',
      `/api/bill-history-detail/list?billCompanyId=${fx.supplier}&year=2027&month=4&billCd=20`,
    );
    expect(none).toMatchObject({ status: 200, body: [] });
  });

  it('DELETE /api/bill-history/delete/:id removes the invoice and its rows; again is 404', async () => {
    const gone = await generate({ billCompanyId: fx.supplier, year: 2026, month: 5, billCd: '20' });
    const answer = await api.rest('DELETE', `/api/bill-history/delete/${gone.billHistoryId}`);
    expect(answer).toMatchObject({ status: 200, body: { billHistoryId: gone.billHistoryId } });
    const [left] = await em().execute<{ n: number }[]>(
      'select count(*)::int as n from bill_history_detail where bill_history_id = ?',
      [gone.billHistoryId],
    );
    expect(left?.n).toBe(0);
    const again = await api.graphql(DELETE, { billHistoryId: gone.billHistoryId });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const badId = await api.rest('DELETE', '/api/bill-history/delete/abc');
    expect(badId).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
  });
});

describe('the old API leftovers answer 410 Gone, naming what replaced them', () => {
  table({}, [
    {
      name: 'PUT /api/Invoices/:id',
      rest: 'PUT /api/Invoices/12',
      input: { totAmount: 1 },
      code: 'GONE',
      status: 410,
      answer: {
        code: 'GONE',
        message: koreanMentioning('PUT /api/Invoices/{id}', 'POST /api/bill-history/insert'),
      },
    },
    {
      name: 'DELETE /api/Invoices/:year',
      rest: 'DELETE /api/Invoices/2026',
      code: 'GONE',
      status: 410,
      answer: {
        code: 'GONE',
        message: koreanMentioning(
          'DELETE /api/Invoices/{year}',
          'DELETE /api/bill-history/delete/{billHistoryId}',
        ),
      },
    },
    {
      name: 'a role that may not write settlement gets 403 first',
      as: 'member_view',
      rest: 'DELETE /api/Invoices/2026',
      code: 'FORBIDDEN',
      matches: { code: 'FORBIDDEN' },
    },
  ]);
});
