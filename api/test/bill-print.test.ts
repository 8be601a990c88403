// Bill printing (issue 13 items 5 and 6) against the real server and database: a company's detailed
// statement (POST /api/bill-print/company-invoice, GraphQL companyStatement) whose lines re-add to
// its invoice row to the won (and to independent SQL over the goods lines), the per-type summary, the
// statement workbook read back with exceljs; and the tax-bill zip (POST /api/bill-print/download).
import { INVOICE_MESSAGES } from '@parcel/shared/forms/invoice-form';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { contractHarness, contractRows, koreanMentioning, type NamedRow } from './contract';
import { badInput } from './kit';
import { pdfText } from './pdf-text';
import { billingRows } from './billing-rows';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { STATEMENT_VIEW_MESSAGE } from '../src/modules/bill-print/statement-download';
import { statementWorkbook } from '../src/modules/bill-print/statement-workbook';
import { STATEMENT_MESSAGES } from '../src/modules/bill-print/statement.service';
import type { CompanyStatement } from '../src/modules/bill-print/statement.types';
import {
  HOMETAX_COLUMNS,
  HOMETAX_FIRST_DATA_ROW,
  HOMETAX_HEADER_ROW,
} from '../src/modules/bill-print/tax-bill';

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();

// ---------------------------------------------------------------------------------------------
// Fixture: a supplier, its shippers and their transports, written by SQL.

const { newSupplier, newCompany } = billingRows(api);
const { aCompany, aTransport } = rowBuilders(em);

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
  const { senderId } = await aTransport({
    requst_dt: date,
    charge_cd: options.chargeCd ?? 'CH001',
    company_nm: '보내는 화주',
    sender_company_id: sender,
    del_yn: options.delYn ?? 'N',
    receivers: receivers.map((lines, index) => ({
      company_nm: `받는곳${index + 1}`,
      shipments: lines.map((line) => ({
        ...{ kind_cd: line.kindCd, waybill_no: line.waybillNo, trnsprt_cd: line.trnsprtCd },
        ...{ qty: line.qty, sender_untpc: line.untpc, receiver_untpc: 777 },
      })),
    })),
  });
  return senderId;
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
  monthEnd: number;
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
    monthEnd: await newCompany('라 말일화주', { supplier, billStdrCd: '30', communicationFee: 20_000 }),
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
  await transport(fx.monthEnd, '2026-03-02', [[line('QTY', 'TAC0202', 3, 1_005)]]);
  await transport(fx.monthEnd, '2026-03-31', [[line('WEIGHT', 'TAC0206', 7, 1_001)]]);
  await generate({ billCompanyId: supplier, ...MARCH_20 });
  await generate({ billCompanyId: supplier, year: 2026, month: 3, billCd: '30' });
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
    shipmentInfoList { shipmentId side payerCompanyId payerNm billDate waybillNo senderNm receiverNm kindCd kindNm qty
      chargeCd chargeNm untpc amount trnsprtCd }
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
        item.side,
      ]),
    ).toEqual([
      // A communication line bills both sides: the sender's, then the receiver's (777 won a kg).
      ['2026-02-21', '500', '받는곳1', '마대', '선불', 3, 1_005, 3_015, 'WEIGHT', 'SENDER'],
      ['2026-02-21', '500', '받는곳1', '마대', '선불', 3, 777, 2_331, 'WEIGHT', 'RECEIVER'],
      ['2026-03-05', '95', '받는곳2', '서류', '선불', 1, 2_005, 2_005, 'QTY', 'SENDER'],
      ['2026-03-05', '100', '받는곳1', '박스', '선불', 2, 1_500, 3_000, 'QTY', 'SENDER'],
      ['2026-03-20', '299', '받는곳1', '박스', '선불', 1, 15, 15, 'QTY', 'SENDER'],
      ['2026-03-20', '300', '받는곳1', '마대', '선불', 10, 1_000, 10_000, 'WEIGHT', 'SENDER'],
      ['2026-03-20', '300', '받는곳1', '마대', '선불', 10, 777, 7_770, 'WEIGHT', 'RECEIVER'],
    ]);
    expect(answer.shipmentInfoList.every((item) => item.payerNm === '가 인쇄화주')).toBe(true);
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
      weightUntpc: 23_116,
      weightUntpcVat: 2_312,
      totAmount: 30_005 + 3_001 + 5_020 + 502 + 23_116 + 2_312,
    });
    expect(row).toMatchObject({
      untpc: answer.amounts.untpc,
      weightUntpc: answer.amounts.weightUntpc,
      totAmount: answer.amounts.totAmount,
    });
    expect(sumOf(answer.shipmentInfoList, 'QTY')).toBe(answer.amounts.untpc);
    expect(sumOf(answer.shipmentInfoList, 'WEIGHT')).toBe(answer.amounts.weightUntpc);
    // totQty counts each goods line once, by its sender quantity.
    const senderSides = answer.shipmentInfoList.filter((item) => item.side === 'SENDER');
    expect(senderSides.reduce((total, item) => total + item.qty, 0)).toBe(answer.amounts.totQty);
  });

  it('holds the lines independent SQL finds over the goods lines, no more, no fewer', async () => {
    const answer = await statement();
    // The lines the company pays (no settlement group here): sender of prepaid, receiver of collect.
    const rows = await em().execute<{ shipmentId: number; amount: number }[]>(
      `select g.shipment_id as "shipmentId",
              g.sender_amount + case when g.trnsprt_cd = 'WEIGHT' then g.receiver_amount else 0 end as amount
         from shipment g, transport_receiver r, transport_sender s, bill_history h
        where g.receiver_transport_id = r.receiver_transport_id and r.sender_transport_id = s.sender_transport_id
          and h.bill_company_id = ? and h.year = 2026 and h.month = 3 and h.bill_cd = '20'
          and ((s.charge_cd in ('CH001', 'CH003') and s.sender_company_id = ?)
            or (s.charge_cd in ('CH002', 'CH004') and r.receiver_company_id = ?))
          and s.del_yn = 'N' and s.requst_dt >= h.period_start and s.requst_dt <= h.period_end`,
      [fx.supplier, fx.shipper, fx.shipper],
    );
    expect(
      [...new Set(answer.shipmentInfoList.map((item) => item.shipmentId))].sort((a, b) => a - b),
    ).toEqual(rows.map((row) => row.shipmentId).sort((a, b) => a - b));
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
      // Two communication lines of 3 and 10 kg, billed on both sides: 3,015 + 2,331 + 10,000 + 7,770 won.
      { trnsprtCd: 'WEIGHT', kindCd: 'TAC0206', kindNm: '마대', lineCount: 2, qty: 13, amount: 23_116 },
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
      if (values[1] === '접수일') headerRow = rowNumber;
      texts.push(values);
    });
    expect(texts[0]?.[0]).toBe('거래명세서 2026년 3월 (20일)');
    expect(texts.some((row) => row.includes('인쇄 공급상사') && row.includes('가 인쇄화주'))).toBe(true);
    const header = texts.findIndex((row) => row[1] === '접수일');
    expect(texts[header]?.[0]).toBe('청구 업체');
    expect(
      texts.slice(header + 1, header + 8).map((row) => [row[0], row[1], row[2], row[6], row[10]]),
    ).toEqual([
      ['가 인쇄화주', '2026-02-21', '500', '통신(발송)', '3015'],
      ['가 인쇄화주', '2026-02-21', '500', '통신(수신)', '2331'],
      ['가 인쇄화주', '2026-03-05', '95', '택배', '2005'],
      ['가 인쇄화주', '2026-03-05', '100', '택배', '3000'],
      ['가 인쇄화주', '2026-03-20', '299', '택배', '15'],
      ['가 인쇄화주', '2026-03-20', '300', '통신(발송)', '10000'],
      ['가 인쇄화주', '2026-03-20', '300', '통신(수신)', '7770'],
    ]);
    const total = texts.find((row) => row.includes('총 청구 금액'));
    // Supply 30,005 + 5,020 + 23,116; VAT 3,001 + 502 + 2,312.
    expect(total?.filter(Boolean)).toEqual([
      '총 청구 금액',
      '58141',
      '5815',
      String(answer.amounts.totAmount),
    ]);
    expect(headerRow).toBeGreaterThan(0);
    expect(sheet.getCell(headerRow + 2, 11).numFmt).toBe('#,##0');
    expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: 'portrait', fitToWidth: 1 });
  });
});

describe('statement input and access', () => {
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

// ---------------------------------------------------------------------------------------------
// The tax-bill zip.

interface Download {
  status: number;
  headers: Headers;
  bytes: ArrayBuffer;
}

async function download(body: unknown, as: 'admin' | 'anonymous' = 'admin'): Promise<Download> {
  const token = await api.token(as);
  const response = await fetch(`${api.server.url}/api/bill-print/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, bytes: await response.arrayBuffer() };
}

/** The file name a browser takes from Content-Disposition: filename* (RFC 5987) before filename. */
function dispositionName(header: string | null): { fallback?: string; name?: string } {
  const fallback = /filename="([^"]*)"/.exec(header ?? '')?.[1];
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
  return { fallback, name: encoded === undefined ? undefined : decodeURIComponent(encoded) };
}

interface SheetRows {
  name: string;
  rows: (string | number | null)[][];
}

/** Every entry of a zip, its spreadsheets read back with exceljs (first sheet, cells as values). */
async function readZip(bytes: ArrayBuffer): Promise<SheetRows[]> {
  const zip = await JSZip.loadAsync(bytes);
  const entries: SheetRows[] = [];
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.async('arraybuffer'));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error(`no sheet in ${file.name}`);
    const rows: (string | number | null)[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      rows[rowNumber - 1] = (row.values as unknown[])
        .slice(1)
        .map((value) => (value === undefined ? null : (value as string | number | null)));
    });
    entries.push({ name: file.name, rows });
  }
  return entries;
}

/** The bills of a Hometax file: its data rows (from row 7) as objects of the columns this test reads. */
const billsOf = (entry: SheetRows) =>
  entry.rows.slice(HOMETAX_FIRST_DATA_ROW - 1).map((row) => ({
    writtenOn: row[1],
    supplierNo: row[2],
    companyNo: row[10],
    companyNm: row[12],
    supply: row[19],
    tax: row[20],
    items: [0, 1, 2, 3]
      .map((index) => row.slice(22 + index * 8, 30 + index * 8))
      .filter((item) => item[1])
      .map((item) => [item[0], item[1], item[5], item[6]]),
  }));

describe('the tax-bill zip of the main fixture', () => {
  let entries: SheetRows[];
  let answer: Download;
  beforeAll(async () => {
    answer = await download({ billCompanyId: fx.supplier, ...MARCH_20 });
    entries = await readZip(answer.bytes);
  });

  it('streams a zip named per RFC 6266, without buffering it for a Content-Length', () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(dispositionName(answer.headers.get('content-disposition'))).toEqual({
      fallback: `tax-bills_${fx.supplier}_2026-03_20.zip`,
      name: '세금계산서_인쇄 공급상사_2026-03_20일.zip',
    });
  });

  it('holds one Hometax file and the statements of the billed companies, Korean names intact', () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      '거래명세서/거래명세서_가 인쇄화주_' + bizNoOf('가 인쇄화주') + '.xlsx',
      '거래명세서/거래명세서_나 빈화주_' + bizNoOf('나 빈화주') + '.xlsx',
      '홈택스_일괄발급/전자세금계산서_일괄발급_2026-03_01.xlsx',
    ]);
  });

  it('splits the day-20 period at the month end: each bill its own days, the base fare in March', async () => {
    const hometax = entries.find((entry) => entry.name.startsWith('홈택스_일괄발급/'));
    if (!hometax) throw new Error('no Hometax file');
    expect(hometax.rows[HOMETAX_HEADER_ROW - 1]).toEqual([...HOMETAX_COLUMNS]);
    const [supplierNo] = await em().execute<{ bizNo: string }[]>(
      'select biz_no as "bizNo" from bill_company where bill_company_id = ?',
      [fx.supplier],
    );
    expect(billsOf(hometax)).toEqual([
      {
        writtenOn: '20260228',
        supplierNo: supplierNo?.bizNo,
        companyNo: bizNoOf('가 인쇄화주'),
        companyNm: '가 인쇄화주',
        // Both sides of the communication line: 3 × 1,005 + 3 × 777.
        supply: 5_346,
        tax: 535,
        items: [['28', '통신 운송료', 5_346, 535]],
      },
      {
        writtenOn: '20260320',
        supplierNo: supplierNo?.bizNo,
        companyNo: bizNoOf('가 인쇄화주'),
        companyNm: '가 인쇄화주',
        supply: 30_005 + 5_020 + 17_770,
        tax: 3_001 + 502 + 1_777,
        items: [
          ['20', '기본료', 30_005, 3_001],
          ['20', '택배 운송료', 5_020, 502],
          ['20', '통신 운송료', 17_770, 1_777],
        ],
      },
      {
        writtenOn: '20260320',
        supplierNo: supplierNo?.bizNo,
        companyNo: bizNoOf('나 빈화주'),
        companyNm: '나 빈화주',
        supply: 10_000,
        tax: 1_000,
        items: [['20', '기본료', 10_000, 1_000]],
      },
    ]);
  });

  it("a statement in the zip is the company's statement, its total the invoice row's", async () => {
    const statementEntry = entries.find((entry) => entry.name.includes('가 인쇄화주'));
    const expected = await statement();
    const total = statementEntry?.rows.find((row) => row.includes('총 청구 금액'));
    expect(total?.filter((cell) => cell !== null)).toEqual([
      '총 청구 금액',
      30_005 + 5_020 + 23_116,
      3_001 + 502 + 2_312,
      expected.amounts.totAmount,
    ]);
  });

  it('day 30: one bill per company, equal to its invoice row to the won', async () => {
    const monthEnd = await readZip(
      (await download({ billCompanyId: fx.supplier, year: 2026, month: 3, billCd: 30 })).bytes,
    );
    const hometax = monthEnd.find((entry) => entry.name.startsWith('홈택스_일괄발급/'));
    if (!hometax) throw new Error('no Hometax file');
    const [row] = await em().execute<{ supply: number; tax: number }[]>(
      `select (d.communication_fee + d.untpc + d.weight_untpc)::float8 as supply,
              (d.communication_fee_vat + d.untpc_vat + d.weight_untpc_vat)::float8 as tax
         from bill_history_detail d join bill_history h on h.bill_history_id = d.bill_history_id
        where h.bill_company_id = ? and h.year = 2026 and h.month = 3 and h.bill_cd = '30' and d.company_id = ?`,
      [fx.supplier, fx.monthEnd],
    );
    expect(billsOf(hometax)).toEqual([
      expect.objectContaining({
        writtenOn: '20260331',
        companyNm: '라 말일화주',
        supply: row?.supply,
        tax: row?.tax,
        items: [
          ['31', '기본료', 20_000, 2_000],
          ['31', '택배 운송료', 3_015, 302],
          ['31', '통신 운송료', 12_446, 1_245],
        ],
      }),
    ]);
    expect(row).toEqual({ supply: 35_461, tax: 3_547 });
  });
});

/** The business number the fixture gave a company, read back. */
const bizNos = new Map<string, string>();
const bizNoOf = (companyNm: string) => {
  const bizNo = bizNos.get(companyNm);
  if (!bizNo) throw new Error(`no business number for ${companyNm}`);
  return bizNo;
};
beforeAll(async () => {
  const rows = await em().execute<{ companyNm: string; bizNo: string }[]>(
    'select company_nm as "companyNm", biz_no as "bizNo" from company',
  );
  for (const row of rows) bizNos.set(row.companyNm, row.bizNo);
});

describe('a supplier of over a hundred billed companies', () => {
  const COMPANIES = 101;
  let bulkSupplier: number;
  let entries: SheetRows[];
  let answer: Download;

  beforeAll(async () => {
    bulkSupplier = await newSupplier('(주)대량 공급');
    // 101 shippers that take tax bills and one that does not, each sending on both sides of the month end.
    for (let i = 1; i <= COMPANIES + 1; i++) {
      const companyNm = `대량화주 ${String(i).padStart(3, '0')}`;
      const companyId = await aCompany({
        ...{ biz_no: String(5_200_000_000 + i), company_nm: companyNm, representative_nm: '대표' },
        ...{ bill_company_id: bulkSupplier, shipper_yn: 'Y', shipper_cd: 'COM', use_yn: 'Y', vat_yn: 'Y' },
        ...{ taxbil_output_yn: i > COMPANIES ? 'N' : 'Y', bill_stdr_cd: '20', communication_fee: 10000 },
        email: 'bulk@example.com',
      });
      for (const day of ['2026-02-25', '2026-03-10'])
        await aTransport({
          ...{ requst_dt: day, company_nm: companyNm, sender_company_id: companyId },
          receivers: [
            { company_nm: '대량 받는곳', shipments: [{ qty: 2, sender_untpc: 1005, receiver_untpc: 777 }] },
          ],
        });
    }
    // Billed nothing: no tax bill and no statement.
    await newCompany('대량 영원화주', { supplier: bulkSupplier, communicationFee: 0 });
    await generate({ billCompanyId: bulkSupplier, ...MARCH_20 });
    answer = await download({ billCompanyId: String(bulkSupplier), year: '2026', month: '3', billCd: '20' });
    entries = await readZip(answer.bytes);
  });

  it('names the zip after the supplier, "(주)" percent-encoded', () => {
    expect(answer.status).toBe(200);
    const header = answer.headers.get('content-disposition') ?? '';
    expect(header).toContain(
      "filename*=UTF-8''%EC%84%B8%EA%B8%88%EA%B3%84%EC%82%B0%EC%84%9C_%28%EC%A3%BC%29",
    );
    expect(dispositionName(header).name).toBe('세금계산서_(주)대량 공급_2026-03_20일.zip');
  });

  it('writes 202 bills in Hometax files of 100, 100 and 2; every statement of a billed company', () => {
    const hometax = entries.filter((entry) => entry.name.startsWith('홈택스_일괄발급/'));
    expect(hometax.map((entry) => [entry.name, billsOf(entry).length])).toEqual([
      ['홈택스_일괄발급/전자세금계산서_일괄발급_2026-03_01.xlsx', 100],
      ['홈택스_일괄발급/전자세금계산서_일괄발급_2026-03_02.xlsx', 100],
      ['홈택스_일괄발급/전자세금계산서_일괄발급_2026-03_03.xlsx', 2],
    ]);
    const statements = entries.filter((entry) => entry.name.startsWith('거래명세서/'));
    expect(statements).toHaveLength(COMPANIES + 1);
    expect(statements.map((entry) => entry.name)).toContain(
      '거래명세서/거래명세서_대량화주 102_5200000102.xlsx',
    );
    expect(entries.some((entry) => entry.name.includes('영원화주'))).toBe(false);
  });

  it('gives every company taking tax bills two bills that add up to its invoice row', async () => {
    const bills = entries.filter((entry) => entry.name.startsWith('홈택스_일괄발급/')).flatMap(billsOf);
    const details = await em().execute<{ bizNo: string; supply: number; tax: number; taxbil: string }[]>(
      `select c.biz_no as "bizNo", (d.communication_fee + d.untpc + d.weight_untpc)::float8 as supply,
              (d.communication_fee_vat + d.untpc_vat + d.weight_untpc_vat)::float8 as tax,
              c.taxbil_output_yn as taxbil
         from bill_history_detail d join bill_history h on h.bill_history_id = d.bill_history_id
         join company c on c.company_id = d.company_id
        where h.bill_company_id = ? and h.year = 2026 and h.month = 3 and h.bill_cd = '20' and d.tot_amount > 0`,
      [bulkSupplier],
    );
    expect(details).toHaveLength(COMPANIES + 1);
    for (const detail of details) {
      const own = bills.filter((bill) => bill.companyNo === detail.bizNo);
      if (detail.taxbil === 'N') {
        expect(own).toEqual([]);
        continue;
      }
      expect(own.map((bill) => [bill.writtenOn, bill.supply, bill.tax])).toEqual([
        ['20260228', 2_010, 201],
        ['20260320', 12_010, 1_201],
      ]);
      expect(own.reduce((total, bill) => total + Number(bill.supply), 0)).toBe(detail.supply);
      expect(own.reduce((total, bill) => total + Number(bill.tax), 0)).toBe(detail.tax);
    }
    expect(
      bills.every(
        (bill) => /^\d{10}$/.test(String(bill.supplierNo)) && /^\d{10}$/.test(String(bill.companyNo)),
      ),
    ).toBe(true);
  });
});

describe('tax-bill download input and access', () => {
  contractRows(api, {}, [
    {
      name: 'a bad billing day is a JSON 400 naming it',
      rest: 'POST /api/bill-print/download',
      input: () => ({ billCompanyId: fx.supplier, year: 2026, month: 3, billCd: '31' }),
      code: 'BAD_USER_INPUT',
      answer: { code: 'BAD_USER_INPUT', message: '올바른 청구 기준일 형식이 아닙니다.', field: 'billCd' },
    },
    {
      name: 'a missing supplier is a JSON 400 naming it',
      rest: 'POST /api/bill-print/download',
      input: { year: 2026, month: 3, billCd: '20' },
      code: 'BAD_USER_INPUT',
      answer: { code: 'BAD_USER_INPUT', message: '공급자는 필수 입력 항목입니다.', field: 'billCompanyId' },
    },
    {
      name: 'no invoice generated for the key is a JSON 404',
      rest: 'POST /api/bill-print/download',
      input: () => ({ billCompanyId: fx.supplier, year: 2026, month: 7, billCd: '20' }),
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: koreanMentioning('청구서') },
    },
    {
      name: 'without a token → 401',
      as: 'anonymous',
      rest: 'POST /api/bill-print/download',
      input: () => ({ billCompanyId: fx.supplier, ...MARCH_20 }),
      code: 'UNAUTHENTICATED',
      matches: { code: 'UNAUTHENTICATED' },
    },
  ]);

  it('a signed-in member_view (settlement read) may download', async () => {
    const token = await api.token('member_view');
    const response = await fetch(`${api.server.url}/api/bill-print/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ billCompanyId: fx.supplier, ...MARCH_20 }),
    });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// A company row's statement as a PDF, read back with pdf.js.

describe("a company row's statement as a PDF", () => {
  let printed: CompanyStatement;
  beforeAll(async () => {
    printed = await statement();
  });

  async function pdfOf(query = '', as: 'admin' | 'member_view' = 'admin') {
    const token = await api.token(as);
    const response = await fetch(
      `${api.server.url}/api/bill-history-detail/statement-pdf/${printed.amounts.billHistoryDetailId}${query}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const won = (value: number) => value.toLocaleString('ko-KR');

  it("prints every line, the parties and the invoice row's amounts, totals to the won", async () => {
    const { response, bytes } = await pdfOf();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(dispositionName(response.headers.get('content-disposition'))).toEqual({
      name: '상세청구서_가 인쇄화주_2026-03_20일.pdf',
      fallback: `statement-detail_${fx.shipper}_2026-03_20.pdf`,
    });
    const { title, pages } = await pdfText(bytes);
    expect(title).toBe('상세 청구서 2026년 3월분 (20일)');
    const text = pages.flat();
    expect(text[0]).toBe('상세 청구서');
    expect(text).toContain('2026년 3월분 · 청구 기준일 20일');
    expect(text.join('\n')).toContain('가 인쇄화주');
    expect(text.join('\n')).toContain('인쇄 공급상사');
    // Each line as the print page shows it: payer, date, waybill, sender, receiver, kind, charge,
    // section, quantity, unit price, amount.
    const lineRows = text.filter((row) => row.startsWith('가 인쇄화주   2026-'));
    expect(lineRows).toEqual(
      printed.shipmentInfoList.map((item) =>
        [
          item.payerNm,
          item.billDate,
          item.waybillNo,
          item.senderNm,
          item.receiverNm,
          item.kindNm,
          item.chargeNm,
          item.trnsprtCd === 'QTY' ? '택배' : `통신(${item.side === 'SENDER' ? '발송' : '수신'})`,
          `${item.qty}${item.trnsprtCd === 'QTY' ? '개' : 'kg'}`,
          won(item.untpc),
          won(item.amount),
        ].join('   '),
      ),
    );
    const { amounts } = printed;
    const supply = amounts.communicationFee + amounts.untpc + amounts.weightUntpc;
    const vat = amounts.communicationFeeVat + amounts.untpcVat + amounts.weightUntpcVat;
    expect(text).toContain(
      `합계 5건   ${won(sumOf(printed.shipmentInfoList, 'QTY') + sumOf(printed.shipmentInfoList, 'WEIGHT'))}`,
    );
    expect(text).toContain(
      `택배   ${won(amounts.untpc)}   ${won(amounts.untpcVat)}   ${won(amounts.untpc + amounts.untpcVat)}`,
    );
    expect(text).toContain(`합계   ${won(supply)}   ${won(vat)}   ${won(amounts.totAmount)}`);
    expect(text).toContain(`청구 합계 금액 ${won(amounts.totAmount)}원`);
    expect(text.at(-1)).toBe('1 / 1');
  });

  it('prints the per-type view with the same totals', async () => {
    const { response, bytes } = await pdfOf('?view=type', 'member_view');
    expect(response.status).toBe(200);
    const text = (await pdfText(bytes)).pages.flat();
    expect(text[0]).toBe('유형별 청구서');
    for (const row of printed.typeSummary)
      expect(text.join('\n')).toContain(`${row.kindNm}   ${row.lineCount}   `);
    const lineCount = printed.typeSummary.reduce((sum, row) => sum + row.lineCount, 0);
    const total = printed.typeSummary.reduce((sum, row) => sum + row.amount, 0);
    expect(text).toContain(`합계   ${lineCount}   ${won(total)}`);
    expect(text).toContain(`청구 합계 금액 ${won(printed.amounts.totAmount)}원`);
  });

  contractRows(api, {}, [
    {
      name: 'a view that is neither detail nor type is a 400 naming view',
      rest: 'GET /api/bill-history-detail/statement-pdf/987654?view=summary',
      code: 'BAD_USER_INPUT',
      answer: badInput(STATEMENT_VIEW_MESSAGE, 'view'),
    },
    {
      name: 'a row number that is no number is a 400 naming it',
      rest: 'GET /api/bill-history-detail/statement-pdf/abc',
      code: 'BAD_USER_INPUT',
      answer: badInput(STATEMENT_MESSAGES.rowIdInvalid, 'billHistoryDetailId'),
    },
    {
      name: 'an unknown row is a JSON 404',
      rest: 'GET /api/bill-history-detail/statement-pdf/987654',
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: STATEMENT_MESSAGES.rowNotFound },
    },
    {
      name: 'without a token → 401',
      as: 'anonymous',
      rest: 'GET /api/bill-history-detail/statement-pdf/987654',
      code: 'UNAUTHENTICATED',
      matches: { code: 'UNAUTHENTICATED' },
    },
  ]);
});
