// Prints the text of a PDF read from stdin as JSON (one array of lines per page), with pdf.js, in a
// process of its own: pdfjs-dist is ESM only and does not load in jest's CommonJS runtime.
// A line is the text items of one baseline joined in reading order.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const page = await document.getPage(number);
  const { items } = await page.getTextContent();
  const byBaseline = new Map();
  for (const item of items) {
    if (!('str' in item) || item.str === '') continue;
    const [, , , , x, y] = item.transform;
    const key = Math.round(y);
    if (!byBaseline.has(key)) byBaseline.set(key, []);
    byBaseline.get(key).push({ x, text: item.str });
  }
  pages.push(
    [...byBaseline.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, parts]) =>
        parts
          .sort((a, b) => a.x - b.x)
          .map((part) => part.text)
          .join(' '),
      ),
  );
}
const { info } = await document.getMetadata();
process.stdout.write(JSON.stringify({ title: info.Title ?? null, pages }));
