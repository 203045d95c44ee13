import type { ApiRoute } from '@plinth/api';
import { inputSchema, sampleOf, type SampleHints } from './schema-sample.ts';

/*
 * Hostile requests for the malformed-input sweep (malformed-input.test.ts): for one route, path
 * segments, query strings and bodies a careless or malicious client might send. Bodies start from a
 * sample that fits the route's contract (so a hostile value in one field gets past the others and
 * reaches the service and the database), then break one field, every field or the whole body.
 */

/** One request to send, with a label that says what is malformed about it. */
export interface MalformedRequest {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** Path segments, already percent-encoded as they travel. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%20',
  '%00',
  'x'.repeat(10_000),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  'NaN',
  '9223372036854775808',
  '%C3%A9t%C3%A9%F0%9F%98%80',
  '%ED%A0%80',
  '%E0%A4%A',
  '%27%3B--',
];

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Query values, already percent-encoded: bad numbers, dates and text, and cursors that decode to nonsense. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '',
  '%00',
  'x'.repeat(10_000),
  '-1',
  '1.5',
  '1e309',
  'NaN',
  '9223372036854775808',
  '2147483648',
  '9007199254740991',
  '2025-02-30',
  '99999-12-31',
  '2025-01-01T99%3A99',
  '%ED%A0%80',
  '%E0%A4%A',
  '%22*NEAR(OR%20OR-%3A',
  // Cursors are opaque base64url to the client, but a client can send any.
  base64url('1:\u0000'),
  base64url('1e308:abc'),
  base64url('1.5:abc'),
  base64url('[1e308,"a"]'),
  base64url('[1.5,"a"]'),
  base64url('["a\u0000","a"]'),
  base64url('{"a":'),
];

/** Every cookie the server reads, each hostile (a caller's cookies are replaced by these). */
const HOSTILE_COOKIES = [
  'crumb=%00',
  'plinth_cart=%E0%A4%A',
  `plinth_owner=${'x'.repeat(4000)}`,
  'plinth_site_user=%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00',
  'plinth_unlock=%ED%A0%80',
  'ss_cvr=%00|1e309|-1|NaN',
  'ss_consent="unterminated',
  'hasCart=%',
].join('; ');

/** Query keys tried on every route besides those its contract names: the usual paging and filter names. */
const USUAL_QUERY_KEYS = ['page', 'limit', 'cursor', 'format', 'from', 'to', 'q'];

/** Hostile values for a JSON leaf of a given type (a few each: the sweep covers every route). */
const NUL = 'a\u0000b';
const HUGE_TEXT = 'x'.repeat(20_000);
const HOSTILE_LEAVES: Record<string, readonly unknown[]> = {
  string: [NUL, HUGE_TEXT, '\ud800', 12, null],
  // 2^31 passes a whole-number check and overflows a 32-bit integer column; 2^53 - 1 a 64-bit sum.
  number: [1e308, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 2 ** 63, 1.5, '12', null],
  integer: [1e308, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 2 ** 63, 1.5, '12', null],
  boolean: ['true', 1, null],
  array: [{}, [null], 'x'],
  object: [[], 'x', null],
  unknown: [NUL, 1e308, [], null],
};

interface Leaf {
  path: (string | number)[];
  type: string;
}

/** The leaves of a sample with the schema type of each (up to `limit`, depth-first). */
function leavesOf(value: unknown, path: (string | number)[] = [], out: Leaf[] = [], limit = 24): Leaf[] {
  if (out.length >= limit) return out;
  if (Array.isArray(value)) {
    if (path.length) out.push({ path, type: 'array' });
    value.slice(0, 1).forEach((item, i) => leavesOf(item, [...path, i], out, limit));
  } else if (value && typeof value === 'object') {
    if (path.length) out.push({ path, type: 'object' });
    for (const [key, item] of Object.entries(value)) leavesOf(item, [...path, key], out, limit);
  } else {
    out.push({ path, type: value === null ? 'unknown' : typeof value });
  }
  return out.slice(0, limit);
}

function withLeaf(sample: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
}

/** Every leaf of `value` replaced by `map(leaf)`. */
function mapLeaves(value: unknown, map: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, map)]));
  return map(value);
}

const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) });

/** Nested arrays deep enough to overflow a recursive walk, small enough to pass the body limit. */
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`;

/** Whole-body malformations, the same for every route that takes a body. */
function genericBodies(sample: unknown): { label: string; headers: Record<string, string>; payload?: string | Buffer }[] {
  const multipart = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
  return [
    { label: 'invalid JSON', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
    { label: 'empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
    { label: 'no body, no content-type', headers: {} },
    { label: 'JSON as text/plain', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(sample) },
    { label: 'JSON without content-type', headers: { 'content-type': '' }, payload: JSON.stringify(sample) },
    { label: 'JSON with a bogus charset', headers: { 'content-type': 'application/json; charset=klingon' }, payload: JSON.stringify(sample) },
    { label: 'multipart where JSON is expected', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: multipart },
    { label: 'url-encoded form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&a=2&b[]=3' },
    { label: 'JSON null', ...json(null) },
    { label: 'JSON array', ...json([sample]) },
    { label: 'JSON string', ...json('x') },
    { label: 'JSON number', ...json(1e308) },
    { label: '__proto__ key', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}' },
    { label: 'deeply nested arrays', headers: { 'content-type': 'application/json' }, payload: DEEP },
    { label: 'deeply nested objects', headers: { 'content-type': 'application/json' }, payload: DEEP_OBJECT },
    { label: '100k-character string (over the body limit)', ...json({ a: 'x'.repeat(100_000) }) },
    { label: 'invalid UTF-8 bytes', headers: { 'content-type': 'application/json' }, payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]) },
    { label: 'every leaf null', ...json(mapLeaves(sample, () => null)) },
    { label: 'every string with a NUL byte', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'string' ? `${leaf}\u0000` : leaf))) },
    { label: 'every string 20k characters', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'string' ? HUGE_TEXT : leaf))) },
    { label: 'every string a lone surrogate', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'string' ? '\udc00' : leaf))) },
    { label: 'every number huge', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'number' ? 1e308 : leaf))) },
    { label: 'every number negative', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'number' ? -1_000_000 : leaf))) },
    { label: 'every number 2^31', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'number' ? 2 ** 31 : leaf))) },
    { label: 'every number 2^53 - 1', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'number' ? Number.MAX_SAFE_INTEGER : leaf))) },
    { label: 'bytes that are not JSON', headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0x00, 0x13, 0x37]) },
    { label: 'every number a string', ...json(mapLeaves(sample, (leaf) => (typeof leaf === 'number' ? String(leaf) : leaf))) },
  ];
}

/** The route's path with each `:param` (and `*`) replaced by `value`. */
export function fillPath(url: string, value: string): string {
  return url.replace(/:\w+/g, value).replace(/\*$/, value);
}

/**
 * The malformed requests for one route: hostile path segments, hostile and repeated query values,
 * and (for a method with a body) malformed bodies. `realPath` (the route's path with real ids) is
 * where the query and the body are the malformed part; `hints` help the body's sample pass.
 */
export function malformedRequests(method: string, url: string, contract: ApiRoute | undefined, realPath = fillPath(url, 'x'), hints: SampleHints = {}): MalformedRequest[] {
  const requests: MalformedRequest[] = [];
  const hasParams = /:\w+|\*$/.test(url);
  const takesBody = method !== 'GET' && method !== 'DELETE';
  const bodySchema = contract?.body ? inputSchema(contract.body) : undefined;
  const sample = bodySchema ? sampleOf(bodySchema, hints) : {};
  const sampleBody: { headers?: Record<string, string>; payload?: string } = takesBody ? json(sample) : {};

  if (hasParams) {
    for (const segment of HOSTILE_SEGMENTS) {
      requests.push({ label: `path segment ${shorten(segment)}`, method, url: fillPath(url, segment), ...sampleBody });
    }
  }

  const base = realPath;
  requests.push({ label: 'hostile cookies', method, url: base, ...sampleBody, headers: { ...sampleBody.headers, cookie: HOSTILE_COOKIES } });
  // Bodies before queries: a sign-in throttle that counts the well-formed calls must not hide them.
  if (takesBody || (method === 'DELETE' && bodySchema)) {
    for (const body of genericBodies(sample)) requests.push({ method, url: base, ...body, label: `body: ${body.label}` });
    if (bodySchema) {
      for (const leaf of leavesOf(sample)) {
        for (const value of HOSTILE_LEAVES[leaf.type] ?? HOSTILE_LEAVES.unknown!) {
          requests.push({ method, url: base, label: `body ${leaf.path.join('.') || '(root)'} = ${shorten(JSON.stringify(value) ?? 'undefined')}`, ...json(leaf.path.length ? withLeaf(sample, leaf.path, value) : value) });
        }
      }
    }
  }
  const querySchema = contract?.query ? inputSchema(contract.query) : undefined;
  const contractKeys = Object.keys((querySchema?.properties ?? {}) as object);
  const queryKeys = [...new Set([...contractKeys, ...USUAL_QUERY_KEYS])];
  // A route that reads a query gets every hostile value; others (a write that reads none) a few.
  const values = method === 'GET' || querySchema ? HOSTILE_QUERY_VALUES : ['%00', '%E0%A4%A'];
  for (const value of values) {
    const query = queryKeys.map((key) => `${key}=${value}`).join('&');
    requests.push({ label: `query, every key = ${shorten(value)}`, method, url: `${base}?${query}`, ...sampleBody });
  }
  // And each key the contract names alone, the others well-formed, so one checked first hides none.
  const sampleQuery = querySchema ? (sampleOf(querySchema, hints) as Record<string, unknown>) : {};
  for (const key of contractKeys) {
    for (const value of values) {
      const query = Object.entries({ ...sampleQuery, [key]: undefined })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
        .concat(`${key}=${value}`)
        .join('&');
      requests.push({ label: `query ${key}=${shorten(value)}`, method, url: `${base}?${query}`, ...sampleBody });
    }
  }
  requests.push({ label: 'repeated query keys', method, url: `${base}?${queryKeys.map((k) => `${k}=1&${k}=2`).join('&')}`, ...sampleBody });
  requests.push({ label: 'array query keys', method, url: `${base}?${queryKeys.map((k) => `${k}[]=1&${k}[x]=2`).join('&')}`, ...sampleBody });

  return requests;
}

/** A value short enough for a failure message. */
export function shorten(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
