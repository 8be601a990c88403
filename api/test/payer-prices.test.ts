// Prices follow the payer, and nothing is billed to nobody by accident
// (docs/decisions.md#prices-follow-the-payer and #nothing-billed-to-nobody-by-accident,
// docs/billing.md rules 1-3): saves over REST and GraphQL that leave prices out are priced by the
// payer (a collect parcel at the receiver's 수량단가, a communication line at the payer's 무게단가 on both
// sides), a price sent stays, a charge change saved with its prices left out is priced by the new
// payer, a typed party is linked to the only company of its trimmed name, and partyBilling says whom
// a party's lines would bill. The invoice of the month is compared with the shared rules applied to
// the raw lines and with sums worked out here in SQL.
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { invoiceRows } from '@parcel/shared/settlement/billing';
import { regenerateQueuedInvoices } from '../src/modules/invoice/invoice-regeneration';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';

const api = contractHarness();
const billing = billingRows(api, '75');
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

type Json = Record<string, unknown>;

const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];

let supplier: number;
const co = { com: 0, gen: 0, customer: 0, orphan: 0, notShipperTop: 0, twinA: 0, twinB: 0 };
let waybill = 780_000_000_000;

beforeAll(async () => {
  supplier = await billing.newSupplier('단가 공급상사');
  const shipper = { supplier, billStdrCd: '30' as const };
  co.com = await billing.newCompany('가 통신화주', {
    ...shipper,
    shipperCd: 'COM',
    untpc: 3_000,
    weightUntpc: 900,
  });
  co.gen = await billing.newCompany('나 일반화주', {
    ...shipper,
    shipperCd: 'GEN',
    untpc: 2_500,
    weightUntpc: 700,
  });
  co.customer = await billing.newCompany('다 거래처', {
    supplier: null,
    shipperYn: 'N',
    untpc: 4_000,
    weightUntpc: 800,
  });
  co.notShipperTop = await billing.newCompany('라 비화주본사', { supplier: null, shipperYn: 'N' });
  co.orphan = await billing.newCompany('마 지점', {
    ...shipper,
    shipperCd: 'GEN',
    excclcCompanyId: co.notShipperTop,
  });
  co.twinA = await billing.newCompany('바 동명상사', { supplier: null, shipperYn: 'N' });
  co.twinB = await billing.newCompany('바 동명상사', { supplier: null, shipperYn: 'N' });
});

const party = (companyId: number | null, companyNm: string): Json => ({
  companyNm,
  telNo: '053-123-4567',
  managerTelNo: '010-1234-5678',
  address: '대구광역시 북구 칠성로 1',
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
  shipperCd: 'GEN',
  // Party prices left out: the server takes the company's.
  untpc: null,
  weightUntpc: null,
  rmk: null,
  ...(companyId === null ? {} : { companyId }),
});

/** A goods line with its prices left out unless given. */
const shipment = (trnsprtCd: 'QTY' | 'WEIGHT', qty: number, prices: Json = {}): Json => ({
  shipmentId: 0,
  trnsprtCd,
  kindCd: 'TAC0202',
  waybillNo: String(++waybill),
  senderQty: qty,
  receiverQty: qty,
  ...prices,
});

function transport(
  chargeCd: string,
  sender: [number | null, string],
  receiver: [number | null, string],
  lines: Json[],
): Json {
  const { companyId: senderCompanyId, ...senderFields } = party(...sender);
  const { companyId: receiverCompanyId, ...receiverFields } = party(...receiver);
  return {
    senderTransportId: 0,
    sender: { ...senderFields, senderCompanyId, chargeCd, managerNm: '김담당' },
    receivers: [{ ...receiverFields, receiverCompanyId, receiverTransportId: 0, shipments: lines }],
    deletedReceiverIds: [],
  };
}

interface StoredLine {
  senderCompanyId: number | null;
  receiverCompanyId: number | null;
  senderUntpc: number;
  receiverUntpc: number;
  senderAmount: number;
  receiverAmount: number;
}

/** The stored transport's parties and its lines' prices, straight from the tables. */
const storedLines = (senderTransportId: number) =>
  execute<StoredLine>(
    `select ts.sender_company_id as "senderCompanyId", tr.receiver_company_id as "receiverCompanyId",
            s.sender_untpc as "senderUntpc", s.receiver_untpc as "receiverUntpc",
            s.sender_amount as "senderAmount", s.receiver_amount as "receiverAmount"
       from transport_sender ts join transport_receiver tr using (sender_transport_id)
       join shipment s using (receiver_transport_id)
      where ts.sender_transport_id = ? order by s.sort_order, s.shipment_id`,
    [senderTransportId],
  );

async function restSave(body: Json): Promise<number> {
  const answer = await api.rest<{ senderTransportId: number }>('POST', '/api/transport/shipment-save', {
    body,
  });
  expect(answer.status).toBe(200);
  return answer.body.senderTransportId;
}

async function graphqlSave(input: Json): Promise<{ senderTransportId: number; version: number }> {
  const answer = await api.graphql<{ saveTransport: { senderTransportId: number; version: number } }>(
    `mutation ($input: TransportSaveInput!) { saveTransport(input: $input) { senderTransportId version } }`,
    { input },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.saveTransport;
}

describe('prices left out are filled by the payer', () => {
  it('a prepaid parcel: each side at its own party\u2019s 수량단가 (REST)', async () => {
    const id = await restSave(
      transport('CH001', [co.com, '가 통신화주'], [co.customer, '다 거래처'], [shipment('QTY', 2)]),
    );
    expect(await storedLines(id)).toEqual([
      expect.objectContaining({
        senderUntpc: 3_000,
        receiverUntpc: 4_000,
        senderAmount: 6_000,
        receiverAmount: 8_000,
      }),
    ]);
  });

  it('a collect parcel: the receiver, who pays, at its own 수량단가 (REST)', async () => {
    const id = await restSave(
      transport('CH002', [co.customer, '다 거래처'], [co.gen, '나 일반화주'], [shipment('QTY', 3)]),
    );
    expect(await storedLines(id)).toEqual([
      expect.objectContaining({ receiverUntpc: 2_500, receiverAmount: 7_500 }),
    ]);
  });

  it('a collect communication line: both sides at the receiver\u2019s 무게단가 (GraphQL)', async () => {
    const { senderTransportId } = await graphqlSave(
      transport('CH004', [co.com, '가 통신화주'], [co.gen, '나 일반화주'], [shipment('WEIGHT', 4)]),
    );
    expect(await storedLines(senderTransportId)).toEqual([
      expect.objectContaining({
        senderUntpc: 700,
        receiverUntpc: 700,
        senderAmount: 2_800,
        receiverAmount: 2_800,
      }),
    ]);
  });

  it('a price sent stays, 0 included', async () => {
    const id = await restSave(
      transport(
        'CH001',
        [co.com, '가 통신화주'],
        [co.gen, '나 일반화주'],
        [shipment('WEIGHT', 5, { senderUntpc: 111, receiverUntpc: 0 })],
      ),
    );
    expect(await storedLines(id)).toEqual([expect.objectContaining({ senderUntpc: 111, receiverUntpc: 0 })]);
  });

  it('a charge change saved with its prices left out is priced by the new payer', async () => {
    const created = await graphqlSave(
      transport('CH001', [co.com, '가 통신화주'], [co.gen, '나 일반화주'], [shipment('WEIGHT', 6)]),
    );
    expect(await storedLines(created.senderTransportId)).toEqual([
      expect.objectContaining({ senderUntpc: 900, receiverUntpc: 900 }),
    ]);
    const loaded = await api.graphql<{
      transport: { receivers: { receiverTransportId: number; shipments: { shipmentId: number }[] }[] };
    }>(
      `query ($id: Int!) { transport(senderTransportId: $id) { receivers { receiverTransportId shipments { shipmentId } } } }`,
      { id: created.senderTransportId },
    );
    const [storedReceiver] = loaded.data!.transport.receivers;
    const changed = transport(
      'CH002',
      [co.com, '가 통신화주'],
      [co.gen, '나 일반화주'],
      [{ ...shipment('WEIGHT', 6), shipmentId: storedReceiver!.shipments[0]!.shipmentId }],
    );
    const receivers = changed.receivers as Json[];
    await graphqlSave({
      ...changed,
      senderTransportId: created.senderTransportId,
      version: created.version,
      receivers: [{ ...receivers[0], receiverTransportId: storedReceiver!.receiverTransportId }],
    });
    expect(await storedLines(created.senderTransportId)).toEqual([
      expect.objectContaining({
        senderUntpc: 700,
        receiverUntpc: 700,
        senderAmount: 4_200,
        receiverAmount: 4_200,
      }),
    ]);
  });
});

describe('a party typed by name is linked on save', () => {
  it('to the only company of exactly its trimmed name, and priced from it', async () => {
    const id = await restSave(
      transport('CH001', [null, '  나 일반화주 '], [co.customer, '다 거래처'], [shipment('QTY', 1)]),
    );
    expect(await storedLines(id)).toEqual([
      expect.objectContaining({ senderCompanyId: co.gen, senderUntpc: 2_500, receiverUntpc: 4_000 }),
    ]);
  });

  it('over GraphQL too, for a receiver', async () => {
    const { senderTransportId } = await graphqlSave(
      transport('CH002', [co.customer, '다 거래처'], [null, '가 통신화주'], [shipment('QTY', 1)]),
    );
    expect(await storedLines(senderTransportId)).toEqual([
      expect.objectContaining({ receiverCompanyId: co.com, receiverUntpc: 3_000 }),
    ]);
  });

  it('not when two companies have the name, nor when none has it', async () => {
    const id = await restSave(
      transport(
        'CH002',
        [co.com, '가 통신화주'],
        [null, '바 동명상사'],
        [shipment('QTY', 1, { receiverUntpc: 1_000 })],
      ),
    );
    const unknown = await restSave(
      transport(
        'CH002',
        [co.com, '가 통신화주'],
        [null, '없는 상호'],
        [shipment('QTY', 1, { receiverUntpc: 1_000 })],
      ),
    );
    expect(await storedLines(id)).toEqual([expect.objectContaining({ receiverCompanyId: null })]);
    expect(await storedLines(unknown)).toEqual([
      expect.objectContaining({ receiverCompanyId: null, receiverUntpc: 1_000 }),
    ]);
  });
});

describe('partyBilling: whom a party\u2019s lines would bill', () => {
  const parties = () => [
    { companyId: co.com, companyNm: '가 통신화주' },
    { companyId: null, companyNm: ' 나 일반화주 ' },
    { companyId: null, companyNm: '없는 상호' },
    { companyId: null, companyNm: '바 동명상사' },
    { companyId: co.orphan, companyNm: '마 지점' },
    { companyId: co.customer, companyNm: '다 거래처' },
  ];
  const expected = () => [
    expect.objectContaining({ companyId: co.com, billingState: 'BILLED', topCompanyId: co.com }),
    expect.objectContaining({ companyId: co.gen, companyNm: '나 일반화주', billingState: 'BILLED' }),
    expect.objectContaining({
      companyId: null,
      companyNm: '없는 상호',
      billingState: 'NOBODY',
      topCompanyNm: null,
    }),
    expect.objectContaining({ companyId: null, billingState: 'NOBODY' }),
    expect.objectContaining({ companyId: co.orphan, billingState: 'NOBODY', topCompanyNm: '라 비화주본사' }),
    expect.objectContaining({ companyId: co.customer, billingState: 'NOBODY' }),
  ];

  it('GraphQL', async () => {
    const answer = await api.graphql<{ partyBilling: unknown[] }>(
      `query ($parties: [PartyRefInput!]!) {
         partyBilling(parties: $parties) { companyId companyNm billingState topCompanyId topCompanyNm }
       }`,
      { parties: parties() },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.partyBilling).toEqual(expected());
  });

  it('REST', async () => {
    const answer = await api.rest('POST', '/api/transport/party-billing', { body: { parties: parties() } });
    expect(answer).toMatchObject({ status: 200, body: expected() });
  });

  it('refuses a bad company number with a Korean message naming the field', async () => {
    const answer = await api.rest('POST', '/api/transport/party-billing', {
      body: { parties: [{ companyId: 'abc', companyNm: '가' }] },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: '올바른 받는 업체 형식이 아닙니다.', field: '0.companyId' },
    });
  });

  it('refuses what is no list of parties with a Korean message', async () => {
    const answer = await api.rest('POST', '/api/transport/party-billing', { body: { parties: 'x' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: '업체 목록이 올바르지 않습니다.' },
    });
  });
});

describe("the month's invoice", () => {
  const generate = async () => {
    const answer = await api.rest<{ billHistoryId: number }>('POST', '/api/bill-history/insert', {
      body: { billCompanyId: supplier, year: YEAR, month: MONTH, billCd: '30' },
    });
    expect(answer.status).toBe(200);
    return answer.body.billHistoryId;
  };
  const rowsOf = (invoiceId: number) =>
    execute<{ companyId: number; untpc: number; weightUntpc: number; totQty: number; totAmount: number }>(
      `select company_id as "companyId", untpc::int, weight_untpc::int as "weightUntpc", tot_qty::int as "totQty",
              tot_amount::int as "totAmount"
         from bill_history_detail where bill_history_id = ? order by company_id`,
      [invoiceId],
    );
  const pad = (value: number) => String(value).padStart(2, '0');
  const start = `${YEAR}-${pad(MONTH)}-01`;
  const end = `${YEAR}-${pad(MONTH)}-${new Date(Date.UTC(YEAR, MONTH, 0)).getUTCDate()}`;

  /** Per billed company, its parcel and communication sums worked out here from the raw lines. */
  const fromRawLines = () =>
    execute<{ companyId: number; untpc: number; weightUntpc: number }>(
      `with lines as (
         select case when ts.charge_cd in ('CH001', 'CH003') then ts.sender_company_id else tr.receiver_company_id end as payer,
                s.trnsprt_cd, ts.charge_cd, s.sender_amount, s.receiver_amount
           from shipment s join transport_receiver tr using (receiver_transport_id)
           join transport_sender ts using (sender_transport_id)
          where ts.del_yn = 'N' and ts.requst_dt between ? and ?)
       select c.company_id as "companyId",
              coalesce(sum(case when l.charge_cd in ('CH002', 'CH004') then l.receiver_amount else l.sender_amount end)
                       filter (where l.trnsprt_cd = 'QTY'), 0)::int as untpc,
              coalesce(sum(l.sender_amount + l.receiver_amount) filter (where l.trnsprt_cd = 'WEIGHT'), 0)::int as "weightUntpc"
         from company c left join lines l on l.payer = c.company_id
        where c.bill_company_id = ? and c.shipper_yn = 'Y' and c.excclc_company_id is null
        group by c.company_id order by c.company_id`,
      [start, end, supplier],
    );

  it('equals the shared rules applied to the raw lines and the sums worked out in SQL', async () => {
    const invoiceId = await generate();
    const rows = await rowsOf(invoiceId);
    const expected = invoiceRows(await billing.everyCompany(), await billing.periodLines(start, end), {
      billCompanyId: supplier,
      billCd: '30',
    });
    expect(new Map(rows.map((row) => [row.companyId, row.totAmount]))).toEqual(
      new Map([...expected].map(([companyId, amounts]) => [companyId, amounts.totAmount])),
    );
    expect(rows.map(({ companyId, untpc, weightUntpc }) => ({ companyId, untpc, weightUntpc }))).toEqual(
      await fromRawLines(),
    );
    // 나 일반화주 pays the collect parcel at its own price (3 × 2,500), 가 통신화주 its prepaid lines.
    expect(rows.find((row) => row.companyId === co.gen)?.untpc).toBeGreaterThanOrEqual(7_500);
  });

  it('a queued open invoice is generated again by the rules; a closed one stays as closed', async () => {
    const invoiceId = await generate();
    // As an invoice generated under an older rule: its parcel amount off by 1 won.
    await execute(
      `update bill_history_detail set untpc = untpc + 1, tot_amount = tot_amount + 1 where bill_history_id = ? and company_id = ?`,
      [invoiceId, co.gen],
    );
    await execute(
      `update bill_history set untpc = untpc + 1, tot_amount = tot_amount + 1 where bill_history_id = ?`,
      [invoiceId],
    );
    const stale = await rowsOf(invoiceId);
    // Raw: queued as the payer-prices migration queues invoices (a queue row, no builder's business).
    await execute(`insert into invoice_regeneration (bill_history_id, reason) values (?, 'test')`, [
      invoiceId,
    ]);
    expect(await regenerateQueuedInvoices(api.server.db.orm.em.fork())).toBe(1);
    const regenerated = await rowsOf(invoiceId);
    expect(regenerated.find((row) => row.companyId === co.gen)?.untpc).toBe(
      stale.find((row) => row.companyId === co.gen)!.untpc - 1,
    );
    expect(await execute(`select 1 from invoice_regeneration`)).toEqual([]);

    // Closed: dequeued, untouched.
    await execute(
      `update bill_history_detail set untpc = untpc + 1, tot_amount = tot_amount + 1 where bill_history_id = ? and company_id = ?`,
      [invoiceId, co.gen],
    );
    await execute(
      `update bill_history set untpc = untpc + 1, tot_amount = tot_amount + 1, closed_at = now() where bill_history_id = ?`,
      [invoiceId],
    );
    const closed = await rowsOf(invoiceId);
    await execute(`insert into invoice_regeneration (bill_history_id, reason) values (?, 'test')`, [
      invoiceId,
    ]);
    expect(await regenerateQueuedInvoices(api.server.db.orm.em.fork())).toBe(0);
    expect(await rowsOf(invoiceId)).toEqual(closed);
    expect(await execute(`select 1 from invoice_regeneration`)).toEqual([]);
  });
});
