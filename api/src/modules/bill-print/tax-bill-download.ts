// 세금계산서 다운로드 (POST /api/bill-print/download): the zip of a generated invoice's tax bills for
// its supplier, as docs/decisions.md#tax-bill-zip says: Hometax bulk-issue spreadsheets of at most
// 100 bills each (tax-bill.ts: layout, day-20 split, base fare, VAT) and every billed company's
// detailed statement (statement-workbook.ts).
//
// Everything is read before the answer starts (three statements: the invoice with its supplier, its
// company rows, every line it billed), so a bad key or a missing invoice is a JSON 4xx. Then the zip
// streams: yazl writes each entry when its turn comes and the response has taken the previous ones,
// so one spreadsheet at a time is held, never the whole zip. Entry names are UTF-8 (yazl sets the
// language-encoding flag, general purpose bit 11, on every entry), so Korean names open intact.
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { invoiceFormSchema } from '@parcel/shared/forms/invoice-form';
import { ZipFile } from 'yazl';
import { operation } from '../../common/operation';
import { parseInput } from '../../common/parse-input';
import type { FileDownload } from '../../common/spreadsheet';
import { recordTaxBillDownload } from '../month-close/month-close.service';
import { statementWorkbook } from './statement-workbook';
import {
  assembleStatement,
  readBilledCompanies,
  readBilledLines,
  readInvoiceHead,
  type BilledLine,
} from './statement.service';
import type { CompanyStatement } from './statement.types';
import {
  hometaxEntryName,
  hometaxFiles,
  hometaxWorkbook,
  statementEntryName,
  taxBillsOf,
  taxBillZipAsciiName,
  taxBillZipName,
} from './tax-bill';

/**
 * A zip entry written when its turn comes. Entries are stored, not deflated: an .xlsx is a deflated
 * zip already, and deflating it again costs time for nothing.
 */
export interface ZipEntry {
  name: string;
  content: () => Promise<Buffer>;
}

/**
 * Streams `entries` as a zip to `out`, building each entry only when yazl asks for it. Resolves when
 * the zip has been handed to `out` whole; a failing entry destroys `out` (the client sees a broken
 * download rather than a wrong file).
 */
export async function writeZip(
  out: Writable,
  entries: readonly ZipEntry[],
  mtime = new Date(),
): Promise<void> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { mtime, compress: false }, (done) => {
      entry.content().then(
        (content) => done(null, Readable.from([content])),
        (error: Error) => done(error, undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  await pipeline(output, out);
}

/** The zip's statements and Hometax files of an invoice's company statements. */
export function taxBillEntries(statements: readonly CompanyStatement[]): ZipEntry[] {
  const [first] = statements;
  if (!first) return [];
  const supplier = first.billCompanyInfo;
  const bills = statements.flatMap(taxBillsOf);
  const hometax = hometaxFiles(bills).map((file, index) => ({
    name: hometaxEntryName(first.year, first.month, index),
    content: () => hometaxWorkbook(supplier, file),
  }));
  const billedStatements = statements
    .filter((statement) => statement.amounts.totAmount > 0)
    .map((statement) => ({
      name: statementEntryName(statement.companyInfo),
      content: () => statementWorkbook(statement),
    }));
  return [...hometax, ...billedStatements];
}

/** Lines by company, in their order. */
function linesByCompany(lines: readonly BilledLine[]): Map<number, BilledLine[]> {
  const byCompany = new Map<number, BilledLine[]>();
  for (const line of lines) {
    const list = byCompany.get(line.companyId);
    if (list) list.push(line);
    else byCompany.set(line.companyId, [line]);
  }
  return byCompany;
}

/**
 * The tax-bill zip of the invoice of (billCompanyId, year, month, billCd): checked in the new-invoice
 * form's order (400 naming the field), 404 when it was not generated. Answers a streamed download
 * named `세금계산서_<supplier>_<yyyy>-<mm>_<billCd>일.zip`.
 */
export const downloadTaxBills = operation(
  { area: 'settlement', level: 'read' },
  async (context, input: unknown): Promise<FileDownload> => {
    const key = parseInput(invoiceFormSchema, input);
    const head = await readInvoiceHead(context.em, key);
    // The close board's checklist counts the downloads (recorded once the invoice is found).
    await recordTaxBillDownload(context, head.billHistoryId);
    const companies = await readBilledCompanies(context.em, head.billHistoryId);
    const lines = linesByCompany(await readBilledLines(context.em, head));
    const statements = companies.map((billed) =>
      assembleStatement(head, billed, lines.get(billed.company.companyId) ?? []),
    );
    const entries = taxBillEntries(statements);
    return {
      kind: 'file',
      fileName: taxBillZipName(head.supplier.billCompanyNm, head.year, head.month, head.billCd),
      asciiFileName: taxBillZipAsciiName(head.supplier.billCompanyId, head.year, head.month, head.billCd),
      contentType: 'application/zip',
      write: (out) => writeZip(out, entries),
    };
  },
);
