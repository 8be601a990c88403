// 엑셀 양식 다운로드: the .xlsx a customer fills for a bulk registration. Sheet 운송 정보 has the import
// labels as headers (IMPORT_FIELDS order), one example row, lists to pick 운임구분, 품목 and 수량/중량
// from (kept on a hidden sheet, so names with commas or many names still work), widths and a frozen
// header; sheet 안내 says what each column holds, what an empty cell takes, the limits and how
// rows become transports. Every cell is a Text cell (formula injection, and 04524 stays 04524).
import {
  IMPORT_CALCULATION_NAMES,
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  IMPORT_GROUPING_RULE,
  IMPORT_LIMITS,
  type ImportField,
  REQUIRED_IMPORT_FIELDS,
} from '@parcel/shared/forms/transport-import';
import ExcelJS from 'exceljs';
import { type FileDownload, TEXT_FORMAT } from '../../common/spreadsheet';

/** The code table's names the template's lists offer (the caller reads them). */
export interface TemplateCodes {
  /** CHARGE names: 선불, 착불, ... */
  charges: readonly string[];
  /** GOODS_KIND names: 서류, 박스, ... */
  goodsKinds: readonly string[];
}

export const TEMPLATE_FILE_NAME = '운송정보_일괄등록_양식.xlsx';
export const TEMPLATE_SHEET = '운송 정보';
const NOTES_SHEET = '안내';
const LISTS_SHEET = '목록';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const WIDTHS: Partial<Record<ImportField, number>> = {
  receptionDate: 12,
  senderCompany: 20,
  receiverName: 16,
  receiverTelNo: 15,
  receiverMobileNo: 15,
  address: 36,
  waybillNo: 16,
  goodsName: 20,
  deliveryMessage: 24,
};
const REQUIRED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };

/** The template workbook as a download (streamed to the response like the lists' exports). */
export function templateWorkbook(codes: TemplateCodes): FileDownload {
  return {
    kind: 'file',
    fileName: TEMPLATE_FILE_NAME,
    asciiFileName: 'transport-import-template.xlsx',
    contentType: XLSX,
    write: async (out) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const lists = listColumns(codes);
      writeEntrySheet(workbook, lists);
      writeNotesSheet(workbook, codes);
      writeListsSheet(workbook, lists);
      await workbook.commit();
    },
  };
}

interface ListColumn {
  field: ImportField;
  names: readonly string[];
}

function listColumns(codes: TemplateCodes): ListColumn[] {
  return [
    { field: 'chargeCd', names: codes.charges },
    { field: 'kindCd', names: codes.goodsKinds },
    { field: 'trnsprtCd', names: Object.values(IMPORT_CALCULATION_NAMES) },
  ];
}

/**
 * A worksheet's validations by range, which exceljs 4.4.0 has (the writer keeps them as one
 * `<dataValidation sqref="C2:C10001">`) but its typings declare only cell by cell.
 */
interface SheetValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/** The sheet a customer fills: headers, the example row, and the lists over every row a file may have. */
function writeEntrySheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, lists: readonly ListColumn[]): void {
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_FIELDS.map((field) => ({
    key: field,
    width: WIDTHS[field] ?? Math.max(10, IMPORT_FIELD_DECLARATIONS[field].label.length * 2 + 4),
    style: { numFmt: TEXT_FORMAT },
  }));
  const header = sheet.getRow(1);
  IMPORT_FIELDS.forEach((field, index) => {
    const cell = header.getCell(index + 1);
    cell.value = IMPORT_FIELD_DECLARATIONS[field].label;
    cell.font = { bold: true };
    cell.fill = REQUIRED_IMPORT_FIELDS.includes(field) ? REQUIRED_FILL : HEADER_FILL;
    cell.note = IMPORT_FIELD_DECLARATIONS[field].description;
  });
  header.commit();
  sheet.addRow(IMPORT_FIELDS.map((field) => IMPORT_FIELD_DECLARATIONS[field].example)).commit();
  const lastRow = IMPORT_LIMITS.maxRows + 1;
  lists.forEach(({ field, names }, listIndex) => {
    if (names.length === 0) return;
    const column = sheet.getColumn(field).letter;
    const listColumn = String.fromCharCode(65 + listIndex);
    const { label } = IMPORT_FIELD_DECLARATIONS[field];
    (sheet as unknown as SheetValidations).dataValidations.add(`${column}2:${column}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${LISTS_SHEET}'!$${listColumn}$2:$${listColumn}$${names.length + 1}`],
      showErrorMessage: true,
      // A warning, not a stop: a code (CH001) is as good as a name.
      errorStyle: 'warning',
      errorTitle: label,
      error: `${label}: 목록에 없는 값입니다. 코드로 적었다면 그대로 두세요.`,
    });
  });
  sheet.commit();
}

/** 안내: per column what it holds, whether it is required and what an empty cell takes; the rules. */
function writeNotesSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, codes: TemplateCodes): void {
  const sheet = workbook.addWorksheet(NOTES_SHEET);
  sheet.columns = [
    { width: 14, style: { numFmt: TEXT_FORMAT } },
    { width: 60, style: { numFmt: TEXT_FORMAT, alignment: { wrapText: true, vertical: 'top' } } },
    { width: 34, style: { numFmt: TEXT_FORMAT, alignment: { wrapText: true, vertical: 'top' } } },
  ];
  const title = sheet.addRow(['운송 정보 일괄 등록 양식 안내']);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(['열', '적는 내용', '비워 두면']);
  header.font = { bold: true };
  header.commit();
  for (const field of IMPORT_FIELDS) {
    const { label, description, whenEmpty } = IMPORT_FIELD_DECLARATIONS[field];
    sheet.addRow([label, description, whenEmpty]).commit();
  }
  sheet.addRow([]).commit();
  const rules = [
    `한 파일에 ${IMPORT_LIMITS.maxRows.toLocaleString('ko-KR')}행, ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`,
    `'${TEMPLATE_SHEET}' 시트(숨기지 않은 첫 시트)의 첫 행이 열 이름이고, 둘째 행부터 한 행이 물품 하나입니다. 예시 행은 지우고 적어주세요.`,
    IMPORT_GROUPING_RULE,
    `운임구분: ${codes.charges.join(', ')}`,
    `품목: ${codes.goodsKinds.join(', ')}`,
    `수량/중량: ${Object.values(IMPORT_CALCULATION_NAMES).join(', ')}`,
    '다른 업체의 양식(주문 내역 등)도 올릴 수 있습니다. 올린 뒤 화면에서 어느 열이 어느 항목인지 고릅니다.',
  ];
  const rulesTitle = sheet.addRow(['규칙']);
  rulesTitle.font = { bold: true };
  rulesTitle.commit();
  for (const rule of rules) {
    const row = sheet.addRow([rule]);
    sheet.mergeCells(row.number, 1, row.number, 3);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = 32;
    row.commit();
  }
  sheet.commit();
}

/** The hidden sheet the lists read their names from, one column per list. */
function writeListsSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, lists: readonly ListColumn[]): void {
  const sheet = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  sheet.columns = lists.map(() => ({ width: 14, style: { numFmt: TEXT_FORMAT } }));
  const longest = Math.max(0, ...lists.map((list) => list.names.length));
  sheet.addRow(lists.map(({ field }) => IMPORT_FIELD_DECLARATIONS[field].label)).commit();
  for (let index = 0; index < longest; index++) {
    sheet.addRow(lists.map(({ names }) => names[index] ?? null)).commit();
  }
  sheet.commit();
}
