// 재계산 of one invoice company row and its versions (issue 34): after a late correction one
// company is computed again exactly as a fresh generation computes it (and as the raw goods lines
// add up), its previous figures kept as a version with who, when and why, and the invoice marked
// changed by whom and when (chg_id, chg_dt, in the same transaction: a refused one leaves them); a
// recalculation that changes nothing keeps no version; a whole generation keeps versions of the rows it changes; a closed
// invoice refuses (409, nothing written); the reason and the row id are checked (400), and only a
// role that writes settlement may recalculate (401, 403).
import { RECALCULATION_MESSAGES } from '@parcel/shared/forms/invoice-recalculation-form';
import { invoiceRows, invoiceTotals, type InvoiceAmounts } from '@parcel/shared/settlement/billing';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { STATEMENT_MESSAGES } from '../src/modules/bill-print/statement.service';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';

const api = contractHarness();
const { newSupplier, newCompany, everyCompany, periodLines } = billingRows(api, '76');
const { aTransport } = rowBuilders(() => api.server.db.orm.em.fork());
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

const KEY = { year: 2026, month: 3, billCd: '30' } as const;
const PERIOD = ['2026-03-01', '2026-03-31'] as const;

type Figures = InvoiceAmounts;
interface Detail extends Figures {
  billHistoryDetailId: number;
  billHistoryId: number;
  companyId: number;
  status: string;
}
interface Version {
  versionNo: number;
  billHistoryId: number;
  companyId: number;
  billHistoryDetailId: number | null;
  run: string;
  reason: string;
  memberId: number | null;
  memberNm: string | null;
  replacedAt: string;
  before: Figures;
  after: Figures | null;
}

const FIGURE_KEYS = [
  'totQty',
  'communicationFee',
  'communicationFeeVat',
  'untpc',
  'untpcVat',
  'weightUntpc',
  'weightUntpcVat',
  'totAmount',
] as const;
const figuresOf = (row: Figures): Figures =>
  Object.fromEntries(FIGURE_KEYS.map((key) => [key, row[key]])) as unknown as Figures;

let supplier: number;
let shipperA: number;
let shipperB: number;
let invoiceId: number;
let lineOfA: number;
let lineOfB: number;
let waybill = 976_000_000_000;

async function transport(sender: number, qty: number, untpc: number, trnsprtCd: 'QTY' | 'WEIGHT' = 'QTY') {
  const built = await aTransport({
    requst_dt: '2026-03-10',
    sender_company_id: sender,
    company_nm: '보내는업체',
    receivers: [
      {
        company_nm: '받는업체',
        shipments: [
          {
            waybill_no: String(++waybill),
            trnsprt_cd: trnsprtCd,
            qty,
            sender_untpc: untpc,
            receiver_untpc: 777,
          },
        ],
      },
    ],
  });
  return built.shipmentIds[0]!;
}

/** A late correction: the line's pieces (both sides), its amounts following. */
const correct = (shipmentId: number, qty: number) =>
  execute(
    `update shipment set sender_qty = ?, receiver_qty = ?, sender_amount = ? * sender_untpc,
            receiver_amount = ? * receiver_untpc where shipment_id = ?`,
    [qty, qty, qty, qty, shipmentId],
  );

const generate = async () => {
  const answer = await api.rest<{ billHistoryId: number }>('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, ...KEY },
  });
  expect(answer.status).toBe(200);
  return answer.body.billHistoryId;
};
const details = async () => {
  const answer = await api.rest<Detail[]>('GET', `/api/bill-history-detail/list?billHistoryId=${invoiceId}`);
  expect(answer.status).toBe(200);
  return new Map(answer.body.map((row) => [row.companyId, row]));
};
const rowOf = async (companyId: number) => (await details()).get(companyId)!;
const versions = async (detailId: number) => {
  const answer = await api.rest<Version[]>('GET', `/api/bill-history-detail/versions/${detailId}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const recalculate = (detailId: number, body: unknown, as?: 'member_view' | 'anonymous') =>
  api.rest<{ detail: Detail; version: Version | null; code?: string; message?: string; field?: string }>(
    'POST',
    `/api/bill-history-detail/recalculate/${detailId}`,
    { body, ...(as && { as }) },
  );
/** What the money rules give each company from the raw goods lines now. */
const fromLines = async () =>
  invoiceRows(await everyCompany(), await periodLines(...PERIOD), { billCompanyId: supplier, billCd: '30' });
/** The invoice's own columns. */
const invoiceSums = async () => {
  const [row] = await execute<Omit<Figures, 'totQty'>>(
    `select tot_amount::float8 as "totAmount", communication_fee::float8 as "communicationFee",
            communication_fee_vat::float8 as "communicationFeeVat", untpc::float8 as untpc,
            untpc_vat::float8 as "untpcVat", weight_untpc::float8 as "weightUntpc",
            weight_untpc_vat::float8 as "weightUntpcVat"
       from bill_history where bill_history_id = ?`,
    [invoiceId],
  );
  return row!;
};
/** Who changed the invoice last and when (ms since 1970; null after its first generation), and its version. */
const invoiceChange = async () => {
  const [row] = await execute<{ chgId: number | null; chgDt: number | null; version: number }>(
    `select chg_id as "chgId", (extract(epoch from chg_dt) * 1000)::float8 as "chgDt", version
       from bill_history where bill_history_id = ?`,
    [invoiceId],
  );
  return row!;
};

beforeAll(async () => {
  supplier = await newSupplier('재계산 공급상사');
  shipperA = await newCompany('재계산 가', { supplier, billStdrCd: '30', communicationFee: 10_000 });
  shipperB = await newCompany('재계산 나', { supplier, billStdrCd: '30' });
  lineOfA = await transport(shipperA, 3, 4000);
  await transport(shipperA, 10, 500, 'WEIGHT');
  lineOfB = await transport(shipperB, 2, 2500);
  invoiceId = await generate();
});

describe('recalculating one company (재계산)', () => {
  let admin: number;
  beforeAll(async () => {
    admin = await api.memberId('admin');
  });

  it('computes the corrected company as a fresh generation and the raw lines would, keeping the old figures', async () => {
    const before = await rowOf(shipperA);
    const untouched = await rowOf(shipperB);
    await execute(`update bill_history_detail set status = 'SENT' where bill_history_detail_id = ?`, [
      before.billHistoryDetailId,
    ]);
    await correct(lineOfA, 7);
    await correct(lineOfB, 4); // B's correction stays out of its row until B is computed again
    // Generated once: nobody changed the invoice yet.
    const generated = await invoiceChange();
    expect(generated).toMatchObject({ chgId: null, chgDt: null });

    const startedAt = Date.now();
    const answer = await recalculate(before.billHistoryDetailId, { reason: '  누락 수량 정정  ' });
    expect(answer.status).toBe(200);
    const expected = (await fromLines()).get(shipperA)!;
    expect(figuresOf(answer.body.detail)).toEqual(figuresOf(expected));
    expect(answer.body.detail.untpc).toBe(7 * 4000);
    expect(answer.body.detail.billHistoryDetailId).toBe(before.billHistoryDetailId);
    expect(answer.body.detail.status).toBe('READY');

    // The version holds the old figures and who, when, why; after is the row now.
    expect(answer.body.version).toMatchObject({
      versionNo: 1,
      billHistoryId: invoiceId,
      companyId: shipperA,
      billHistoryDetailId: before.billHistoryDetailId,
      run: 'RECALCULATION',
      reason: '누락 수량 정정',
      memberId: admin,
      memberNm: '관리자',
      before: figuresOf(before),
      after: figuresOf(answer.body.detail),
    });
    const replacedAt = Date.parse(answer.body.version!.replacedAt);
    expect(replacedAt).toBeGreaterThanOrEqual(startedAt - 5_000);
    expect(replacedAt).toBeLessThanOrEqual(Date.now() + 5_000);
    // The invoice is marked changed by the recalculating member, when the version was kept (one
    // transaction: the same now()).
    const changed = await invoiceChange();
    expect(changed.chgId).toBe(admin);
    expect(changed.version).toBe(generated.version + 1);
    const [same] = await execute<{ same: boolean }>(
      `select h.chg_dt = v.replaced_at as same
         from bill_history h join bill_history_detail_version v on v.bill_history_id = h.bill_history_id
        where h.bill_history_id = ? and v.company_id = ? and v.version_no = 1`,
      [invoiceId, shipperA],
    );
    expect(same).toEqual({ same: true });
    expect(await versions(before.billHistoryDetailId)).toEqual([answer.body.version]);

    // Only that company: B keeps its figures, no version; the invoice's totals are its rows' sums.
    const rows = await details();
    expect(figuresOf(rows.get(shipperB)!)).toEqual(figuresOf(untouched));
    expect(await versions(untouched.billHistoryDetailId)).toEqual([]);
    const { totQty: _qty, ...sums } = invoiceTotals([...rows.values()]);
    expect(await invoiceSums()).toMatchObject(sums);
  });

  it('keeps no version when nothing changed', async () => {
    const row = await rowOf(shipperA);
    const answer = await recalculate(row.billHistoryDetailId, { reason: '확인' });
    expect(answer.status).toBe(200);
    expect(answer.body.version).toBeNull();
    expect(figuresOf(answer.body.detail)).toEqual(figuresOf(row));
    expect(await versions(row.billHistoryDetailId)).toHaveLength(1);
  });

  it('is what generating the whole invoice again gives; a generation keeps versions of the rows it changes', async () => {
    const a = await rowOf(shipperA);
    const b = await rowOf(shipperB);
    expect(await generate()).toBe(invoiceId);
    const rows = await details();
    const expected = await fromLines();
    // A was recalculated already: unchanged, no new version. B had a pending correction.
    expect(figuresOf(rows.get(shipperA)!)).toEqual(figuresOf(a));
    expect(await versions(a.billHistoryDetailId)).toHaveLength(1);
    expect(figuresOf(rows.get(shipperB)!)).toEqual(figuresOf(expected.get(shipperB)!));
    expect(rows.get(shipperB)!.billHistoryDetailId).toBe(b.billHistoryDetailId);
    expect(await versions(b.billHistoryDetailId)).toEqual([
      expect.objectContaining({
        versionNo: 1,
        run: 'GENERATION',
        reason: '청구서 생성',
        memberId: admin,
        before: figuresOf(b),
        after: figuresOf(rows.get(shipperB)!),
      }),
    ]);

    // A second change of A: versions newest first, each after the next one's before.
    await correct(lineOfA, 9);
    const second = await recalculate(a.billHistoryDetailId, { reason: '추가 정정' });
    expect(second.status).toBe(200);
    const history = await versions(a.billHistoryDetailId);
    expect(history.map((version) => version.versionNo)).toEqual([2, 1]);
    expect(history[0]!.before).toEqual(history[1]!.after);
    expect(history[0]!.after).toEqual(figuresOf(second.body.detail));
  });

  it('answers the versions over GraphQL, and recalculates there too', async () => {
    const row = await rowOf(shipperA);
    const answer = await api.graphql<{ invoiceCompanyVersions: { versionNo: number; reason: string }[] }>(
      `query ($id: Int!) { invoiceCompanyVersions(billHistoryDetailId: $id) { versionNo reason } }`,
      { id: row.billHistoryDetailId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.invoiceCompanyVersions).toEqual([
      { versionNo: 2, reason: '추가 정정' },
      { versionNo: 1, reason: '누락 수량 정정' },
    ]);
    const refused = await api.graphql(
      `mutation ($id: Int!) { recalculateInvoiceCompany(billHistoryDetailId: $id, input: { reason: " " }) { version { versionNo } } }`,
      { id: row.billHistoryDetailId },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: RECALCULATION_MESSAGES.reasonRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    const done = await api.graphql<{
      recalculateInvoiceCompany: { version: null; detail: { totAmount: number } };
    }>(
      `mutation ($id: Int!) { recalculateInvoiceCompany(billHistoryDetailId: $id, input: { reason: "그대로" }) { version { versionNo } detail { totAmount } } }`,
      { id: row.billHistoryDetailId },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.recalculateInvoiceCompany).toEqual({
      version: null,
      detail: { totAmount: row.totAmount },
    });
  });

  it('refuses a missing, blank or too long reason and a bad or unknown row, writing nothing', async () => {
    const row = await rowOf(shipperA);
    await correct(lineOfA, 11);
    const refusals: [number | string, unknown, number, string, string | undefined][] = [
      [row.billHistoryDetailId, {}, 400, RECALCULATION_MESSAGES.reasonRequired, 'reason'],
      [row.billHistoryDetailId, { reason: '   ' }, 400, RECALCULATION_MESSAGES.reasonRequired, 'reason'],
      [
        row.billHistoryDetailId,
        { reason: '가'.repeat(501) },
        400,
        RECALCULATION_MESSAGES.reasonTooLong,
        'reason',
      ],
      ['abc', { reason: '정정' }, 400, STATEMENT_MESSAGES.rowIdInvalid, 'billHistoryDetailId'],
      [999_999_999, { reason: '정정' }, 404, STATEMENT_MESSAGES.rowNotFound, undefined],
    ];
    for (const [id, body, status, message, field] of refusals) {
      const answer = await api.rest<{ message: string; field?: string }>(
        'POST',
        `/api/bill-history-detail/recalculate/${id}`,
        { body },
      );
      expect({ id, status: answer.status, message: answer.body.message, field: answer.body.field }).toEqual({
        id,
        status,
        message,
        field,
      });
    }
    expect((await versions(row.billHistoryDetailId)).length).toBe(2);
    expect(figuresOf(await rowOf(shipperA))).toEqual(figuresOf(row));
    const longest = await recalculate(row.billHistoryDetailId, { reason: '가'.repeat(500) });
    expect(longest.status).toBe(200);
    expect(longest.body.version?.reason).toHaveLength(500);
    expect((await api.rest('GET', '/api/bill-history-detail/versions/999999999')).status).toBe(404);
    expect((await api.rest('GET', '/api/bill-history-detail/versions/x')).body).toMatchObject({
      field: 'billHistoryDetailId',
    });
  });

  it('marks the invoice changed by whoever recalculates, even when nothing changed', async () => {
    const row = await rowOf(shipperA);
    const before = await invoiceChange();
    const member = await api.memberId('member_all');
    expect(member).not.toBe(before.chgId);
    const answer = await api.rest<{ version: Version | null }>(
      'POST',
      `/api/bill-history-detail/recalculate/${row.billHistoryDetailId}`,
      { body: { reason: '담당자 확인' }, as: 'member_all' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.version).toBeNull();
    const after = await invoiceChange();
    expect(after.chgId).toBe(member);
    expect(after.chgDt).toBeGreaterThan(before.chgDt!);
    expect(after.version).toBe(before.version + 1);
  });

  it('leaves who and when as they were when the recalculation is refused after writing (one transaction)', async () => {
    const b = await rowOf(shipperB);
    const before = await invoiceChange();
    const sums = await invoiceSums();
    // B joins A's settlement group: the invoice no longer bills B, whose row stays until a generation.
    // The statement writes the invoice's totals and who changed it, then finds no row of B: 409.
    await execute('update company set excclc_company_id = ? where company_id = ?', [shipperA, shipperB]);
    try {
      const refused = await api.rest<{ code: string; message: string }>(
        'POST',
        `/api/bill-history-detail/recalculate/${b.billHistoryDetailId}`,
        { body: { reason: '그룹 변경 후 정정' }, as: 'member_all' },
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', message: RECALCULATION_MESSAGES.notBilled });
    } finally {
      await execute('update company set excclc_company_id = null where company_id = ?', [shipperB]);
    }
    expect(await invoiceChange()).toEqual(before);
    expect(await invoiceSums()).toEqual(sums);
    expect(figuresOf(await rowOf(shipperB))).toEqual(figuresOf(b));
  });

  it('admits only who writes settlement; member_view reads the versions', async () => {
    const row = await rowOf(shipperA);
    await correct(lineOfA, 12);
    expect((await recalculate(row.billHistoryDetailId, { reason: '정정' }, 'anonymous')).status).toBe(401);
    expect((await recalculate(row.billHistoryDetailId, { reason: '정정' }, 'member_view')).status).toBe(403);
    const read = await api.rest<Version[]>(
      'GET',
      `/api/bill-history-detail/versions/${row.billHistoryDetailId}`,
      {
        as: 'member_view',
      },
    );
    expect(read.status).toBe(200);
    expect(read.body).toHaveLength(3);
    expect(figuresOf(await rowOf(shipperA))).toEqual(figuresOf(row));
  });

  it('keeps the figures of a row a generation removes (its versions unlinked) and continues them when it comes back', async () => {
    const b = await rowOf(shipperB);
    // B joins A's settlement group: A's row bills B's lines, B has no row of its own.
    await execute('update company set excclc_company_id = ? where company_id = ?', [shipperA, shipperB]);
    await generate();
    expect((await details()).has(shipperB)).toBe(false);
    const kept = () =>
      execute<{ versionNo: number; detailId: number | null; untpc: number }>(
        `select version_no as "versionNo", bill_history_detail_id as "detailId", untpc::float8 as untpc
           from bill_history_detail_version where bill_history_id = ? and company_id = ? order by version_no`,
        [invoiceId, shipperB],
      );
    expect(await kept()).toEqual([
      { versionNo: 1, detailId: null, untpc: expect.any(Number) },
      { versionNo: 2, detailId: null, untpc: b.untpc },
    ]);
    // Back on its own: a new row, whose history goes on from version 2.
    await execute('update company set excclc_company_id = null where company_id = ?', [shipperB]);
    await generate();
    const back = await rowOf(shipperB);
    expect(back.billHistoryDetailId).not.toBe(b.billHistoryDetailId);
    expect((await versions(back.billHistoryDetailId)).map((version) => version.versionNo)).toEqual([2, 1]);
  });

  it('refuses a closed invoice (409) and writes nothing', async () => {
    const row = await rowOf(shipperA);
    const count = (await versions(row.billHistoryDetailId)).length;
    const sums = await invoiceSums();
    expect((await api.rest('POST', `/api/bill-history/close/${invoiceId}`)).status).toBe(200);
    const [{ title }] = (await execute<{ title: string }>('select closed_invoice_title(?) as title', [
      invoiceId,
    ])) as [{ title: string }];
    const answer = await recalculate(row.billHistoryDetailId, { reason: '마감 후 정정' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: RECALCULATION_MESSAGES.closed(title) });
    expect(answer.body.message).toMatch(/다시 계산할 수 없습니다/);
    expect(await versions(row.billHistoryDetailId)).toHaveLength(count);
    expect(figuresOf(await rowOf(shipperA))).toEqual(figuresOf(row));
    expect(await invoiceSums()).toMatchObject(sums);
  });
});
