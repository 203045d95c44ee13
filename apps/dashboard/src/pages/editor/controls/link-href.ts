/**
 * A link's address, both ways: the link editor builds `href` from its fields, and reads the fields
 * back from an `href` it meets again (a link inside rich text keeps only its address).
 * RFC 6068 for mailto: (every value percent-encoded, line breaks as %0D%0A), RFC 3966 for tel:.
 */
import type { EditorLink, LinkKind } from '@plinth/api';
import type { PageChoice } from './index.ts';

/** The e-mail fields of a link (platform.md §3 "Link": to, CC, BCC, subject, body). */
export interface EmailFields {
  to: string;
  subject: string;
  cc: string;
  bcc: string;
  body: string;
}

export const NO_EMAIL: EmailFields = Object.freeze({ to: '', subject: '', cc: '', bcc: '', body: '' });

/** Where library files are served (docs/media-api.md): a link there is a File link. */
const MEDIA_PREFIX = '/media/';

/** Percent-encodes an address but leaves its @ readable (mail programs accept both). */
const encodeAddress = (address: string) => encodeURIComponent(address).replace(/%40/g, '@');

/** Splits a CC/BCC list written with commas, semicolons or spaces. */
export function splitAddresses(list: string): string[] {
  return list.split(/[\s,;]+/).map((a) => a.trim()).filter(Boolean);
}

/**
 * @example mailtoHref({ to: 'jo@shop.com', subject: 'Hi there', cc: '', bcc: '', body: '' })
 *          // 'mailto:jo@shop.com?subject=Hi%20there'
 */
export function mailtoHref(fields: EmailFields): string {
  const params: string[] = [];
  const add = (name: string, value: string) => value && params.push(`${name}=${value}`);
  add('subject', encodeURIComponent(fields.subject));
  add('cc', splitAddresses(fields.cc).map(encodeAddress).join(','));
  add('bcc', splitAddresses(fields.bcc).map(encodeAddress).join(','));
  // A body's line breaks travel as CRLF (RFC 6068 §5).
  add('body', encodeURIComponent(fields.body.replace(/\r?\n/g, '\r\n')));
  const to = splitAddresses(fields.to).map(encodeAddress).join(',');
  return `mailto:${to}${params.length ? `?${params.join('&')}` : ''}`;
}

/** decodeURIComponent that gives back the text as it was when it is not well encoded. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The fields of a mailto: address (the inverse of {@link mailtoHref}; `+` stays a plus, as in
 * RFC 6068, and unknown headers are ignored).
 */
export function parseMailto(href: string): EmailFields {
  const rest = href.replace(/^mailto:/i, '');
  const question = rest.indexOf('?');
  const fields = { ...NO_EMAIL, to: decode(question < 0 ? rest : rest.slice(0, question)).replace(/,\s*/g, ', ') };
  if (question < 0) return fields;
  for (const pair of rest.slice(question + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = decode(equals < 0 ? pair : pair.slice(0, equals)).toLowerCase();
    const value = decode(equals < 0 ? '' : pair.slice(equals + 1));
    if (name === 'subject') fields.subject = value;
    else if (name === 'cc') fields.cc = value.replace(/,\s*/g, ', ');
    else if (name === 'bcc') fields.bcc = value.replace(/,\s*/g, ', ');
    else if (name === 'body') fields.body = value.replace(/\r\n/g, '\n');
    else if (name === 'to' && value) fields.to = fields.to ? `${fields.to}, ${value}` : value;
  }
  return fields;
}

/**
 * A phone number as a tel: address: the digits and a leading +, visual separators dropped.
 * @example telHref('+1 (555) 010-0199') // 'tel:+15550100199'
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** What an owner typed as a web address, as an address a browser follows; null when it is not one. */
export function webHref(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  // A path of this site, or a place on this page.
  if (/^\/(?!\/)/.test(text) || /^#./.test(text)) return text;
  // Anything with a scheme must be http(s); a bare host gets https://.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^/:]+:\d+(\/|$)/.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  const candidate = hasScheme ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // A host of dot-separated labels ending in a name of 2+ letters (example.com), localhost, or an IPv4 address.
  const host = url.hostname;
  const named = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/i.test(host);
  const ipv4 = /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host);
  if (!named && !ipv4 && host !== 'localhost') return null;
  return hasScheme ? text : candidate;
}

/** Which of the editor's link types an address is, given the site's pages. */
export function linkKindOf(href: string, pages: readonly PageChoice[]): LinkKind {
  if (/^mailto:/i.test(href)) return 'email';
  if (/^tel:/i.test(href)) return 'phone';
  if (href.startsWith(MEDIA_PREFIX)) return 'file';
  if (pages.some((page) => page.url === href)) return 'page';
  return 'web';
}

/**
 * The link a bare address stands for, so the link editor opens it as it was made (a link inside
 * rich text stores only `href` and `target`).
 */
export function linkFromHref(href: string, pages: readonly PageChoice[], options: { name?: string; newWindow?: boolean } = {}): EditorLink {
  const kind = linkKindOf(href, pages);
  const link: EditorLink = { kind, href, name: options.name ?? '', newWindow: options.newWindow ?? false };
  if (kind === 'email') link.email = parseMailto(href);
  return link;
}

/** The file name at the end of a library address, for the File field. */
export function fileNameOf(href: string): string {
  return decode(href.split(/[?#]/)[0].split('/').pop() ?? '');
}
