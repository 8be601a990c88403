// Bank deposits (입금 내역 반영, issue 25) against PostgreSQL: a bank's .xlsx (title lines above its
// header, date cells with times) and a CP949 CSV of another layout uploaded over REST; the lines
// matched (by name, representative, a remembered depositor; several candidates; unmatched with
// suggestions), confirmed over GraphQL with one manual match (remembered), the receivables changed;
// the same file applied twice (the lines shown as applied, nothing paid twice), two confirmations
// racing, a closed month still paid, a deleted bank payment releasing its line; refusals.
import { BANK_DEPOSIT_MESSAGES, BANK_LINE_SKIP_REASONS } from '@parcel/shared/forms/bank-deposit';
import { PAYMENT_MESSAGES } from '@parcel/shared/forms/payment-form';
import { UPLOAD_MESSAGES } from '@parcel/shared/forms/upload-table';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';

const api = contractHarness();
const billing = billingRows(api, '78');
const execute = <T extends object>(text: string, params: unknown[] = []) =>
  api.server.db.orm.em.fork().execute<T[]>(text, params);

interface Candidate {
  billHistoryDetailId: number;
  companyNm: string;
  outstanding: number;
  reason: string;
}
interface Line {
  rowNo: number;
  transactedAt: string;
  depositor: string;
  amount: number;
  balance: number | null;
  status: string;
  candidates: Candidate[];
  applied: { paymentId: number; companyNm: string } | null;
}
interface Upload {
  id: number;
  bankNm: string;
  headers: string[];
  mapping: { field: string; column: number | null }[];
  rowCount: number;
  depositCount: number;
  depositAmount: number;
  withdrawalCount: number;
  matchedCount: number;
  candidatesCount: number;
  unmatchedCount: number;
  appliedCount: number;
  lines: Line[];
  skippedRows: { rowNo: number; reason: string }[];
}
interface Confirmation {
  appliedCount: number;
  appliedAmount: number;
  alreadyAppliedCount: number;
  rememberedDepositorCount: number;
  upload: Upload;
}

const UPLOAD_FIELDS = `id bankNm headers mapping { field column } rowCount depositCount depositAmount withdrawalCount
  matchedCount candidatesCount unmatchedCount appliedCount
  lines { rowNo transactedAt depositor amount balance status
          candidates { billHistoryDetailId companyNm outstanding reason } applied { paymentId companyNm } }
  skippedRows { rowNo reason }`;
const CONFIRM = `mutation Confirm($id: Int!, $lines: [BankDepositChoiceInput!]!) {
  confirmBankDeposits(id: $id, lines: $lines) {
    appliedCount appliedAmount alreadyAppliedCount rememberedDepositorCount upload { ${UPLOAD_FIELDS} }
  }
}`;
const PREVIEW = `query Preview($id: Int!) { bankDepositUpload(id: $id) { ${UPLOAD_FIELDS} } }`;
const MAPPING = `mutation Map($id: Int!, $mapping: [BankFileColumnInput!]!) {
  setBankDepositMapping(id: $id, mapping: $mapping) { ${UPLOAD_FIELDS} }
}`;

async function upload(
  bytes: Buffer,
  {
    bankNm = '국민은행',
    fileName = '거래내역.xlsx',
    as = 'admin' as const,
  }: { bankNm?: string | null; fileName?: string; as?: 'admin' | 'member_view' | 'anonymous' } = {},
) {
  const form = new FormData();
  if (bankNm !== null) form.append('bankNm', bankNm);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const token = await api.token(as);
  const response = await fetch(`${api.server.url}/api/bank-deposits`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as Upload & { message?: string; field?: string },
  };
}

async function uploaded(bytes: Buffer, options: Parameters<typeof upload>[1] = {}): Promise<Upload> {
  const answer = await upload(bytes, options);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function confirm(id: number, lines: { rowNo: number; billHistoryDetailId: number }[]) {
  const answer = await api.graphql<{ confirmBankDeposits: Confirmation }>(CONFIRM, { id, lines });
  expect(answer.errors).toBeUndefined();
  return answer.data!.confirmBankDeposits;
}

const lineAt = (page: Upload, rowNo: number) => {
  const line = page.lines.find((candidate) => candidate.rowNo === rowNo);
  if (!line) throw new Error(`no deposit line at row ${rowNo}`);
  return line;
};

const bankPayments = () =>
  execute<{
    billHistoryDetailId: number;
    amount: number;
    depositor: string;
    paidOn: string;
    memo: string;
    method: string;
  }>(
    `select bill_history_detail_id as "billHistoryDetailId", amount, depositor, to_char(paid_on, 'YYYY-MM-DD') as "paidOn",
            memo, method
       from payment where source = 'BANK' and deleted_at is null order by payment_id`,
  );

/** What a company's rows still owe in the receivables list (as of today). */
async function outstandingOf(companyNm: string): Promise<number> {
  const answer = await api.rest<{ items: { companyNm: string; outstanding: number }[] }>(
    'GET',
    `/api/receivables/list?companyNm=${encodeURIComponent(companyNm)}&page=0&size=100`,
  );
  expect(answer.status).toBe(200);
  return answer.body.items.find((item) => item.companyNm === companyNm)?.outstanding ?? 0;
}

/** One line of a bank export: when, 적요, 보낸분, 입금, 출금, 잔액. */
type BankRow = [Date | string, string, string, number | null, number | null, number | null];

/** A KB-like export: a title, the account and the period above the header; dates as date cells with times. */
async function kbWorkbook(rows: BankRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('거래내역');
  sheet.addRow(['거래내역조회']);
  sheet.addRow(['계좌번호', '123456-01-234567', '', '예금주', '입금시험']);
  sheet.addRow([]);
  sheet.addRow(['거래일시', '적요', '보낸분/받는분', '입금액(원)', '출금액(원)', '잔액(원)', '송금메모']);
  for (const row of rows) {
    const added = sheet.addRow(row);
    added.getCell(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
    for (const column of [4, 5, 6]) added.getCell(column).numFmt = '#,##0';
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** 2026-04-01 10:00 + minutes, as a date cell (its wall time in UTC, as exceljs writes it). */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 3, day, hour, minute));

let supplier: number;
/** The invoice company rows (and February's invoice) the files pay. */
const rows = {
  own: 0,
  representative: 0,
  twiceJanuary: 0,
  twiceFebruary: 0,
  unnamedFebruary: 0,
  unnamedMarch: 0,
  februaryInvoice: 0,
};
let upload1: Upload;

beforeAll(async () => {
  supplier = await billing.newSupplier('입금공급');
  const own = await billing.newCompany('입금상사', { supplier });
  const byRepresentative = await billing.newCompany('한빛물산', { supplier });
  const twice = await billing.newCompany('청구상회', { supplier });
  const unnamed = await billing.newCompany('미확인물류', { supplier });
  await execute(`update company set representative_nm = '박대표' where company_id = ?`, [byRepresentative]);
  const january = await billing.newInvoice(supplier, 2026, 1, [
    [own, 33_000],
    [byRepresentative, 55_000],
    [twice, 22_000],
  ]);
  const february = await billing.newInvoice(supplier, 2026, 2, [
    [twice, 22_000],
    [unnamed, 44_000],
  ]);
  const march = await billing.newInvoice(supplier, 2026, 3, [[unnamed, 44_000]]);
  [rows.own, rows.representative, rows.twiceJanuary] = january.ids as [number, number, number];
  [rows.twiceFebruary, rows.unnamedFebruary] = february.ids as [number, number];
  rows.unnamedMarch = march.ids[0]!;
  rows.februaryInvoice = february.invoiceId;
});

/** The KB file: rows 5-11 below the title lines (row 11 the total). */
const KB_ROWS: BankRow[] = [
  [at(1, 9, 10), '타행이체', '입금상사', 33_000, null, 1_033_000], // 5: by name
  [at(1, 10), '인터넷', '박대표', 55_000, 0, 1_088_000], // 6: by the representative
  [at(2, 11), '타행이체', '(주)청구상회', 22_000, null, 1_110_000], // 7: two rows of 22,000
  [at(2, 14, 30), '모바일', '홍길동', 44_000, null, 1_154_000], // 8: nobody; two rows owe 44,000
  [at(3, 8), '카드대금', '', null, 10_000, 1_144_000], // 9: a withdrawal
  [at(3, 9), '타행이체', '모르는사람', 12_345, null, 1_156_345], // 10: nothing fits
  ['합계', '', '', 166_345, 10_000, null], // 11: a total
];

describe('a bank file', () => {
  it('is read below its title lines, its deposits matched to the rows owed (xlsx, REST)', async () => {
    upload1 = await uploaded(await kbWorkbook(KB_ROWS));
    expect(upload1).toMatchObject({
      bankNm: '국민은행',
      headers: ['거래일시', '적요', '보낸분/받는분', '입금액(원)', '출금액(원)', '잔액(원)', '송금메모'],
      rowCount: 7,
      depositCount: 5,
      depositAmount: 166_345,
      withdrawalCount: 1,
      matchedCount: 2,
      candidatesCount: 1,
      unmatchedCount: 2,
      appliedCount: 0,
      skippedRows: [{ rowNo: 11, reason: BANK_LINE_SKIP_REASONS.noDate }],
    });
    expect(Object.fromEntries(upload1.mapping.map(({ field, column }) => [field, column]))).toEqual({
      transactedAt: 0,
      transactedTime: null,
      summary: 1,
      depositor: 2,
      deposit: 3,
      withdrawal: 4,
      balance: 5,
      memo: 6,
    });
    expect(lineAt(upload1, 5)).toMatchObject({
      transactedAt: '2026-04-01 09:10:00',
      depositor: '입금상사',
      amount: 33_000,
      balance: 1_033_000,
      status: 'MATCHED',
      candidates: [{ billHistoryDetailId: rows.own, reason: 'NAME_AND_AMOUNT' }],
    });
    expect(lineAt(upload1, 6)).toMatchObject({
      status: 'MATCHED',
      candidates: [{ billHistoryDetailId: rows.representative, companyNm: '한빛물산' }],
    });
    expect(lineAt(upload1, 7)).toMatchObject({ status: 'CANDIDATES' });
    expect(lineAt(upload1, 7).candidates.map((candidate) => candidate.billHistoryDetailId)).toEqual([
      rows.twiceJanuary,
      rows.twiceFebruary,
    ]);
    // Amount-only suggestions, never applied by themselves.
    expect(lineAt(upload1, 8)).toMatchObject({ status: 'UNMATCHED' });
    expect(lineAt(upload1, 8).candidates).toEqual([
      expect.objectContaining({
        billHistoryDetailId: rows.unnamedFebruary,
        reason: 'AMOUNT',
        outstanding: 44_000,
      }),
      expect.objectContaining({ billHistoryDetailId: rows.unnamedMarch, reason: 'AMOUNT' }),
    ]);
    expect(lineAt(upload1, 10)).toMatchObject({ status: 'UNMATCHED', candidates: [] });
  });

  it('is confirmed in one transaction: the chosen lines paid (계좌이체, BANK), the receivables lower', async () => {
    expect(await outstandingOf('미확인물류')).toBe(88_000);
    const result = await confirm(upload1.id, [
      { rowNo: 5, billHistoryDetailId: rows.own },
      { rowNo: 7, billHistoryDetailId: rows.twiceFebruary },
      // The manual match: 홍길동 pays 미확인물류's February row.
      { rowNo: 8, billHistoryDetailId: rows.unnamedFebruary },
    ]);
    expect(result).toMatchObject({
      appliedCount: 3,
      appliedAmount: 99_000,
      alreadyAppliedCount: 0,
      rememberedDepositorCount: 1,
    });
    expect(result.upload).toMatchObject({
      appliedCount: 3,
      matchedCount: 1,
      unmatchedCount: 1,
      candidatesCount: 0,
    });
    expect(lineAt(result.upload, 8)).toMatchObject({
      status: 'APPLIED',
      applied: { companyNm: '미확인물류' },
    });
    expect(await bankPayments()).toEqual([
      {
        billHistoryDetailId: rows.own,
        amount: 33_000,
        depositor: '입금상사',
        paidOn: '2026-04-01',
        memo: '국민은행 입금 2026-04-01 09:10 · 타행이체',
        method: 'TRANSFER',
      },
      expect.objectContaining({
        billHistoryDetailId: rows.twiceFebruary,
        amount: 22_000,
        depositor: '(주)청구상회',
      }),
      expect.objectContaining({
        billHistoryDetailId: rows.unnamedFebruary,
        amount: 44_000,
        paidOn: '2026-04-02',
      }),
    ]);
    expect(await outstandingOf('미확인물류')).toBe(44_000);
    expect(await outstandingOf('입금상사')).toBe(0);
    const [alias] = await execute<{ key: string; companyNm: string }>(
      `select a.depositor_key as key, c.company_nm as "companyNm" from depositor_alias a join company c using (company_id)`,
    );
    expect(alias).toEqual({ key: '홍길동', companyNm: '미확인물류' });
  });

  it('applied twice: its lines are shown as applied and nothing is paid twice', async () => {
    const again = await uploaded(await kbWorkbook(KB_ROWS), { fileName: '거래내역(1).xlsx' });
    expect(again).toMatchObject({ appliedCount: 3, matchedCount: 1, unmatchedCount: 1 });
    expect(lineAt(again, 5)).toMatchObject({
      status: 'APPLIED',
      candidates: [],
      applied: { companyNm: '입금상사' },
    });
    const before = (await bankPayments()).length;
    // A tool that confirms the same lines anyway, over REST.
    const answer = await api.rest<Confirmation>('POST', `/api/bank-deposits/${again.id}/confirm`, {
      body: {
        lines: [
          { rowNo: 5, billHistoryDetailId: rows.own },
          { rowNo: 6, billHistoryDetailId: rows.representative },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ appliedCount: 1, appliedAmount: 55_000, alreadyAppliedCount: 1 });
    expect((await bankPayments()).length).toBe(before + 1);
    // The first upload, confirmed again: every line already applied.
    const retried = await confirm(upload1.id, [{ rowNo: 5, billHistoryDetailId: rows.own }]);
    expect(retried).toMatchObject({ appliedCount: 0, alreadyAppliedCount: 1 });
    expect((await bankPayments()).length).toBe(before + 1);
  });
});

describe('another bank’s CSV in CP949', () => {
  // 신한-like: date and time apart, 출금 before 입금, the depositor under 내용, no title.
  const csv = [
    '거래일자,거래시간,적요,출금(원),입금(원),내용,잔액(원),거래점',
    '2026.04.10,09:30:00,타행이체,0,"44,000",홍길동,"1,200,000",본점',
    '2026.04.10,09:31:00,타행이체,0,"44,000",홍길동,"1,244,000",본점',
  ].join('\r\n');

  it('is read with its encoding, and the remembered depositor now matches by itself', async () => {
    const page = await uploaded(iconv.encode(csv, 'cp949'), { bankNm: '신한은행', fileName: '신한.csv' });
    expect(page).toMatchObject({ depositCount: 2, withdrawalCount: 0 });
    expect(Object.fromEntries(page.mapping.map(({ field, column }) => [field, column]))).toMatchObject({
      transactedAt: 0,
      transactedTime: 1,
      summary: 2,
      withdrawal: 3,
      deposit: 4,
      depositor: 5,
      balance: 6,
    });
    // 홍길동 was matched to 미확인물류 by hand: its one row left of 44,000 is matched.
    expect(lineAt(page, 2)).toMatchObject({
      transactedAt: '2026-04-10 09:30:00',
      depositor: '홍길동',
      status: 'MATCHED',
      candidates: [{ billHistoryDetailId: rows.unnamedMarch, reason: 'NAME_AND_AMOUNT' }],
    });
  });

  it('two confirmations racing (one upload, or two uploads of the file) pay each line once', async () => {
    const first = await uploaded(iconv.encode(csv, 'cp949'), { bankNm: '신한은행', fileName: '신한.csv' });
    const second = await uploaded(iconv.encode(csv, 'cp949'), {
      bankNm: '신한은행',
      fileName: '신한(2).csv',
    });
    const choice = [{ rowNo: 2, billHistoryDetailId: rows.unnamedMarch }];
    const before = (await bankPayments()).length;
    const sameUpload = await Promise.all([confirm(first.id, choice), confirm(first.id, choice)]);
    expect(sameUpload.map((result) => result.appliedCount).sort()).toEqual([0, 1]);
    expect(sameUpload.map((result) => result.alreadyAppliedCount).sort()).toEqual([0, 1]);
    // Row 3 (the second 44,000 of the same minute, another balance) from two uploads at once.
    const other = [{ rowNo: 3, billHistoryDetailId: rows.unnamedMarch }];
    const twoUploads = await Promise.all([confirm(first.id, other), confirm(second.id, other)]);
    expect(twoUploads.map((result) => result.appliedCount).sort()).toEqual([0, 1]);
    expect((await bankPayments()).length).toBe(before + 2);
    const [lines] = await execute<{ count: number }>(
      `select count(*)::int as count from bank_deposit_line where transacted_at::date = '2026-04-10'`,
    );
    expect(lines!.count).toBe(2);
  });
});

describe('the column mapping', () => {
  const odd = [
    '일시,받은돈,누가',
    '2026-04-20 10:00,"7,000",새거래처',
    '2026-04-20 11:00,"8,000",새거래처',
  ].join('\n');

  it('is set by hand (lines read again), refused when wrong, and remembered for the bank', async () => {
    const page = await uploaded(Buffer.from(odd), { bankNm: '작은은행', fileName: 'odd.csv' });
    // No header is known: the first row is the header and nothing is proposed.
    expect(page).toMatchObject({ depositCount: 0, skippedRows: [{ rowNo: 2 }, { rowNo: 3 }] });
    const badColumn = await api.graphql(MAPPING, { id: page.id, mapping: [{ field: 'deposit', column: 9 }] });
    expect(badColumn.errors?.[0]?.message).toBe(BANK_DEPOSIT_MESSAGES.badColumn('입금액'));
    const unknown = await api.rest('POST', `/api/bank-deposits/${page.id}/mapping`, {
      body: { mapping: [{ field: 'amount', column: 1 }] },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: BANK_DEPOSIT_MESSAGES.unknownField('amount') },
    });
    const mapped = await api.graphql<{ setBankDepositMapping: Upload }>(MAPPING, {
      id: page.id,
      mapping: [
        { field: 'transactedAt', column: 0 },
        { field: 'deposit', column: 1 },
        { field: 'depositor', column: 2 },
      ],
    });
    expect(mapped.errors).toBeUndefined();
    expect(mapped.data!.setBankDepositMapping).toMatchObject({ depositCount: 2, depositAmount: 15_000 });

    const next = await uploaded(Buffer.from(odd), { bankNm: '작은은행', fileName: 'odd2.csv' });
    expect(next).toMatchObject({ depositCount: 2 });
    const banks = await api.rest<string[]>('GET', '/api/bank-deposits/banks');
    expect(banks.body[0]).toBe('작은은행');
    expect(banks.body).toEqual(expect.arrayContaining(['국민은행', '신한은행']));
  });
});

describe('payments the month close does not refuse, and deleted payments', () => {
  it('pays a row of a closed invoice', async () => {
    const closed = await api.rest('POST', `/api/bill-history/close/${rows.februaryInvoice}`);
    expect(closed.status).toBe(200);
    const page = await uploaded(
      await kbWorkbook([[at(15, 9), '타행이체', '청구상회', 22_000, null, 2_000_000]]),
      { fileName: '마감후.xlsx' },
    );
    // January's 22,000 is the only row of 청구상회 still owed.
    expect(lineAt(page, 5)).toMatchObject({
      status: 'MATCHED',
      candidates: [{ billHistoryDetailId: rows.twiceJanuary }],
    });
    // Paid to the closed February row anyway (a person's choice): accepted.
    expect(await confirm(page.id, [{ rowNo: 5, billHistoryDetailId: rows.twiceFebruary }])).toMatchObject({
      appliedCount: 1,
    });
  });

  it('a deleted bank payment releases its line, which can be applied again', async () => {
    const page = await uploaded(await kbWorkbook(KB_ROWS), { fileName: '다시.xlsx' });
    const applied = lineAt(page, 6).applied!;
    const deleted = await api.rest('POST', `/api/payment/delete/${applied.paymentId}`, {
      body: { reason: '다른 업체 입금' },
    });
    expect(deleted.status).toBe(200);
    const preview = await api.graphql<{ bankDepositUpload: Upload }>(PREVIEW, { id: page.id });
    expect(lineAt(preview.data!.bankDepositUpload, 6)).toMatchObject({ status: 'MATCHED' });
    expect(await confirm(page.id, [{ rowNo: 6, billHistoryDetailId: rows.representative }])).toMatchObject({
      appliedCount: 1,
    });
  });
});

describe('refusals', () => {
  it('401 without a sign-in, 403 for 멤버_조회 writes (who reads the preview)', async () => {
    const bytes = await kbWorkbook(KB_ROWS.slice(0, 1));
    expect((await upload(bytes, { as: 'anonymous' })).status).toBe(401);
    expect((await upload(bytes, { as: 'member_view' })).status).toBe(403);
    const confirmed = await api.graphql(
      CONFIRM,
      { id: upload1.id, lines: [{ rowNo: 10, billHistoryDetailId: rows.own }] },
      'member_view',
    );
    expect(confirmed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const read = await api.rest<Upload>('GET', `/api/bank-deposits/${upload1.id}`, { as: 'member_view' });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(upload1.id);
  });

  it('400 for a file that is not a spreadsheet, one without rows, and no bank', async () => {
    expect(await upload(Buffer.from('%PDF-1.4 ...'), { fileName: 'a.csv' })).toMatchObject({
      status: 400,
      body: { message: UPLOAD_MESSAGES.unsupportedFile },
    });
    expect(await upload(Buffer.from('거래일시,입금액\n'), { fileName: 'a.csv' })).toMatchObject({
      status: 400,
      body: { message: UPLOAD_MESSAGES.noRows },
    });
    expect(await upload(await kbWorkbook(KB_ROWS), { bankNm: '  ' })).toMatchObject({
      status: 400,
      body: { field: 'bankNm', message: '은행은 필수 입력 항목입니다.' },
    });
    expect(await upload(await kbWorkbook(KB_ROWS), { bankNm: null })).toMatchObject({
      status: 400,
      body: { field: 'bankNm' },
    });
  });

  it.each([
    [[], 'lines', BANK_DEPOSIT_MESSAGES.nothingChosen],
    [[{ rowNo: 9, billHistoryDetailId: 1 }], 'lines', BANK_DEPOSIT_MESSAGES.notDeposit(9)],
    [
      [
        { rowNo: 10, billHistoryDetailId: 1 },
        { rowNo: 10, billHistoryDetailId: 2 },
      ],
      'lines',
      BANK_DEPOSIT_MESSAGES.rowTwice(10),
    ],
    [
      [{ rowNo: 10, billHistoryDetailId: 2_000_000_000 }],
      'billHistoryDetailId',
      PAYMENT_MESSAGES.rowNotFound,
    ],
  ])('400 confirming %j', async (lines, field, message) => {
    const answer = await api.rest('POST', `/api/bank-deposits/${upload1.id}/confirm`, { body: { lines } });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: expect.objectContaining({ field: expect.stringContaining(field) as unknown, message }),
    });
    // Nothing of row 10 was claimed by the refused confirmation.
    const preview = await api.graphql<{ bankDepositUpload: Upload }>(PREVIEW, { id: upload1.id });
    expect(lineAt(preview.data!.bankDepositUpload, 10).status).toBe('UNMATCHED');
  });

  it('404 for an upload that does not exist', async () => {
    const answer = await api.rest('GET', '/api/bank-deposits/2000000000');
    expect(answer).toMatchObject({ status: 404, body: { message: BANK_DEPOSIT_MESSAGES.notFound } });
  });
});
