import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { type CellKind, sheetNameOf, spreadsheetDownload, TEXT_FORMAT } from './spreadsheet';

/** Texts a spreadsheet would take for formulas if it parsed them as typed input. */
const FORMULA_LIKE = ['=HYPERLINK("http://x","y")', '+1+1', '-2', '@SUM(1,1)', '\t=1+1', '\r=1+1'];

interface Row {
  text: string;
  amount: number;
}

async function written(rows: Row[], kind: CellKind = 'text'): Promise<Buffer> {
  const download = spreadsheetDownload(
    '목록.xlsx',
    [
      { header: '이름', value: (row: Row) => row.text, kind },
      { header: '금액', value: (row: Row) => row.amount, kind: 'won' },
    ],
    rows,
  );
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await download.write(out);
  return Buffer.concat(chunks);
}

async function firstSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(file).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('formula injection in the .xlsx export', () => {
  const rows = FORMULA_LIKE.map((text, index) => ({ text, amount: -1_500 * (index + 1) }));

  it('writes text that looks like a formula as a Text cell holding the same text', async () => {
    const sheet = await firstSheet(await written(rows));
    FORMULA_LIKE.forEach((text, index) => {
      const cell = sheet.getCell(index + 2, 1);
      expect({ type: cell.type, value: cell.value, numFmt: cell.numFmt }).toEqual({
        type: ExcelJS.ValueType.String,
        // XML reads a bare CR as a line feed (XML 1.0, end-of-line handling): the same line break.
        value: text.replace(/\r/g, '\n'),
        numFmt: TEXT_FORMAT,
      });
    });
  });

  it('keeps negative amounts numbers', async () => {
    const sheet = await firstSheet(await written(rows));
    rows.forEach((row, index) => {
      const cell = sheet.getCell(index + 2, 2);
      expect({ type: cell.type, value: cell.value, numFmt: cell.numFmt }).toEqual({
        type: ExcelJS.ValueType.Number,
        value: row.amount,
        numFmt: '#,##0',
      });
    });
  });

  it('writes no formula element anywhere, whatever the text column holds', async () => {
    for (const kind of ['text', 'phone', 'bizNo', 'account', 'rangeNo'] as const) {
      const zip = await JSZip.loadAsync(await written(rows, kind));
      const sheetXml = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
      expect(sheetXml).toContain('<sheetData>');
      expect(sheetXml).not.toMatch(/<f[\s>]/);
    }
  });
});

describe('the sheet name', () => {
  it.each([
    ['운송정보목록.xlsx', '운송정보목록'],
    ['=HYPERLINK("http://x","y") 업체목록.xlsx', '=HYPERLINK("http___x","y") 업체목록'],
    ['A/B [1] *?: 업체목록.xlsx', 'A_B _1_ ___ 업체목록'],
    ["'따옴표' 업체목록.xlsx", "따옴표' 업체목록"],
    ['.xlsx', 'Sheet1'],
  ])('of %j is %j', (fileName, sheetName) => {
    expect(sheetNameOf(fileName)).toBe(sheetName);
  });

  it('is at most 31 characters, as Excel allows', () => {
    expect(sheetNameOf(`${'가'.repeat(40)}.xlsx`)).toBe('가'.repeat(31));
  });
});
