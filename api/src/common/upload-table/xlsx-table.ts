// An .xlsx upload's first visible worksheet as rows of text, read as a stream by exceljs's
// streaming reader. Its parts are handed over one by one from the checked archive (zip-archive.ts)
// rather than letting WorkbookReader unzip the upload itself, because its own way (exceljs 4.4.0):
// - decodes each inflated chunk on its own, breaking a Korean character that straddles two chunks
//   into U+FFFD (exceljs issues 2063 and 2084); an entry read as UTF-8 text here cannot be split;
// - unzips with unzipper's local headers, not the central directory the zip-bomb check read;
// - meets the sheets in archive order (Excel stores them before the shared strings, so they go to
//   temporary files first), while the first visible sheet is an order of workbook.xml.
// The streaming worksheet reader skips <mergeCell>, so the sheet's text is scanned for them on its
// way to the parser, and merged ranges are filled in once the rows are read.
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../errors';
import { cellText } from './cell-text';
import { type ReadOptions, type UploadRow, type UploadTable, MAX_COLUMNS, TableRows } from './upload-table';
import { unreadable, type ZipArchive } from './zip-archive';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** A relationship's type by its last segment (transitional and strict OOXML differ before it). */
const isRelationship = (rel: Relationship | undefined, type: string) =>
  rel?.Type.endsWith(`/${type}`) ?? false;

interface SheetModel {
  name: string;
  rId: string;
  state?: string;
}
interface Relationship {
  Id: string;
  Type: string;
  Target: string;
}

/**
 * What this file uses of exceljs 4.4.0's WorkbookReader beyond its typings: the steps its own
 * parse() takes for each part, fed with text streams.
 */
interface WorkbookReaderSteps {
  model?: { sheets?: SheetModel[] };
  properties?: { model?: { date1904?: boolean } };
  workbookRels?: Relationship[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    text: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** True when the archive holds a workbook (an .xlsx rather than another zip). */
export function isWorkbookArchive(zip: ZipArchive): boolean {
  return zip.has(WORKBOOK);
}

/**
 * The rows of the first visible worksheet of an .xlsx; 400 unreadable for a broken one (never a
 * 500), the archive checks of openZipArchive, and the table's row rules.
 */
export async function readXlsxTable(
  zip: ZipArchive,
  { isHeader, withTime = false }: ReadOptions = {},
): Promise<UploadTable> {
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: 'cache',
      styles: 'cache',
      worksheets: 'emit',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as WorkbookReaderSteps;
    if (zip.has(WORKBOOK_RELS)) await reader._parseRels(await zip.text(WORKBOOK_RELS));
    await reader._parseWorkbook(await zip.text(WORKBOOK));
    const partOf = (type: string) => {
      const rel = reader.workbookRels?.find((candidate) => isRelationship(candidate, type));
      return rel && partPath(rel.Target);
    };
    const styles = partOf('styles');
    if (styles && zip.has(styles)) await reader._parseStyles(await zip.text(styles));
    const sharedStrings = partOf('sharedStrings');
    if (sharedStrings && zip.has(sharedStrings)) {
      for await (const _ of reader._parseSharedStrings(await zip.text(sharedStrings))) {
        // 'cache' keeps them on the reader; nothing is emitted.
      }
    }
    const sheet = firstVisibleSheet(reader);
    const table = new TableRows();
    if (!sheet) return table.table(isHeader);
    const merges: string[] = [];
    const [worksheet] = reader._parseWorksheet(scanMerges(await zip.text(sheet.path), merges), sheet.id);
    const date1904 = reader.properties?.model?.date1904 ?? false;
    for await (const row of worksheet!.value) table.add(row.number, rowCells(row, date1904, withTime));
    fillMerges(table.rows, merges);
    return table.table(isHeader);
  } catch (error) {
    throw error instanceof AppError ? error : unreadable();
  } finally {
    zip.close();
  }
}

/** A relationship's target as an archive path (relative to the workbook's folder unless absolute). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
}

/** The first worksheet in the workbook's order that is neither hidden nor very hidden (chart sheets skipped). */
function firstVisibleSheet(reader: WorkbookReaderSteps): { id: string; path: string } | null {
  for (const [index, sheet] of (reader.model?.sheets ?? []).entries()) {
    if (sheet.state === 'hidden' || sheet.state === 'veryHidden') continue;
    const rel = reader.workbookRels?.find((candidate) => candidate.Id === sheet.rId);
    if (rel && isRelationship(rel, 'worksheet')) return { id: String(index + 1), path: partPath(rel.Target) };
  }
  return null;
}

/** A row's cells as text, column 1 first, up to its last cell with a value. */
function rowCells(row: ExcelJS.Row, date1904: boolean, withTime: boolean): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    if (column > MAX_COLUMNS) return;
    while (cells.length < column - 1) cells.push('');
    cells[column - 1] = cellText(cell.value, cell.numFmt, date1904, withTime);
  });
  return cells;
}

const MERGE_CELL = /<(?:\w+:)?mergeCell\b[^>]*\bref="([A-Z]+\d+:[A-Z]+\d+)"/g;
/** A tag longer than this cannot be a <mergeCell>: the scan keeps no more of an unfinished one. */
const LONGEST_TAG = 256;

/** Passes a sheet's XML on unchanged, collecting the ranges of its <mergeCell> elements. */
async function* scanMerges(xml: AsyncIterable<string>, merges: string[]): AsyncGenerator<string> {
  let unfinished = '';
  for await (const chunk of xml) {
    const text = unfinished + chunk;
    const open = text.lastIndexOf('<');
    const end = open > text.lastIndexOf('>') ? open : text.length;
    for (const match of text.slice(0, end).matchAll(MERGE_CELL)) merges.push(match[1]!);
    unfinished = text.slice(end).slice(0, LONGEST_TAG);
    yield chunk;
  }
}

/** A cell reference's column and row numbers (B3 → 2, 3). */
function cellAddress(reference: string): { column: number; row: number } {
  const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(reference)!;
  const column = [...letters!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  return { column, row: Number(digits) };
}

/**
 * Every cell of a merged range takes the range's first cell's text (Excel keeps it in that cell
 * only), in the rows that have text of their own; a row that is empty but for a merge stays out.
 */
function fillMerges(rows: UploadRow[], merges: readonly string[]): void {
  const rowIndex = new Map(rows.map((row, index) => [row.rowNo, index]));
  // Excel's merges never overlap; a file whose do cannot make this fill more than every cell once.
  let cellsLeft = rows.length * MAX_COLUMNS;
  for (const range of merges) {
    const [from, to] = range.split(':').map(cellAddress) as [
      ReturnType<typeof cellAddress>,
      ReturnType<typeof cellAddress>,
    ];
    const text = rows[rowIndex.get(from.row) ?? -1]?.cells[from.column - 1];
    if (!text) continue;
    const lastColumn = Math.min(to.column, MAX_COLUMNS);
    for (let index = rowIndex.get(from.row)!; index < rows.length && rows[index]!.rowNo <= to.row; index++) {
      const { cells } = rows[index]!;
      cellsLeft -= lastColumn - from.column + 1;
      if (cellsLeft < 0) throw unreadable();
      while (cells.length < lastColumn) cells.push('');
      cells.fill(text, from.column - 1, lastColumn);
    }
  }
}
