// An uploaded file's rows, whatever it is: the format is told by the content (an .xlsx is a zip
// holding a workbook), the name only lets text in as CSV. Everything else is refused in Korean.
import { UPLOAD_MESSAGES } from '@parcel/shared/forms/upload-table';
import { badInput } from '../errors';
import { decodedText, readCsvTable } from './csv-table';
import type { ReadOptions, UploadTable } from './upload-table';
import { isWorkbookArchive, readXlsxTable } from './xlsx-table';
import { looksLikeZip, openZipArchive, unreadable } from './zip-archive';

/** Names under which text is read as CSV (Excel saves "텍스트 (탭으로 분리)" as .txt). */
const TEXT_FILE_NAME = /\.(csv|txt)$/i;
/** An OLE2 compound file: an .xls (or .doc), or an .xlsx that Excel encrypted with a password. */
const COMPOUND_FILE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** The stream an encrypted .xlsx keeps inside its compound file, as its directory names it. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
/** Beginnings of binary files that a .csv name must not make text of (PDF, PNG, JPEG, GIF). */
const BINARY_SIGNATURES = ['%PDF', '\x89PNG', '\xff\xd8\xff', 'GIF8'].map((text) =>
  Buffer.from(text, 'latin1'),
);

const unsupported = () => badInput(UPLOAD_MESSAGES.unsupportedFile);

/**
 * The header and data rows of an uploaded .xlsx (its first visible sheet) or .csv. 400 with
 * UPLOAD_MESSAGES' message for another format, a broken, encrypted or zip-bomb file,
 * no data rows or more than UPLOAD_LIMITS.maxRows.
 */
export async function readUploadTable(
  { fileName, bytes }: { fileName: string; bytes: Buffer },
  options: ReadOptions = {},
): Promise<UploadTable> {
  if (looksLikeZip(bytes)) {
    const zip = await openZipArchive(bytes);
    if (isWorkbookArchive(zip)) return readXlsxTable(zip, options);
    zip.close();
    throw unsupported();
  }
  if (bytes.subarray(0, COMPOUND_FILE.length).equals(COMPOUND_FILE)) {
    throw bytes.includes(ENCRYPTED_PACKAGE) ? unreadable() : unsupported();
  }
  if (!TEXT_FILE_NAME.test(fileName)) throw unsupported();
  if (BINARY_SIGNATURES.some((signature) => bytes.subarray(0, signature.length).equals(signature))) {
    throw unsupported();
  }
  const text = decodedText(bytes);
  if (text === null) throw unsupported();
  return readCsvTable(text, options);
}
