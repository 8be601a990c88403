// A company's statement as a PDF (the mail's attachment and the company dialog's download): the
// print page's content in the same words and figures (shared/settlement/statement-layout.ts), A4
// portrait, the lines' header repeated on every page, "1 / 3" at each foot.
//
// pdfkit embeds only the glyphs used of Noto Sans KR (Google's TrueType font from npm, OFL; Nanum
// Gothic's npm TrueType file breaks fontkit on the space glyph), so a 500-line statement is about
// 60 kB. Nothing but the two font files is read, and nothing is fetched.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BILL_STANDARD_DAY_LABELS } from '@parcel/shared/codes';
import { formatWon, wonText } from '@parcel/shared/money';
import {
  amountSections,
  lineCountText,
  lineSectionLabel,
  quantityText,
  SECTION_LABELS,
  splitsByCharge,
  STATEMENT_LINE_COLUMNS,
  STATEMENT_TYPE_COLUMNS,
  STATEMENT_VIEW_LABELS,
  type StatementView,
  typeSubtotalLabel,
} from '@parcel/shared/settlement/statement-layout';
import { formatBusinessNumber, formatPhone } from '@parcel/shared/validation';
import PDFDocument from 'pdfkit';
import { drawTable, PDF_FONTS, type PdfCell, type PdfColumn, type PdfRow } from './pdf-table';
import { typeGroups } from './statement.service';
import type { CompanyStatement } from './statement.types';
import { safeFileName } from './tax-bill';

const FONT_DIR = dirname(require.resolve('@expo-google-fonts/noto-sans-kr/package.json'));
/** Read once: every document parses its own copy's tables, but the 6 MB files are not read again. */
const FONT_FILES = {
  [PDF_FONTS.regular]: readFileSync(join(FONT_DIR, '400Regular', 'NotoSansKR_400Regular.ttf')),
  [PDF_FONTS.bold]: readFileSync(join(FONT_DIR, '700Bold', 'NotoSansKR_700Bold.ttf')),
};

const MARGIN = { top: 32, bottom: 40, left: 28, right: 28 };
const heading = (text: string, own: Partial<PdfCell> = {}): PdfCell => ({
  text,
  bold: true,
  shade: true,
  ...own,
});
const right = (text: string): PdfCell => ({ text, align: 'right' });

/** A header row whose last `numbers` columns hold numbers. */
const headerRow = (columns: readonly string[], numbers: number): PdfRow =>
  columns.map((column, index) =>
    heading(column, { align: index >= columns.length - numbers ? 'right' : 'left' }),
  );

/** Columns of the given widths, the last `numbers` of them right-aligned. */
const columnsOf = (widths: readonly number[], numbers: number): PdfColumn[] =>
  widths.map((width, index) => ({ width, align: index >= widths.length - numbers ? 'right' : 'left' }));

type Doc = InstanceType<typeof PDFDocument>;

/** The two parties side by side: 공급자 on the left, 공급받는자 on the right. */
function drawParties(doc: Doc, { billCompanyInfo: supplier, companyInfo: company }: CompanyStatement): void {
  const phones = [supplier.billTelNo, supplier.billFaxNo].filter(Boolean).map((phone) => formatPhone(phone));
  const blocks: [string, [string, string][]][] = [
    [
      '공급자',
      [
        ['상호', supplier.billCompanyNm],
        ['사업자등록번호', formatBusinessNumber(supplier.billBizNo)],
        ['대표자', supplier.billRepresentativeNm],
        ['주소', supplier.billAddress],
        ['전화 / 팩스', phones.join(' · ')],
        ['업태 / 종목', `${supplier.billBizType} / ${supplier.billBizItem}`],
        ['입금 계좌', supplier.billAccountInfo],
      ],
    ],
    [
      '공급받는자',
      [
        ['상호', company.companyNm],
        ['사업자등록번호', formatBusinessNumber(company.bizNo)],
        ['대표자', company.representativeNm ?? ''],
        ['주소', company.address ?? ''],
        ['청구 기간', `${company.startDate} ~ ${company.endDate}`],
        ['기본료', wonText(company.communicationFee)],
      ],
    ],
  ];
  const gap = 10;
  const width = (doc.page.width - MARGIN.left - MARGIN.right - gap) / 2;
  const top = doc.y;
  let bottom = top;
  blocks.forEach(([title, rows], index) => {
    doc.y = top;
    drawTable(doc, {
      x: MARGIN.left + index * (width + gap),
      columns: [{ width: 64 }, { width: width - 64 }],
      header: [heading(title, { span: 2, align: 'center' })],
      rows: rows.map(([label, value]) => [heading(label), value]),
      fontSize: 8,
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 12;
}

function caption(doc: Doc, text: string): void {
  doc.font(PDF_FONTS.bold).fontSize(10).text(text, MARGIN.left, doc.y);
  doc.moveDown(0.3);
}

/** 상세 청구서's table: every line, then the shipments counted and their amounts added up. */
function drawLines(doc: Doc, statement: CompanyStatement): void {
  const lines = statement.shipmentInfoList;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  caption(doc, '운송 내역');
  drawTable(doc, {
    columns: columnsOf([56, 46, 56, 70, 70, 30, 26, 38, 36, 38, 73], 3),
    header: headerRow(STATEMENT_LINE_COLUMNS, 3),
    rows: (function* () {
      for (const line of lines)
        yield [
          line.payerNm,
          line.billDate,
          line.waybillNo ?? '',
          line.senderNm,
          line.receiverNm,
          line.kindNm,
          line.chargeNm,
          lineSectionLabel(line),
          quantityText(line.qty, line.trnsprtCd),
          formatWon(line.untpc),
          formatWon(line.amount),
        ];
      yield [
        heading(lineCountText(lines), { span: STATEMENT_LINE_COLUMNS.length - 1 }),
        heading(formatWon(total), { align: 'right' }),
      ];
    })(),
    fontSize: 7,
  });
  doc.moveDown(1);
}

/** 유형별 청구서's table: the lines added up per section and goods kind. */
function drawTypes(doc: Doc, statement: CompanyStatement): void {
  const rows = statement.typeSummary;
  const typeRow = (row: CompanyStatement['typeSummary'][number]): PdfRow => [
    SECTION_LABELS[row.trnsprtCd] ?? row.trnsprtCd,
    row.kindNm,
    row.lineCount.toLocaleString('ko-KR'),
    quantityText(row.qty, row.trnsprtCd),
    formatWon(row.amount),
  ];
  const sumRow = (label: string, lineCount: number, amount: number): PdfRow => [
    heading(label, { span: 2 }),
    heading(lineCount.toLocaleString('ko-KR'), { align: 'right' }),
    heading(''),
    heading(formatWon(amount), { align: 'right' }),
  ];
  // Split by charge as the print page is (statement-layout.ts splitsByCharge): each group under its
  // name with its subtotal; the total below stays the sum of every row.
  const groups = typeGroups(statement.shipmentInfoList);
  const body = splitsByCharge(groups)
    ? groups.flatMap((group): PdfRow[] => [
        [heading(group.chargeGroupNm, { span: 5 })],
        ...group.rows.map(typeRow),
        sumRow(typeSubtotalLabel(group.chargeGroupNm), group.lineCount, group.amount),
      ])
    : rows.map(typeRow);
  caption(doc, '유형별 내역');
  drawTable(doc, {
    columns: columnsOf([70, 165, 80, 110, 114], 3),
    header: headerRow(STATEMENT_TYPE_COLUMNS, 3),
    rows: [
      ...body,
      sumRow(
        '합계',
        rows.reduce((sum, row) => sum + row.lineCount, 0),
        rows.reduce((sum, row) => sum + row.amount, 0),
      ),
    ],
    fontSize: 8,
  });
  doc.moveDown(1);
}

/** 청구 금액: each section with its VAT, their sums and the grand total, kept on one page. */
function drawAmounts(doc: Doc, statement: CompanyStatement): void {
  const { sections, supplyTotal, vatTotal, total } = amountSections(statement.amounts);
  if (doc.y + 120 > doc.page.height - MARGIN.bottom) doc.addPage();
  caption(doc, '청구 금액');
  drawTable(doc, {
    columns: columnsOf([175, 120, 120, 124], 3),
    header: headerRow(['구분', '공급가액', '부가세', '합계'], 3),
    rows: [
      ...sections.map((row): PdfRow => [
        heading(row.label),
        formatWon(row.supply),
        formatWon(row.vat),
        formatWon(row.supply + row.vat),
      ]),
      [heading('합계'), right(formatWon(supplyTotal)), right(formatWon(vatTotal)), right(formatWon(total))],
    ],
    fontSize: 8,
  });
  doc.moveDown(0.5);
  doc
    .font(PDF_FONTS.bold)
    .fontSize(12)
    .text(`청구 합계 금액  ${wonText(total)}`, MARGIN.left, doc.y, {
      width: doc.page.width - MARGIN.left - MARGIN.right,
      align: 'right',
    });
}

/** `1 / 3` at the foot of every page, written once the page count is known. */
function numberPages(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin: without lifting it pdfkit would start a new page for the text.
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .text(`${index + 1} / ${count}`, 0, doc.page.height - MARGIN.bottom + 14, {
        width: doc.page.width,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** The document's title in the file's properties: `상세 청구서 2026년 10월분 (20일)`. */
export function statementPdfTitle(statement: CompanyStatement, view: StatementView): string {
  return `${STATEMENT_VIEW_LABELS[view]} ${statement.year}년 ${statement.month}월분 (${billDayOf(statement)})`;
}

const billDayOf = (statement: CompanyStatement) =>
  BILL_STANDARD_DAY_LABELS[statement.billCd as '20' | '30'] ?? statement.billCd;

/** The PDF of a company's statement in one view: 상세 (every line) or 유형별 (sums per kind). */
export function statementPdf(statement: CompanyStatement, view: StatementView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: statementPdfTitle(statement, view),
      Author: statement.billCompanyInfo.billCompanyNm,
      Subject: statement.companyInfo.companyNm,
    },
  });
  const chunks: Buffer[] = [];
  const written = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);

  doc.font(PDF_FONTS.bold).fontSize(16).text(STATEMENT_VIEW_LABELS[view], { align: 'center' });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .text(`${statement.year}년 ${statement.month}월분 · 청구 기준일 ${billDayOf(statement)}`, {
      align: 'center',
    });
  doc.moveDown(1);
  drawParties(doc, statement);
  if (view === 'detail') drawLines(doc, statement);
  else drawTypes(doc, statement);
  drawAmounts(doc, statement);
  numberPages(doc);
  doc.end();
  return written;
}

/** `상세청구서_가나상사_2026-10_20일.pdf`: the view, the company, the period and the billing day. */
export function statementPdfName(statement: CompanyStatement, view: StatementView): string {
  const title = STATEMENT_VIEW_LABELS[view].replace(/\s/g, '');
  const month = String(statement.month).padStart(2, '0');
  return `${title}_${safeFileName(statement.companyInfo.companyNm)}_${statement.year}-${month}_${statement.billCd}일.pdf`;
}

/** The plain-ASCII name for old clients: `statement-detail_<company id>_<yyyy>-<mm>_<billCd>.pdf`. */
export function statementPdfAsciiName(statement: CompanyStatement, view: StatementView): string {
  const month = String(statement.month).padStart(2, '0');
  return `statement-${view}_${statement.companyInfo.companyId}_${statement.year}-${month}_${statement.billCd}.pdf`;
}
