// Reads a mail as it arrived (raw RFC 5322 text with MIME parts), for tests that check what a
// mail server received or what the outbox holds: header values decoded (RFC 2047 words, RFC 2231
// parameters), leaf parts with their bodies decoded (base64, quoted-printable). Enough for the
// mails nodemailer writes; not a general parser.

export interface MimePart {
  /** Header values by lower-case name, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** The decoded body. */
  body: Buffer;
  /** The attachment's file name (Content-Disposition's filename, RFC 2231 decoded), if any. */
  filename: string | null;
}

export interface MimeMessage {
  headers: Map<string, string>;
  /** Every leaf part in order (a single-part message is one part). */
  parts: MimePart[];
}

export function parseMail(raw: Buffer | string): MimeMessage {
  const root = parseEntity(typeof raw === 'string' ? raw : raw.toString('utf8'));
  return { headers: root.headers, parts: leaves(root) };
}

interface Entity {
  headers: Map<string, string>;
  rawHeaders: Map<string, string>;
  body: string;
}

function parseEntity(text: string): Entity {
  const normalized = text.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const rawHeaders = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) rawHeaders.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const headers = new Map([...rawHeaders].map(([name, value]) => [name, decodeWords(value)]));
  return { headers, rawHeaders, body };
}

function leaves(entity: Entity): MimePart[] {
  const contentType = entity.rawHeaders.get('content-type') ?? 'text/plain';
  const boundary = parameters(contentType).get('boundary');
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = entity.body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leaves(parseEntity(section.replace(/^\n/, ''))));
  }
  const encoding = (entity.rawHeaders.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const disposition = parameters(entity.rawHeaders.get('content-disposition') ?? '');
  return [
    {
      headers: entity.headers,
      body: decodeBody(entity.body, encoding),
      filename: disposition.get('filename') ?? null,
    },
  ];
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i += 1) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=); blanks between two words dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable').toString('utf8'),
    );
}

/**
 * A header's parameters by lower-case name, RFC 2231 continuations (`filename*0*=utf-8''%EA..;
 * filename*1*=...`) joined and percent-decoded.
 */
function parameters(header: string): Map<string, string> {
  const pieces = new Map<string, { index: number; text: string; encoded: boolean }[]>();
  for (const match of header.matchAll(/;\s*([\w-]+)(\*(\d+))?(\*)?=("([^"]*)"|[^;\s]*)/g)) {
    const name = (match[1] ?? '').toLowerCase();
    const list = pieces.get(name) ?? [];
    list.push({ index: Number(match[3] ?? 0), text: match[6] ?? match[5] ?? '', encoded: match[4] === '*' });
    pieces.set(name, list);
  }
  const result = new Map<string, string>();
  for (const [name, list] of pieces) {
    const ordered = list.sort((a, b) => a.index - b.index);
    const encoded = ordered.some((piece) => piece.encoded);
    const joined = ordered.map((piece) => piece.text).join('');
    result.set(name, encoded ? decodeURIComponent(joined.replace(/^[^']*'[^']*'/, '')) : decodeWords(joined));
  }
  return result;
}
