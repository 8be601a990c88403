// Month-end close (월 마감, issue 25): closing an invoice makes the database refuse any change of what
// it bills, through the editor (REST and GraphQL), the line and receiver deletes, a company's
// supplier change, and plain SQL (the triggers of migration _month_close); its regeneration and
// deletion are refused; a reopen needs 관리자 and a reason and then edits work again; a close racing
// an editor save ends one consistent way; the board counts the checklist.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { MONTH_CLOSE_MESSAGES } from '@parcel/shared/forms/month-close-form';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation';
import pg from 'pg';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';

const api = contractHarness();
const billing = billingRows(api, '75');
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

// Transports saved by the editor are received today: the invoice is this month's, billing day 30.
const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];
const KEY = { year: YEAR, month: MONTH, billCd: '30' } as const;

let supplier: number;
let shipper: Awaited<ReturnType<typeof createShipper>>;
let outsider: number;
let customer: number;
let title: string;
const closedLines = () =>
  `${title}에 포함된 물품은 바꿀 수 없습니다. 관리자가 마감을 해제한 뒤 수정해주세요.`;

let serial = 0;
function nextBizNo(): string {
  const nine = `5108${String(++serial).padStart(5, '0')}`;
  return nine + [...'0123456789'].find((digit) => isBusinessNumberChecksumValid(nine + digit))!;
}
let waybill = 750_000_000_000;

/** A shipper of the supplier made through the API, so the company form can save it again. */
async function createShipper(name: string) {
  const routeId = await rowBuilders(() => api.server.db.orm.em.fork()).aDeliveryRoute({
    delivery_route_nm: `마감 코스 ${name}`,
  });
  const registered = {
    companyNm: name,
    bizNo: nextBizNo(),
    regionCd: 'DAEGU',
    regionDtlCd: 'BUKGU',
    representativeNm: '김마감',
    address: '대구 북구 산격동 1',
    bizType: '운수업',
    telNo: '053-123-4567',
    bizItem: '화물운송',
    faxNo: '053-123-4568',
    email: 'close@example.com',
  };
  const created = await api.rest<{ companyId: number }>('POST', '/api/company/insert', { body: registered });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  // A shipper settles on its own: it is its settlement group company (the top of its invoice row).
  const form = {
    ...registered,
    shipperYn: 'Y',
    shipperCd: 'COM',
    deliveryRouteId: routeId,
    deliveryRouteCd: 'AM',
    billCompanyId: supplier,
    billStdrCd: '30',
    excclcCompanyId: created.body.companyId,
    communicationFee: 30_000,
    untpc: 1500,
    weightUntpc: 700,
  };
  const answer = await api.rest<{ companyId: number; version: number }>('PUT', '/api/company/update', {
    body: { ...form, companyId: created.body.companyId },
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return { form, companyId: answer.body.companyId, version: answer.body.version };
}

type Json = Record<string, unknown>;
interface Tree {
  senderTransportId: number;
  version: number;
  receivers: { receiverTransportId: number; companyNm: string; shipments: { shipmentId: number }[] }[];
}

const party = {
  telNo: '053-123-4567',
  managerTelNo: '010-1234-5678',
  address: '대구광역시 북구 칠성로 1',
  regionCd: 'DAEGU',
  rmk: null,
  shipperCd: 'COM',
  untpc: 4000,
  weightUntpc: 500,
};
const line = (shipmentId = 0, senderQty = 2): Json => ({
  shipmentId,
  trnsprtCd: 'QTY',
  kindCd: 'TAC0202',
  waybillNo: String(++waybill),
  senderQty,
  receiverQty: senderQty,
  senderUntpc: 4000,
  receiverUntpc: 3500,
});
const receiver = (receiverTransportId = 0, shipments = [line()]): Json => ({
  receiverTransportId,
  receiverCompanyId: customer,
  companyNm: '마감 받는곳',
  ...party,
  regionDtlCd: 'SUSEONGGU',
  shipments,
  deletedShipmentIds: [],
});
const transport = (senderCompanyId: number, companyNm: string): Json => ({
  senderTransportId: 0,
  sender: {
    senderCompanyId,
    chargeCd: 'CH001',
    companyNm,
    ...party,
    regionDtlCd: 'BUKGU',
    managerNm: '김보냄',
  },
  receivers: [receiver(), receiver()],
  deletedReceiverIds: [],
});

async function saveNew(senderCompanyId: number, companyNm: string): Promise<number> {
  const answer = await api.rest<{ senderTransportId: number }>('POST', '/api/transport/shipment-save', {
    body: transport(senderCompanyId, companyNm),
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.senderTransportId;
}

async function tree(id: number): Promise<Tree> {
  const answer = await api.rest<Tree>('GET', `/api/transport-info?transportId=${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The editor's save of a loaded transport with its first line's quantity changed (an amount). */
function resave(loaded: Tree, senderCompanyId: number, companyNm: string, qty: number): Json {
  const base = transport(senderCompanyId, companyNm);
  return {
    ...base,
    senderTransportId: loaded.senderTransportId,
    version: loaded.version,
    receivers: loaded.receivers.map((stored, index) =>
      receiver(
        stored.receiverTransportId,
        stored.shipments.map((goods, lineIndex) =>
          line(goods.shipmentId, index === 0 && lineIndex === 0 ? qty : 2),
        ),
      ),
    ),
  };
}

const SAVE = `mutation ($input: TransportSaveInput!) { saveTransport(input: $input) { version } }`;
const CLOSE = `mutation ($id: Int!) { closeInvoice(billHistoryId: $id) { billHistoryId closedAt closedByNm } }`;
const REOPEN = `mutation ($id: Int!, $reason: String) {
  reopenInvoice(billHistoryId: $id, input: { reason: $reason }) { billHistoryId closedAt } }`;
const BOARD = `query ($year: Int, $month: Int) { monthClose(input: { year: $year, month: $month }) { rows {
  billCompanyId billCd billHistoryId companyCount staleCompanies undeliveredLines undeliveredLink invoiceLink
  statementsSent statementsFailed statementsSkipped statementsUnsent taxBillDownloads closedAt closedByNm
  events { action reason memberNm } } } }`;

interface BoardRow {
  billCompanyId: number;
  billHistoryId: number | null;
  staleCompanies: number | null;
  undeliveredLines: number;
  companyCount: number;
  [field: string]: unknown;
}

async function boardRow(): Promise<BoardRow> {
  const answer = await api.graphql<{ monthClose: { rows: BoardRow[] } }>(BOARD, { year: YEAR, month: MONTH });
  expect(answer.errors).toBeUndefined();
  return answer.data!.monthClose.rows.find((row) => row.billCompanyId === supplier && row.billCd === '30')!;
}

async function generate(): Promise<number> {
  const answer = await api.rest<{ billHistoryId: number }>('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, ...KEY },
  });
  expect(answer.status).toBe(200);
  return answer.body.billHistoryId;
}

/** The SQLSTATE and message plain SQL meets, or null when the statement went through. */
async function plainSql(text: string, params: unknown[] = []) {
  try {
    await execute(text, params);
    return null;
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    return { code, detail };
  }
}

let invoiceId: number;
let billed: number;
let unbilled: number;

beforeAll(async () => {
  supplier = await billing.newSupplier('마감 공급상사');
  shipper = await createShipper('마감 화주상사');
  outsider = await billing.newCompany('마감 외부상사', { supplier: null, shipperYn: 'N' });
  customer = await billing.newCompany('마감 받는곳', { supplier: null, shipperYn: 'N' });
  billed = await saveNew(shipper.companyId, '마감 화주상사');
  unbilled = await saveNew(outsider, '마감 외부상사');
  invoiceId = await generate();
  title = `${YEAR}년 ${MONTH}월 마감 공급상사 청구(말일 기준, 마감됨)`;
});

describe('the close board before the close', () => {
  it('counts the invoice, its undelivered lines and its statements, with links to the lists', async () => {
    const row = await boardRow();
    expect(row).toMatchObject({
      billHistoryId: invoiceId,
      companyCount: 1,
      staleCompanies: 0,
      undeliveredLines: 2,
      statementsUnsent: 1,
      statementsSkipped: 0,
      taxBillDownloads: 0,
      closedAt: null,
      events: [],
      invoiceLink: `/settlement/invoices?billCompanyId=${supplier}&year=${YEAR}&month=${MONTH}&billCd=30&selected=${invoiceId}`,
    });
    expect(row.undeliveredLink).toMatch(
      new RegExp(
        `^/transport/check\\?startDate=\\d{4}-\\d{2}-01&endDate=\\d{4}-\\d{2}-\\d{2}&billCompanyId=${supplier}&billCd=30&deliveryState=undelivered$`,
      ),
    );
  });

  it('counts a delivery recorded and a tax-bill zip downloaded', async () => {
    const [first] = (await tree(billed)).receivers[0]!.shipments;
    await execute(`update shipment set transport_date = current_date where shipment_id = ?`, [
      first!.shipmentId,
    ]);
    const zip = await api.rest('POST', '/api/bill-print/download', {
      body: { billCompanyId: supplier, ...KEY },
    });
    expect(zip.status).toBe(200);
    expect(await boardRow()).toMatchObject({ undeliveredLines: 1, taxBillDownloads: 1 });
    await execute(`update shipment set transport_date = null where shipment_id = ?`, [first!.shipmentId]);
  });

  it('is read by 멤버_조회, who may not close (403)', async () => {
    const board = await api.graphql(BOARD, { year: YEAR, month: MONTH }, 'member_view');
    expect(board.errors).toBeUndefined();
    const refused = await api.rest('POST', `/api/bill-history/close/${invoiceId}`, { as: 'member_view' });
    expect(refused.status).toBe(403);
    const viaGraphql = await api.graphql(CLOSE, { id: invoiceId }, 'member_view');
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a month out of range (400 naming it)', async () => {
    const answer = await api.rest('GET', '/api/month-close?year=2026&month=13');
    expect(answer).toMatchObject({ status: 400, body: { field: 'month' } });
  });
});

/** The invoice's stored version: a close and a reopen are raw updates, which bump_version() counts. */
async function invoiceVersion(): Promise<number> {
  const [row] = await execute<{ version: number }>(
    'select version from bill_history where bill_history_id = ?',
    [invoiceId],
  );
  return row!.version;
}

let versionBeforeClose: number;

describe('a closed invoice', () => {
  beforeAll(async () => {
    versionBeforeClose = await invoiceVersion();
    const answer = await api.graphql<{ closeInvoice: { closedAt: string; closedByNm: string } }>(
      CLOSE,
      { id: invoiceId },
      'member_all',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.closeInvoice).toMatchObject({
      closedAt: expect.any(String),
      closedByNm: 'member_all 사용자',
    });
  });

  it("moved the invoice's version on by exactly one", async () => {
    expect(await invoiceVersion()).toBe(versionBeforeClose + 1);
  });

  it('is not closed twice (409)', async () => {
    const again = await api.rest('POST', `/api/bill-history/close/${invoiceId}`);
    expect(again).toMatchObject({ status: 409, body: { message: MONTH_CLOSE_MESSAGES.alreadyClosed } });
  });

  it('refuses the editor save of a billed transport: REST and GraphQL, 409 naming the invoice', async () => {
    const loaded = await tree(billed);
    const body = resave(loaded, shipper.companyId, '마감 화주상사', 5);
    const rest = await api.rest('POST', '/api/transport/shipment-save', { body });
    expect(rest).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: closedLines() } });
    const graphql = await api.graphql(SAVE, { input: body });
    expect(graphql.errors?.[0]).toMatchObject({ message: closedLines(), extensions: { code: 'CONFLICT' } });
    expect((await tree(billed)).version).toBe(loaded.version);
  });

  it('refuses deleting a billed goods line (REST) and receiver (GraphQL)', async () => {
    const loaded = await tree(billed);
    const lineId = loaded.receivers[0]!.shipments[0]!.shipmentId;
    const lineDelete = await api.rest('DELETE', `/api/transport/shipment-delete/${lineId}`);
    expect(lineDelete).toMatchObject({ status: 409, body: { message: closedLines() } });
    const receiverDelete = await api.graphql(
      `mutation ($id: Int!) { deleteReceiver(receiverTransportId: $id) { version } }`,
      { id: loaded.receivers[1]!.receiverTransportId },
    );
    expect(receiverDelete.errors?.[0]).toMatchObject({
      message: closedLines(),
      extensions: { code: 'CONFLICT' },
    });
    expect(await tree(billed)).toEqual(loaded);
  });

  it("refuses a change of the billed company's supplier (REST, GraphQL) and keeps other edits", async () => {
    const other = await billing.newSupplier('마감 다른공급');
    const message = `${title}에 청구된 업체의 공급자, 청구 기준일, 정산 그룹은 바꿀 수 없습니다. 관리자가 마감을 해제한 뒤 수정해주세요.`;
    const body = { ...shipper.form, companyId: shipper.companyId, billCompanyId: other };
    const rest = await api.rest('PUT', '/api/company/update', { body });
    expect(rest).toMatchObject({ status: 409, body: { message } });
    const graphql = await api.graphql(
      `mutation ($input: CompanyUpdateInput!) { updateCompany(input: $input) { company { version } } }`,
      { input: { ...body, bizNo: undefined, version: shipper.version } },
    );
    expect(graphql.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    const renamed = await api.rest('PUT', '/api/company/update', {
      body: { ...shipper.form, companyId: shipper.companyId, faxNo: '053-123-4569' },
    });
    expect(renamed.status).toBe(200);
  });

  it('refuses the same through plain SQL (the triggers), and lets a delivery be recorded', async () => {
    const loaded = await tree(billed);
    const lineId = loaded.receivers[0]!.shipments[0]!.shipmentId;
    const refused = { code: 'PC001', detail: closedLines() };
    expect(
      await plainSql('update shipment set sender_qty = 9, sender_amount = 36000 where shipment_id = ?', [
        lineId,
      ]),
    ).toEqual(refused);
    expect(await plainSql('delete from shipment where shipment_id = ?', [lineId])).toEqual(refused);
    expect(
      await plainSql('delete from transport_receiver where receiver_transport_id = ?', [
        loaded.receivers[1]!.receiverTransportId,
      ]),
    ).toEqual(refused);
    expect(
      await plainSql("update transport_sender set del_yn = 'Y' where sender_transport_id = ?", [billed]),
    ).toEqual(refused);
    expect(await plainSql('delete from transport_sender where sender_transport_id = ?', [billed])).toEqual(
      refused,
    );
    // Raw: the month close's trigger refusing a plain statement is the point.
    expect(
      await plainSql(
        `insert into shipment (receiver_transport_id, kind_cd, waybill_no, trnsprt_cd, sender_qty, receiver_qty,
           sender_untpc, receiver_untpc, sender_amount, receiver_amount) values (?, 'TAC0202', ?, 'QTY', 1, 1, 1, 1, 1, 1)`,
        [loaded.receivers[0]!.receiverTransportId, String(++waybill)],
      ),
    ).toEqual(refused);
    const company = await plainSql('update company set bill_stdr_cd = ? where company_id = ?', [
      '20',
      shipper.companyId,
    ]);
    expect(company).toMatchObject({ code: 'PC001', detail: expect.stringContaining(title) });
    // A delivery record changes nothing billed.
    expect(
      await plainSql(
        `update shipment set transport_date = current_date, memo = '배송' where shipment_id = ?`,
        [lineId],
      ),
    ).toBeNull();
    await execute(`update shipment set transport_date = null, memo = null where shipment_id = ?`, [lineId]);
  });

  it('leaves transports it does not bill alone', async () => {
    const loaded = await tree(unbilled);
    const answer = await api.rest('POST', '/api/transport/shipment-save', {
      body: resave(loaded, outsider, '마감 외부상사', 4),
    });
    expect(answer.status).toBe(200);
  });

  it('is not generated again or deleted (409)', async () => {
    const again = await api.rest('POST', '/api/bill-history/insert', {
      body: { billCompanyId: supplier, ...KEY },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: MONTH_CLOSE_MESSAGES.regenerateClosed(title) },
    });
    const viaGraphql = await api.graphql(
      `mutation ($input: InvoiceGenerateInput!) { generateInvoice(input: $input) { version } }`,
      { input: { billCompanyId: supplier, ...KEY } },
    );
    expect(viaGraphql.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const deleted = await api.rest('DELETE', `/api/bill-history/delete/${invoiceId}`);
    expect(deleted).toMatchObject({ status: 409, body: { message: expect.stringContaining(title) } });
  });
});

describe('reopening', () => {
  it('is for 관리자 only and needs a reason', async () => {
    const byMember = await api.rest('POST', `/api/bill-history/reopen/${invoiceId}`, {
      as: 'member_all',
      body: { reason: '수정 필요' },
    });
    expect(byMember.status).toBe(403);
    for (const reason of [undefined, '   ']) {
      const answer = await api.rest('POST', `/api/bill-history/reopen/${invoiceId}`, { body: { reason } });
      expect(answer).toMatchObject({
        status: 400,
        body: { field: 'reason', message: MONTH_CLOSE_MESSAGES.reasonRequired },
      });
    }
  });

  it('is recorded with its reason, and then edits work again (and the invoice is stale)', async () => {
    const answer = await api.graphql<{ reopenInvoice: { closedAt: string | null } }>(REOPEN, {
      id: invoiceId,
      reason: '수량 정정',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.reopenInvoice.closedAt).toBeNull();
    expect(await invoiceVersion()).toBe(versionBeforeClose + 2);
    const again = await api.graphql(REOPEN, { id: invoiceId, reason: '또' });
    expect(again.errors?.[0]).toMatchObject({ message: MONTH_CLOSE_MESSAGES.notClosed });
    const saved = await api.rest('POST', '/api/transport/shipment-save', {
      body: resave(await tree(billed), shipper.companyId, '마감 화주상사', 7),
    });
    expect(saved.status).toBe(200);
    expect(await boardRow()).toMatchObject({
      closedAt: null,
      staleCompanies: 1,
      events: [
        { action: 'CLOSE', reason: null, memberNm: 'member_all 사용자' },
        { action: 'REOPEN', reason: '수량 정정', memberNm: '관리자' },
      ],
    });
    await generate();
    expect(await boardRow()).toMatchObject({ staleCompanies: 0 });
  });
});

describe('a close racing an editor save of a billed line', () => {
  it('ends one way each time: the save committed before the close (stale) or it was refused', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      await generate();
      const loaded = await tree(billed);
      const qty = 10 + round;
      const [closed, saved] = await Promise.all([
        api.rest('POST', `/api/bill-history/close/${invoiceId}`, { as: 'member_all' }),
        api.rest('POST', '/api/transport/shipment-save', {
          body: resave(loaded, shipper.companyId, '마감 화주상사', qty),
        }),
      ]);
      expect(closed.status).toBe(200);
      const [stored] = await execute<{ qty: number }>(
        'select sender_qty as qty from shipment where shipment_id = ?',
        [loaded.receivers[0]!.shipments[0]!.shipmentId],
      );
      const row = await boardRow();
      if (saved.status === 200) {
        expect(stored!.qty).toBe(qty);
        expect(row.staleCompanies).toBe(1);
        outcomes.push('saved first');
      } else {
        expect(saved).toMatchObject({ status: 409, body: { message: closedLines() } });
        expect(stored!.qty).not.toBe(qty);
        expect(row.staleCompanies).toBe(0);
        outcomes.push('refused');
      }
      const reopened = await api.graphql(REOPEN, { id: invoiceId, reason: `경합 ${round}` });
      expect(reopened.errors).toBeUndefined();
    }
    expect(outcomes).toHaveLength(6);
  });

  it('also from two raw sessions: a save that checked first holds the close until it commits', async () => {
    await generate();
    const lineId = (await tree(billed)).receivers[0]!.shipments[0]!.shipmentId;
    const writer = new pg.Client({ connectionString: api.server.db.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query('update shipment set sender_qty = 3, sender_amount = 12000 where shipment_id = $1', [
        lineId,
      ]);
      const closing = api.rest('POST', `/api/bill-history/close/${invoiceId}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await boardRow()).closedAt).toBeNull();
      await writer.query('commit');
      expect((await closing).status).toBe(200);
      expect(await boardRow()).toMatchObject({ closedAt: expect.any(String), staleCompanies: 1 });
      await writer.query('begin');
      await expect(
        writer.query('update shipment set sender_qty = 4, sender_amount = 16000 where shipment_id = $1', [
          lineId,
        ]),
      ).rejects.toMatchObject({ code: 'PC001' });
      await writer.query('rollback');
    } finally {
      await writer.end();
    }
  });
});
