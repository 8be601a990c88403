// The close board's counts (월 마감, issue 25 part 1) and the lists their links open: each number is
// the row count of its list. Undelivered goods lines: the delivery check filtered by the period,
// the supplier with its billing day and 미배송 (payers in a group, collect lines, other billing days,
// other suppliers, companies that are no shipper, deleted transports and other months around them);
// statements sent, failed, unsent and skipped: the invoice's company rows by statement state;
// tax-bill downloads: who downloaded when. Lines of the month no invoice bills (issue 31): the
// delivery check of the calendar month filtered by unbilled=nobody (a typed payer, an unknown charge,
// collect to a company that is no shipper, a top that is no shipper or has no supplier) and
// unbilled=suspended (a suspended top), compared with the money rules' unbilledReason too.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { unbilledReason } from '@parcel/shared/settlement/billing';
import { contractHarness } from './contract';
import { billingRows } from './billing-rows';

const api = contractHarness();
const billing = billingRows(api, '76');
const { aTransport } = rowBuilders(() => api.server.db.orm.em.fork());
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

// March 2026: the month-end period is 03-01..03-31, the day-20 period 02-21..03-20.
const YEAR = 2026;
const MONTH = 3;

const BOARD = `query ($year: Int, $month: Int) { monthClose(input: { year: $year, month: $month }) { rows {
  billCompanyId billCd billHistoryId undeliveredLines undeliveredLink invoiceLink
  statementLinks { sent failed unsent skipped }
  statementsSent statementsFailed statementsUnsent statementsSkipped taxBillDownloads } } }`;

interface BoardRow {
  billCompanyId: number;
  billCd: string;
  billHistoryId: number | null;
  undeliveredLines: number;
  undeliveredLink: string;
  invoiceLink: string;
  statementLinks: { sent: string; failed: string; unsent: string; skipped: string } | null;
  statementsSent: number;
  statementsFailed: number;
  statementsUnsent: number;
  statementsSkipped: number;
  taxBillDownloads: number;
}

async function boardRow(supplier: number, billCd: '20' | '30'): Promise<BoardRow> {
  const answer = await api.graphql<{ monthClose: { rows: BoardRow[] } }>(BOARD, { year: YEAR, month: MONTH });
  expect(answer.errors).toBeUndefined();
  const row = answer.data!.monthClose.rows.find(
    (candidate) => candidate.billCompanyId === supplier && candidate.billCd === billCd,
  );
  if (!row) throw new Error(`no board row for supplier ${supplier}, billing day ${billCd}`);
  return row;
}

/** A link's path and its query's parameters. */
function linkParts(link: string): { path: string; params: URLSearchParams } {
  const [path, query = ''] = link.split('?');
  return { path: path!, params: new URLSearchParams(query) };
}

let supplier: number;
let top: number;
const lines = {
  counted: [] as number[],
  delivered: 0,
  dayTwenty: [] as number[],
  nobody: [] as number[],
  suspended: [] as number[],
};

/** One transport of one receiver with the goods lines given (delivered or not). */
async function transport(options: {
  day: string;
  sender: number | null;
  receiver: number | null;
  charge?: string;
  deleted?: boolean;
  delivered?: boolean[];
}): Promise<number[]> {
  const { shipmentIds } = await aTransport({
    ...{ requst_dt: options.day, charge_cd: options.charge ?? 'CH001', del_yn: options.deleted ? 'Y' : 'N' },
    ...{ company_nm: '보내는 곳', sender_company_id: options.sender },
    receivers: [
      {
        ...{ company_nm: '받는 곳', receiver_company_id: options.receiver },
        shipments: (options.delivered ?? [false]).map((delivered, index) => ({
          ...{ sort_order: index + 1, qty: 1, untpc: 3000 },
          transport_date: delivered ? options.day : null,
        })),
      },
    ],
  });
  return shipmentIds;
}

let invoiceId: number;

beforeAll(async () => {
  supplier = await billing.newSupplier('링크 공급상사');
  const otherSupplier = await billing.newSupplier('링크 다른공급');
  const monthEnd = { supplier, billStdrCd: '30' as const };
  top = await billing.newCompany('링크 화주', { ...monthEnd, communicationFee: 20_000 });
  const member = await billing.newCompany('링크 회원사', { ...monthEnd, excclcCompanyId: top });
  const zeroWon = await billing.newCompany('링크 영원', { ...monthEnd, shipperCd: 'PCL' });
  const sent = await billing.newCompany('링크 발송', { ...monthEnd, communicationFee: 10_000 });
  const failed = await billing.newCompany('링크 실패', { ...monthEnd, communicationFee: 10_000 });
  const dayTwenty = await billing.newCompany('링크 이십일', { supplier, billStdrCd: '20' });
  const elsewhere = await billing.newCompany('링크 타공급', { supplier: otherSupplier, billStdrCd: '30' });
  const notShipper = await billing.newCompany('링크 비화주', { ...monthEnd, shipperYn: 'N' });
  const outsider = await billing.newCompany('링크 외부', { supplier: null, shipperYn: 'N' });

  // Counted in the month-end row: the top's own prepaid line (one of two; the other delivered), a
  // group member's, and a collect line its receiver (the top) pays.
  const [own, delivered] = await transport({
    day: '2026-03-25',
    sender: top,
    receiver: outsider,
    delivered: [false, true],
  });
  lines.counted.push(own!);
  lines.delivered = delivered!;
  lines.counted.push(...(await transport({ day: '2026-03-01', sender: member, receiver: null })));
  lines.counted.push(
    ...(await transport({ day: '2026-03-31', sender: outsider, receiver: top, charge: 'CH004' })),
  );
  // Not counted: a prepaid line the outsider pays, another supplier's, a company no shipper, a
  // deleted transport, a line of February, and the day-20 company's (its own row counts it). The
  // outsider's and the company's that is no shipper are billed to nobody.
  lines.nobody.push(...(await transport({ day: '2026-03-10', sender: outsider, receiver: top })));
  await transport({ day: '2026-03-10', sender: elsewhere, receiver: top });
  lines.nobody.push(...(await transport({ day: '2026-03-10', sender: notShipper, receiver: null })));
  await transport({ day: '2026-03-10', sender: top, receiver: null, deleted: true });
  await transport({ day: '2026-02-28', sender: top, receiver: null });
  lines.dayTwenty.push(...(await transport({ day: '2026-03-10', sender: dayTwenty, receiver: null })));
  // February 21st is in the day-20 period only.
  lines.dayTwenty.push(...(await transport({ day: '2026-02-21', sender: dayTwenty, receiver: null })));

  // Billed to nobody by accident: a typed payer (sender, receiver), an unknown charge, collect to a
  // company that is no shipper, a shipper whose group top is no shipper, a top without supplier.
  // Of a suspended group: its member's line and the top's own. Around them, not counted: a deleted
  // transport and lines of February and April.
  const headOffice = await billing.newCompany('링크 비화주 본사', { ...monthEnd, shipperYn: 'N' });
  const branch = await billing.newCompany('링크 비화주 지점', { ...monthEnd, excclcCompanyId: headOffice });
  const unsupplied = await billing.newCompany('링크 공급 없음', { supplier: null, billStdrCd: '30' });
  const suspendedTop = await billing.newCompany('링크 중지 본사', {
    ...monthEnd,
    shipperYn: 'N',
    useYn: 'N',
  });
  const suspendedMember = await billing.newCompany('링크 중지 회원', {
    ...monthEnd,
    excclcCompanyId: suspendedTop,
  });
  for (const options of [
    { day: '2026-03-05', sender: null, receiver: top },
    { day: '2026-03-06', sender: top, receiver: null, charge: 'CH004' },
    { day: '2026-03-07', sender: top, receiver: top, charge: 'CH999' },
    { day: '2026-03-08', sender: top, receiver: notShipper, charge: 'CH002', delivered: [false, true] },
    { day: '2026-03-09', sender: branch, receiver: top },
    { day: '2026-03-31', sender: unsupplied, receiver: null, charge: 'CH003' },
  ])
    lines.nobody.push(...(await transport(options)));
  lines.suspended.push(...(await transport({ day: '2026-03-01', sender: suspendedMember, receiver: top })));
  lines.suspended.push(
    ...(await transport({ day: '2026-03-20', sender: top, receiver: suspendedTop, charge: 'CH002' })),
  );
  await transport({ day: '2026-03-05', sender: null, receiver: top, deleted: true });
  await transport({ day: '2026-03-05', sender: suspendedMember, receiver: top, deleted: true });
  await transport({ day: '2026-02-28', sender: null, receiver: null });
  await transport({ day: '2026-04-01', sender: suspendedMember, receiver: null });
  await transport({ day: '2026-04-01', sender: branch, receiver: null });

  const generated = await api.rest<{ billHistoryId: number }>('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, year: YEAR, month: MONTH, billCd: '30' },
  });
  expect(generated.status).toBe(200);
  invoiceId = generated.body.billHistoryId;
  // Where each row's statement stands: the zero-won row stays READY (never mailed: skipped).
  await execute(
    `update bill_history_detail set status = case company_id when ? then 'SENT' when ? then 'FAILED' end
      where bill_history_id = ? and company_id in (?, ?)`,
    [sent, failed, invoiceId, sent, failed],
  );
  expect(
    await execute<{ companyId: number; status: string; zero: boolean }>(
      `select company_id as "companyId", status, tot_amount = 0 as zero from bill_history_detail
        where bill_history_id = ? order by company_id`,
      [invoiceId],
    ),
  ).toEqual([
    { companyId: top, status: 'READY', zero: false },
    { companyId: zeroWon, status: 'READY', zero: true },
    { companyId: sent, status: 'SENT', zero: false },
    { companyId: failed, status: 'FAILED', zero: false },
  ]);

  for (const as of ['admin', 'member_all'] as const) {
    const zip = await api.rest('POST', '/api/bill-print/download', {
      as,
      body: { billCompanyId: supplier, year: YEAR, month: MONTH, billCd: '30' },
    });
    expect(zip.status).toBe(200);
  }
});

const CHECKS = `query ($filter: DeliveryCheckFilterInput, $page: PageInput) {
  deliveryChecks(filter: $filter, page: $page) { total totalExact items { shipmentId deliveryState } } }`;

describe('the undelivered goods lines count', () => {
  it.each([
    ['30', () => lines.counted],
    ['20', () => lines.dayTwenty],
  ] as const)(
    'of billing day %s equals the delivery check its link opens, the same lines (REST and GraphQL)',
    async (billCd, expected) => {
      const row = await boardRow(supplier, billCd);
      expect(row.undeliveredLines).toBe(expected().length);
      const { path, params } = linkParts(row.undeliveredLink);
      expect(path).toBe('/transport/check');
      expect(Object.fromEntries(params)).toEqual({
        startDate: billCd === '30' ? '2026-03-01' : '2026-02-21',
        endDate: billCd === '30' ? '2026-03-31' : '2026-03-20',
        billCompanyId: String(supplier),
        billCd,
        deliveryState: 'undelivered',
      });

      const rest = await api.rest<{ items: { shipmentId: number }[]; total: number; totalExact: boolean }>(
        'GET',
        `/api/transport/check-list?${params.toString()}&size=100`,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ total: row.undeliveredLines, totalExact: true });
      expect(rest.body.items.map((item) => item.shipmentId).sort()).toEqual([...expected()].sort());

      const filter = { ...Object.fromEntries(params), billCompanyId: supplier };
      const graphql = await api.graphql<{
        deliveryChecks: { total: number; items: { shipmentId: number; deliveryState: string }[] };
      }>(CHECKS, { filter, page: { page: 0, size: 100 } }, 'member_view');
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data?.deliveryChecks.total).toBe(row.undeliveredLines);
      expect(graphql.data?.deliveryChecks.items.every((item) => item.deliveryState === '미배송')).toBe(true);
    },
  );

  it('follows a delivery recorded: one line fewer on the board and in the list', async () => {
    const recorded = lines.counted[0]!;
    await execute(`update shipment set transport_date = '2026-03-26' where shipment_id = ?`, [recorded]);
    try {
      const row = await boardRow(supplier, '30');
      expect(row.undeliveredLines).toBe(lines.counted.length - 1);
      const listed = await api.rest<{ total: number }>(
        'GET',
        `/api/transport/check-list?${linkParts(row.undeliveredLink).params.toString()}`,
      );
      expect(listed.body.total).toBe(row.undeliveredLines);
      const delivered = await api.rest<{ items: { shipmentId: number }[] }>(
        'GET',
        `/api/transport/check-list?startDate=2026-03-01&endDate=2026-03-31&billCompanyId=${supplier}&billCd=30&deliveryState=delivered`,
      );
      expect(delivered.body.items.map((item) => item.shipmentId).sort()).toEqual(
        [lines.delivered, recorded].sort(),
      );
    } finally {
      await execute(`update shipment set transport_date = null where shipment_id = ?`, [recorded]);
    }
  });

  it('refuses a bad delivery state, supplier or billing day with 400 naming the field', async () => {
    for (const [query, field] of [
      ['deliveryState=late', 'deliveryState'],
      ['billCompanyId=abc', 'billCompanyId'],
      ['billCd=25', 'billCd'],
    ] as const) {
      const answer = await api.rest('GET', `/api/transport/check-list?${query}`);
      expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field } });
    }
  });
});

const UNBILLED_BOARD = `query ($year: Int, $month: Int) { monthClose(input: { year: $year, month: $month }) {
  receivedFrom receivedTo billedToNobodyLines billedToNobodyLink suspendedGroupLines suspendedGroupLink } }`;

interface UnbilledBoard {
  receivedFrom: string;
  receivedTo: string;
  billedToNobodyLines: number;
  billedToNobodyLink: string;
  suspendedGroupLines: number;
  suspendedGroupLink: string;
}

async function unbilledBoard(): Promise<UnbilledBoard> {
  const answer = await api.graphql<{ monthClose: UnbilledBoard }>(UNBILLED_BOARD, {
    year: YEAR,
    month: MONTH,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.monthClose;
}

describe('the counts of the lines no invoice bills', () => {
  it.each([
    ['billed to nobody', 'billedToNobody', 'nobody', () => lines.nobody],
    ['of suspended groups', 'suspendedGroup', 'suspended', () => lines.suspended],
  ] as const)(
    '%s: the lines received in the month, those the delivery check its link opens (REST and GraphQL)',
    async (_title, count, reason, expected) => {
      const board = await unbilledBoard();
      expect(board).toMatchObject({ receivedFrom: '2026-03-01', receivedTo: '2026-03-31' });
      expect(board[`${count}Lines`]).toBe(expected().length);
      const { path, params } = linkParts(board[`${count}Link`]);
      expect(path).toBe('/transport/check');
      expect(Object.fromEntries(params)).toEqual({
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        unbilled: reason,
      });

      const rest = await api.rest<{ items: { shipmentId: number }[]; total: number; totalExact: boolean }>(
        'GET',
        `/api/transport/check-list?${params.toString()}&size=100`,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ total: board[`${count}Lines`], totalExact: true });
      expect(rest.body.items.map((item) => item.shipmentId).sort()).toEqual([...expected()].sort());

      const graphql = await api.graphql<{
        deliveryChecks: { total: number; items: { shipmentId: number }[] };
      }>(CHECKS, { filter: Object.fromEntries(params), page: { page: 0, size: 100 } }, 'member_view');
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data?.deliveryChecks.total).toBe(board[`${count}Lines`]);
      expect(graphql.data?.deliveryChecks.items.map((item) => item.shipmentId).sort()).toEqual(
        [...expected()].sort(),
      );
    },
  );

  it("agrees with the money rules' unbilledReason over the month's raw lines", async () => {
    const [board, companies, monthLines] = await Promise.all([
      unbilledBoard(),
      billing.everyCompany(),
      billing.periodLines('2026-03-01', '2026-03-31'),
    ]);
    const reasons = monthLines.map((line) => unbilledReason(line, companies));
    expect(reasons.filter((reason) => reason === 'nobody')).toHaveLength(board.billedToNobodyLines);
    expect(reasons.filter((reason) => reason === 'suspended')).toHaveLength(board.suspendedGroupLines);
  });

  it('refuses another reason with 400 naming the field', async () => {
    const answer = await api.rest('GET', '/api/transport/check-list?unbilled=billed');
    expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', field: 'unbilled' } });
  });
});

const DETAILS = `query ($id: Int!, $state: String) {
  invoice(billHistoryId: $id) { details(statementState: $state) { companyId status mailExcluded } } }`;

describe('the statement counts', () => {
  it.each([
    ['sent', 'statementsSent', 'SENT'],
    ['failed', 'statementsFailed', 'FAILED'],
    ['unsent', 'statementsUnsent', 'READY'],
    ['skipped', 'statementsSkipped', 'EXCLUDED'],
  ] as const)(
    '%s: one row, the count of the company rows its link opens (REST and GraphQL)',
    async (link, count, state) => {
      const row = await boardRow(supplier, '30');
      expect(row[count]).toBe(1);
      const { path, params } = linkParts(row.statementLinks![link]);
      expect(path).toBe('/settlement/invoices');
      expect(Object.fromEntries(params)).toEqual({
        billCompanyId: String(supplier),
        year: String(YEAR),
        month: String(MONTH),
        billCd: '30',
        selected: String(invoiceId),
        statementState: state,
      });

      const rest = await api.rest<{ status: string; mailExcluded: boolean }[]>(
        'GET',
        `/api/bill-history-detail/list?billHistoryId=${params.get('selected')}&statementState=${params.get('statementState')}`,
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toHaveLength(row[count]);
      const byKey = await api.rest<unknown[]>(
        'GET',
        `/api/bill-history-detail/list?billCompanyId=${supplier}&year=${YEAR}&month=${MONTH}&billCd=30&statementState=${state.toLowerCase()}`,
      );
      expect(byKey.body).toEqual(rest.body);

      const graphql = await api.graphql<{
        invoice: { details: { status: string; mailExcluded: boolean }[] };
      }>(DETAILS, { id: invoiceId, state }, 'member_view');
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data?.invoice.details).toHaveLength(row[count]);
      for (const detail of graphql.data!.invoice.details) {
        expect(detail.mailExcluded).toBe(state === 'EXCLUDED');
        if (state !== 'EXCLUDED') expect(detail.status).toBe(state);
      }
    },
  );

  it('lists every row without a state or with ALL, and refuses another state naming the field', async () => {
    const every = await api.graphql<{ invoice: { details: unknown[] } }>(DETAILS, {
      id: invoiceId,
      state: 'ALL',
    });
    expect(every.data?.invoice.details).toHaveLength(4);
    const rest = await api.rest<unknown[]>('GET', `/api/bill-history-detail/list?billHistoryId=${invoiceId}`);
    expect(rest.body).toHaveLength(4);

    const refused = await api.rest(
      'GET',
      `/api/bill-history-detail/list?billHistoryId=${invoiceId}&statementState=DONE`,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        field: 'statementState',
        message: '발송 상태(statementState)는 READY, SENT, FAILED, EXCLUDED 중 하나여야 합니다.',
      },
    });
    const viaGraphql = await api.graphql(DETAILS, { id: invoiceId, state: 'DONE' });
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'statementState',
    });
  });

  it('has no links while the invoice is not generated', async () => {
    const row = await boardRow(supplier, '20');
    expect(row).toMatchObject({ billHistoryId: null, statementLinks: null, statementsSent: 0 });
  });
});

const DOWNLOADS = `query ($id: Int!) { taxBillDownloads(billHistoryId: $id) { taxBillDownloadId downloadedAt memberNm userId } }`;

describe('the tax-bill download count', () => {
  it('equals the downloads listed with who and when, newest first (GraphQL and REST)', async () => {
    const row = await boardRow(supplier, '30');
    expect(row.taxBillDownloads).toBe(2);
    const answer = await api.graphql<{
      taxBillDownloads: { downloadedAt: string; memberNm: string; userId: string }[];
    }>(DOWNLOADS, { id: invoiceId }, 'member_view');
    expect(answer.errors).toBeUndefined();
    const downloads = answer.data!.taxBillDownloads;
    expect(downloads).toHaveLength(row.taxBillDownloads);
    expect(downloads.map((download) => download.memberNm)).toEqual(['member_all 사용자', '관리자']);
    expect(downloads[0]!.downloadedAt >= downloads[1]!.downloadedAt).toBe(true);

    const rest = await api.rest<unknown[]>('GET', `/api/bill-history/tax-bill-downloads/${invoiceId}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(downloads);
  });

  it('answers 404 for an unknown invoice and 400 for a malformed id', async () => {
    const unknown = await api.graphql(DOWNLOADS, { id: invoiceId + 1000 });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await api.rest('GET', '/api/bill-history/tax-bill-downloads/abc');
    expect(malformed.status).toBe(400);
  });
});
