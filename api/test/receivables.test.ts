// Receivables (미수금 관리, issue 25): payments recorded against invoice company rows (GraphQL and
// REST), partial, exact and over-payments, a deleted payment kept and excluded, aging buckets at
// chosen as-of dates (compared with the shared rules), the totals row, the filters, the company
// ledger's running balance, refusals (400 naming the field in Korean, 403, 404, 409).
import { PAYMENT_MESSAGES } from '@parcel/shared/forms/payment-form';
import { companyReceivable, paidAmount, runningBalances } from '@parcel/shared/settlement/receivables';
import { contractHarness } from './contract';
import { billingRows } from './billing-rows';

const api = contractHarness();
const billing = billingRows(api, '76');
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

const RECEIVABLES = `query Receivables($filter: ReceivableFilterInput, $page: PageInput) {
  receivables(filter: $filter, page: $page) {
    asOf total
    items { companyId companyNm billCompanyNm billed paid outstanding current days30 days60 days90 lastPaidOn }
    totals { billed paid outstanding current days30 days60 days90 }
  }
}`;
const RECORD = `mutation Record($input: PaymentInput!) {
  recordPayment(input: $input) { paymentId billHistoryDetailId companyId paidOn amount method depositor memo source regByNm deletedAt }
}`;
const DELETE = `mutation Delete($paymentId: Int!, $input: PaymentDeleteInput!) {
  deletePayment(paymentId: $paymentId, input: $input) { paymentId deletedAt deletedByNm deleteReason }
}`;
const LEDGER = `query Ledger($input: CompanyLedgerInput!) {
  companyLedger(input: $input) {
    companyNm openingBalance closingBalance
    entries { kind date description debit credit balance billHistoryDetailId payment { paymentId amount deletedAt deleteReason } }
  }
}`;

interface ReceivableRow {
  companyId: number;
  billed: number;
  paid: number;
  outstanding: number;
  current: number;
  days30: number;
  days60: number;
  days90: number;
  lastPaidOn: string | null;
}

let supplier: number;
let other: number;
let headOffice: number;
let branch: number;
let elsewhere: number;
/** Invoice company rows by name. */
const rows: Record<string, number> = {};

async function receivables(filter: Record<string, unknown>, as: 'admin' | 'member_view' = 'admin') {
  const answer = await api.graphql<{
    receivables: {
      asOf: string;
      total: number;
      items: ReceivableRow[];
      totals: Omit<ReceivableRow, 'companyId' | 'lastPaidOn'>;
    };
  }>(RECEIVABLES, { filter, page: { page: 0, size: 100 } }, as);
  expect(answer.errors).toBeUndefined();
  return answer.data!.receivables;
}

const rowOf = (page: { items: ReceivableRow[] }, companyId: number) =>
  page.items.find((item) => item.companyId === companyId);

async function record(input: Record<string, unknown>) {
  const answer = await api.graphql<{ recordPayment: { paymentId: number } }>(RECORD, { input });
  expect(answer.errors).toBeUndefined();
  return answer.data!.recordPayment.paymentId;
}

/** What the shared rules say of a company as of a date, from the tables. */
async function expected(companyId: number, asOf: string, billCompanyId = supplier) {
  const billed = await execute<{ id: number; year: number; month: number; billed: string }>(
    `select d.bill_history_detail_id as id, h.year, h.month, d.tot_amount as billed
       from bill_history_detail d join bill_history h using (bill_history_id)
      where d.company_id = ? and h.bill_company_id = ? and h.period_end <= ?`,
    [companyId, billCompanyId, asOf],
  );
  const payments = await execute<{ amount: number; deletedAt: string | null }>(
    `select p.amount, p.deleted_at as "deletedAt" from payment p
       join bill_history_detail d using (bill_history_detail_id) join bill_history h using (bill_history_id)
      where d.company_id = ? and h.bill_company_id = ? and p.paid_on <= ?`,
    [companyId, billCompanyId, asOf],
  );
  const result = companyReceivable(
    billed.map((row) => ({ ...row, billed: Number(row.billed) })),
    paidAmount(payments),
    asOf,
  );
  return {
    billed: result.billed,
    paid: result.paid,
    outstanding: result.outstanding,
    current: result.buckets.CURRENT,
    days30: result.buckets.D30,
    days60: result.buckets.D60,
    days90: result.buckets.D90,
  };
}

beforeAll(async () => {
  supplier = await billing.newSupplier('미수공급');
  other = await billing.newSupplier('다른공급');
  headOffice = await billing.newCompany('미수본점', { supplier });
  branch = await billing.newCompany('미수지점', { supplier });
  elsewhere = await billing.newCompany('미수타사', { supplier: other });
  // docs/billing.md's worked example: January 73,706, February 33,000, March 50,000.
  const january = await billing.newInvoice(supplier, 2026, 1, [[headOffice, 73_706]]);
  const february = await billing.newInvoice(supplier, 2026, 2, [
    [headOffice, 33_000],
    [branch, 20_000],
  ]);
  const march = await billing.newInvoice(supplier, 2026, 3, [[headOffice, 50_000]]);
  const elsewhereInvoice = await billing.newInvoice(other, 2026, 2, [[elsewhere, 11_000]]);
  rows.january = january.ids[0]!;
  rows.february = february.ids[0]!;
  rows.branchFebruary = february.ids[1]!;
  rows.march = march.ids[0]!;
  rows.elsewhere = elsewhereInvoice.ids[0]!;
});

describe('payments and the receivables they leave', () => {
  let deletedId: number;

  it('records payments over GraphQL and REST, answering them as recorded', async () => {
    const answer = await api.graphql<{ recordPayment: Record<string, unknown> }>(RECORD, {
      input: {
        billHistoryDetailId: rows.january,
        paidOn: '2026-02-10',
        amount: 40_000,
        method: 'TRANSFER',
        depositor: ' 미수본점 ',
        memo: '',
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.recordPayment).toMatchObject({
      billHistoryDetailId: rows.january,
      companyId: headOffice,
      paidOn: '2026-02-10',
      amount: 40_000,
      method: 'TRANSFER',
      depositor: '미수본점',
      memo: null,
      source: 'MANUAL',
      regByNm: '관리자',
      deletedAt: null,
    });
    // Against March, though January and February come first: aging applies it oldest first anyway.
    const rest = await api.rest<{ paymentId: number; amount: number }>('POST', '/api/payment/insert', {
      body: { billHistoryDetailId: rows.march, paidOn: '2026-03-15', amount: '50,000', method: 'CASH' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.amount).toBe(50_000);
    deletedId = await record({
      billHistoryDetailId: rows.february,
      paidOn: '2026-03-16',
      amount: 10_000,
      method: 'CARD',
    });
  });

  it('deletes a payment with a reason: kept, recorded, and counting for nothing', async () => {
    const paymentVersion = async () =>
      (
        await execute<{ version: number }>('select version from payment where payment_id = ?', [deletedId])
      )[0]!.version;
    const versionBefore = await paymentVersion();
    const missing = await api.graphql(DELETE, { paymentId: deletedId, input: { reason: '  ' } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    expect(missing.errors?.[0]?.message).toBe(PAYMENT_MESSAGES.reasonRequired);

    const deleted = await api.rest<Record<string, unknown>>('POST', `/api/payment/delete/${deletedId}`, {
      body: { reason: '중복 입력' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deletedByNm: '관리자', deleteReason: '중복 입력' });
    expect(deleted.body.deletedAt).toEqual(expect.any(String));
    // The raw update moved the payment's version on by exactly one (bump_version()).
    expect(await paymentVersion()).toBe(versionBefore + 1);

    const again = await api.graphql(DELETE, { paymentId: deletedId, input: { reason: '또' } });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe(PAYMENT_MESSAGES.alreadyDeleted);

    const [audit] = await execute<{ changes: Record<string, unknown[]>; memberId: number }>(
      `select changes, member_id as "memberId" from audit_log
        where entity_name = 'payment' and entity_id = ? and action = 'update'`,
      [String(deletedId)],
    );
    expect(audit!.changes.delete_reason).toEqual([null, '중복 입력']);
    expect(audit!.memberId).toBe(await api.memberId('admin'));
  });

  it('ages what is left at chosen dates, as the shared rules do (FIFO, deleted payment excluded)', async () => {
    const april = await receivables({ billCompanyId: String(supplier), asOf: '2026-04-15' });
    expect(april.asOf).toBe('2026-04-15');
    expect(rowOf(april, headOffice)).toEqual({
      companyId: headOffice,
      companyNm: '미수본점',
      billCompanyNm: '미수공급',
      billed: 156_706,
      paid: 90_000,
      outstanding: 66_706,
      current: 50_000,
      days30: 16_706,
      days60: 0,
      days90: 0,
      lastPaidOn: '2026-03-15',
    });
    expect(rowOf(april, headOffice)).toMatchObject(await expected(headOffice, '2026-04-15'));

    const june = await receivables({ billCompanyId: String(supplier), asOf: '2026-06-30' });
    expect(rowOf(june, headOffice)).toMatchObject({ current: 0, days30: 0, days60: 0, days90: 66_706 });
    expect(rowOf(june, headOffice)).toMatchObject(await expected(headOffice, '2026-06-30'));
    expect(rowOf(june, branch)).toMatchObject({ billed: 20_000, paid: 0, days90: 20_000 });

    // Mid-February: only January's period has ended, and only the first payment was made.
    const february = await receivables({ billCompanyId: String(supplier), asOf: '2026-02-15' });
    expect(rowOf(february, headOffice)).toMatchObject({
      billed: 73_706,
      paid: 40_000,
      outstanding: 33_706,
      current: 33_706,
    });
    expect(rowOf(february, branch)).toBeUndefined();
  });

  it('totals every matching company, and filters by supplier, name, outstanding and bucket', async () => {
    const all = await receivables({ asOf: '2026-06-30' });
    const ours = all.items.filter((item) => [headOffice, branch, elsewhere].includes(item.companyId));
    expect(ours).toHaveLength(3);
    for (const column of ['billed', 'paid', 'outstanding', 'days90'] as const) {
      expect(all.totals[column]).toBe(all.items.reduce((sum, item) => sum + item[column], 0));
    }
    expect(all.total).toBe(all.items.length);
    // Largest outstanding first.
    const outstanding = all.items.map((item) => item.outstanding);
    expect(outstanding).toEqual([...outstanding].sort((a, b) => b - a));

    const named = await receivables({ companyNm: '미수지', asOf: '2026-06-30' });
    expect(named.items.map((item) => item.companyId)).toEqual([branch]);
    expect(named.totals).toMatchObject({ billed: 20_000, outstanding: 20_000, days90: 20_000 });

    const otherSupplier = await receivables({ billCompanyId: String(other), asOf: '2026-06-30' });
    expect(otherSupplier.items.map((item) => item.companyId)).toEqual([elsewhere]);

    const recent = await receivables({
      billCompanyId: String(supplier),
      agingBucket: 'CURRENT',
      asOf: '2026-04-15',
    });
    expect(recent.items.map((item) => item.companyId)).toEqual([headOffice]);
    const old = await receivables({
      billCompanyId: String(supplier),
      agingBucket: 'D30',
      asOf: '2026-04-15',
    });
    expect(old.items.map((item) => item.companyId).sort()).toEqual([headOffice, branch].sort());
  });

  it('a payment of exactly the outstanding amount leaves 0 and empty buckets; more is a credit', async () => {
    await record({
      billHistoryDetailId: rows.february,
      paidOn: '2026-05-01',
      amount: 66_706,
      method: 'TRANSFER',
    });
    const settled = await receivables({ billCompanyId: String(supplier), asOf: '2026-06-30' });
    expect(rowOf(settled, headOffice)).toMatchObject({
      billed: 156_706,
      paid: 156_706,
      outstanding: 0,
      current: 0,
      days30: 0,
      days60: 0,
      days90: 0,
      lastPaidOn: '2026-05-01',
    });
    const owing = await receivables({
      billCompanyId: String(supplier),
      outstandingOnly: 'Y',
      asOf: '2026-06-30',
    });
    expect(owing.items.map((item) => item.companyId)).toEqual([branch]);

    // Before the exact payment it was still owed.
    const before = await receivables({ billCompanyId: String(supplier), asOf: '2026-04-30' });
    expect(rowOf(before, headOffice)?.outstanding).toBe(66_706);

    await record({ billHistoryDetailId: rows.march, paidOn: '2026-05-20', amount: 5_000, method: 'OTHER' });
    const credit = await receivables({ billCompanyId: String(supplier), asOf: '2026-06-30' });
    expect(rowOf(credit, headOffice)).toMatchObject({ paid: 161_706, outstanding: -5_000, days90: 0 });
    expect(rowOf(credit, headOffice)).toMatchObject(await expected(headOffice, '2026-06-30'));
    // A partial payment of the branch's February row.
    await record({
      billHistoryDetailId: rows.branchFebruary,
      paidOn: '2026-06-01',
      amount: 7_500,
      method: 'CASH',
    });
    const partial = await receivables({ companyNm: '미수지점', asOf: '2026-06-30' });
    expect(partial.items[0]).toMatchObject({
      billed: 20_000,
      paid: 7_500,
      outstanding: 12_500,
      days90: 12_500,
    });
  });

  it("lists a company's ledger with the opening balance and a running balance", async () => {
    const answer = await api.graphql<{
      companyLedger: {
        openingBalance: number;
        closingBalance: number;
        entries: {
          kind: string;
          date: string;
          debit: number;
          credit: number;
          balance: number;
          payment: { deletedAt: string | null } | null;
        }[];
      };
    }>(LEDGER, { input: { companyId: headOffice, from: '2026-02-01', to: '2026-03-31' } });
    expect(answer.errors).toBeUndefined();
    const ledger = answer.data!.companyLedger;
    expect(ledger.openingBalance).toBe(73_706);
    expect(
      ledger.entries.map(({ kind, date, debit, credit, balance }) => [kind, date, debit, credit, balance]),
    ).toEqual([
      ['PAYMENT', '2026-02-10', 0, 40_000, 33_706],
      ['INVOICE', '2026-02-28', 33_000, 0, 66_706],
      ['PAYMENT', '2026-03-15', 0, 50_000, 16_706],
      ['PAYMENT', '2026-03-16', 0, 0, 16_706], // deleted: listed, changes nothing
      ['INVOICE', '2026-03-31', 50_000, 0, 66_706],
    ]);
    expect(ledger.entries[3]!.payment?.deletedAt).toEqual(expect.any(String));
    expect(ledger.entries.map((entry) => entry.balance)).toEqual(
      runningBalances(ledger.openingBalance, ledger.entries),
    );
    expect(ledger.closingBalance).toBe(66_706);

    const whole = await api.rest<{ openingBalance: number; closingBalance: number; entries: unknown[] }>(
      'GET',
      `/api/receivables/ledger?companyId=${headOffice}`,
    );
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ openingBalance: 0, closingBalance: -5_000 });
    expect(whole.body.entries).toHaveLength(8);
  });

  it("names each ledger line's invoice: the key its statement is opened and printed by", async () => {
    const answer = await api.graphql<{
      companyLedger: { entries: Record<string, unknown>[] };
    }>(
      `query ($input: CompanyLedgerInput!) {
        companyLedger(input: $input) {
          entries { kind billHistoryDetailId billHistoryId billCompanyId billCompanyNm year month billCd }
        }
      }`,
      { input: { companyId: headOffice } },
    );
    expect(answer.errors).toBeUndefined();
    const keys = await execute<Record<string, unknown>>(
      `select d.bill_history_detail_id as "billHistoryDetailId", h.bill_history_id as "billHistoryId",
              h.bill_company_id as "billCompanyId", b.company_nm as "billCompanyNm", h.year, h.month,
              h.bill_cd as "billCd"
         from bill_history_detail d join bill_history h using (bill_history_id)
         join bill_company b on b.bill_company_id = h.bill_company_id
        where d.company_id = ?`,
      [headOffice],
    );
    const entries = answer.data!.companyLedger.entries;
    expect(entries.length).toBeGreaterThan(keys.length);
    for (const { kind, ...entry } of entries) {
      // A payment names the row it pays, so its invoice too.
      expect(['INVOICE', 'PAYMENT']).toContain(kind);
      expect(keys).toContainEqual(entry);
    }
  });

  it("offers a company's invoice rows with what was paid against each", async () => {
    const answer = await api.rest<
      { billHistoryDetailId: number; billed: number; paid: number; outstanding: number }[]
    >('GET', `/api/receivables/invoice-rows?companyId=${headOffice}`);
    expect(answer.status).toBe(200);
    expect(
      answer.body.map(({ billHistoryDetailId, billed, paid, outstanding }) => [
        billHistoryDetailId,
        billed,
        paid,
        outstanding,
      ]),
    ).toEqual([
      [rows.january, 73_706, 40_000, 33_706],
      [rows.february, 33_000, 66_706, -33_706],
      [rows.march, 50_000, 55_000, -5_000],
    ]);
  });
});

describe('refusals', () => {
  it.each([
    [
      { paidOn: '2026-02-10', amount: 1, method: 'CASH' },
      'billHistoryDetailId',
      '청구 내역은 필수 입력 항목입니다.',
    ],
    [
      { billHistoryDetailId: 1, paidOn: '2026-02-30', amount: 1, method: 'CASH' },
      'paidOn',
      '올바른 입금일 형식이 아닙니다.',
    ],
    [
      { billHistoryDetailId: 1, paidOn: '2999-01-01', amount: 1, method: 'CASH' },
      'paidOn',
      PAYMENT_MESSAGES.paidOnFuture,
    ],
    [
      { billHistoryDetailId: 1, paidOn: '2026-02-10', amount: 0, method: 'CASH' },
      'amount',
      PAYMENT_MESSAGES.amountPositive,
    ],
    [
      { billHistoryDetailId: 1, paidOn: '2026-02-10', amount: 1.5, method: 'CASH' },
      'amount',
      '올바른 입금액 형식이 아닙니다.',
    ],
    [
      { billHistoryDetailId: 1, paidOn: '2026-02-10', amount: 3e9, method: 'CASH' },
      'amount',
      PAYMENT_MESSAGES.amountTooLarge,
    ],
    [
      { billHistoryDetailId: 1, paidOn: '2026-02-10', amount: 1, method: 'BITCOIN' },
      'method',
      '올바른 입금 방법 형식이 아닙니다.',
    ],
    [
      { billHistoryDetailId: 1, paidOn: '2026-02-10', amount: 1, method: 'CASH', depositor: '가'.repeat(51) },
      'depositor',
      '입금자는 50자 이하로 입력해주세요.',
    ],
  ])('400 for %j: %s', async (body, field, message) => {
    const answer = await api.rest('POST', '/api/payment/insert', { body });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'BAD_USER_INPUT', field, message }),
    });
  });

  it('400 for a row that does not exist, 404 for an unknown payment or company', async () => {
    const row = await api.rest('POST', '/api/payment/insert', {
      body: { billHistoryDetailId: 2_000_000_000, paidOn: '2026-02-10', amount: 1, method: 'CASH' },
    });
    expect(row.body).toMatchObject({ field: 'billHistoryDetailId', message: PAYMENT_MESSAGES.rowNotFound });
    const payment = await api.rest('POST', '/api/payment/delete/2000000000', { body: { reason: '없음' } });
    expect(payment.status).toBe(404);
    const ledger = await api.rest('GET', '/api/receivables/ledger?companyId=2000000000');
    expect(ledger.status).toBe(404);
  });

  it('400 for bad filters and a reversed ledger period, naming the field', async () => {
    const asOf = await api.rest('GET', '/api/receivables/list?asOf=2026-13-01&page=0');
    expect(asOf.body).toMatchObject({ field: 'asOf', message: '올바른 기준일 형식이 아닙니다.' });
    const bucket = await api.rest('GET', '/api/receivables/list?agingBucket=D120&page=0');
    expect(bucket.body).toMatchObject({ field: 'agingBucket', message: '올바른 경과 기간 형식이 아닙니다.' });
    const period = await api.rest(
      'GET',
      `/api/receivables/ledger?companyId=${headOffice}&from=2026-03-01&to=2026-02-01`,
    );
    expect(period.body).toMatchObject({ field: 'to', message: PAYMENT_MESSAGES.periodOrder });
  });

  it('403 for 멤버_조회 writes; it reads the list', async () => {
    const write = await api.rest('POST', '/api/payment/insert', {
      as: 'member_view',
      body: { billHistoryDetailId: rows.january, paidOn: '2026-02-10', amount: 1, method: 'CASH' },
    });
    expect(write.status).toBe(403);
    const read = await receivables({ billCompanyId: String(supplier), asOf: '2026-06-30' }, 'member_view');
    expect(read.items.length).toBeGreaterThan(0);
  });

  it('refuses to delete an invoice whose company rows have payments (409 naming why)', async () => {
    const [invoice] = await execute<{ id: number }>(
      'select bill_history_id as id from bill_history_detail where bill_history_detail_id = ?',
      [rows.january],
    );
    const answer = await api.rest('DELETE', `/api/bill-history/delete/${invoice!.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ field: 'billHistoryDetailId' });
  });
});
