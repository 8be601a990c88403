// The tax bills (세금계산서) of an invoice and their Hometax bulk-issue spreadsheets (전자세금계산서
// 일괄발급 엑셀 업로드 양식). Pure functions over statements; tax-bill-download.ts reads and zips.
//
// Layout followed: Hometax's "엑셀 업로드 양식(전자세금계산서-일반(영세율))" (홈택스 > 전자(세금)계산서 >
// 발급 > 일괄/공동매입분 발급 > 엑셀 일괄발급): rows 1-5 are the form's title and notes, row 6 holds
// the 59 column headers, the invoices start on row 7, one row each, at most 100 per file (this
// project's decision, docs/decisions.md#tax-bill-zip; the upload refuses a file over its limit, so
// the zip holds several files).
// Required (orange) columns: 종류, 작성일자, 공급자 등록번호, 공급자 상호, 공급자 성명, 공급받는자
// 등록번호, 공급받는자 상호, 공급받는자 성명, 공급가액 합계, 세액 합계, 일자1, 공급가액1, 세액1 and
// 영수/청구. Registration numbers are digits without hyphens, 작성일자 is yyyyMMdd, 일자N is the two-
// digit day within the 작성일자 month, up to four items per invoice.
// Source: not the National Tax Service's template itself, which this project's research could not
// reach (the web search found no copy of it); the column list and the row positions above were
// taken from public generators of that same template found by code search: a Java/Apache POI
// generator with the 59 headers, the orange required columns and "실제 업로드할 DATA는 7행부터",
// and two others with the same header texts. That generator's title says 50 rows a file; this
// project's decision (docs/decisions.md#tax-bill-zip) says 100, which is used here. Check a file
// against the template downloaded from Hometax before relying on it.
//
// What a bill holds (the project's decisions, docs/decisions.md#money):
// - One bill per company and calendar month: a day-30 invoice is one part, a day-20 invoice is cut at
//   the month end (billing.ts periodParts), so a company gets two bills for it, each with the lines
//   of its own days. The base fare (기본료, the month's communication fee) goes on the part in the
//   invoice's own month (the 1st to the 20th for day 20), since the fee is that month's.
// - Items: base fare, parcel (QTY lines) and communication (WEIGHT lines), each with its 10% VAT
//   rounded half up (billing.ts vat), as the invoice rounds per section; a company with vatYn N gets
//   0 VAT. The bill's totals are the items added up, so a day-30 bill equals the invoice row to
//   the won; the two parts of a day-20 bill add up to the invoice row's supply amounts, and their
//   VAT to its VAT within the rounding of each part.
// - Only companies with taxbilOutputYn Y, and only bills whose supply amount is above 0.
// - 작성일자 is the last day of the bill's part; every item is dated that day. 청구 (02): the
//   shippers pay after the statement.
import { periodParts, vat } from '@parcel/shared/settlement/billing';
import ExcelJS from 'exceljs';
import { TEXT_FORMAT } from '../../common/spreadsheet';
import type { CompanyStatement, StatementSupplier } from './statement.types';

/** Most invoices one Hometax bulk-issue file takes. */
export const HOMETAX_ROWS_PER_FILE = 100;
/** The row of the column headers and the first row of data, as in the Hometax form. */
export const HOMETAX_HEADER_ROW = 6;
export const HOMETAX_FIRST_DATA_ROW = 7;
export const HOMETAX_SHEET_NAME = '엑셀업로드양식';

const itemColumns = (n: number) => [
  `일자${n}\n(2자리, 작성년월 제외)`,
  `품목${n}`,
  `규격${n}`,
  `수량${n}`,
  `단가${n}`,
  `공급가액${n}`,
  `세액${n}`,
  `품목비고${n}`,
];

/** The 59 column headers of the Hometax form, in order. */
export const HOMETAX_COLUMNS: readonly string[] = [
  '전자(세금)계산서 종류\n(01:일반, 02:영세율)',
  '작성일자',
  '공급자 등록번호\n("-" 없이 입력)',
  '공급자\n종사업장번호',
  '공급자 상호',
  '공급자 성명',
  '공급자 사업장주소',
  '공급자 업태',
  '공급자 종목',
  '공급자 이메일',
  '공급받는자 등록번호\n("-" 없이 입력)',
  '공급받는자\n종사업장번호',
  '공급받는자 상호',
  '공급받는자 성명',
  '공급받는자 사업장주소',
  '공급받는자 업태',
  '공급받는자 종목',
  '공급받는자 이메일1',
  '공급받는자 이메일2',
  '공급가액\n합계',
  '세액\n합계',
  '비고',
  ...itemColumns(1),
  ...itemColumns(2),
  ...itemColumns(3),
  ...itemColumns(4),
  '현금',
  '수표',
  '어음',
  '외상미수금',
  '영수(01),\n청구(02)',
];

/** 0-based indexes of the required (orange) columns of the form. */
export const HOMETAX_REQUIRED_COLUMNS: readonly number[] = [
  0, 1, 2, 4, 5, 10, 12, 13, 19, 20, 22, 27, 28, 58,
];
/** 0-based indexes of the columns holding amounts (numbers in #,##0). */
const AMOUNT_COLUMNS = new Set([19, 20, 25, 26, 27, 28, 33, 34, 35, 36, 41, 42, 43, 44, 49, 50, 51, 52]);
const ITEM_START = 22;
const ITEM_WIDTH = 8;

/** One item (품목) of a tax bill. */
export interface TaxBillItem {
  name: string;
  supply: number;
  tax: number;
}

/** One tax bill: a company's part of an invoice (one calendar month at most). */
export interface TaxBill {
  company: CompanyStatement['companyInfo'];
  /** The days it covers, yyyy-MM-dd, both included. */
  start: string;
  end: string;
  items: TaxBillItem[];
  supply: number;
  tax: number;
}

const ITEM_NAMES = { fee: '기본료', QTY: '택배 운송료', WEIGHT: '통신 운송료' } as const;

/**
 * A company's tax bills of an invoice: one per calendar month of its period whose supply amount is
 * above 0 (none when the company takes no tax bills).
 */
export function taxBillsOf(statement: CompanyStatement): TaxBill[] {
  const { companyInfo: company, amounts } = statement;
  if (company.taxbilOutputYn !== 'Y') return [];
  const invoiceMonth = `${statement.year}-${String(statement.month).padStart(2, '0')}`;
  const withVat = company.vatYn === 'Y';
  const bills: TaxBill[] = [];
  for (const part of periodParts({ start: company.startDate, end: company.endDate })) {
    const inPart = statement.shipmentInfoList.filter(
      (line) => line.billDate >= part.start && line.billDate <= part.end,
    );
    const sum = (trnsprtCd: string) =>
      inPart.filter((line) => line.trnsprtCd === trnsprtCd).reduce((total, line) => total + line.amount, 0);
    const fee = part.start.startsWith(invoiceMonth) ? amounts.communicationFee : 0;
    const items = (
      [
        [ITEM_NAMES.fee, fee],
        [ITEM_NAMES.QTY, sum('QTY')],
        [ITEM_NAMES.WEIGHT, sum('WEIGHT')],
      ] as const
    )
      .filter(([, supply]) => supply > 0)
      .map(([name, supply]) => ({ name, supply, tax: withVat ? vat(supply) : 0 }));
    const supply = items.reduce((total, item) => total + item.supply, 0);
    if (supply <= 0) continue;
    const tax = items.reduce((total, item) => total + item.tax, 0);
    bills.push({ company, start: part.start, end: part.end, items, supply, tax });
  }
  return bills;
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** One row of the Hometax form (59 cells) for a bill issued by `supplier`. */
export function hometaxRow(supplier: StatementSupplier, bill: TaxBill): (string | number)[] {
  const row: (string | number)[] = new Array<string | number>(HOMETAX_COLUMNS.length).fill('');
  const day = bill.end.slice(8, 10);
  const { company } = bill;
  row[0] = '01';
  row[1] = bill.end.replace(/-/g, '');
  row[2] = digits(supplier.billBizNo);
  row[4] = supplier.billCompanyNm;
  row[5] = supplier.billRepresentativeNm;
  row[6] = supplier.billAddress;
  row[7] = supplier.billBizType;
  row[8] = supplier.billBizItem;
  row[9] = supplier.billEmail;
  row[10] = digits(company.bizNo);
  row[12] = company.companyNm;
  row[13] = company.representativeNm ?? '';
  row[14] = company.address ?? '';
  row[15] = company.bizType ?? '';
  row[16] = company.bizItem ?? '';
  row[17] = company.email ?? '';
  row[19] = bill.supply;
  row[20] = bill.tax;
  row[21] = `${bill.start} ~ ${bill.end} 운송료`;
  bill.items.forEach((item, index) => {
    const at = ITEM_START + index * ITEM_WIDTH;
    row[at] = day;
    row[at + 1] = item.name;
    row[at + 5] = item.supply;
    row[at + 6] = item.tax;
  });
  row[58] = '02';
  return row;
}

/** Bills in files of at most HOMETAX_ROWS_PER_FILE. */
export function hometaxFiles<T>(bills: readonly T[]): T[][] {
  const files: T[][] = [];
  for (let at = 0; at < bills.length; at += HOMETAX_ROWS_PER_FILE)
    files.push(bills.slice(at, at + HOMETAX_ROWS_PER_FILE));
  return files;
}

const orange: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC000' } };
const green: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD8E4BC' } };

/** One Hometax bulk-issue file: the form's title rows, the headers on row 6, a bill a row from row 7. */
export async function hometaxWorkbook(
  supplier: StatementSupplier,
  bills: readonly TaxBill[],
): Promise<Buffer> {
  if (bills.length > HOMETAX_ROWS_PER_FILE) throw new RangeError(`${bills.length} bills in one Hometax file`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(HOMETAX_SHEET_NAME);
  sheet.getCell(1, 1).value = '엑셀 업로드 양식(전자세금계산서-일반(영세율))';
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  sheet.getCell(2, 1).value = '○ 필수항목(주황색)은 반드시 입력하셔야 합니다.';
  sheet.getCell(3, 1).value =
    `○ 실제 업로드할 DATA는 ${HOMETAX_FIRST_DATA_ROW}행부터 입력하여야 하며, 최대 ${HOMETAX_ROWS_PER_FILE}건까지 입력이 가능합니다.`;
  const required = new Set(HOMETAX_REQUIRED_COLUMNS);
  const header = sheet.getRow(HOMETAX_HEADER_ROW);
  header.height = 50;
  HOMETAX_COLUMNS.forEach((text, index) => {
    const cell = header.getCell(index + 1);
    cell.value = text;
    cell.font = { bold: true, size: 9 };
    cell.fill = required.has(index) ? orange : green;
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    sheet.getColumn(index + 1).width = index === 6 || index === 14 ? 30 : 16;
  });
  bills.forEach((bill, index) => {
    const row = sheet.getRow(HOMETAX_FIRST_DATA_ROW + index);
    hometaxRow(supplier, bill).forEach((value, column) => {
      if (value === '') return;
      const cell = row.getCell(column + 1);
      cell.value = value;
      // Text cells keep registration numbers' digits and any stored name as typed text.
      if (AMOUNT_COLUMNS.has(column)) cell.numFmt = '#,##0';
      else cell.numFmt = TEXT_FORMAT;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// File names inside and of the zip.

/** A name safe in a zip entry and on Windows, macOS and Linux: no path or reserved characters. */
export function safeFileName(name: string): string {
  const cleaned = Array.from(name, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f || '\\/:*?"<>|'.includes(char) ? '_' : char;
  })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '_');
  return (cleaned || '_').slice(0, 80);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** `세금계산서_<supplier>_<yyyy>-<mm>_<billCd>일.zip` */
export function taxBillZipName(supplierNm: string, year: number, month: number, billCd: string): string {
  return `세금계산서_${safeFileName(supplierNm)}_${year}-${pad2(month)}_${billCd}일.zip`;
}

/** The zip's plain-ASCII name for old clients: `tax-bills_<supplier id>_<yyyy>-<mm>_<billCd>.zip`. */
export function taxBillZipAsciiName(
  billCompanyId: number,
  year: number,
  month: number,
  billCd: string,
): string {
  return `tax-bills_${billCompanyId}_${year}-${pad2(month)}_${billCd}.zip`;
}

export const HOMETAX_FOLDER = '홈택스_일괄발급';
export const STATEMENT_FOLDER = '거래명세서';

/** `홈택스_일괄발급/전자세금계산서_일괄발급_<yyyy>-<mm>_<n>.xlsx`, n counted from 1 in two digits. */
export function hometaxEntryName(year: number, month: number, index: number): string {
  return `${HOMETAX_FOLDER}/전자세금계산서_일괄발급_${year}-${pad2(month)}_${pad2(index + 1)}.xlsx`;
}

/** `거래명세서/거래명세서_<company>_<business number>.xlsx` (the number keeps same-named companies apart). */
export function statementEntryName(company: { companyNm: string; bizNo: string }): string {
  return `${STATEMENT_FOLDER}/거래명세서_${safeFileName(company.companyNm)}_${digits(company.bizNo)}.xlsx`;
}
