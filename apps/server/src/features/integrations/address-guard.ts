import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/*
 * No request forgery through a webhook (issue 16 "Bad input"): a webhook may only call a public
 * address. Checked when the owner saves the URL (its literal host) and again at every send, on the
 * addresses DNS gives — the connection then goes to the address checked, so a name that changes
 * its answer between the two cannot slip through.
 */

/** Loopback: allowed only when the operator says so (PLINTH_WEBHOOKS_ALLOW_LOOPBACK, tests). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Never: unspecified, private, shared (CGNAT), link-local, benchmark, multicast and reserved ranges. */
const FORBIDDEN = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) FORBIDDEN.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['100::', 64], ['2001:db8::', 32]] as const) FORBIDDEN.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const groups = expandIpv6(lower);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return v4(groups[6] as number, groups[7] as number);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return v4(groups[6] as number, groups[7] as number);
  if (groups[0] === 0x2002) return v4(groups[1] as number, groups[2] as number);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail folded in), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.split('%')[0] as string;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a, b, c, d] = tail[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<number>(Math.max(0, fill)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * Whether a webhook may connect to this IP address.
 * @example addressAllowed('127.0.0.1', { allowLoopback: false }) // false
 * @example addressAllowed('93.184.216.34', { allowLoopback: false }) // true
 */
export function addressAllowed(address: string, options: { allowLoopback: boolean }): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return addressAllowed(v4, options);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return options.allowLoopback;
  return !FORBIDDEN.check(address, type);
}

/** A URL's host as an IP literal (brackets of IPv6 dropped), or null for a name. */
function literalHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

/** What is wrong with a webhook URL at save time, or null. Names are checked again at send, after DNS. */
export type UrlProblem = 'scheme' | 'invalid' | 'address' | 'credentials';

/**
 * Checks a webhook URL as saved: http(s), no credentials, and no literal or well-known local host.
 * @example webhookUrlProblem('ftp://example.com', { allowLoopback: false }) // 'scheme'
 */
export function webhookUrlProblem(raw: string, options: { allowLoopback: boolean }): UrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^https?:/i.test(raw) ? 'scheme' : 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (!url.hostname) return 'invalid';
  if (url.username || url.password) return 'credentials';
  const literal = literalHost(url);
  if (literal) return addressAllowed(literal, options) ? null : 'address';
  const name = url.hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return options.allowLoopback ? null : 'address';
  // A bare number (http://2130706433/) is an IPv4 address to the URL parser already; other odd names go to DNS at send.
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s) that resolves the name and refuses it unless every address is allowed:
 * the connection then goes to an address this function checked.
 */
export function guardedLookup(options: { allowLoopback: boolean }) {
  return (hostname: string, lookupOptions: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => !addressAllowed(a.address, options));
      if (refused || addresses.length === 0) {
        const denied = Object.assign(new Error(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which a webhook may not call`), { code: 'EADDRNOTALLOWED' });
        return callback(denied, []);
      }
      if (lookupOptions.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
