import ExcelJS from 'exceljs';
import { statementTitle, statementWorkbook } from './statement-workbook';
import type { CompanyStatement, StatementLine } from './statement.types';

const line = (index: number): StatementLine => ({
  shipmentId: index,
  side: index % 4 === 3 ? 'RECEIVER' : 'SENDER',
  payerCompanyId: index % 3 ? 7 : 8,
  payerNm: index % 3 ? '가 화주' : '가 화주 지점',
  billDate: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
  waybillNo: String(1000 + index),
  senderNm: '가 화주',
  receiverNm: `받는곳 ${index}`,
  kindCd: 'TAC0202',
  kindNm: '박스',
  qty: 2,
  chargeCd: 'CH002',
  chargeNm: '착불',
  untpc: 1_005,
  amount: 2_010,
  trnsprtCd: index % 2 ? 'WEIGHT' : 'QTY',
});

/** A statement of `count` lines whose amounts are the lines added up. */
function statementOf(count: number): CompanyStatement {
  const lines = Array.from({ length: count }, (_, index) => line(index));
  const sum = (code: string) => lines.filter((l) => l.trnsprtCd === code).reduce((t, l) => t + l.amount, 0);
  const vat = (amount: number) => Math.floor((amount + 5) / 10);
  const fee = 30_005;
  return {
    year: 2026,
    month: 3,
    billCd: '30',
    billCompanyInfo: {
      billCompanyId: 1,
      billCompanyNm: '대구 공급',
      billAddress: '대구 중구 1',
      billTelNo: '0531112222',
      billFaxNo: '0531112223',
      billBizNo: '1018212345',
      billRepresentativeNm: '김공급',
      billBizType: '운수업',
      billBizItem: '화물운송',
      billEmail: 'bill@example.com',
      billAccountInfo: '대구은행 508-123-45678901 (예금주: 공급)',
    },
    companyInfo: {
      companyId: 7,
      companyNm: '가 화주',
      bizNo: '1234567890',
      representativeNm: null,
      address: null,
      bizType: null,
      bizItem: null,
      email: null,
      taxbilOutputYn: 'Y',
      vatYn: 'Y',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      communicationFee: fee,
    },
    shipmentInfoList: lines,
    amounts: {
      billHistoryId: 1,
      billHistoryDetailId: 1,
      status: 'READY',
      totQty: count * 2,
      communicationFee: fee,
      communicationFeeVat: vat(fee),
      untpc: sum('QTY'),
      untpcVat: vat(sum('QTY')),
      weightUntpc: sum('WEIGHT'),
      weightUntpcVat: vat(sum('WEIGHT')),
      totAmount: fee + vat(fee) + sum('QTY') + vat(sum('QTY')) + sum('WEIGHT') + vat(sum('WEIGHT')),
    },
    typeSummary: [],
  };
}

async function sheetOf(statement: CompanyStatement) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await statementWorkbook(statement)).buffer);
  const sheet = workbook.getWorksheet('거래명세서');
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('the statement workbook (거래명세서)', () => {
  it('holds every line of a long statement (written across turns of the event loop) and its totals', async () => {
    const statement = statementOf(1_201);
    const sheet = await sheetOf(statement);
    expect(sheet.getCell(1, 1).value).toBe(statementTitle(statement));
    expect(statementTitle(statement)).toBe('거래명세서 2026년 3월 (말일)');
    const header = 11;
    expect(sheet.getCell(header, 1).value).toBe('청구 업체');
    expect(sheet.getCell(header, 2).value).toBe('접수일');
    // Each line names the group member that pays it; a communication line says which side it bills.
    expect(sheet.getCell(header + 1, 1).value).toBe('가 화주 지점');
    expect(sheet.getCell(header + 2, 1).value).toBe('가 화주');
    expect(sheet.getCell(header + 2, 7).value).toBe('통신(발송)');
    expect(sheet.getCell(header + 4, 7).value).toBe('통신(수신)');
    expect(sheet.getCell(header + 1, 7).value).toBe('택배');
    expect(sheet.pageSetup.printTitlesRow).toBe(`${header}:${header}`);
    let amounts = 0;
    for (let row = header + 1; row <= header + 1_201; row += 1)
      amounts += Number(sheet.getCell(row, 11).value);
    expect(amounts).toBe(statement.amounts.untpc + statement.amounts.weightUntpc);
    expect(sheet.getCell(header + 1_201, 3).value).toBe(String(1000 + 1_200));
    const total = header + 1_201 + 1 + 1 + 3 + 1;
    expect([8, 9, 10, 11].map((column) => sheet.getCell(total, column).value)).toEqual([
      '총 청구 금액',
      statement.amounts.communicationFee + statement.amounts.untpc + statement.amounts.weightUntpc,
      statement.amounts.communicationFeeVat + statement.amounts.untpcVat + statement.amounts.weightUntpcVat,
      statement.amounts.totAmount,
    ]);
  });

  it('says so when there are no lines; the supplier and company blocks sit side by side', async () => {
    const sheet = await sheetOf(statementOf(0));
    expect(sheet.getCell(12, 1).value).toBe('청구 기간에 청구할 운송이 없습니다.');
    expect([
      sheet.getCell(3, 1).value,
      sheet.getCell(3, 2).value,
      sheet.getCell(3, 6).value,
      sheet.getCell(3, 7).value,
    ]).toEqual(['공급자', '대구 공급', '공급받는자', '가 화주']);
    expect(sheet.getCell(4, 2).value).toBe('101-82-12345');
    expect(sheet.getCell(9, 7).value).toBe(30_005);
    expect(sheet.getCell(9, 7).numFmt).toBe('#,##0');
  });

  it('writes stored text as Text cells holding the same text, formula-like names too', async () => {
    const statement = statementOf(1);
    statement.companyInfo.companyNm = '=HYPERLINK("http://x","y")';
    statement.shipmentInfoList[0]!.receiverNm = '+1+1';
    const sheet = await sheetOf(statement);
    const cellOf = (row: number, column: number) => {
      const cell = sheet.getCell(row, column);
      return { type: cell.type, value: cell.value, numFmt: cell.numFmt };
    };
    expect(cellOf(3, 7)).toEqual({
      type: ExcelJS.ValueType.String,
      value: '=HYPERLINK("http://x","y")',
      numFmt: '@',
    });
    expect(cellOf(12, 5)).toEqual({ type: ExcelJS.ValueType.String, value: '+1+1', numFmt: '@' });
    expect(cellOf(12, 11)).toEqual({ type: ExcelJS.ValueType.Number, value: 2_010, numFmt: '#,##0' });
  });
});
