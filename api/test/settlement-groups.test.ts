// Who is billed what, end to end (docs/decisions.md#who-is-billed-what, docs/billing.md): a settlement
// group (a top company, a branch and a far member in a chain of two), prepaid and collect lines of
// both calculations, typed parties, a second top with nothing to bill. The invoice's rows, the
// printed statement (REST by the spec's excclcCompanyId and GraphQL), the tax-bill zip, the mail
// (a 0-won row is never mailed) and its log across a re-run, and settlement by shipper are compared
// with sums computed here from the lines.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { invoiceRows } from '@parcel/shared/settlement/billing';
import JSZip from 'jszip';
import { STATEMENT_MAIL_MESSAGES } from '../src/modules/statement-mail/statement-mail.service';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';

const api = contractHarness();
const { aTransport } = rowBuilders(() => api.server.db.orm.em.fork());
const billing = billingRows(api, '74');
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

const MAY = { year: 2019, month: 5, billCd: '30' } as const;
const PERIOD = { startDate: '2019-05-01', endDate: '2019-05-31' };

interface DetailJson {
  billHistoryDetailId: number;
  companyId: number;
  companyNm: string;
  email: string | null;
  status: string;
  mailExcluded: boolean;
  totAmount: number;
  communicationFee: number;
  untpc: number;
  weightUntpc: number;
}

interface StatementJson {
  companyInfo: { companyId: number; companyNm: string; email: string };
  shipmentInfoList: {
    shipmentId: number;
    side: string;
    payerCompanyId: number;
    payerNm: string;
    trnsprtCd: string;
    amount: number;
    chargeCd: string;
  }[];
  amounts: { untpc: number; weightUntpc: number; totAmount: number };
}

let supplier: number;
const co: Record<'top' | 'branch' | 'far' | 'customer' | 'idle' | 'elsewhere', number> = {
  top: 0,
  branch: 0,
  far: 0,
  customer: 0,
  idle: 0,
  elsewhere: 0,
};
let waybill = 770_000_000_000;

/** A transport of one goods line; receiver prices are apart from the sender's (a wrong side shows). */
async function line(
  chargeCd: string,
  sender: number | null,
  receiver: number | null,
  trnsprtCd: 'QTY' | 'WEIGHT',
  qty: number,
  day = '2019-05-10',
) {
  const { shipmentIds } = await aTransport({
    ...{ requst_dt: day, charge_cd: chargeCd, sender_company_id: sender, company_nm: '보내는곳' },
    receivers: [
      {
        ...{ receiver_company_id: receiver, company_nm: '받는곳' },
        shipments: [
          {
            ...{ waybill_no: String(++waybill), trnsprt_cd: trnsprtCd },
            ...{ qty, sender_untpc: 1_005, receiver_untpc: 777 },
          },
        ],
      },
    ],
  });
  return shipmentIds[0]!;
}

beforeAll(async () => {
  supplier = await billing.newSupplier('그룹 공급상사');
  const otherSupplier = await billing.newSupplier('다른 공급상사');
  co.top = await billing.newCompany('가 본점', { supplier, billStdrCd: '30', communicationFee: 30_000 });
  co.branch = await billing.newCompany('나 지점', {
    supplier,
    billStdrCd: '30',
    shipperCd: 'PCL',
    communicationFee: 20_000,
    excclcCompanyId: co.top,
  });
  co.far = await billing.newCompany('다 원격지점', {
    supplier: otherSupplier,
    billStdrCd: '20',
    shipperCd: 'GEN',
    excclcCompanyId: co.branch,
  });
  co.customer = await billing.newCompany('라 거래처', { supplier: null, shipperYn: 'N' });
  co.idle = await billing.newCompany('마 휴면화주', { supplier, billStdrCd: '30', shipperCd: 'GEN' });
  co.elsewhere = await billing.newCompany('바 타공급', { supplier: otherSupplier, billStdrCd: '30' });

  await line('CH001', co.branch, co.customer, 'QTY', 2); // 선불 택배: the branch pays its sender amount
  await line('CH002', co.customer, co.branch, 'QTY', 3); // 착불 택배: the branch (receiver) pays its own side
  await line('CH003', co.far, co.customer, 'WEIGHT', 4); // 신용 선불 통신: far pays both sides
  await line('CH004', co.customer, co.top, 'WEIGHT', 5); // 신용 착불 통신: the top (receiver) pays both sides
  await line('CH001', null, co.top, 'QTY', 7); // typed sender, prepaid: nobody registered pays
  await line('CH002', co.top, co.customer, 'QTY', 6); // collect to a non-shipper: billed to nobody
  await line('CH001', co.elsewhere, co.branch, 'QTY', 1); // another supplier's shipper
  await line('CH001', co.branch, co.customer, 'QTY', 9, '2019-06-01'); // outside the period
});

async function generate() {
  const answer = await api.rest<{ billHistoryId: number; totAmount: number }>(
    'POST',
    '/api/bill-history/insert',
    {
      body: { billCompanyId: supplier, ...MAY },
    },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

async function details(billHistoryId: number) {
  const answer = await api.rest<DetailJson[]>(
    'GET',
    `/api/bill-history-detail/list?billHistoryId=${billHistoryId}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The rows the shared rules give for every company and the period's live lines, read raw. */
async function expectedRows() {
  const companies = await billing.everyCompany();
  const lines = await billing.periodLines(PERIOD.startDate, PERIOD.endDate);
  return invoiceRows(companies, lines, { billCompanyId: supplier, billCd: '30' });
}

describe("a settlement group's invoice", () => {
  let invoiceId: number;
  let rows: DetailJson[];
  beforeAll(async () => {
    invoiceId = (await generate()).billHistoryId;
    rows = await details(invoiceId);
  });

  it('has one row per top company: the top with every member, the idle shipper at 0; no member row', () => {
    expect(rows.map((row) => row.companyNm)).toEqual(['가 본점', '마 휴면화주']);
    // Worked out by hand: parcel 2 × 1,005 (branch, prepaid: the sender's side) + 3 × 777 (branch,
    // collect: the receiver's side) = 4,341; communication 4 × (1,005 + 777) (far, prepaid) +
    // 5 × (1,005 + 777) (top, collect) = 16,038; base fare 30,000 (COM).
    // VAT: 3,000 + 434 (434.1) + 1,604 (1,603.8).
    expect(rows[0]).toMatchObject({
      companyId: co.top,
      communicationFee: 30_000,
      untpc: 4_341,
      weightUntpc: 16_038,
      totAmount: 30_000 + 3_000 + 4_341 + 434 + 16_038 + 1_604,
      mailExcluded: false,
    });
    expect(rows[1]).toMatchObject({ companyId: co.idle, totAmount: 0, mailExcluded: true, status: 'READY' });
  });

  it('equals the shared rules applied to the raw lines (billing.ts invoiceRows)', async () => {
    const expected = await expectedRows();
    expect(new Map(rows.map((row) => [row.companyId, row.totAmount]))).toEqual(
      new Map([...expected].map(([companyId, amounts]) => [companyId, amounts.totAmount])),
    );
  });

  it("prints by the group's excclcCompanyId: every member's lines with its name, WEIGHT lines both sides", async () => {
    const answer = await api.rest<StatementJson>('POST', '/api/bill-print/company-invoice', {
      body: { billCompanyId: supplier, ...MAY, excclcCompanyId: co.top },
    });
    expect(answer.status).toBe(200);
    const statement = answer.body;
    expect(statement.companyInfo).toMatchObject({ companyId: co.top, companyNm: '가 본점' });
    expect(
      statement.shipmentInfoList.map((item) => [
        item.payerNm,
        item.chargeCd,
        item.trnsprtCd,
        item.side,
        item.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['나 지점', 'CH001', 'QTY', 'SENDER', 2 * 1_005],
        ['나 지점', 'CH002', 'QTY', 'RECEIVER', 3 * 777],
        ['다 원격지점', 'CH003', 'WEIGHT', 'SENDER', 4 * 1_005],
        ['다 원격지점', 'CH003', 'WEIGHT', 'RECEIVER', 4 * 777],
        ['가 본점', 'CH004', 'WEIGHT', 'SENDER', 5 * 1_005],
        ['가 본점', 'CH004', 'WEIGHT', 'RECEIVER', 5 * 777],
      ]),
    );
    expect(statement.shipmentInfoList).toHaveLength(6);
    const sum = (code: string) =>
      statement.shipmentInfoList
        .filter((item) => item.trnsprtCd === code)
        .reduce((t, item) => t + item.amount, 0);
    expect([sum('QTY'), sum('WEIGHT')]).toEqual([statement.amounts.untpc, statement.amounts.weightUntpc]);
    // A member is billed on its top's row, not its own.
    const member = await api.rest('POST', '/api/bill-print/company-invoice', {
      body: { billCompanyId: supplier, ...MAY, excclcCompanyId: co.branch },
    });
    expect(member).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('GraphQL companyStatement answers the same lines', async () => {
    const answer = await api.graphql<{
      companyStatement: { shipmentInfoList: { payerNm: string; side: string }[] };
    }>(
      `query ($billCompanyId: Int!, $year: Int!, $month: Int!, $billCd: String!, $companyId: Int!) {
         companyStatement(billCompanyId: $billCompanyId, year: $year, month: $month, billCd: $billCd, companyId: $companyId) {
           shipmentInfoList { payerNm side }
         }
       }`,
      { billCompanyId: supplier, ...MAY, companyId: co.top },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.companyStatement.shipmentInfoList).toHaveLength(6);
  });

  it("the tax-bill zip holds the top's statement only", async () => {
    const response = await fetch(`${api.server.url}/api/bill-print/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await api.token('admin')}` },
      body: JSON.stringify({ billCompanyId: supplier, ...MAY }),
    });
    expect(response.status).toBe(200);
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const statements = Object.keys(zip.files).filter((name) => name.startsWith('거래명세서/'));
    expect(statements.some((name) => name.includes('가 본점'))).toBe(true);
    expect(statements.some((name) => name.includes('나 지점') || name.includes('다 원격지점'))).toBe(false);
  });

  it('settlement by shipper: the members add up to the row, each with its top', async () => {
    const answer = await api.rest<{
      items: {
        companyId: number;
        paidAsSenderAmount: number;
        paidAsReceiverAmount: number;
        paidAmount: number;
        settlementTopId: number;
      }[];
    }>('GET', `/api/settlement/by-shipper?startDate=${PERIOD.startDate}&endDate=${PERIOD.endDate}&size=100`);
    expect(answer.status).toBe(200);
    const byId = new Map(answer.body.items.map((item) => [item.companyId, item]));
    expect(byId.get(co.branch)).toMatchObject({
      paidAsSenderAmount: 2 * 1_005,
      paidAsReceiverAmount: 3 * 777,
      settlementTopId: co.top,
    });
    expect(byId.get(co.far)).toMatchObject({ paidAsSenderAmount: 4 * 1_782, settlementTopId: co.top });
    const members = answer.body.items.filter((item) => item.settlementTopId === co.top);
    expect(members.reduce((total, item) => total + item.paidAmount, 0)).toBe(
      rows[0]!.untpc + rows[0]!.weightUntpc,
    );
  });
});

describe('statement mail follows the row', () => {
  it('a 0-won row is never mailed: 409 naming totAmount, nothing logged', async () => {
    const { billHistoryId } = await generate();
    const idle = (await details(billHistoryId)).find((row) => row.companyId === co.idle)!;
    const answer = await api.rest('POST', `/api/bill-history-detail/resend/${idle.billHistoryDetailId}`);
    expect(answer).toMatchObject({
      status: 409,
      body: { field: 'totAmount', message: STATEMENT_MAIL_MESSAGES.nothingBilled },
    });
    const log = await api.rest<unknown[]>(
      'GET',
      `/api/bill-history-detail/mail-log/${idle.billHistoryDetailId}`,
    );
    expect(log.body).toEqual([]);
  });

  it("goes to the top company's e-mail, and its log survives a re-run that drops and brings back the row", async () => {
    await execute(`update company set email = 'top@example.com' where company_id = ?`, [co.top]);
    const { billHistoryId } = await generate();
    const top = (await details(billHistoryId)).find((row) => row.companyId === co.top)!;
    expect(top.email).toBe('top@example.com');
    const sent = await api.rest<{ attempt: { recipient: string; result: string } }>(
      'POST',
      `/api/bill-history-detail/resend/${top.billHistoryDetailId}`,
    );
    expect(sent.body.attempt).toMatchObject({ recipient: 'top@example.com', result: 'SENT' });
    // The top moves to billing day 20: this invoice no longer bills it; its mail stays logged.
    await execute(`update company set bill_stdr_cd = '20' where company_id = ?`, [co.top]);
    await generate();
    expect((await details(billHistoryId)).map((row) => row.companyId)).toEqual([co.idle]);
    const [kept] = await execute<{ mails: number }>(
      'select count(*)::int as mails from statement_mail where bill_history_id = ? and company_id = ?',
      [billHistoryId, co.top],
    );
    expect(kept?.mails).toBe(1);
    await execute(`update company set bill_stdr_cd = '30' where company_id = ?`, [co.top]);
    await generate();
    const back = (await details(billHistoryId)).find((row) => row.companyId === co.top)!;
    const log = await api.rest<{ recipient: string }[]>(
      'GET',
      `/api/bill-history-detail/mail-log/${back.billHistoryDetailId}`,
    );
    expect(log.body.map((mail) => mail.recipient)).toEqual(['top@example.com']);
  });
});
