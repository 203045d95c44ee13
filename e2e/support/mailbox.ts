import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message read from the mail sink (e2e/support/mail-sink.ts). */
export interface ReceivedMail {
  /** File name, e.g. `3.eml`. */
  file: string;
  /** Addresses of the To header, lower-cased, without display names. */
  to: string[];
  from: string;
  /** Decoded (RFC 2047 encoded-words undone). */
  subject: string;
  /** The text/plain part, transfer-decoded; '' when there is none. */
  text: string;
  /** The text/html part, transfer-decoded; '' when there is none. */
  html: string;
  /** The message as received. */
  raw: string;
}

/** What to wait for; every given condition must hold. */
export interface MailQuery {
  to?: string;
  subjectIncludes?: string;
  textIncludes?: string;
  /** @default 5000 */
  timeoutMs?: number;
}

type Headers = Map<string, string>;

/** Splits an entity into unfolded headers (names lower-cased; a repeated name keeps its first value) and body. */
function splitEntity(entity: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A parameter of a structured header value, e.g. `boundary` of Content-Type. */
function parameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function charsetOf(contentType: string): BufferEncoding {
  const charset = (parameter(contentType, 'charset') ?? 'utf-8').toLowerCase();
  return charset === 'us-ascii' || charset === 'ascii' ? 'ascii' : charset === 'iso-8859-1' || charset === 'latin1' ? 'latin1' : 'utf8';
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? source.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Undoes a body's Content-Transfer-Encoding and charset. */
function decodeBody(body: string, headers: Headers): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = charsetOf(headers.get('content-type') ?? '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString(charset);
  if (encoding === 'quoted-printable') return quotedPrintable(body).toString(charset);
  return Buffer.from(body, 'utf8').toString(charset);
}

/** Undoes RFC 2047 encoded-words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); whitespace between two of them goes. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) => {
      const encoding = charsetOf(`; charset=${charset}`);
      return kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString(encoding) : quotedPrintable(data.replace(/_/g, ' ')).toString(encoding);
    });
}

/** Collects the first text/plain and text/html leaves of a (possibly multipart) entity. */
function collectParts(entity: string, into: { text?: string; html?: string }): void {
  const { headers, body } = splitEntity(entity);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const sections = body.split(new RegExp(`^${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?$\\n?`, 'm'));
    // sections[0] is the preamble; the one after the closing delimiter is the epilogue.
    for (const section of sections.slice(1, -1)) collectParts(section.replace(/\r?\n$/, ''), into);
    return;
  }
  if (/attachment/i.test(headers.get('content-disposition') ?? '')) return;
  if (type === 'text/plain' && into.text === undefined) into.text = decodeBody(body, headers);
  if (type === 'text/html' && into.html === undefined) into.html = decodeBody(body, headers);
}

const addresses = (value: string) => [...decodeWords(value).matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => m[0].toLowerCase());

/** Parses a raw RFC 822 message as written by the sink. */
export function parseMail(raw: string, file = ''): ReceivedMail {
  const { headers } = splitEntity(raw);
  const parts: { text?: string; html?: string } = {};
  collectParts(raw.replace(/\r?\n$/, ''), parts); // the line end before the SMTP end-of-data mark
  return {
    file,
    to: addresses(headers.get('to') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: (parts.text ?? '').replace(/\r\n/g, '\n'),
    html: (parts.html ?? '').replace(/\r\n/g, '\n'),
    raw,
  };
}

/** Every message in the sink's folder, oldest first. */
export function readMailbox(mailDir: string): ReceivedMail[] {
  return readdirSync(mailDir)
    .filter((name) => /^\d+\.eml$/.test(name))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((name) => parseMail(readFileSync(join(mailDir, name), 'utf8'), name));
}

/** The messages that meet the query, oldest first (no waiting). */
export function findMail(mailDir: string, query: Omit<MailQuery, 'timeoutMs'> = {}): ReceivedMail[] {
  const to = query.to?.toLowerCase();
  return readMailbox(mailDir).filter(
    (mail) =>
      (to === undefined || mail.to.includes(to)) &&
      (query.subjectIncludes === undefined || mail.subject.includes(query.subjectIncludes)) &&
      (query.textIncludes === undefined || mail.text.includes(query.textIncludes)),
  );
}

/**
 * Waits until a message that meets the query has arrived at the sink and
 * returns the oldest such one.
 * @throws Error after `timeoutMs`, naming what did arrive.
 * @example const mail = await waitForMail(inject('mailDir'), { to: 'ada@example.com', subjectIncludes: 'Your order' })
 */
export async function waitForMail(mailDir: string, query: MailQuery): Promise<ReceivedMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 5000);
  for (;;) {
    const [mail] = findMail(mailDir, query);
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = readMailbox(mailDir).map((m) => `${m.file} to ${m.to.join(', ')}: ${m.subject}`);
      throw new Error(`No mail ${JSON.stringify({ ...query, timeoutMs: undefined })} within ${query.timeoutMs ?? 5000} ms. The sink has:\n${seen.join('\n') || '(nothing)'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
