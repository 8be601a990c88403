import ExcelJS from 'exceljs';
import { attachmentHeader } from '../../common/spreadsheet';
import type { CompanyStatement, StatementLine } from './statement.types';
import {
  HOMETAX_COLUMNS,
  HOMETAX_FIRST_DATA_ROW,
  HOMETAX_HEADER_ROW,
  HOMETAX_SHEET_NAME,
  hometaxEntryName,
  hometaxFiles,
  hometaxRow,
  hometaxWorkbook,
  safeFileName,
  statementEntryName,
  taxBillsOf,
  taxBillZipAsciiName,
  taxBillZipName,
} from './tax-bill';

const supplier: CompanyStatement['billCompanyInfo'] = {
  billCompanyId: 1,
  billCompanyNm: '(주)대구공급',
  billAddress: '대구 중구 1',
  billTelNo: '0531112222',
  billFaxNo: '0531112223',
  billBizNo: '1018212345',
  billRepresentativeNm: '김공급',
  billBizType: '운수업',
  billBizItem: '화물운송',
  billEmail: 'bill@example.com',
  billAccountInfo: '대구은행 508-123-45678901 (예금주: 공급)',
};

const lineOn = (billDate: string, trnsprtCd: 'QTY' | 'WEIGHT', amount: number): StatementLine => ({
  shipmentId: 1,
  side: 'SENDER',
  payerCompanyId: 1,
  payerNm: '받는',
  billDate,
  waybillNo: '1',
  senderNm: '보내는',
  receiverNm: '받는',
  kindCd: 'TAC0202',
  kindNm: '박스',
  qty: 1,
  chargeCd: 'CH002',
  chargeNm: '착불',
  untpc: amount,
  amount,
  trnsprtCd,
});

function statementOf(
  options: {
    billCd?: '20' | '30';
    fee?: number;
    vatYn?: 'Y' | 'N';
    taxbilOutputYn?: 'Y' | 'N';
    lines?: StatementLine[];
  } = {},
): CompanyStatement {
  const billCd = options.billCd ?? '20';
  const lines = options.lines ?? [];
  const fee = options.fee ?? 30_005;
  const withVat = (options.vatYn ?? 'Y') === 'Y';
  const sum = (code: string) => lines.filter((l) => l.trnsprtCd === code).reduce((t, l) => t + l.amount, 0);
  const tax = (amount: number) => (withVat ? Math.floor((amount + 5) / 10) : 0);
  const amounts = {
    billHistoryId: 1,
    billHistoryDetailId: 1,
    status: 'READY',
    totQty: lines.length,
    communicationFee: fee,
    communicationFeeVat: tax(fee),
    untpc: sum('QTY'),
    untpcVat: tax(sum('QTY')),
    weightUntpc: sum('WEIGHT'),
    weightUntpcVat: tax(sum('WEIGHT')),
    totAmount: 0,
  };
  amounts.totAmount =
    amounts.communicationFee +
    amounts.communicationFeeVat +
    amounts.untpc +
    amounts.untpcVat +
    amounts.weightUntpc +
    amounts.weightUntpcVat;
  return {
    year: 2026,
    month: 3,
    billCd,
    billCompanyInfo: supplier,
    companyInfo: {
      companyId: 7,
      companyNm: '가 화주',
      bizNo: '1234567890',
      representativeNm: '이대표',
      address: '대구 북구 2',
      bizType: '도소매',
      bizItem: '잡화',
      email: 'shipper@example.com',
      taxbilOutputYn: options.taxbilOutputYn ?? 'Y',
      vatYn: options.vatYn ?? 'Y',
      startDate: billCd === '20' ? '2026-02-21' : '2026-03-01',
      endDate: billCd === '20' ? '2026-03-20' : '2026-03-31',
      communicationFee: fee,
    },
    shipmentInfoList: lines,
    amounts,
    typeSummary: [],
  };
}

describe('tax bills of a company statement', () => {
  it('day 30: one bill equal to the invoice row, VAT per section rounded half up', () => {
    const statement = statementOf({
      billCd: '30',
      lines: [lineOn('2026-03-02', 'QTY', 5_005), lineOn('2026-03-31', 'WEIGHT', 13_015)],
    });
    const bills = taxBillsOf(statement);
    expect(bills).toEqual([
      {
        company: statement.companyInfo,
        start: '2026-03-01',
        end: '2026-03-31',
        items: [
          { name: '기본료', supply: 30_005, tax: 3_001 },
          { name: '택배 운송료', supply: 5_005, tax: 501 },
          { name: '통신 운송료', supply: 13_015, tax: 1_302 },
        ],
        supply: 48_025,
        tax: 4_804,
      },
    ]);
    const { amounts } = statement;
    expect(bills[0]?.supply).toBe(amounts.communicationFee + amounts.untpc + amounts.weightUntpc);
    expect(bills[0]?.tax).toBe(amounts.communicationFeeVat + amounts.untpcVat + amounts.weightUntpcVat);
  });

  it('day 20: split at the month end, each bill its own days; the base fare in the invoice month', () => {
    const bills = taxBillsOf(
      statementOf({
        lines: [
          lineOn('2026-02-21', 'QTY', 1_000),
          lineOn('2026-02-28', 'WEIGHT', 2_005),
          lineOn('2026-03-01', 'QTY', 15),
          lineOn('2026-03-20', 'QTY', 5),
        ],
      }),
    );
    expect(bills.map(({ start, end, items, supply, tax }) => ({ start, end, items, supply, tax }))).toEqual([
      {
        start: '2026-02-21',
        end: '2026-02-28',
        items: [
          { name: '택배 운송료', supply: 1_000, tax: 100 },
          { name: '통신 운송료', supply: 2_005, tax: 201 },
        ],
        supply: 3_005,
        tax: 301,
      },
      {
        start: '2026-03-01',
        end: '2026-03-20',
        items: [
          { name: '기본료', supply: 30_005, tax: 3_001 },
          { name: '택배 운송료', supply: 20, tax: 2 },
        ],
        supply: 30_025,
        tax: 3_003,
      },
    ]);
  });

  it('January of day 20 splits at the year end', () => {
    const statement = statementOf({ lines: [lineOn('2025-12-31', 'QTY', 10)] });
    statement.year = 2026;
    statement.month = 1;
    statement.companyInfo.startDate = '2025-12-21';
    statement.companyInfo.endDate = '2026-01-20';
    expect(taxBillsOf(statement).map((bill) => [bill.start, bill.end, bill.supply])).toEqual([
      ['2025-12-21', '2025-12-31', 10],
      ['2026-01-01', '2026-01-20', 30_005],
    ]);
  });

  it('a part with nothing to bill has no bill; a company without tax bills has none; vatYn N has 0 VAT', () => {
    expect(taxBillsOf(statementOf()).map((bill) => bill.start)).toEqual(['2026-03-01']);
    expect(taxBillsOf(statementOf({ fee: 0 }))).toEqual([]);
    expect(taxBillsOf(statementOf({ taxbilOutputYn: 'N', lines: [lineOn('2026-03-01', 'QTY', 5)] }))).toEqual(
      [],
    );
    expect(taxBillsOf(statementOf({ vatYn: 'N' }))[0]).toMatchObject({ supply: 30_005, tax: 0 });
  });
});

describe('the Hometax bulk-issue row and file', () => {
  const [bill] = taxBillsOf(statementOf({ billCd: '30', lines: [lineOn('2026-03-02', 'QTY', 5_005)] }));
  if (!bill) throw new Error('no bill');

  it('has the 59 columns of the form, registration numbers as digits, 작성일자 yyyyMMdd, items dated by day', () => {
    expect(HOMETAX_COLUMNS).toHaveLength(59);
    const row = hometaxRow(
      { ...supplier, billBizNo: '101-82-12345' },
      { ...bill, company: { ...bill.company, bizNo: '123-45-67890' } },
    );
    expect(row).toHaveLength(59);
    expect(row.slice(0, 22)).toEqual([
      '01',
      '20260331',
      '1018212345',
      '',
      '(주)대구공급',
      '김공급',
      '대구 중구 1',
      '운수업',
      '화물운송',
      'bill@example.com',
      '1234567890',
      '',
      '가 화주',
      '이대표',
      '대구 북구 2',
      '도소매',
      '잡화',
      'shipper@example.com',
      '',
      35_010,
      3_502,
      '2026-03-01 ~ 2026-03-31 운송료',
    ]);
    expect(row.slice(22, 38)).toEqual([
      '31',
      '기본료',
      '',
      '',
      '',
      30_005,
      3_001,
      '',
      '31',
      '택배 운송료',
      '',
      '',
      '',
      5_005,
      501,
      '',
    ]);
    expect(row.slice(38, 58).every((cell) => cell === '')).toBe(true);
    expect(row[58]).toBe('02');
  });

  it('files hold at most 100 bills', () => {
    expect(hometaxFiles(Array.from({ length: 201 }, (_, index) => index)).map((file) => file.length)).toEqual(
      [100, 100, 1],
    );
    expect(hometaxFiles([])).toEqual([]);
  });

  it('writes the form: notes, headers on row 6, bills from row 7 (numbers as numbers, text kept as text)', async () => {
    const workbook = new ExcelJS.Workbook();
    const file = await hometaxWorkbook(supplier, [bill, bill]);
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    const sheet = workbook.getWorksheet(HOMETAX_SHEET_NAME);
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(HOMETAX_HEADER_ROW).values as unknown[]).slice(1)).toEqual(HOMETAX_COLUMNS);
    const first = sheet.getRow(HOMETAX_FIRST_DATA_ROW);
    expect([first.getCell(2).value, first.getCell(3).value, first.getCell(20).value]).toEqual([
      '20260331',
      '1018212345',
      35_010,
    ]);
    expect(sheet.actualRowCount).toBe(3 + 1 + 2);
    await expect(
      hometaxWorkbook(
        supplier,
        Array.from({ length: 101 }, () => bill),
      ),
    ).rejects.toThrow(RangeError);
  });
});

describe('file names', () => {
  it('the zip: 세금계산서_<supplier>_<yyyy>-<mm>_<billCd>일.zip, path characters replaced', () => {
    expect(taxBillZipName('(주)대구/공급:상사', 2026, 3, '20')).toBe(
      '세금계산서_(주)대구_공급_상사_2026-03_20일.zip',
    );
    expect(taxBillZipName('말일 공급', 2025, 12, '30')).toBe('세금계산서_말일 공급_2025-12_30일.zip');
    expect(taxBillZipAsciiName(12, 2025, 1, '30')).toBe('tax-bills_12_2025-01_30.zip');
  });

  it('entries sit in Korean folders; statements carry the business number', () => {
    expect(hometaxEntryName(2026, 3, 0)).toBe('홈택스_일괄발급/전자세금계산서_일괄발급_2026-03_01.xlsx');
    expect(hometaxEntryName(2026, 3, 11)).toBe('홈택스_일괄발급/전자세금계산서_일괄발급_2026-03_12.xlsx');
    expect(statementEntryName({ companyNm: '가*화주?', bizNo: '1234567890' })).toBe(
      '거래명세서/거래명세서_가_화주__1234567890.xlsx',
    );
  });

  it('safeFileName keeps no path, control or reserved character and no leading dot', () => {
    expect(safeFileName('..\\a\u0000b|c  d ')).toBe('__a_b_c d');
    expect(safeFileName('   ')).toBe('_');
    expect(safeFileName('가'.repeat(100))).toHaveLength(80);
  });

  it('Content-Disposition: the ASCII name given as the fallback', () => {
    expect(attachmentHeader('세금계산서.zip', 'tax-bills_1_2026-03_20.zip')).toBe(
      `attachment; filename="tax-bills_1_2026-03_20.zip"; filename*=UTF-8''${encodeURIComponent('세금계산서.zip')}`,
    );
  });

  it('Content-Disposition: an ASCII fallback and the UTF-8 name percent-encoded per RFC 5987', () => {
    const header = attachmentHeader('세금계산서_(주)대구_2026-03_20일.zip');
    expect(header).toBe(
      `attachment; filename="______(_)___2026-03_20_.zip"; filename*=UTF-8''${encodeURIComponent('세금계산서_')}%28${encodeURIComponent('주')}%29${encodeURIComponent('대구_2026-03_20일.zip')}`,
    );
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '';
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(encoded)).toBe('세금계산서_(주)대구_2026-03_20일.zip');
  });
});
