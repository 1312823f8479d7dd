/** A mail as the SMTP sink stores it: envelope recipients plus the decoded subject and text part. */
export interface ReceivedMail {
  readonly to: readonly string[];
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly receivedAt: string;
}

interface Part {
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

/**
 * Just enough MIME for the mails nodemailer writes: RFC 2047 subjects, multipart bodies, and
 * quoted-printable or base64 transfer encodings. Not a general mail parser.
 */
export function parseMail(raw: string, envelope: { from: string; to: readonly string[] }): ReceivedMail {
  const message = parsePart(raw);
  const text = findText(message);
  return {
    to: envelope.to,
    from: envelope.from,
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    receivedAt: new Date().toISOString(),
  };
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function findText(part: Part): Part | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^text\/plain/i.test(type)) return part;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return undefined;
  const children = part.body.split(`--${boundary}`).slice(1);
  for (const child of children) {
    if (child.startsWith('--')) break;
    const found = findText(parsePart(child.replace(/^\r?\n/, '')));
    if (found) return found;
  }
  return undefined;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** Soft line breaks (`=` at the line end) vanish, `=XX` are UTF-8 bytes. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words such as `=?UTF-8?Q?Best=C3=A4tigen?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
