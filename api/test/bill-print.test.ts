// Bill printing (issue 13 items 5 and 6) against the real server and database: a company's detailed
// statement (POST /api/bill-print/company-invoice, GraphQL companyStatement) whose lines re-add to
// its invoice row to the won (and to independent SQL over the goods lines), the per-type summary, the
// statement workbook read back with exceljs; and the tax-bill zip (POST /api/bill-print/download).
import { INVOICE_MESSAGES } from '@parcel/shared/forms/invoice-form';
import ExcelJS from 'exceljs';
import { contractHarness, contractRows, koreanMentioning, type NamedRow } from './contract';
import { rowInserter } from './rows';
import { statementWorkbook } from '../src/modules/bill-print/statement-workbook';
import type { CompanyStatement } from '../src/modules/bill-print/statement.types';

const api = contractHarness();
const insert = rowInserter(api);
const em = () => api.server.db.orm.em.fork();

// ---------------------------------------------------------------------------------------------
// Fixture: a supplier, its shippers and their transports, written by SQL.

let bizSequence = 0;
/** A made-up business number (10 digits; these tables check the shape, not the check digit). */
const nextBizNo = () => `61${String(++bizSequence).padStart(8, '0')}`;

const newSupplier = (name: string) =>
  insert('bill_company', 'bill_company_id', {
    company_nm: name,
    biz_no: nextBizNo(),
    representative_nm: '김공급',
    biz_type: '운수업',
    biz_item: '화물운송',
    address: '대구 중구 국채보상로 1',
    post_no: '41911',
    tel_no: '0531112222',
    fax_no: '0531112223',
    email: 'bill@example.com',
    bank_nm: '대구은행',
    depositor_nm: '인쇄공급',
    account_no: '50812345678901',
  });

interface CompanyOptions {
  supplier: number | null;
  billStdrCd?: '20' | '30';
  communicationFee?: number;
  vatYn?: 'Y' | 'N';
  taxbilOutputYn?: 'Y' | 'N';
}
const newCompany = (name: string, options: CompanyOptions) =>
  insert('company', 'company_id', {
    biz_no: nextBizNo(),
    company_nm: name,
    representative_nm: `${name} 대표`,
    address: '대구 북구 1',
    biz_type: '도소매',
    biz_item: '잡화',
    email: 'shipper@example.com',
    bill_company_id: options.supplier,
    shipper_yn: 'Y',
    use_yn: 'Y',
    vat_yn: options.vatYn ?? 'Y',
    taxbil_output_yn: options.taxbilOutputYn ?? 'Y',
    bill_stdr_cd: options.billStdrCd ?? '20',
    communication_fee: options.communicationFee ?? 0,
  });

interface Line {
  trnsprtCd: 'QTY' | 'WEIGHT';
  kindCd: string;
  qty: number;
  untpc: number;
  waybillNo: string;
}
let waybillSequence = 0;
const waybill = () => String(770_000_000_000 + ++waybillSequence);

/** A transport sent by `sender` on `date`, one receiver per list of lines; receiver prices differ. */
async function transport(
  sender: number,
  date: string,
  receivers: Line[][],
  options: { delYn?: 'Y' | 'N'; chargeCd?: string } = {},
): Promise<number> {
  const id = await insert('transport_sender', 'sender_transport_id', {
    requst_dt: date,
    transport_process_cd: 'COMM_RECV',
    charge_cd: options.chargeCd ?? 'CH002',
    company_nm: '보내는 화주',
    sender_company_id: sender,
    del_yn: options.delYn ?? 'N',
  });
  for (const [index, lines] of receivers.entries()) {
    const receiver = await insert('transport_receiver', 'receiver_transport_id', {
      sender_transport_id: id,
      company_nm: `받는곳${index + 1}`,
      sort_order: index,
    });
    for (const [order, line] of lines.entries()) {
      await insert('shipment', 'shipment_id', {
        receiver_transport_id: receiver,
        kind_cd: line.kindCd,
        waybill_no: line.waybillNo,
        trnsprt_cd: line.trnsprtCd,
        sender_qty: line.qty,
        receiver_qty: line.qty,
        sender_untpc: line.untpc,
        receiver_untpc: 777,
        sender_amount: line.qty * line.untpc,
        receiver_amount: line.qty * 777,
        sort_order: order,
      });
    }
  }
  return id;
}

const line = (
  trnsprtCd: 'QTY' | 'WEIGHT',
  kindCd: string,
  qty: number,
  untpc: number,
  waybillNo = waybill(),
) => ({
  trnsprtCd,
  kindCd,
  qty,
  untpc,
  waybillNo,
});

async function generate(input: Record<string, unknown>): Promise<{ billHistoryId: number }> {
  const answer = await api.rest<{ billHistoryId: number }>('POST', '/api/bill-history/insert', {
    body: input,
  });
  if (answer.status !== 200)
    throw new Error(`generate failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

interface Fixture {
  supplier: number;
  otherSupplier: number;
  shipper: number;
  empty: number;
  stranger: number;
}
let fx: Fixture;
const MARCH_20 = { year: 2026, month: 3, billCd: '20' } as const;

beforeAll(async () => {
  const supplier = await newSupplier('인쇄 공급상사');
  const otherSupplier = await newSupplier('남의 공급상사');
  fx = {
    supplier,
    otherSupplier,
    shipper: await newCompany('가 인쇄화주', { supplier, communicationFee: 30_005 }),
    empty: await newCompany('나 빈화주', { supplier, communicationFee: 10_000 }),
    stranger: await newCompany('다 남의화주', { supplier: otherSupplier, communicationFee: 1_000 }),
  };
  const outside = () => [[line('QTY', 'TAC0202', 1, 99_999)]];
  // Day-20 period of March 2026: 2026-02-21 .. 2026-03-20.
  await transport(fx.shipper, '2026-02-20', outside());
  await transport(fx.shipper, '2026-03-21', outside());
  await transport(fx.shipper, '2026-03-01', outside(), { delYn: 'Y' });
  await transport(fx.shipper, '2026-03-20', [
    [line('WEIGHT', 'TAC0206', 10, 1_000, '300'), line('QTY', 'TAC0202', 1, 15, '299')],
  ]);
  // Waybill 95 before 100: by number, not by text.
  await transport(fx.shipper, '2026-03-05', [
    [line('QTY', 'TAC0202', 2, 1_500, '100')],
    [line('QTY', 'TAC0201', 1, 2_005, '95')],
  ]);
  await transport(fx.shipper, '2026-02-21', [[line('WEIGHT', 'TAC0206', 3, 1_005, '500')]], {
    chargeCd: 'CH001',
  });
  await transport(fx.stranger, '2026-03-02', outside());
  await generate({ billCompanyId: supplier, ...MARCH_20 });
});

const statementBody = (override: Record<string, unknown> = {}) => ({
  billCompanyId: fx.supplier,
  ...MARCH_20,
  excclcCompanyId: fx.shipper,
  ...override,
});

async function statement(override: Record<string, unknown> = {}): Promise<CompanyStatement> {
  const answer = await api.rest<CompanyStatement>('POST', '/api/bill-print/company-invoice', {
    body: statementBody(override),
  });
  if (answer.status !== 200)
    throw new Error(`statement failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const STATEMENT_QUERY = `query ($billCompanyId: Int!, $year: Int!, $month: Int!, $billCd: String!, $companyId: Int!) {
  companyStatement(billCompanyId: $billCompanyId, year: $year, month: $month, billCd: $billCd, companyId: $companyId) {
    year month billCd
    billCompanyInfo { billCompanyId billCompanyNm billAddress billTelNo billFaxNo billBizNo billRepresentativeNm
      billBizType billBizItem billEmail billAccountInfo }
    companyInfo { companyId companyNm bizNo representativeNm address bizType bizItem email taxbilOutputYn vatYn
      startDate endDate communicationFee }
    shipmentInfoList { shipmentId billDate waybillNo senderNm receiverNm kindCd kindNm qty chargeCd chargeNm untpc
      amount trnsprtCd }
    amounts { billHistoryId billHistoryDetailId status totQty totAmount communicationFee communicationFeeVat untpc
      untpcVat weightUntpc weightUntpcVat }
    typeSummary { trnsprtCd kindCd kindNm lineCount qty amount }
  }
}`;

/** The bytes of a Node Buffer as the ArrayBuffer exceljs reads. */
const arrayBufferOf = (buffer: Buffer): ArrayBuffer =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice().buffer;

const sumOf = (lines: CompanyStatement['shipmentInfoList'], trnsprtCd: string) =>
  lines.filter((item) => item.trnsprtCd === trnsprtCd).reduce((total, item) => total + item.amount, 0);

describe('a company statement (printed invoice)', () => {
  it("answers the spec's blocks and the lines the invoice billed, by date then waybill number", async () => {
    const answer = await statement();
    expect(answer.billCompanyInfo).toEqual({
      billCompanyId: fx.supplier,
      billCompanyNm: '인쇄 공급상사',
      billAddress: '대구 중구 국채보상로 1',
      billTelNo: '0531112222',
      billFaxNo: '0531112223',
      billBizNo: expect.stringMatching(/^\d{10}$/) as unknown,
      billRepresentativeNm: '김공급',
      billBizType: '운수업',
      billBizItem: '화물운송',
      billEmail: 'bill@example.com',
      billAccountInfo: '대구은행 508-123-45678901 (예금주: 인쇄공급)',
    });
    expect(answer.companyInfo).toMatchObject({
      companyId: fx.shipper,
      companyNm: '가 인쇄화주',
      startDate: '2026-02-21',
      endDate: '2026-03-20',
      communicationFee: 30_005,
      taxbilOutputYn: 'Y',
      vatYn: 'Y',
    });
    expect(
      answer.shipmentInfoList.map((item) => [
        item.billDate,
        item.waybillNo,
        item.receiverNm,
        item.kindNm,
        item.chargeNm,
        item.qty,
        item.untpc,
        item.amount,
        item.trnsprtCd,
      ]),
    ).toEqual([
      ['2026-02-21', '500', '받는곳1', '마대', '선불', 3, 1_005, 3_015, 'WEIGHT'],
      ['2026-03-05', '95', '받는곳2', '서류', '착불', 1, 2_005, 2_005, 'QTY'],
      ['2026-03-05', '100', '받는곳1', '박스', '착불', 2, 1_500, 3_000, 'QTY'],
      ['2026-03-20', '299', '받는곳1', '박스', '착불', 1, 15, 15, 'QTY'],
      ['2026-03-20', '300', '받는곳1', '마대', '착불', 10, 1_000, 10_000, 'WEIGHT'],
    ]);
    expect(answer.shipmentInfoList[0]).toMatchObject({ senderNm: '보내는 화주', chargeCd: 'CH001' });
  });

  it("re-adds to the company's invoice row to the won: QTY lines = untpc, WEIGHT lines = weightUntpc", async () => {
    const answer = await statement();
    const detail = await api.rest<{ companyId: number }[]>(
      'GET',
      `/api/bill-history-detail/list?billCompanyId=${fx.supplier}&year=2026&month=3&billCd=20`,
    );
    const row = detail.body.find((item) => item.companyId === fx.shipper);
    expect(answer.amounts).toEqual({
      billHistoryId: expect.any(Number) as unknown,
      billHistoryDetailId: expect.any(Number) as unknown,
      status: 'READY',
      totQty: 17,
      communicationFee: 30_005,
      communicationFeeVat: 3_001,
      untpc: 5_020,
      untpcVat: 502,
      weightUntpc: 13_015,
      weightUntpcVat: 1_302,
      totAmount: 30_005 + 3_001 + 5_020 + 502 + 13_015 + 1_302,
    });
    expect(row).toMatchObject({
      untpc: answer.amounts.untpc,
      weightUntpc: answer.amounts.weightUntpc,
      totAmount: answer.amounts.totAmount,
    });
    expect(sumOf(answer.shipmentInfoList, 'QTY')).toBe(answer.amounts.untpc);
    expect(sumOf(answer.shipmentInfoList, 'WEIGHT')).toBe(answer.amounts.weightUntpc);
    expect(answer.shipmentInfoList.reduce((total, item) => total + item.qty, 0)).toBe(answer.amounts.totQty);
  });

  it('holds the lines independent SQL finds over the goods lines, no more, no fewer', async () => {
    const answer = await statement();
    const rows = await em().execute<{ shipmentId: number; amount: number }[]>(
      `select g.shipment_id as "shipmentId", g.sender_amount as amount
         from shipment g, transport_receiver r, transport_sender s, bill_history h
        where g.receiver_transport_id = r.receiver_transport_id and r.sender_transport_id = s.sender_transport_id
          and h.bill_company_id = ? and h.year = 2026 and h.month = 3 and h.bill_cd = '20'
          and s.sender_company_id = ? and s.del_yn = 'N'
          and s.requst_dt >= h.period_start and s.requst_dt <= h.period_end`,
      [fx.supplier, fx.shipper],
    );
    expect(answer.shipmentInfoList.map((item) => item.shipmentId).sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.shipmentId).sort((a, b) => a - b),
    );
    const [detail] = await em().execute<{ untpc: number; weight: number }[]>(
      `select d.untpc::float8 as untpc, d.weight_untpc::float8 as weight
         from bill_history_detail d join bill_history h on h.bill_history_id = d.bill_history_id
        where h.bill_company_id = ? and h.year = 2026 and h.month = 3 and d.company_id = ?`,
      [fx.supplier, fx.shipper],
    );
    expect(sumOf(answer.shipmentInfoList, 'QTY') + sumOf(answer.shipmentInfoList, 'WEIGHT')).toBe(
      rows.reduce((total, row) => total + row.amount, 0),
    );
    expect(detail).toEqual({
      untpc: sumOf(answer.shipmentInfoList, 'QTY'),
      weight: sumOf(answer.shipmentInfoList, 'WEIGHT'),
    });
  });

  it('sums the per-type invoice per calculation and goods kind', async () => {
    const answer = await statement();
    expect(answer.typeSummary).toEqual([
      { trnsprtCd: 'QTY', kindCd: 'TAC0201', kindNm: '서류', lineCount: 1, qty: 1, amount: 2_005 },
      { trnsprtCd: 'QTY', kindCd: 'TAC0202', kindNm: '박스', lineCount: 2, qty: 3, amount: 3_015 },
      { trnsprtCd: 'WEIGHT', kindCd: 'TAC0206', kindNm: '마대', lineCount: 2, qty: 13, amount: 13_015 },
    ]);
  });

  it('a company without lines gets its base fare and no lines', async () => {
    const answer = await statement({ excclcCompanyId: fx.empty });
    expect(answer).toMatchObject({
      shipmentInfoList: [],
      typeSummary: [],
      amounts: {
        communicationFee: 10_000,
        communicationFeeVat: 1_000,
        untpc: 0,
        weightUntpc: 0,
        totAmount: 11_000,
      },
    });
  });

  it('GraphQL companyStatement answers the same as the REST route (companyId accepted there too)', async () => {
    const rest = await statement({ excclcCompanyId: undefined, companyId: fx.shipper });
    const answer = await api.graphql<{ companyStatement: CompanyStatement }>(STATEMENT_QUERY, {
      billCompanyId: fx.supplier,
      ...MARCH_20,
      companyId: fx.shipper,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.companyStatement).toEqual(rest);
  });

  it('its workbook (거래명세서) reads back with the lines, the sections with VAT and the total', async () => {
    const answer = await statement();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBufferOf(await statementWorkbook(answer)));
    const sheet = workbook.getWorksheet('거래명세서');
    if (!sheet) throw new Error('no sheet 거래명세서');
    const texts: string[][] = [];
    let headerRow = 0;
    sheet.eachRow((row, rowNumber) => {
      const values = (row.values as unknown[])
        .slice(1)
        .map((value) => (value === undefined || value === null ? '' : String(value)));
      if (values[0] === '접수일') headerRow = rowNumber;
      texts.push(values);
    });
    expect(texts[0]?.[0]).toBe('거래명세서 2026년 3월 (20일)');
    expect(texts.some((row) => row.includes('인쇄 공급상사') && row.includes('가 인쇄화주'))).toBe(true);
    const header = texts.findIndex((row) => row[0] === '접수일');
    expect(texts.slice(header + 1, header + 6).map((row) => [row[0], row[1], row[9]])).toEqual([
      ['2026-02-21', '500', '3015'],
      ['2026-03-05', '95', '2005'],
      ['2026-03-05', '100', '3000'],
      ['2026-03-20', '299', '15'],
      ['2026-03-20', '300', '10000'],
    ]);
    const total = texts.find((row) => row.includes('총 청구 금액'));
    expect(total?.filter(Boolean)).toEqual([
      '총 청구 금액',
      '48040',
      '4805',
      String(answer.amounts.totAmount),
    ]);
    expect(headerRow).toBeGreaterThan(0);
    expect(sheet.getCell(headerRow + 2, 10).numFmt).toBe('#,##0');
    expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: 'portrait', fitToWidth: 1 });
  });
});

describe('statement input and access', () => {
  const badInput = (message: string, field: string) => ({ code: 'BAD_USER_INPUT', message, field });
  contractRows(api, {}, [
    ...(
      [
        [{ billCompanyId: 0 }, '공급자는 필수 입력 항목입니다.', 'billCompanyId'],
        [{ year: 1999 }, INVOICE_MESSAGES.yearRange, 'year'],
        [{ month: 13 }, INVOICE_MESSAGES.monthRange, 'month'],
        [{ billCd: '31' }, '올바른 청구 기준일 형식이 아닙니다.', 'billCd'],
        [{ excclcCompanyId: undefined }, '업체는 필수 입력 항목입니다.', 'excclcCompanyId'],
        [{ excclcCompanyId: 'abc' }, '올바른 업체 형식이 아닙니다.', 'excclcCompanyId'],
        [{ excclcCompanyId: undefined, companyId: -1 }, '올바른 업체 형식이 아닙니다.', 'companyId'],
      ] as const
    ).map(([override, message, field]): NamedRow => ({
      name: `POST /api/bill-print/company-invoice ${JSON.stringify(override)} → 400 ${field}`,
      rest: 'POST /api/bill-print/company-invoice',
      input: () => statementBody(override),
      code: 'BAD_USER_INPUT',
      answer: badInput(message, field),
    })),
    {
      name: 'a body that is no object is a 400, not a 5xx',
      rest: 'POST /api/bill-print/company-invoice',
      input: [1, 2],
      code: 'BAD_USER_INPUT',
      matches: { code: 'BAD_USER_INPUT' },
    },
    {
      name: 'no invoice generated for the key → 404 with a Korean message',
      rest: 'POST /api/bill-print/company-invoice',
      input: () => statementBody({ month: 4 }),
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: koreanMentioning('청구서') },
    },
    {
      name: 'a company the invoice does not bill → 404',
      rest: 'POST /api/bill-print/company-invoice',
      input: () => statementBody({ excclcCompanyId: fx.stranger }),
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: '이 청구서에 해당 업체의 청구 내역이 없습니다.' },
    },
    {
      name: 'GraphQL names the field too',
      graphql: STATEMENT_QUERY,
      input: () => ({
        billCompanyId: fx.supplier,
        year: 2026,
        month: 0,
        billCd: '20',
        companyId: fx.shipper,
      }),
      code: 'BAD_USER_INPUT',
      matches: {
        message: INVOICE_MESSAGES.monthRange,
        extensions: { code: 'BAD_USER_INPUT', field: 'month' },
      },
    },
    {
      name: 'without a token → 401',
      as: 'anonymous',
      rest: 'POST /api/bill-print/company-invoice',
      input: () => statementBody(),
      code: 'UNAUTHENTICATED',
      matches: { code: 'UNAUTHENTICATED' },
    },
    {
      name: 'every role reads settlement: member_view gets the statement',
      as: 'member_view',
      rest: 'POST /api/bill-print/company-invoice',
      input: () => statementBody(),
      status: 200,
      matches: { companyInfo: { companyNm: '가 인쇄화주' } },
    },
  ]);
});
