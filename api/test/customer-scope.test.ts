// Customer accounts (화주, issue 35): every GraphQL field and REST route a customer may call is tried
// by customer 갑 with customer 을's ids and filters, and must answer nothing of 을 (404, an empty
// list, or only 갑's rows). The table must name every operation declared for customers: one added
// without a case here fails the first test. A customer's GraphQL requests are the web app's own
// documents (the others are refused: security.test.ts), so these cases send those documents.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { TRANSPORT_EDITOR_MESSAGES } from '@parcel/shared/forms/transport-form';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { getMetadataStorage } from 'type-graphql';
import { type AccessRule, ruleFromRoleString } from '../src/common/access';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { WEB_DOCUMENTS_MANIFEST } from '../src/graphql/web-documents';
import { restRoutes } from '../src/rest/routes';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';
import { createUser, signIn } from './http';
import { rowInserter } from './rows';

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();

/** The web app's document that defines the operation `name` (fragments included). */
const WEB_DOCUMENTS = Object.values(
  JSON.parse(readFileSync(WEB_DOCUMENTS_MANIFEST, 'utf8')) as Record<string, string>,
);
function webDocument(name: string): string {
  const found = WEB_DOCUMENTS.find((text) => new RegExp(`(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`the web app has no document ${name}`);
  return found;
}

/** What a GraphQL root field requires, as its @Authorized says. */
function fieldRule(field: string): AccessRule | null {
  const [authorized] = getMetadataStorage().authorizedFields.filter((entry) => entry.fieldName === field);
  return authorized ? ruleFromRoleString(authorized.roles[0] ?? 'signed-in') : null;
}
const forCustomers = (rule: AccessRule | null) => typeof rule === 'object' && rule?.customers === true;

interface Fixture {
  tokenA: string;
  tokenB: string;
  supplier: number;
  /** 갑, the company it heads in its settlement group, 을, and a receiver of nobody's. */
  companyA: number;
  companyA2: number;
  companyB: number;
  companyX: number;
  /** Sent by 갑 (to X and 을), by 갑's group member, by 을 (to X), by 을 to 갑 and X. */
  transportA: number;
  transportA2: number;
  transportB: number;
  transportBtoA: number;
  /** 갑's receiver row of transportBtoA, and the shipments 갑 may see there. */
  receiverAofB: number;
  receiverXofB: number;
  linesAofB: number[];
  /** Invoice company rows of 갑 and 을 (October 2026, billing day 30). */
  invoiceRowA: number;
  invoiceRowB: number;
  /** A spreadsheet import each made (previews). */
  importA: number;
  importB: number;
}
let fixture: Fixture;
const visibleTransports = () => [fixture.transportA, fixture.transportA2, fixture.transportBtoA];

const nextWaybill = (() => {
  let serial = 0;
  return () => String(761_000_000_000 + ++serial);
})();

beforeAll(async () => {
  const rows = billingRows(api, '73');
  const { aTransport } = rowBuilders(em);
  const insert = rowInserter(api);
  const supplier = await rows.newSupplier('범위공급');
  const companyA = await rows.newCompany('범위화주갑', { supplier, untpc: 3000 });
  const companyA2 = await rows.newCompany('범위화주갑지점', { supplier, excclcCompanyId: companyA });
  const companyB = await rows.newCompany('범위화주을', { supplier, untpc: 2500 });
  const companyX = await rows.newCompany('범위받는곳', { supplier });
  await createUser(api.server, 'scope.a', 'scope-pass-1', 'customer', '갑 담당', companyA);
  await createUser(api.server, 'scope.b', 'scope-pass-1', 'customer', '을 담당', companyB);
  const line = () => ({ waybill_no: nextWaybill(), qty: 2, untpc: 1000 });
  const party = (companyId: number, name: string) => ({ receiver_company_id: companyId, company_nm: name });
  const transportA = await aTransport({
    sender_company_id: companyA,
    company_nm: '범위화주갑',
    receivers: [
      { ...party(companyX, '범위받는곳'), shipments: [line()] },
      { ...party(companyB, '범위화주을'), shipments: [line()] },
    ],
  });
  const transportA2 = await aTransport({
    sender_company_id: companyA2,
    company_nm: '범위화주갑지점',
    receivers: [{ ...party(companyX, '범위받는곳'), shipments: [line()] }],
  });
  const transportB = await aTransport({
    sender_company_id: companyB,
    company_nm: '범위화주을',
    receivers: [{ ...party(companyX, '범위받는곳'), shipments: [line()] }],
  });
  const transportBtoA = await aTransport({
    sender_company_id: companyB,
    company_nm: '범위화주을',
    receivers: [
      { ...party(companyA, '범위화주갑'), shipments: [line(), line()] },
      { ...party(companyX, '범위받는곳'), shipments: [line()] },
    ],
  });
  const invoice = await rows.newInvoice(supplier, 2026, 10, [
    [companyA, 1000],
    [companyB, 2000],
  ]);
  const memberIdOf = async (userId: string) =>
    (
      await em().execute<{ id: number }[]>('select member_id as id from member where user_id = ?', [userId])
    )[0]!.id;
  const anImport = async (userId: string, senderCompanyId: number) =>
    insert('transport_import', 'import_id', {
      file_name: `${userId}.xlsx`,
      sender_company_id: senderCompanyId,
      headers: JSON.stringify(['보내는사람', '받는사람']),
      mapping: JSON.stringify({}),
      row_count: 0,
      created_by: await memberIdOf(userId),
    });
  fixture = {
    tokenA: (await signIn(api.server, 'scope.a', 'scope-pass-1')).accessToken,
    tokenB: (await signIn(api.server, 'scope.b', 'scope-pass-1')).accessToken,
    supplier,
    companyA,
    companyA2,
    companyB,
    companyX,
    transportA: transportA.senderId,
    transportA2: transportA2.senderId,
    transportB: transportB.senderId,
    transportBtoA: transportBtoA.senderId,
    receiverAofB: transportBtoA.receivers[0]!.receiverId,
    receiverXofB: transportBtoA.receivers[1]!.receiverId,
    linesAofB: transportBtoA.receivers[0]!.shipmentIds,
    invoiceRowA: invoice.ids[0]!,
    invoiceRowB: invoice.ids[1]!,
    importA: await anImport('scope.a', companyA),
    importB: await anImport('scope.b', companyB),
  };
});

/** Customer 갑's GraphQL call of a web document. */
const asA = <Data>(name: string, variables: Record<string, unknown> = {}) =>
  api.graphql<Data>(webDocument(name), variables, { token: fixture.tokenA });
/** Customer 갑's REST call. */
const restA = <Body>(method: string, path: string, body?: unknown) =>
  api.rest<Body>(method, path, { as: { token: fixture.tokenA }, ...(body !== undefined && { body }) });

/** A GraphQL refusal as if the record did not exist: 404, no data. */
function expectNotFound(answer: {
  status: number;
  errors?: readonly { extensions?: Record<string, unknown> }[];
}) {
  expect({ status: answer.status, code: answer.errors?.[0]?.extensions?.code }).toEqual({
    status: 404,
    code: 'NOT_FOUND',
  });
}
const today = () => seoulToday();
const period = () => ({ startDate: today(), endDate: today() });

/** The editor's save of a new transport sent as `senderCompanyId`, its prices typed as 1원. */
const newTransport = (senderCompanyId: number) => ({
  senderTransportId: 0,
  sender: {
    senderCompanyId,
    chargeCd: 'CH001',
    companyNm: '범위화주갑',
    telNo: '053-123-4567',
    address: '대구광역시 북구 칠성로 1',
    managerNm: '김보냄',
    managerTelNo: '010-1234-5678',
    regionCd: 'DAEGU',
    regionDtlCd: 'BUKGU',
    shipperCd: 'COM',
    untpc: 1,
    weightUntpc: 1,
  },
  receivers: [
    {
      receiverTransportId: 0,
      companyNm: '범위 개인 받는분',
      telNo: '053-765-4321',
      managerTelNo: '010-9876-5432',
      address: '대구광역시 수성구 달구벌대로 2',
      regionCd: 'DAEGU',
      regionDtlCd: 'SUSEONGGU',
      shipperCd: 'COM',
      untpc: 1,
      weightUntpc: 1,
      shipments: [
        {
          shipmentId: 0,
          trnsprtCd: 'QTY',
          kindCd: 'TAC0202',
          waybillNo: nextWaybill(),
          senderQty: 2,
          receiverQty: 2,
          senderUntpc: 1,
          receiverUntpc: 1,
        },
      ],
      deletedShipmentIds: [],
    },
  ],
  deletedReceiverIds: [],
});

type Case = () => Promise<void>;

/** Each GraphQL root field declared for customers, tried by 갑 with 을's ids and filters. */
const GRAPHQL_CASES: Record<string, Case> = {
  async transportList() {
    for (const filter of [period(), { ...period(), senderCompanyNm: '범위화주을' }]) {
      const answer = await asA<{
        transportList: { items: { senderTransportId: number; receiverTransportId: number }[]; total: number };
      }>('TransportList', { filter, page: { page: 0, size: 100 } });
      expect(answer.errors).toBeUndefined();
      const { items, total } = answer.data!.transportList;
      expect(items.length).toBeGreaterThan(0);
      expect(total).toBe(items.length);
      for (const row of items) expect(visibleTransports()).toContain(row.senderTransportId);
      expect(items.map((row) => row.receiverTransportId)).not.toContain(fixture.receiverXofB);
    }
  },
  async transport() {
    expectNotFound(await asA('EditorTransport', { id: fixture.transportB }));
    const shared = await asA<{ transport: { receivers: { receiverTransportId: number }[] } }>(
      'EditorTransport',
      {
        id: fixture.transportBtoA,
      },
    );
    expect(shared.data?.transport.receivers.map((receiver) => receiver.receiverTransportId)).toEqual([
      fixture.receiverAofB,
    ]);
    const own = await asA<{ transport: { receivers: unknown[] } }>('EditorTransport', {
      id: fixture.transportA,
    });
    expect(own.data?.transport.receivers).toHaveLength(2);
  },
  async transportShipments() {
    const other = await asA<{ transportShipments: unknown[] }>('TransportShipments', {
      transportId: fixture.transportB,
    });
    expect(other.data?.transportShipments).toEqual([]);
    const shared = await asA<{ transportShipments: { shipmentId: number }[] }>('TransportShipments', {
      transportId: fixture.transportBtoA,
    });
    expect(shared.data?.transportShipments.map((line) => line.shipmentId)).toEqual(fixture.linesAofB);
  },
  async saveTransport() {
    const asB = await asA('SaveTransport', { input: newTransport(fixture.companyB) });
    expect({
      status: asB.status,
      field: asB.errors?.[0]?.extensions?.field,
      message: asB.errors?.[0]?.message,
    }).toEqual({
      status: 400,
      field: 'sender.senderCompanyId',
      message: TRANSPORT_EDITOR_MESSAGES.senderNotCustomers,
    });
    const [stored] = await em().execute<{ version: number }[]>(
      'select version from transport_sender where sender_transport_id = ?',
      [fixture.transportB],
    );
    expectNotFound(
      await asA('SaveTransport', {
        input: {
          ...newTransport(fixture.companyA),
          senderTransportId: fixture.transportB,
          version: stored!.version,
        },
      }),
    );
    // Its own: saved, priced by the office's registered prices, not the 1원 it typed.
    const own = await asA<{ saveTransport: { senderTransportId: number } }>('SaveTransport', {
      input: newTransport(fixture.companyA),
    });
    expect(own.errors).toBeUndefined();
    const [line] = await em().execute<{ sender_untpc: number }[]>(
      `select s.sender_untpc from shipment s join transport_receiver tr using (receiver_transport_id)
        where tr.sender_transport_id = ?`,
      [own.data!.saveTransport.senderTransportId],
    );
    expect(line!.sender_untpc).toBe(3000);
    await em().execute(`update transport_sender set del_yn = 'Y' where sender_transport_id = ?`, [
      own.data!.saveTransport.senderTransportId,
    ]);
  },
  async company() {
    expectNotFound(await asA('EditorCompany', { companyId: fixture.companyB }));
    const member = await asA<{ company: { companyId: number } }>('EditorCompany', {
      companyId: fixture.companyA2,
    });
    expect(member.data?.company.companyId).toBe(fixture.companyA2);
  },
  async companySearch() {
    const answer = await asA<{ companySearch: { companyId: number }[] }>('CompanySearch', {
      name: '범위',
      size: 20,
    });
    expect(answer.data?.companySearch.map((company) => company.companyId).sort()).toEqual(
      [fixture.companyA, fixture.companyA2].sort(),
    );
  },
  async partyBilling() {
    const answer = await asA<{ partyBilling: { companyId: number | null; topCompanyId: number | null }[] }>(
      'PartyBilling',
      {
        parties: [
          { companyId: fixture.companyB, companyNm: '' },
          { companyId: fixture.companyA2, companyNm: '' },
        ],
      },
    );
    expect(answer.data?.partyBilling).toEqual([
      expect.objectContaining({ companyId: null, topCompanyId: null, topCompanyNm: null }),
      expect.objectContaining({ companyId: fixture.companyA2, topCompanyId: fixture.companyA }),
    ]);
  },
  async routes() {
    // The office's courses: names and their company counts, nobody's records.
    const answer = await asA<{ routes: { items: unknown[] } }>('RouteOptions');
    expect(answer.errors).toBeUndefined();
  },
  async deliveryChecks() {
    for (const filter of [
      period(),
      { ...period(), senderCompanyNm: '범위화주을', billCompanyId: fixture.supplier },
    ]) {
      const answer = await asA<{
        deliveryChecks: { items: { senderCompanyNm: string; receiverCompanyNm: string }[] };
      }>('DeliveryChecks', { filter, page: { page: 0, size: 100 } });
      expect(answer.errors).toBeUndefined();
      for (const row of answer.data!.deliveryChecks.items)
        expect(
          ['범위화주갑', '범위화주갑지점'].includes(row.senderCompanyNm) ||
            row.receiverCompanyNm === '범위화주갑',
        ).toBe(true);
    }
  },
  async transportImports() {
    const answer = await asA<{ transportImports: { items: { id: number }[]; total: number } }>(
      'TransportImports',
      {
        page: 0,
        size: 50,
      },
    );
    expect(answer.data?.transportImports).toEqual({
      items: [expect.objectContaining({ id: fixture.importA })],
      total: 1,
    });
  },
  async transportImport() {
    expectNotFound(await asA('TransportImport', { id: fixture.importB }));
  },
  async transportImportRows() {
    expectNotFound(await asA('TransportImportRows', { id: fixture.importB }));
  },
  async setTransportImportMapping() {
    expectNotFound(await asA('SetTransportImportMapping', { id: fixture.importB, mapping: [] }));
  },
  async setTransportImportSender() {
    expectNotFound(
      await asA('SetTransportImportSender', { id: fixture.importB, senderCompanyId: fixture.companyA }),
    );
    const own = await asA('SetTransportImportSender', {
      id: fixture.importA,
      senderCompanyId: fixture.companyB,
    });
    expect({ status: own.status, field: own.errors?.[0]?.extensions?.field }).toEqual({
      status: 400,
      field: 'senderCompanyId',
    });
  },
  async fixTransportImportRow() {
    expectNotFound(await asA('FixTransportImportRow', { id: fixture.importB, rowNo: 1, values: {} }));
  },
  async removeTransportImportRows() {
    expectNotFound(await asA('RemoveTransportImportRows', { id: fixture.importB, rowNos: [1] }));
  },
  async commitTransportImport() {
    expectNotFound(await asA('CommitTransportImport', { id: fixture.importB }));
  },
  async undoTransportImport() {
    expectNotFound(await asA('UndoTransportImport', { id: fixture.importB }));
  },
  async companyLedger() {
    expectNotFound(await asA('CompanyLedger', { input: { companyId: fixture.companyB } }));
    const own = await asA<{ companyLedger: { entries: { billHistoryDetailId: number }[] } }>(
      'CompanyLedger',
      {
        input: { companyId: fixture.companyA },
      },
    );
    expect(own.data?.companyLedger.entries.map((entry) => entry.billHistoryDetailId)).toEqual([
      fixture.invoiceRowA,
    ]);
  },
  async receivableInvoiceRows() {
    expectNotFound(await asA('ReceivableInvoiceRows', { companyId: fixture.companyB }));
  },
  async companyStatement() {
    const key = { billCompanyId: fixture.supplier, year: 2026, month: 10, billCd: '30' };
    expectNotFound(await asA('CompanyStatement', { ...key, companyId: fixture.companyB }));
    const own = await asA('CompanyStatement', { ...key, companyId: fixture.companyA });
    expect(own.errors).toBeUndefined();
  },
};

/** The cells of each row of an .xlsx download, as customer 갑 gets it. */
async function sheetRowsA(path: string): Promise<string[][]> {
  const response = await fetch(`${api.server.url}${path}`, {
    headers: { authorization: `Bearer ${fixture.tokenA}` },
  });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

const query = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])),
  ).toString();

/** Each REST route declared for customers, tried by 갑 with 을's ids and filters. */
const REST_CASES: Record<string, Case> = {
  async 'GET /api/transport/list'() {
    const answer = await restA<{ items: { senderTransportId: number; receiverTransportId: number }[] }>(
      'GET',
      `/api/transport/list?${query({ ...period(), senderCompanyNm: '범위화주을', size: 100 })}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((row) => row.receiverTransportId)).toEqual([fixture.receiverAofB]);
  },
  async 'GET /api/transport/excel'() {
    const rows = await sheetRowsA(`/api/transport/excel?${query(period())}`);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.filter((row) => row.includes('범위화주을') && row.includes('범위받는곳'))).toEqual([]);
  },
  async 'GET /api/transport/transporDtl-list'() {
    const other = await restA<unknown[]>(
      'GET',
      `/api/transport/transporDtl-list?transportId=${fixture.transportB}`,
    );
    expect(other.body).toEqual([]);
  },
  async 'GET /api/transport/sender/:id'() {
    expect((await restA('GET', `/api/transport/sender/${fixture.transportB}`)).status).toBe(404);
  },
  async 'GET /api/transport-info'() {
    expect((await restA('GET', `/api/transport-info?transportId=${fixture.transportB}`)).status).toBe(404);
    const shared = await restA<{ receivers: { receiverTransportId: number }[] }>(
      'GET',
      `/api/transport-info?transportId=${fixture.transportBtoA}`,
    );
    expect(shared.body.receivers.map((receiver) => receiver.receiverTransportId)).toEqual([
      fixture.receiverAofB,
    ]);
  },
  async 'GET /api/transport/receiver-list'() {
    const answer = await restA<{ receiverTransportId: number }[]>(
      'GET',
      `/api/transport/receiver-list?senderTransportId=${fixture.transportBtoA}`,
    );
    expect(answer.body.map((receiver) => receiver.receiverTransportId)).toEqual([fixture.receiverAofB]);
  },
  async 'GET /api/transport/shipment-list'() {
    const answer = await restA<unknown[]>(
      'GET',
      `/api/transport/shipment-list?receiverTransportId=${fixture.receiverXofB}`,
    );
    expect(answer.body).toEqual([]);
  },
  async 'POST /api/transport/party-billing'() {
    const answer = await restA<{ companyId: number | null }[]>('POST', '/api/transport/party-billing', {
      parties: [{ companyId: fixture.companyB, companyNm: '' }],
    });
    expect(answer.body).toEqual([expect.objectContaining({ companyId: null, topCompanyNm: null })]);
  },
  async 'POST /api/transport/shipment-save'() {
    const answer = await restA('POST', '/api/transport/shipment-save', newTransport(fixture.companyB));
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: expect.objectContaining({ field: 'sender.senderCompanyId' }),
    });
    const overwrite = await restA('POST', '/api/transport/shipment-save', {
      ...newTransport(fixture.companyA),
      senderTransportId: fixture.transportB,
    });
    expect(overwrite.status).toBe(404);
  },
  async 'GET /api/delivery-route/list'() {
    expect((await restA('GET', '/api/delivery-route/list')).status).toBe(200);
  },
  async 'GET /api/transport/check-list'() {
    const answer = await restA<{ items: { shipmentId: number }[] }>(
      'GET',
      `/api/transport/check-list?${query({ ...period(), receiverCompanyNm: '범위받는곳', size: 100 })}`,
    );
    expect(answer.status).toBe(200);
    const ids = answer.body.items.map((row) => row.shipmentId);
    const [other] = await em().execute<{ ids: number[] }[]>(
      `select array_agg(s.shipment_id) as ids from shipment s join transport_receiver tr using (receiver_transport_id)
        where tr.sender_transport_id in (?, ?) or tr.receiver_transport_id = ?`,
      [fixture.transportB, fixture.transportB, fixture.receiverXofB],
    );
    for (const id of other!.ids) expect(ids).not.toContain(id);
  },
  async 'GET /api/transport/check-excel'() {
    const rows = await sheetRowsA(`/api/transport/check-excel?${query(period())}`);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.filter((row) => row.includes('범위화주을') && row.includes('범위받는곳'))).toEqual([]);
  },
  async 'GET /api/transport/import/template'() {
    expect((await restA('GET', '/api/transport/import/template')).status).toBe(200);
  },
  async 'POST /api/transport/import'() {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('보내는사람,받는사람\n'))]), 'a.csv');
    form.append('senderCompanyId', String(fixture.companyB));
    const response = await fetch(`${api.server.url}/api/transport/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fixture.tokenA}` },
      body: form,
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: expect.objectContaining({ field: 'senderCompanyId' }),
    });
  },
  async 'GET /api/transport/import/:id'() {
    expect((await restA('GET', `/api/transport/import/${fixture.importB}`)).status).toBe(404);
  },
  async 'GET /api/transport/import/:id/rows'() {
    expect((await restA('GET', `/api/transport/import/${fixture.importB}/rows`)).status).toBe(404);
  },
  async 'GET /api/transport/import/:id/problems'() {
    expect((await restA('GET', `/api/transport/import/${fixture.importB}/problems`)).status).toBe(404);
  },
  async 'POST /api/transport/import/:id/commit'() {
    expect((await restA('POST', `/api/transport/import/${fixture.importB}/commit`, {})).status).toBe(404);
  },
  async 'POST /api/transport/import/:id/undo'() {
    expect((await restA('POST', `/api/transport/import/${fixture.importB}/undo`, {})).status).toBe(404);
  },
  async 'GET /api/receivables/ledger'() {
    expect((await restA('GET', `/api/receivables/ledger?companyId=${fixture.companyB}`)).status).toBe(404);
  },
  async 'GET /api/receivables/invoice-rows'() {
    expect((await restA('GET', `/api/receivables/invoice-rows?companyId=${fixture.companyB}`)).status).toBe(
      404,
    );
  },
  async 'POST /api/bill-print/company-invoice'() {
    const key = { billCompanyId: fixture.supplier, year: 2026, month: 10, billCd: '30' };
    expect(
      (await restA('POST', '/api/bill-print/company-invoice', { ...key, companyId: fixture.companyB }))
        .status,
    ).toBe(404);
    expect(
      (await restA('POST', '/api/bill-print/company-invoice', { ...key, excclcCompanyId: fixture.companyB }))
        .status,
    ).toBe(404);
  },
  async 'GET /api/bill-history-detail/statement-pdf/:id'() {
    expect((await restA('GET', `/api/bill-history-detail/statement-pdf/${fixture.invoiceRowB}`)).status).toBe(
      404,
    );
    const own = await restA('GET', `/api/bill-history-detail/statement-pdf/${fixture.invoiceRowA}`);
    expect({ status: own.status, type: own.headers.get('content-type') }).toEqual({
      status: 200,
      type: 'application/pdf',
    });
  },
};

describe('the operations declared for customers', () => {
  it('each has a cross-customer case here', async () => {
    const schema = await buildGraphQLSchema();
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.keys(type.getFields()).filter((field) => forCustomers(fieldRule(field))),
    );
    expect(fields.sort()).toEqual(Object.keys(GRAPHQL_CASES).sort());
    const routes = restRoutes
      .filter((route) => forCustomers(route.access))
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(routes)].sort()).toEqual(Object.keys(REST_CASES).sort());
  });
});

describe("customer 갑 with customer 을's ids and filters", () => {
  it.each(Object.entries(GRAPHQL_CASES))('GraphQL %s', async (_field, run) => run());
  it.each(Object.entries(REST_CASES))('%s', async (_route, run) => run());
});

describe('staff', () => {
  it('still see every company’s transports', async () => {
    const answer = await api.rest<{ items: { senderTransportId: number }[] }>(
      'GET',
      `/api/transport/list?${query({ ...period(), size: 100 })}`,
    );
    expect(new Set(answer.body.items.map((row) => row.senderTransportId))).toEqual(
      new Set([...visibleTransports(), fixture.transportB]),
    );
  });
});

describe('a customer account', () => {
  it('needs a company: the API and the database refuse one without', async () => {
    const answer = await api.graphql(
      `mutation ($input: MemberCreateInput!) { createMember(input: $input) { memberId } }`,
      {
        input: {
          userId: 'scope.nocompany',
          userPw: 'scope-pass-1',
          userPwConfirm: 'scope-pass-1',
          name: '업체 없음',
          email: 'none@example.com',
          telNo: '010-1111-2222',
          groupVal: 'customer',
        },
      },
    );
    expect({ status: answer.status, field: answer.errors?.[0]?.extensions?.field }).toEqual({
      status: 400,
      field: 'companyId',
    });
    await expect(
      em().execute(
        `insert into member (user_id, user_pw, name, group_val) values ('scope.raw', 'x', '업체 없음', 'customer')`,
      ),
    ).rejects.toThrow(/member_customer_company_check/);
  });

  it("is limited to its company as it is now: the caller's companies are read at each request", async () => {
    const search = async () =>
      (
        await api.graphql<{ companySearch: { companyId: number }[] }>(
          webDocument('CompanySearch'),
          { name: '범위', size: 20 },
          { token: fixture.tokenB },
        )
      ).data?.companySearch.map((company) => company.companyId);
    expect(await search()).toEqual([fixture.companyB]);
    const moveTo = (companyId: number) =>
      em().execute(`update member set company_id = ? where user_id = 'scope.b'`, [companyId]);
    await moveTo(fixture.companyX);
    try {
      expect(await search()).toEqual([fixture.companyX]);
    } finally {
      await moveTo(fixture.companyB);
    }
  });
});
