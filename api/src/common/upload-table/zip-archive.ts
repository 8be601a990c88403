// An uploaded .xlsx as a zip archive read through its central directory (yauzl), checked before a
// byte is inflated: not encrypted, a sane number of entries, and not a zip bomb (the sizes it
// declares, in all and per entry against its compressed size). yauzl then holds every entry to
// the size the directory declared while inflating it, so a directory that lies fails the read.
import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@parcel/shared/forms/upload-table';
import yauzl from 'yauzl';
import { AppError, badInput } from '../errors';

/** The most an archive may inflate to, all entries together. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** The most an entry may inflate relative to its compressed size, once it is over RATIO_CHECKED_FROM. */
export const MAX_COMPRESSION_RATIO = 200;
const RATIO_CHECKED_FROM = 1024 * 1024;
/** A workbook has a few dozen parts; thousands are not a spreadsheet. */
const MAX_ENTRIES = 10_000;

export const unreadable = () => badInput(UPLOAD_MESSAGES.unreadable);

export interface ZipArchive {
  has(path: string): boolean;
  /** An entry's content as UTF-8 text (decoded across chunk boundaries). */
  text(path: string): Promise<Readable>;
  close(): void;
}

/** True when the bytes begin like a zip archive (a local file header). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

/**
 * Opens the archive and checks its directory: 400 unreadable for a broken or encrypted archive,
 * expandsTooMuch for one that would inflate past MAX_UNCOMPRESSED_BYTES or MAX_COMPRESSION_RATIO.
 */
export async function openZipArchive(bytes: Buffer): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > MAX_ENTRIES) throw badInput(UPLOAD_MESSAGES.expandsTooMuch);
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted() || !entry.canDecodeFileData()) throw unreadable();
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (
        total > MAX_UNCOMPRESSED_BYTES ||
        (entry.uncompressedSize > RATIO_CHECKED_FROM && ratio > MAX_COMPRESSION_RATIO)
      ) {
        throw badInput(UPLOAD_MESSAGES.expandsTooMuch);
      }
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw error instanceof AppError ? error : unreadable();
  }
  return {
    has: (path) => entries.has(path),
    text: async (path) => {
      const entry = entries.get(path);
      if (!entry) throw unreadable();
      const stream = await zip.openReadStreamPromise(entry);
      return stream.setEncoding('utf8');
    },
    close: () => zip.close(),
  };
}
