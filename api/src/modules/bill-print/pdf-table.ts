// Tables on pdfkit pages: ruled cells, shaded headings, numbers to the right, a row as tall as its
// longest cell (a long name wraps inside its column), rows never split, and a table's header drawn
// again at the top of every page it runs on to.
//
// Written on pdfkit rather than through pdfmake's layout: a 500-line statement took pdfmake five
// times as long (it measures and clones every cell's styles); pdfkit measures a cell once, and only a
// cell wider than its column is wrapped.
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export interface PdfCell {
  readonly text: string;
  readonly bold?: boolean;
  /** A heading's grey background. */
  readonly shade?: boolean;
  readonly align?: 'left' | 'right' | 'center';
  /** How many columns it spans: 1 unless told. */
  readonly span?: number;
}

/** A row's cells, plain text or styled; a cell without its own alignment takes its column's. */
export type PdfRow = readonly (string | PdfCell)[];

export interface PdfColumn {
  readonly width: number;
  readonly align?: 'left' | 'right' | 'center';
}

export interface PdfTable {
  readonly columns: readonly PdfColumn[];
  /** Drawn first and again on every page the table continues on. */
  readonly header?: PdfRow;
  readonly rows: Iterable<PdfRow>;
  /** Left edge; the page's left margin unless told. */
  readonly x?: number;
  readonly fontSize: number;
}

export const PDF_FONTS = { regular: 'regular', bold: 'bold' } as const;
const PADDING = 2.5;
const SHADE = '#efefef';
const RULE = '#777777';

const cellOf = (cell: string | PdfCell): PdfCell => (typeof cell === 'string' ? { text: cell } : cell);

/** A placed cell: its text and style, where it starts and how wide it is. */
interface Placed extends PdfCell {
  readonly left: number;
  readonly width: number;
  readonly align: 'left' | 'right' | 'center';
}

function place(row: PdfRow, columns: readonly PdfColumn[], x: number): Placed[] {
  const placed: Placed[] = [];
  let column = 0;
  let left = x;
  for (const raw of row) {
    const cell = cellOf(raw);
    const spanned = columns.slice(column, column + (cell.span ?? 1));
    const width = spanned.reduce((sum, { width: each }) => sum + each, 0);
    placed.push({ ...cell, left, width, align: cell.align ?? spanned[0]?.align ?? 'left' });
    column += spanned.length;
    left += width;
  }
  return placed;
}

/** The bottom of the page's writable area. */
const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A placed cell measured: its text's width on one line, and its lines in the cell. */
interface Measured extends Placed {
  readonly textWidth: number;
  readonly lines: number;
}

/**
 * Draws a table from the current y (doc.y) and leaves doc.y below it. Each row is measured (one
 * width per cell, a wrap only where it overflows), moved to a new page whole when it does not fit,
 * and drawn: background, text, then the rules around each cell.
 */
export function drawTable(doc: Doc, table: PdfTable): void {
  const x = table.x ?? doc.page.margins.left;
  doc.fontSize(table.fontSize);
  const lineHeight = doc.currentLineHeight(true);
  const measure = (cells: readonly Placed[]) => {
    const measured = cells.map((cell): Measured => {
      doc.font(cell.bold ? PDF_FONTS.bold : PDF_FONTS.regular);
      const inner = cell.width - 2 * PADDING;
      const textWidth = doc.widthOfString(cell.text);
      const lines = textWidth <= inner ? 1 : wrappedLines(doc, cell.text, inner, lineHeight);
      return { ...cell, textWidth, lines };
    });
    const height = Math.max(...measured.map((cell) => cell.lines)) * lineHeight + 2 * PADDING;
    return { cells: measured, height };
  };
  const draw = ({ cells, height }: ReturnType<typeof measure>, top: number) => {
    for (const cell of cells) {
      if (cell.shade) doc.rect(cell.left, top, cell.width, height).fill(SHADE);
      doc.fillColor('black').font(cell.bold ? PDF_FONTS.bold : PDF_FONTS.regular);
      const inner = cell.width - 2 * PADDING;
      if (cell.lines === 1) {
        // One line placed by hand: pdfkit's own alignment runs its line wrapper, twice as slow.
        const offset =
          cell.align === 'right'
            ? inner - cell.textWidth
            : cell.align === 'center'
              ? (inner - cell.textWidth) / 2
              : 0;
        doc.text(cell.text, cell.left + PADDING + offset, top + PADDING, { lineBreak: false });
      } else {
        doc.text(cell.text, cell.left + PADDING, top + PADDING, {
          width: inner,
          align: cell.align,
          lineGap: 0,
        });
      }
      doc.lineWidth(0.5).rect(cell.left, top, cell.width, height).stroke(RULE);
    }
  };
  const header = table.header ? measure(place(table.header, table.columns, x)) : null;
  let y = doc.y;
  const startPage = () => {
    if (!header) return;
    draw(header, y);
    y += header.height;
  };
  if (header && y + header.height > pageBottom(doc)) y = newPage(doc);
  startPage();
  for (const row of table.rows) {
    const measured = measure(place(row, table.columns, x));
    if (y + measured.height > pageBottom(doc)) {
      y = newPage(doc);
      startPage();
    }
    draw(measured, y);
    y += measured.height;
  }
  doc.x = doc.page.margins.left;
  doc.y = y;
}

/** How many lines a text wraps to in a width (only asked of a text wider than its cell). */
function wrappedLines(doc: Doc, text: string, width: number, lineHeight: number): number {
  return Math.max(1, Math.round(doc.heightOfString(text, { width, lineGap: 0 }) / lineHeight));
}

function newPage(doc: Doc): number {
  doc.addPage();
  return doc.page.margins.top;
}
