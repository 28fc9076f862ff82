/**
 * Just enough MIME to read what nodemailer sends: headers (with RFC 2047 encoded words), nested
 * multipart bodies and the quoted-printable or base64 text part. Non-ASCII text (French) is
 * always encoded, so reading the raw message would miss accents and split links.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

export function parseMail(raw: string): ParsedMail {
  const root = parsePart(raw);
  const leaves = flatten(root);
  const text = leaves.find((part) => contentType(part).type === 'text/plain');
  const html = leaves.find((part) => contentType(part).type === 'text/html');
  return {
    headers: root.headers,
    subject: decodeWords(root.headers.get('subject') ?? ''),
    to: decodeWords(root.headers.get('to') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}

function parsePart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(part: Part): { type: string; boundary: string | undefined } {
  const value = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(value)?.[1];
  return { type: value.split(';')[0]!.trim().toLowerCase(), boundary };
}

function flatten(part: Part): Part[] {
  const { type, boundary } = contentType(part);
  if (!type.startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => flatten(parsePart(section.replace(/^\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

export function decodeQuotedPrintable(value: string): string {
  // Soft line breaks first, then =XX bytes, decoded together so multi-byte UTF-8 stays whole.
  const unfolded = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index++) {
    const character = unfolded[index]!;
    const hex = unfolded.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047: =?UTF-8?Q?...?= and =?UTF-8?B?...?=; whitespace between two encoded words is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, encoded: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
    );
}
