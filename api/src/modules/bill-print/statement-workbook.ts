// A company's detailed statement (거래명세서) as an .xlsx: the supplier and company blocks side by
// side, the billed goods lines (each with the settlement group member that pays it), and the invoice row's sections with their VAT and the grand total.
// Amounts as numbers in #,##0 (so a spreadsheet re-adds them); printed on A4 portrait, one page wide,
// the lines' header repeated on every page. The mail attachment and the tax-bill zip both use it.
// Stored text (names, addresses) goes into Text cells (TEXT_FORMAT), so a name like =HYPERLINK(...)
// stays text even when someone edits the cell.
import { formatBusinessNumber, formatPhone } from '@parcel/shared/validation';
import { BILL_STANDARD_DAY_LABELS } from '@parcel/shared/codes';
import { lineSectionLabel } from '@parcel/shared/settlement/statement-layout';
import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { TEXT_FORMAT } from '../../common/spreadsheet';
import type { CompanyStatement } from './statement.types';

const WON = '#,##0';
const COLUMNS = [
  { header: '청구 업체', width: 16 },
  { header: '접수일', width: 12 },
  { header: '운송장 번호', width: 16 },
  { header: '보내는 곳', width: 20 },
  { header: '받는 곳', width: 20 },
  { header: '품목', width: 9 },
  { header: '구분', width: 7 },
  { header: '운임', width: 10 },
  { header: '수량', width: 9 },
  { header: '단가', width: 11 },
  { header: '금액', width: 13 },
] as const;
const LAST_COLUMN = COLUMNS.length;
/** The first of the four columns the sections' table uses (구분, 공급가액, 부가세, 합계): the last four. */
const TOTALS_COLUMN = LAST_COLUMN - 3;
/** The first line column holding won or quantities (수량, 단가, 금액): the last three. */
const FIRST_NUMBER_COLUMN = LAST_COLUMN - 3;

const thin: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};
const shaded: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
// One style object for every line cell of a kind: exceljs looks a shared style up once (a weak map)
// instead of serialising each cell's own copy, which makes long statements three times faster.
const LINE_TEXT: Partial<ExcelJS.Style> = { border: thin, numFmt: TEXT_FORMAT };
const LINE_WON: Partial<ExcelJS.Style> = { border: thin, numFmt: WON };

/** The statement's title row: `거래명세서 2026년 3월 (20일)`. */
export function statementTitle(statement: CompanyStatement): string {
  return `거래명세서 ${statement.year}년 ${statement.month}월 (${BILL_STANDARD_DAY_LABELS[statement.billCd as '20' | '30'] ?? statement.billCd})`;
}

/** Lines written between two turns of the event loop: a long statement never holds the process. */
const LINES_PER_TURN = 500;

/**
 * The .xlsx of a company's statement, written by exceljs's streaming writer row by row (about twice
 * as fast as the in-memory workbook, and it yields to other requests every LINES_PER_TURN lines).
 */
export async function statementWorkbook(statement: CompanyStatement): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = finishedWriting(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
  });
  workbook.creator = statement.billCompanyInfo.billCompanyNm;
  const sheet = workbook.addWorksheet('거래명세서', {
    pageSetup: {
      paperSize: 9, // A4
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&C&P / &N' },
  });
  sheet.columns = COLUMNS.map((column) => ({ width: column.width }));
  const { billCompanyInfo: supplier, companyInfo: company, amounts } = statement;

  sheet.mergeCells(1, 1, 1, LAST_COLUMN);
  const title = sheet.getCell(1, 1);
  title.value = statementTitle(statement);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };
  sheet.getRow(1).height = 28;
  sheet.getRow(1).commit();

  // Supplier block (columns 1-5) beside the company block (columns 6 to the last).
  const supplierRows: [string, string][] = [
    ['공급자', supplier.billCompanyNm],
    ['등록번호', formatBusinessNumber(supplier.billBizNo)],
    ['대표자', supplier.billRepresentativeNm],
    ['주소', supplier.billAddress],
    ['업태 / 종목', `${supplier.billBizType} / ${supplier.billBizItem}`],
    ['전화 / 팩스', `${formatPhone(supplier.billTelNo)} / ${formatPhone(supplier.billFaxNo)}`],
    ['입금 계좌', supplier.billAccountInfo],
  ];
  const companyRows: [string, string | number][] = [
    ['공급받는자', company.companyNm],
    ['등록번호', formatBusinessNumber(company.bizNo)],
    ['대표자', company.representativeNm ?? ''],
    ['주소', company.address ?? ''],
    ['업태 / 종목', `${company.bizType ?? ''} / ${company.bizItem ?? ''}`],
    ['청구 기간', `${company.startDate} ~ ${company.endDate}`],
    ['기본료', company.communicationFee],
  ];
  supplierRows.forEach(([label, value], index) => {
    const row = 3 + index;
    labelled(sheet, row, 1, 2, 5, label, value);
    const beside = companyRows[index];
    if (beside) labelled(sheet, row, 6, 7, LAST_COLUMN, beside[0], beside[1]);
    sheet.getRow(row).commit();
  });

  // The goods lines.
  const headerRow = 3 + supplierRows.length + 1;
  const header = sheet.getRow(headerRow);
  COLUMNS.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = shaded;
    cell.border = thin;
    cell.alignment = { horizontal: 'center' };
  });
  sheet.pageSetup.printTitlesRow = `${headerRow}:${headerRow}`;
  header.commit();
  let row = headerRow + 1;
  for (const [index, line] of statement.shipmentInfoList.entries()) {
    const cells = [
      line.payerNm,
      line.billDate,
      line.waybillNo ?? '',
      line.senderNm,
      line.receiverNm,
      line.kindNm,
      lineSectionLabel(line),
      line.chargeNm,
      line.qty,
      line.untpc,
      line.amount,
    ];
    const sheetRow = sheet.getRow(row);
    cells.forEach((value, column) => {
      const cell = sheetRow.getCell(column + 1);
      cell.value = value;
      cell.style = column + 1 >= FIRST_NUMBER_COLUMN ? LINE_WON : LINE_TEXT;
    });
    sheetRow.commit();
    row += 1;
    if ((index + 1) % LINES_PER_TURN === 0) await setImmediate();
  }
  if (statement.shipmentInfoList.length === 0) {
    sheet.mergeCells(row, 1, row, LAST_COLUMN);
    const cell = sheet.getCell(row, 1);
    cell.value = '청구 기간에 청구할 운송이 없습니다.';
    cell.alignment = { horizontal: 'center' };
    sheet.getRow(row).commit();
    row += 1;
  }

  // The invoice row's sections, their VAT and the grand total.
  row += 1;
  const totals: [string, number, number][] = [
    ['기본료', amounts.communicationFee, amounts.communicationFeeVat],
    ['택배 (수량)', amounts.untpc, amounts.untpcVat],
    ['통신 (중량)', amounts.weightUntpc, amounts.weightUntpcVat],
  ];
  const totalsHeader = sheet.getRow(row);
  ['구분', '공급가액', '부가세', '합계'].forEach((text, index) => {
    const cell = totalsHeader.getCell(TOTALS_COLUMN + index);
    cell.value = text;
    cell.font = { bold: true };
    cell.fill = shaded;
    cell.border = thin;
    cell.alignment = { horizontal: 'center' };
  });
  row += 1;
  for (const [label, amount, vat] of totals) {
    sectionRow(sheet, row, label, amount, vat);
    row += 1;
  }
  const supplyTotal = amounts.communicationFee + amounts.untpc + amounts.weightUntpc;
  const vatTotal = amounts.communicationFeeVat + amounts.untpcVat + amounts.weightUntpcVat;
  sectionRow(sheet, row, '총 청구 금액', supplyTotal, vatTotal, amounts.totAmount);
  sheet.getRow(row).font = { bold: true };

  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** Resolves when `stream` has ended, rejects when it fails. */
function finishedWriting(stream: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
}

function labelled(
  sheet: ExcelJS.Worksheet,
  row: number,
  labelColumn: number,
  firstValueColumn: number,
  lastValueColumn: number,
  label: string,
  value: string | number,
): void {
  const labelCell = sheet.getCell(row, labelColumn);
  labelCell.value = label;
  labelCell.font = { bold: true };
  labelCell.fill = shaded;
  labelCell.border = thin;
  sheet.mergeCells(row, firstValueColumn, row, lastValueColumn);
  const valueCell = sheet.getCell(row, firstValueColumn);
  valueCell.value = value;
  valueCell.border = thin;
  if (typeof value === 'number') {
    valueCell.numFmt = WON;
    valueCell.alignment = { horizontal: 'left' };
  } else {
    valueCell.numFmt = TEXT_FORMAT;
  }
}

function sectionRow(
  sheet: ExcelJS.Worksheet,
  row: number,
  label: string,
  amount: number,
  vat: number,
  total = amount + vat,
): void {
  const cells = sheet.getRow(row);
  [label, amount, vat, total].forEach((value, index) => {
    const cell = cells.getCell(TOTALS_COLUMN + index);
    cell.value = value;
    cell.border = thin;
    if (index > 0) cell.numFmt = WON;
  });
}
