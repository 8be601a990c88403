// The upload of a spreadsheet (multipart/form-data): one `file` part and a few text fields (the
// import's senderCompanyId, a bank file's bankNm), read with busboy. The file is kept in memory, at most UPLOAD_LIMITS.maxFileBytes:
// an .xlsx is a zip whose table of contents (the central directory) is at its end, and the zip-bomb
// check and the choice of sheet read it before anything else; a .csv's encoding is told from all of
// its bytes. 10 MB a request is a bound the server can afford, with no temporary file to clean up.
import type { IncomingMessage } from 'node:http';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@parcel/shared/forms/upload-table';
import { controlCharacterMessage, hasControlCharacter } from '@parcel/shared/validation/control-characters';
import busboy from 'busboy';
import { AppError, badInput, MESSAGES } from '../errors';

export interface UploadedFile {
  /** The name the browser sent, without any folder. */
  fileName: string;
  bytes: Buffer;
  /** The text fields sent beside the file, by name. */
  fields: Record<string, string>;
}

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1024;
/** Room for the boundaries, the parts' headers and the text fields beside the file. */
const ENVELOPE_BYTES = 64 * 1024;

const fileTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge);

/** The file name without the folder some browsers and tools send with it. */
function baseName(fileName: string): string {
  return fileName.split(/[/\\]/).pop()!.trim();
}

/**
 * Reads the request's multipart body: the file of the `file` field and the text fields. 413 past
 * UPLOAD_LIMITS.maxFileBytes (at once when Content-Length says so); 400 for no file, a second
 * file, a file under another name, too many or too long fields, control characters, or a body
 * that is not multipart.
 */
export function uploadedFile(req: IncomingMessage): Promise<UploadedFile> {
  const declaredLength = Number(req.headers['content-length']);
  if (declaredLength > UPLOAD_LIMITS.maxFileBytes + ENVELOPE_BYTES) return Promise.reject(fileTooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Korean file names arrive as UTF-8 (busboy's default would read them as Latin-1).
      defParamCharset: 'utf8',
      limits: {
        files: 1,
        // busboy reports the limit when a file reaches it: one byte more tells a file over it.
        fileSize: UPLOAD_LIMITS.maxFileBytes + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
  } catch {
    return Promise.reject(badInput(UPLOAD_MESSAGES.noFile, FILE_FIELD));
  }
  return new Promise<UploadedFile>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: { fileName: string; bytes: Buffer } | null = null;
    let failed = false;
    // The first failure answers; the rest of the body is read and dropped so the answer gets out.
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      const fileName = baseName(info.filename ?? '');
      if (name !== FILE_FIELD) {
        stream.resume();
        fail(badInput(MESSAGES.badRequest, name));
        return;
      }
      if (hasControlCharacter(fileName)) {
        stream.resume();
        fail(badInput(controlCharacterMessage(FILE_FIELD), FILE_FIELD));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(fileTooLarge()));
      stream.on('end', () => {
        // A form's empty file input sends a part with no name and no bytes.
        if (fileName !== '' && !stream.truncated) file = { fileName, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(badInput(MESSAGES.badRequest, name));
      else if (hasControlCharacter(name) || hasControlCharacter(value))
        fail(badInput(controlCharacterMessage(name), name));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(badInput(UPLOAD_MESSAGES.oneFile, FILE_FIELD)));
    parser.on('fieldsLimit', () => fail(badInput(MESSAGES.badRequest)));
    parser.on('partsLimit', () => fail(badInput(MESSAGES.badRequest)));
    parser.on('error', () => fail(badInput(MESSAGES.badRequest)));
    parser.on('close', () => {
      if (failed) return;
      if (file) resolve({ ...file, fields });
      else fail(badInput(UPLOAD_MESSAGES.noFile, FILE_FIELD));
    });
    req.on('error', () => fail(badInput(MESSAGES.badRequest)));
    req.pipe(parser);
  });
}
