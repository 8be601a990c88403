import { execFile } from 'node:child_process';
import path from 'node:path';

export interface PdfText {
  /** The document's title property. */
  title: string | null;
  /** Each page's lines, top to bottom, the parts of a line left to right separated by a space. */
  pages: string[][];
}

/** The text of a PDF as pdf.js reads it (read-pdf-text.mjs, in a process of its own). */
export function pdfText(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'read-pdf-text.mjs')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`read-pdf-text.mjs failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfText);
      },
    );
    child.stdin!.end(pdf);
  });
}
