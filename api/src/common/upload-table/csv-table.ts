// A .csv (or Excel's "text" .txt) upload as rows of text. Encoding: UTF-8 (with or without a BOM)
// when the bytes are valid UTF-8, UTF-16 when they begin with its BOM (Excel's "유니코드 텍스트"),
// otherwise CP949, which Korean Excel writes by default. The delimiter (comma, tab or semicolon) is
// the one the header line uses most outside quotes.
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { type ReadOptions, type UploadTable, TableRows } from './upload-table';

const DELIMITERS = [',', '\t', ';'] as const;

/** The file's text; null when it is not text (a NUL character: a binary file under a .csv name). */
export function decodedText(bytes: Buffer): string | null {
  const text = decode(bytes);
  return text.includes('\u0000') ? null : text;
}

function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes, 'utf-16be');
  try {
    // Drops a BOM; throws on bytes that are not UTF-8.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'cp949');
  }
}

/** The delimiter the first line with text uses most outside quotes (a comma when it has none). */
export function sniffDelimiter(text: string): string {
  const unquoted = (/^.*\S.*$/m.exec(text)?.[0] ?? '').replace(/"[^"]*"/g, '');
  let best: string = DELIMITERS[0];
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/**
 * The rows of a CSV text (quotes, delimiters and line breaks inside quotes as RFC 4180 has them;
 * a stray quote is taken as text), row by row so that a million empty lines cost no memory.
 * (csv-parse was tried first: with rows of different lengths, which CSV exports have, it builds an
 * error object per row and took 30 s for a million empty lines.)
 */
export function readCsvTable(text: string, { isHeader }: ReadOptions = {}): UploadTable {
  const table = new TableRows();
  // Record n is the spreadsheet's row n: an empty line is a record too, which the table drops.
  let rowNo = 0;
  Papa.parse<string[]>(text, {
    delimiter: sniffDelimiter(text),
    step: ({ data }) => {
      rowNo += 1;
      table.add(
        rowNo,
        data.map((cell) => cell.trim()),
      );
    },
  });
  return table.table(isHeader);
}
